import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../runtime/logger.server";
import { errorAnswer, errorHandler } from "./error-handler.server";

const SECURITY: [string, string][] = [
  ["content-security-policy", "default-src 'self'"],
  ["x-frame-options", "SAMEORIGIN"],
];

describe("errorHandler", () => {
  const lines: Record<string, unknown>[] = [];
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const answer = errorAnswer({
      logger: createLogger((line) => lines.push(JSON.parse(line))),
      securityPairs: SECURITY,
    });
    const app = express();
    app.get("/quebrada", () => {
      throw new Error("database password is hunter2");
    });
    app.get("/endereco-ruim", () => {
      throw Object.assign(new Error("Failed to decode param"), { status: 400 });
    });
    app.get("/no-meio", (_req, res, next) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<p>começo da página");
      setTimeout(() => next(new Error("the stream broke")), 10);
    });
    app.use(errorHandler(answer));
    const server = createServer((req, res) => {
      // As the request log does before Express.
      (req as typeof req & { id: string }).id = String(req.headers["x-request-id"] ?? "sem-id");
      if (req.url === "/antes-do-express") answer(new Error("page store failed"), req, res);
      else app(req, res);
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers 500 with the branded pt-BR page, the security headers and the request id, no error text", async () => {
    const response = await fetch(`${url}/quebrada?x=1`, { headers: { "x-request-id": "req-500" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-request-id")).toBe("req-500");
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("Algo deu errado do nosso lado");
    expect(html).not.toContain("hunter2");
  });

  it("logs the cause with the request id and the path, for the operator", async () => {
    await fetch(`${url}/quebrada?email=ana@example.com`, { headers: { "x-request-id": "req-log" } });
    const line = lines.find((l) => l.requestId === "req-log");
    expect(line).toMatchObject({ level: "error", event: "http.unhandled_error", path: "/quebrada" });
    expect(JSON.stringify(line)).toContain("hunter2");
    expect(JSON.stringify(line)).not.toContain("ana@example.com");
  });

  it("answers an error the request caused with its 4xx and a plain pt-BR page", async () => {
    const response = await fetch(`${url}/endereco-ruim`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Não foi possível entender o endereço pedido.");
  });

  it("answers HEAD with the status and no body", async () => {
    const response = await fetch(`${url}/quebrada`, { method: "HEAD" });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("");
  });

  it("ends an answer whose head was already sent, keeping what the visitor got", async () => {
    const response = await fetch(`${url}/no-meio`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<p>começo da página");
  });

  it("answers the same way for what fails before Express", async () => {
    const response = await fetch(`${url}/antes-do-express`, { headers: { "x-request-id": "req-front" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("req-front");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(await response.text()).toContain("Algo deu errado do nosso lado");
  });
});

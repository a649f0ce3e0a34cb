import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerHeaders } from "./answer-headers.server";

const DATA_CACHE = "public, max-age=0, s-maxage=300";

describe("answerHeaders", () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    // A policy without hashes set first, as the security headers do.
    app.use((_req, res, next) => {
      res.setHeader("Content-Security-Policy", "default-src 'self'");
      next();
    });
    app.use(answerHeaders(DATA_CACHE));
    app.get("/planos.data", (_req, res) => {
      res.send("data");
    });
    app.get("/blog.data", (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.send("data");
    });
    app.get("/falhou.data", (_req, res) => {
      res.status(500).send("erro");
    });
    app.get("/planos", (_req, res) => {
      // React Router appends the document's own policy.
      res.append("Content-Security-Policy", "default-src 'self'; script-src 'sha256-abc'");
      res.send("<p>planos</p>");
    });
    app.post("/contato", (_req, res) => {
      res.send("recebido");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("lets caches keep navigation data that answered 200 and set no policy of its own", async () => {
    expect((await fetch(`${url}/planos.data`)).headers.get("cache-control")).toBe(DATA_CACHE);
    expect((await fetch(`${url}/blog.data`)).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetch(`${url}/falhou.data`)).headers.get("cache-control")).toBeNull();
  });

  it("marks a form's answer no-store", async () => {
    const response = await fetch(`${url}/contato`, { method: "POST", body: "nome=Ana" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends one Content-Security-Policy: the document's own, with its script hashes", async () => {
    const response = await fetch(`${url}/planos`);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'self'; script-src 'sha256-abc'",
    );
    expect(response.headers.get("cache-control")).toBeNull();
  });
});

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../runtime/logger.server";
import { requestId, requestLog } from "./request-log.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A server as the site runs one: the request log first, then Express with the request id. */
async function site(logEachRequest: boolean) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger((line) => lines.push(JSON.parse(line)));
  const log = requestLog(logger, { logEachRequest });
  const app = express();
  app.use(requestId());
  app.get("/contato", (req, res) => {
    // What a loader logs for the request carries the request's id.
    req.log.info({ event: "lead.accepted" });
    res.send(`id ${res.locals.requestId}`);
  });
  const server = createServer((req, res) => {
    log(req, res);
    app(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lines,
    close: () => server.close(),
  };
}

describe("requestLog and requestId", () => {
  let url: string;
  let lines: Record<string, unknown>[];
  let close: () => void;
  beforeAll(async () => {
    ({ url, lines, close } = await site(true));
  });
  afterAll(() => close());

  it("passes the proxy's request id through to the answer and every line of the request", async () => {
    const response = await fetch(`${url}/contato?email=ana@example.com`, {
      headers: { "x-request-id": "proxy-id.42", cookie: "sessao=segredo" },
    });
    expect(response.headers.get("x-request-id")).toBe("proxy-id.42");
    expect(await response.text()).toBe("id proxy-id.42");
    await expect.poll(() => lines.filter((l) => l.requestId === "proxy-id.42").length).toBe(2);
    const event = lines.find((l) => l.event === "lead.accepted");
    expect(event?.requestId).toBe("proxy-id.42");
    const line = lines.find((l) => l.event === "http.request" && l.requestId === "proxy-id.42");
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/contato", status: 200 });
    expect(typeof line?.durationMs).toBe("number");
    // Neither the query (visitor data) nor the headers reach the line.
    expect(JSON.stringify(line)).not.toMatch(/ana@example|segredo|email/);
  });

  it("makes a fresh id when the proxy sends none or one that is not plain", async () => {
    for (const incoming of [undefined, "dois ids", "x".repeat(101), "<script>"]) {
      const response = await fetch(`${url}/contato`, {
        headers: incoming === undefined ? {} : { "x-request-id": incoming },
      });
      expect(response.headers.get("x-request-id")).toMatch(UUID);
    }
  });
});

describe("requestLog with LOG_REQUESTS=false", () => {
  it("writes no per-request line, but the request's own events still carry its id", async () => {
    const { url, lines, close } = await site(false);
    try {
      await fetch(`${url}/contato`, { headers: { "x-request-id": "quiet-1" } });
      await expect.poll(() => lines.length).toBe(1);
      expect(lines[0]).toMatchObject({ event: "lead.accepted", requestId: "quiet-1" });
    } finally {
      close();
    }
  });
});

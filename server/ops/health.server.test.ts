import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Readiness } from "../services.server";
import { health } from "./health.server";

describe("health", () => {
  let state: Readiness = { ready: true, reasons: [] };
  let url: string;
  let bareUrl: string;
  const close: (() => void)[] = [];
  beforeAll(async () => {
    for (const readiness of [async () => state, undefined]) {
      const app = express();
      app.use(health(readiness));
      app.use((_req, res) => {
        res.status(404).send("página");
      });
      const server = createServer(app).listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (readiness) url = address;
      else bareUrl = address;
      close.push(() => server.close());
    }
  });
  afterAll(() => {
    for (const stop of close) stop();
  });

  it("answers liveness with a plain ok that no cache keeps", async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("ok");
  });

  it("answers readiness 200 while the replica can keep leads safe", async () => {
    state = { ready: true, reasons: [] };
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready", reasons: [] });
  });

  it("answers readiness 503 with the reasons an operator reads when it cannot", async () => {
    state = { ready: false, reasons: ["o banco de dados não responde"] };
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "not ready",
      reasons: ["o banco de dados não responde"],
    });
    // Liveness stays up: restarting would not bring the database back.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("counts as ready without services that report readiness (bare tests, development)", async () => {
    const response = await fetch(`${bareUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", reasons: [] });
  });

  it("answers HEAD like GET, and leaves other methods and paths to what follows (OPTIONS to the request limits)", async () => {
    const head = await fetch(`${url}/healthz`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect(await (await fetch(`${url}/healthz/x`)).text()).toBe("página");
    for (const method of ["POST", "OPTIONS", "DELETE"]) {
      for (const path of ["/healthz", "/readyz"]) {
        const response = await fetch(`${url}${path}`, { method });
        expect(`${method} ${path} ${response.status} ${await response.text()}`).toBe(
          `${method} ${path} 404 página`,
        );
      }
    }
  });
});

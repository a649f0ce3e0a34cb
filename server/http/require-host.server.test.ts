import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireHost } from "./require-host.server";

/** Sends raw bytes and resolves with the whole answer (the server closes an HTTP/1.0 connection). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("requireHost", () => {
  let port: number;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(requireHost());
    app.get("/planos", (_req, res) => {
      res.send("conteúdo da rota planos");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers an HTTP/1.0 request without Host with a pt-BR 400 page, never the route", async () => {
    const answer = await raw(port, "GET /planos HTTP/1.0\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain("A requisição chegou sem o cabeçalho Host.");
    expect(answer).not.toContain("conteúdo da rota planos");
  });

  it("passes a request with Host on", async () => {
    const answer = await raw(port, "GET /planos HTTP/1.0\r\nHost: localhost\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain("conteúdo da rota planos");
  });
});

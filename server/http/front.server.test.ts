import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpMetrics } from "../ops/metrics.server";
import { frontHandler } from "./front.server";

/** Sends raw bytes (a target fetch would never send) and resolves with the whole answer. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
      if (/\r\n\r\n/.test(answer) && /<\/html>|passou|loja/.test(answer)) socket.end();
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("frontHandler", () => {
  const measured: string[] = [];
  const logged: string[] = [];
  const reachedApp: string[] = [];
  let port: number;
  let close: () => void;
  beforeAll(async () => {
    const listener = frontHandler({
      metrics: { request: (req: IncomingMessage) => measured.push(req.url ?? "") } as unknown as HttpMetrics,
      requestLog: (req) => logged.push(req.url ?? ""),
      // The page store answers /loja itself.
      keptPages: (req: IncomingMessage, res: ServerResponse) => {
        if (req.url !== "/loja") return false;
        res.end("página da loja");
        return true;
      },
      securityPairs: [["x-content-type-options", "nosniff"]],
      app: (req, res) => {
        reachedApp.push(req.url ?? "");
        res.end(`passou ${req.method} ${req.url}`);
      },
    });
    const server = createServer(listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers a target that is not a path with a pt-BR 400 page, before anything else", async () => {
    for (const target of ["*", "ftp://outro.example/planos"]) {
      const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/cache-control: no-store/i);
      expect(answer).toMatch(/x-content-type-options: nosniff/i);
      expect(answer).toContain("Não foi possível entender o endereço pedido.");
      expect(reachedApp).not.toContain(target);
      // Measured and logged all the same.
      expect(measured).toContain(target);
      expect(logged).toContain(target);
    }
  });

  it("reads the absolute form as its path and query, whatever host it names", async () => {
    const answer = await raw(
      port,
      "GET http://outro.example/planos?periodo=anual HTTP/1.1\r\nHost: localhost\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain("passou GET /planos?periodo=anual");
  });

  it("lets OPTIONS * through to the app, which answers it", async () => {
    const answer = await raw(port, "OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(answer).toContain("passou OPTIONS *");
  });

  it("answers what the page store takes without the app, and hands the rest to it", async () => {
    const before = reachedApp.length;
    const page = await fetch(`http://127.0.0.1:${port}/loja`);
    expect(await page.text()).toBe("página da loja");
    expect(reachedApp.length).toBe(before);
    const other = await fetch(`http://127.0.0.1:${port}/contato`, { method: "POST", body: "nome=Ana" });
    expect(await other.text()).toBe("passou POST /contato");
  });
});

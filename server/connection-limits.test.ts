import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  connectionLimitsFrom,
  effectiveMaxConnections,
  limitConnections,
  openFileLimit,
  RESERVED_DESCRIPTORS,
} from "./connection-limits.server";
import type { Logger } from "./logger.server";

function recordingLogger() {
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) =>
      lines.push({ level, event, fields });
  return { lines, logger: { info: at("info"), warn: at("warn"), error: at("error") } as Logger };
}

const limitsFile = (soft: string) => {
  const file = join(mkdtempSync(join(tmpdir(), "limits-")), "limits");
  writeFileSync(
    file,
    `Limit                     Soft Limit           Hard Limit           Units\nMax open files            ${soft}                 4096                 files\n`,
  );
  return file;
};

describe("the connection cap", () => {
  it("reads the open-file limit and keeps descriptors in reserve for everything but client sockets", () => {
    expect(openFileLimit(limitsFile("1024"))).toBe(1024);
    expect(openFileLimit(limitsFile("unlimited"))).toBeNull();
    expect(openFileLimit("/nao/existe")).toBeNull();
    expect(effectiveMaxConnections(1000, 1024)).toBe(1024 - RESERVED_DESCRIPTORS);
    expect(effectiveMaxConnections(1000, 1_048_576)).toBe(1000);
    expect(effectiveMaxConnections(1000, null)).toBe(1000);
  });

  it("says so at start when the open-file limit lowers it", () => {
    const { lines, logger } = recordingLogger();
    const env = {
      HTTP_HEADERS_TIMEOUT_SECONDS: 10,
      HTTP_REQUEST_TIMEOUT_SECONDS: 30,
      HTTP_MAX_CONNECTIONS: 1000,
    };
    expect(connectionLimitsFrom(env, logger, 1024)).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      maxConnections: 896,
    });
    expect(lines).toEqual([
      {
        level: "info",
        event: "server.connection_cap_lowered",
        fields: { maxConnections: 896, configured: 1000, openFileLimit: 1024 },
      },
    ]);
    expect(connectionLimitsFrom(env, logger, 100_000).maxConnections).toBe(1000);
    expect(lines).toHaveLength(1);
  });
});

describe("a server with its connections limited", () => {
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];
  /** Holds the answer to /lento until released. */
  let release: () => void = () => {};

  async function start(maxConnections: number, requestTimeoutMs = 60_000) {
    const recorded = recordingLogger();
    server = createServer((req, res) => {
      if (req.url === "/lento") {
        release = () => res.end("devagar");
        return;
      }
      req.resume();
      req.on("end", () => res.end("ok"));
    });
    limitConnections(
      server,
      { headersTimeoutMs: requestTimeoutMs, requestTimeoutMs, maxConnections },
      recorded.logger,
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
    return recorded;
  }

  /** A socket that sends the start of a POST and then nothing: a slow upload. */
  async function slowUpload(): Promise<{ socket: Socket; closed: Promise<void> }> {
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    socket.write("POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nnome=");
    // Let the server see the request's headers.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { socket, closed };
  }

  const get = (path: string) =>
    new Promise<{ status: number; body: string } | "refused">((resolve) => {
      const req = request({ port, host: "127.0.0.1", path, agent: false }, (res) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", () => resolve("refused"));
      req.end();
    });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("makes room for a new visitor by closing the oldest slow upload, and logs it", async () => {
    const { lines } = await start(3);
    const uploads = [await slowUpload(), await slowUpload(), await slowUpload()];
    expect(await get("/healthz")).toEqual({ status: 200, body: "ok" });
    await uploads[0]?.closed;
    expect(uploads[1]?.socket.destroyed).toBe(false);
    expect(uploads[2]?.socket.destroyed).toBe(false);
    expect(lines.filter((l) => l.fields.limit === "connection_evicted")).toEqual([
      {
        level: "warn",
        event: "http.limit_hit",
        fields: { limit: "connection_evicted", count: 1, maxConnections: 3 },
      },
    ]);
  });

  it("never cuts an answer in progress, and refuses a newcomer only when every socket is answering", async () => {
    const { lines } = await start(1);
    const slow = get("/lento");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get("/healthz")).toBe("refused");
    release();
    expect(await slow).toEqual({ status: 200, body: "devagar" });
    expect(lines.some((l) => l.fields.limit === "connection_refused")).toBe(true);
  });

  it("answers 408 to a request that is still arriving when its time is up", async () => {
    const { lines } = await start(100, 1000);
    server.on("clientError", (_error, socket) => socket.end("HTTP/1.1 408 Request Timeout\r\n\r\n"));
    const started = Date.now();
    const upload = await slowUpload();
    let answer = "";
    upload.socket.on("data", (chunk) => {
      answer += chunk;
    });
    await upload.closed;
    // Checked every second: cut between one and about three seconds after it began.
    expect(Date.now() - started).toBeLessThan(3500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(lines.filter((l) => l.fields.limit === "request_timeout")).toHaveLength(1);
  });
});

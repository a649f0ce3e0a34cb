import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "../runtime/logger.server";
import {
  connectionLimitsFrom,
  effectiveMaxConnections,
  holdDescriptor,
  limitConnections,
  openFileLimit,
  RESERVED_DESCRIPTORS,
} from "./connection-limits.server";

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
      HTTP_SEND_TIMEOUT_SECONDS: 30,
      HTTP_MAX_CONNECTIONS: 1000,
    };
    expect(connectionLimitsFrom(env, logger, 1024)).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      sendTimeoutMs: 30_000,
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
  /** The body of /arquivo: far more than the kernel keeps for a client that does not read. */
  const FILE = Buffer.alloc(24 * 1024 * 1024, "a");

  async function start(maxConnections: number, requestTimeoutMs = 60_000, sendTimeoutMs = 60_000) {
    const recorded = recordingLogger();
    server = createServer((req, res) => {
      if (req.url === "/lento") {
        release = () => res.end("devagar");
        return;
      }
      if (req.url === "/arquivo") {
        // As a static file is sent: a descriptor of its own while the answer is open.
        holdDescriptor(res);
        res.end(FILE);
        return;
      }
      req.resume();
      req.on("end", () => res.end("ok"));
    });
    limitConnections(
      server,
      { headersTimeoutMs: requestTimeoutMs, requestTimeoutMs, sendTimeoutMs, maxConnections },
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

  /**
   * A socket that asks for the large file and does not read the answer: a slow reader. `readAll`
   * reads on until the socket closes and gives the bytes received (a socket that does not read
   * cannot see that the server closed it).
   */
  async function slowReader(): Promise<{ readAll: () => Promise<number> }> {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: false });
    sockets.push(socket);
    socket.on("error", () => {});
    let received = 0;
    socket.on("data", (chunk) => {
      received += chunk.length;
    });
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(received)));
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    socket.pause();
    socket.write("GET /arquivo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    // Let the server start the answer and the kernel's buffers fill.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      readAll: () => {
        socket.resume();
        return closed;
      },
    };
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

  it("counts a file being sent as a second descriptor, and makes room by closing the slowest reader", async () => {
    const { lines } = await start(4);
    // Two readers of the file hold four descriptors: the cap.
    const [first, second] = [await slowReader(), await slowReader()];
    expect(await get("/healthz")).toEqual({ status: 200, body: "ok" });
    // The first was cut short; the second still gets the whole file when it reads.
    expect(await first?.readAll()).toBeLessThan(FILE.length);
    expect(await second?.readAll()).toBeGreaterThan(FILE.length);
    expect(lines.filter((l) => l.event === "http.limit_hit")).toEqual([
      {
        level: "warn",
        event: "http.limit_hit",
        fields: { limit: "slow_reader_evicted", count: 1, maxConnections: 4 },
      },
    ]);
  });

  it("closes a reader that stopped reading before a visitor who has just connected", async () => {
    const { lines } = await start(3);
    const reader = await slowReader();
    // A visitor whose request is still on its way takes the last descriptor.
    const visitor = connect(port, "127.0.0.1");
    sockets.push(visitor);
    await new Promise<void>((resolve) => visitor.on("connect", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Another one comes: the reader, stuck longest, makes room; both visitors are answered.
    expect(await get("/healthz")).toEqual({ status: 200, body: "ok" });
    let answer = "";
    visitor.on("data", (chunk) => {
      answer += chunk;
    });
    visitor.write("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await new Promise((resolve) => visitor.on("close", resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await reader.readAll()).toBeLessThan(FILE.length);
    expect(lines.map((l) => l.fields.limit)).toEqual(["slow_reader_evicted"]);
  });

  it("closes an answer its client stops reading once the send timeout passes, and logs it", async () => {
    const { lines } = await start(100, 60_000, 1000);
    const reader = await slowReader();
    await vi.waitFor(() => expect(lines.some((l) => l.fields.limit === "send_timeout")).toBe(true), {
      timeout: 15_000,
    });
    expect(await reader.readAll()).toBeLessThan(FILE.length);
    expect(lines.filter((l) => l.event === "http.limit_hit")).toEqual([
      {
        level: "warn",
        event: "http.limit_hit",
        fields: { limit: "send_timeout", count: 1, sendTimeoutSeconds: 1 },
      },
    ]);
  });

  it("lets a client that reads in bursts take the whole answer: every byte taken starts the time again", async () => {
    const { lines } = await start(100, 60_000, 1000);
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    let received = 0;
    let nextPause = 0;
    const done = new Promise<void>((resolve) => {
      socket.on("data", (chunk) => {
        received += chunk.length;
        // Reads about what the kernel holds, then looks away for 0.6 s, again and again.
        if (received < nextPause) return;
        nextPause = received + 4 * 1024 * 1024;
        socket.pause();
        setTimeout(() => socket.resume(), 600);
      });
      socket.on("close", () => resolve());
    });
    socket.write("GET /arquivo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await done;
    expect(received).toBeGreaterThan(FILE.length);
    expect(lines.filter((l) => l.event === "http.limit_hit")).toEqual([]);
  }, 60_000);

  it("answers 408 to a request that is still arriving when its time is up", async () => {
    const { lines } = await start(100, 1000, 60_000);
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

import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";

/**
 * Limits on connections, so slow clients cannot hold the server:
 * - a request's headers must arrive within `headersTimeoutMs` and the whole request (headers and
 *   body) within `requestTimeoutMs`, or it is answered 408 and closed (Node's own timeouts, checked
 *   every second instead of every 30 s);
 * - an answer must be read: a socket with bytes waiting for the client that takes none of them for
 *   `sendTimeoutMs` is closed (checked every second; each byte the client takes starts the time
 *   again, so a slow but live download goes on);
 * - at most `maxConnections` descriptors are held for clients: one per socket, and one more while a
 *   file is being sent on it (static-files.server.ts). When a new socket arrives at the cap, one is
 *   closed to make room: first one that has never been answered (a request still trickling in, or
 *   nothing sent), then an idle keep-alive (a proxy reopens it at no cost), then the one whose
 *   answer has waited longest for its reader (bytes pending, none taken). So a new visitor and
 *   `/healthz` get in even while slow clients fill every slot. An answer the client is taking, or
 *   one still being made, is never cut; only when every socket is such an answer is the new one
 *   refused;
 * - each kind of limit hit is logged at level warn: the first at once, then one line a minute
 *   with the count, so an attack does not flood the log.
 */
export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  sendTimeoutMs: number;
  maxConnections: number;
}

/** Descriptors kept for what is not a client socket: the database, SMTP, files, Node itself. */
export const RESERVED_DESCRIPTORS = 128;

/** The process's soft limit on open files (Linux), or null where it cannot be read. */
export function openFileLimit(limitsFile = "/proc/self/limits"): number | null {
  try {
    const line = readFileSync(limitsFile, "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = line?.match(/^Max open files\s+(\S+)/)?.[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * The connection cap in force: the configured one, lowered when the open-file limit would run out
 * first (every socket is a descriptor; a process out of them cannot even answer `/healthz`).
 */
export function effectiveMaxConnections(configured: number, fileLimit: number | null): number {
  if (fileLimit === null) return configured;
  return Math.max(1, Math.min(configured, fileLimit - RESERVED_DESCRIPTORS));
}

/** The limits the configuration sets; a cap lowered to fit the open-file limit is logged. */
export function connectionLimitsFrom(
  env: Pick<
    Env,
    | "HTTP_HEADERS_TIMEOUT_SECONDS"
    | "HTTP_REQUEST_TIMEOUT_SECONDS"
    | "HTTP_SEND_TIMEOUT_SECONDS"
    | "HTTP_MAX_CONNECTIONS"
  >,
  logger: Logger,
  fileLimit = openFileLimit(),
): ConnectionLimits {
  const maxConnections = effectiveMaxConnections(env.HTTP_MAX_CONNECTIONS, fileLimit);
  if (maxConnections < env.HTTP_MAX_CONNECTIONS)
    logger.info("server.connection_cap_lowered", {
      maxConnections,
      configured: env.HTTP_MAX_CONNECTIONS,
      openFileLimit: fileLimit,
    });
  return {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    sendTimeoutMs: env.HTTP_SEND_TIMEOUT_SECONDS * 1000,
    maxConnections,
  };
}

type LimitKind =
  | "request_timeout"
  | "send_timeout"
  | "connection_evicted"
  | "slow_reader_evicted"
  | "connection_refused";

/** Logs the first hit of a limit at once, then a count per minute while hits go on. */
function limitLog(logger: Logger, intervalMs = 60_000) {
  const pending = new Map<LimitKind, number>();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    for (const [limit, count] of pending)
      logger.warn("http.limit_hit", { limit, count, windowSeconds: intervalMs / 1000 });
    pending.clear();
  };
  return (limit: LimitKind, fields: Record<string, unknown> = {}) => {
    if (timer === null) {
      logger.warn("http.limit_hit", { limit, count: 1, ...fields });
      timer = setTimeout(flush, intervalMs);
      timer.unref();
      return;
    }
    pending.set(limit, (pending.get(limit) ?? 0) + 1);
  };
}

/** Descriptors held for the clients of one server, against its cap. */
interface Pool {
  held: number;
}

interface Tracked {
  pool: Pool;
  /** The request this socket is on, until its answer is out; null while it waits for one. */
  req: IncomingMessage | null;
  /** Answers sent on this socket so far. */
  answered: number;
  /** Descriptors held besides the socket (a file being sent). */
  extra: number;
  /** Bytes the client had taken at the last look, and when that count last moved. */
  taken: number;
  movedAt: number;
  /** Closed by the limits: its descriptors are already counted as free. */
  dropped: boolean;
}

/** Every tracked socket, whichever server it belongs to, for `holdsDescriptor`. */
const trackedSockets = new WeakMap<Socket, Tracked>();

/**
 * Counts one more descriptor against the connection cap while this answer is open: a file being
 * sent (static-files.server.ts) holds one beside its socket, so 800 slow readers of a file hold
 * 1,600. Released when the answer ends or its socket closes.
 */
export function holdsDescriptor(res: ServerResponse) {
  const state = res.socket ? trackedSockets.get(res.socket) : undefined;
  if (!state || state.dropped) return;
  state.extra += 1;
  state.pool.held += 1;
  res.once("close", () => {
    if (state.dropped) return;
    state.extra -= 1;
    state.pool.held -= 1;
  });
}

/** A socket whose request has fully arrived and is being answered. */
const serving = (state: Tracked) => state.req?.complete === true;

/** Bytes written to this socket that the client has not taken yet (queued here or in the kernel). */
const pendingBytes = (socket: Socket) => socket.writableLength;

/**
 * How far the client has taken an answer: bytes whose write completed, less what libuv still
 * queues of the write in progress (the kernel takes a large write piece by piece, as the client
 * reads), so any byte the kernel accepted counts as progress.
 */
const takenBytes = (socket: Socket) =>
  socket.bytesWritten -
  socket.writableLength -
  ((socket as Socket & { _handle?: { writeQueueSize?: number } | null })._handle?.writeQueueSize ?? 0);

/** The socket that has waited longest without a request being answered on it (and matching `also`). */
function oldestWaiting(sockets: Map<Socket, Tracked>, also: (state: Tracked) => boolean = () => true) {
  for (const [socket, state] of sockets) if (!serving(state) && also(state)) return socket;
  return undefined;
}

/** The answer whose client has taken nothing for longest while bytes wait for it. */
function slowestReader(sockets: Map<Socket, Tracked>) {
  let slowest: Socket | undefined;
  let since = Number.POSITIVE_INFINITY;
  for (const [socket, state] of sockets) {
    if (!serving(state) || pendingBytes(socket) === 0) continue;
    if (takenBytes(socket) !== state.taken) {
      state.taken = takenBytes(socket);
      state.movedAt = Date.now();
    }
    if (state.movedAt < since) {
      since = state.movedAt;
      slowest = socket;
    }
  }
  return slowest;
}

/** Applies the limits to a listening (or about to listen) HTTP server. */
export function limitConnections(server: Server, limits: ConnectionLimits, logger: Logger) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Node checks the two timeouts on this interval (30 s by default), read when the server starts
  // listening: a request could otherwise outlive its limit by half a minute.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
  const note = limitLog(logger);

  server.on("clientError", (error: NodeJS.ErrnoException) => {
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") note("request_timeout");
  });

  // Oldest first: a Map iterates in insertion order, and a socket is moved to the end each time
  // it finishes an answer (it waits again from then on).
  const sockets = new Map<Socket, Tracked>();
  const pool: Pool = { held: 0 };
  /** Closes a socket for the limits, counting its descriptors free at once. */
  const drop = (socket: Socket, state: Tracked) => {
    sockets.delete(socket);
    state.dropped = true;
    pool.held -= 1 + state.extra;
    socket.destroy();
  };

  server.on("connection", (socket: Socket) => {
    // The newcomer takes one descriptor; make room until it fits.
    while (pool.held + 1 > limits.maxConnections) {
      const waiting = oldestWaiting(sockets, (state) => state.answered === 0) ?? oldestWaiting(sockets);
      const victim = waiting ?? slowestReader(sockets);
      const state = victim && sockets.get(victim);
      if (!victim || !state) {
        socket.destroy();
        note("connection_refused", { maxConnections: limits.maxConnections });
        return;
      }
      drop(victim, state);
      note(waiting ? "connection_evicted" : "slow_reader_evicted", { maxConnections: limits.maxConnections });
    }
    const state: Tracked = {
      pool,
      req: null,
      answered: 0,
      extra: 0,
      taken: 0,
      movedAt: Date.now(),
      dropped: false,
    };
    sockets.set(socket, state);
    trackedSockets.set(socket, state);
    pool.held += 1;
    socket.once("close", () => {
      if (state.dropped) return;
      state.dropped = true;
      sockets.delete(socket);
      pool.held -= 1 + state.extra;
    });
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const state = sockets.get(socket);
    if (!state) return;
    state.req = req;
    state.taken = takenBytes(socket);
    state.movedAt = Date.now();
    res.once("finish", () => {
      state.req = null;
      state.answered += 1;
      if (sockets.delete(socket)) sockets.set(socket, state);
    });
  });

  // Every second: an answer whose client has taken none of its waiting bytes for the send timeout
  // is closed. Bytes taken start the time again.
  const sendCheck = setInterval(() => {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (pendingBytes(socket) === 0 || takenBytes(socket) !== state.taken) {
        state.taken = takenBytes(socket);
        state.movedAt = now;
      } else if (now - state.movedAt >= limits.sendTimeoutMs) {
        drop(socket, state);
        note("send_timeout", { sendTimeoutSeconds: limits.sendTimeoutMs / 1000 });
      }
    }
  }, 1000);
  sendCheck.unref();
  server.once("close", () => clearInterval(sendCheck));
}

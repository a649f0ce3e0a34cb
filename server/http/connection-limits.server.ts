import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Env } from "../runtime/env.server";
import type { Logger } from "../runtime/logger.server";

/**
 * Limits on connections, so slow clients cannot hold the server:
 * - a request's headers must arrive within `headersTimeoutMs` and the whole request (headers and
 *   body) within `requestTimeoutMs`, or it is answered 408 and closed (Node's own timeouts, checked
 *   every second instead of every 30 s);
 * - an answer must be read: a socket with bytes waiting for the client that takes none of them for
 *   `sendTimeoutMs` is closed (checked every second; each byte the client takes starts the time
 *   again, so a slow but live download goes on);
 * - at most `maxConnections` descriptors are held for clients: one per socket, and one more for a
 *   file being sent on it (static-files.server.ts). When a new socket (or a file) needs one at the
 *   cap, the socket that has kept the server waiting longest is reset to make room: a request still
 *   trickling in or an idle keep-alive (waiting since it connected or last answered), or an answer
 *   whose client has taken none of its waiting bytes (since it last took some). A visitor who just
 *   connected is the last to go, so a new visitor and `/healthz` get in even while slow clients fill
 *   every slot. An answer the client is taking, or one still being made, is never cut; only when
 *   every socket is such an answer is the newcomer refused;
 * - each kind of limit hit is logged at level warn: the first of each kind at once, then one line a
 *   minute with the count, so an attack does not flood the log.
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

/** Logs the first hit of each kind of limit at once, then a count per minute while hits go on. */
function limitLog(logger: Logger, intervalMs = 60_000) {
  const seen = new Set<LimitKind>();
  const pending = new Map<LimitKind, number>();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    for (const [limit, count] of pending)
      logger.warn("http.limit_hit", { limit, count, windowSeconds: intervalMs / 1000 });
    pending.clear();
    seen.clear();
  };
  return (limit: LimitKind, fields: Record<string, unknown> = {}) => {
    if (timer === null) {
      timer = setTimeout(flush, intervalMs);
      timer.unref();
    }
    if (!seen.has(limit)) {
      seen.add(limit);
      logger.warn("http.limit_hit", { limit, count: 1, ...fields });
      return;
    }
    pending.set(limit, (pending.get(limit) ?? 0) + 1);
  };
}

/** Descriptors held for the clients of one server, against its cap. */
interface Pool {
  held: number;
  /**
   * Makes room for one more descriptor by closing the socket that has kept the server waiting
   * longest (`longestWaiting`), never `keep`: a visitor who just connected is closed last, a slow
   * upload or a reader that stopped reading first. False when every socket is an answer being made
   * or being read.
   */
  makeRoom: (keep?: Socket) => boolean;
}

interface Tracked {
  pool: Pool;
  /** The request this socket is on, until its answer is out; null while it waits for one. */
  req: IncomingMessage | null;
  /** When it connected, or finished its last answer: since when it has waited for a request. */
  waitingSince: number;
  /** How far the client had taken its answer at the last look, and when that last moved. */
  taken: number;
  movedAt: number;
  /** Closed: its socket no longer counts. */
  dropped: boolean;
}

/** Every tracked socket, whichever server it belongs to, for `holdDescriptor`. */
const trackedSockets = new WeakMap<Socket, Tracked>();

/**
 * Takes one more descriptor against the connection cap for a file this answer is about to send
 * (static-files.server.ts), before the file is opened: 800 slow readers of a file hold 1,600
 * descriptors, not 800. At the cap, room is made as for a new connection; false when there is
 * none (the caller answers without opening the file). The descriptor is counted until the file's
 * stream has closed it, which happens on the thread pool after the answer ends (later still when
 * the pool is busy), so the count never runs behind the process's real use; an answer that opens no
 * file (a 304, a HEAD, a path that is no file) gives it back when it ends.
 */
export function holdDescriptor(res: ServerResponse): boolean {
  const socket = res.socket ?? res.req?.socket;
  const state = socket ? trackedSockets.get(socket) : undefined;
  if (!state || !socket) return true;
  const { pool } = state;
  if (!pool.makeRoom(socket)) return false;
  pool.held += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    pool.held -= 1;
  };
  let piped = false;
  res.once("pipe", (source: NodeJS.ReadableStream) => {
    piped = true;
    source.once("close", release);
  });
  if (res.destroyed) setImmediate(() => piped || release());
  else res.once("close", () => piped || release());
  return true;
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

/**
 * The socket that has kept the server waiting longest, not `keep`: one without a request to answer
 * (a request still trickling in, or an idle keep-alive) since it connected or last answered, or an
 * answer whose client has taken nothing while bytes wait for it, since it last took some. An answer
 * still being made (nothing waiting to be sent) is never chosen. `reader` says which kind it is.
 */
function longestWaiting(sockets: Map<Socket, Tracked>, keep?: Socket) {
  let victim: Socket | undefined;
  let reader = false;
  let since = Number.POSITIVE_INFINITY;
  const now = Date.now();
  for (const [socket, state] of sockets) {
    if (socket === keep) continue;
    let waitingSince: number;
    if (!serving(state)) waitingSince = state.waitingSince;
    else if (pendingBytes(socket) > 0) {
      if (takenBytes(socket) !== state.taken) {
        state.taken = takenBytes(socket);
        state.movedAt = now;
      }
      waitingSince = state.movedAt;
    } else continue;
    if (waitingSince < since) {
      since = waitingSince;
      victim = socket;
      reader = serving(state);
    }
  }
  return victim && { socket: victim, reader };
}

/** Applies the limits to a listening (or about to listen) HTTP server. */
export function limitConnections(server: Server, limits: ConnectionLimits, logger: Logger) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Node checks the two timeouts on this interval (30 s by default), read when the server starts
  // listening: a request could otherwise outlive its limit by half a minute.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
  const note = limitLog(logger);
  const cap = { maxConnections: limits.maxConnections };

  server.on("clientError", (error: NodeJS.ErrnoException) => {
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") note("request_timeout");
  });

  const sockets = new Map<Socket, Tracked>();
  /**
   * Closes a socket for the limits; its descriptor is free at once (a file it sent, once closed).
   * It is reset, not closed plainly: bytes of an answer its client never read may still wait in the
   * kernel, which would go on trying to deliver them (holding their memory) long after.
   */
  const drop = (socket: Socket, state: Tracked) => {
    sockets.delete(socket);
    state.dropped = true;
    pool.held -= 1;
    socket.resetAndDestroy();
  };
  const pool: Pool = {
    held: 0,
    makeRoom(keep) {
      while (pool.held + 1 > limits.maxConnections) {
        const victim = longestWaiting(sockets, keep);
        const state = victim && sockets.get(victim.socket);
        if (!victim || !state) {
          note("connection_refused", cap);
          return false;
        }
        drop(victim.socket, state);
        note(victim.reader ? "slow_reader_evicted" : "connection_evicted", cap);
      }
      return true;
    },
  };

  server.on("connection", (socket: Socket) => {
    if (!pool.makeRoom()) {
      socket.destroy();
      return;
    }
    const state: Tracked = {
      pool,
      req: null,
      waitingSince: Date.now(),
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
      pool.held -= 1;
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
      state.waitingSince = Date.now();
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

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
 * - at most `maxConnections` sockets are open. When a new one arrives at the cap, the socket that
 *   has waited longest without a whole request to serve is closed to make room: first one that
 *   has never been answered (a request still trickling in, or nothing sent), then an idle
 *   keep-alive (a proxy reopens it at no cost). So a new visitor and `/healthz` get in even while
 *   slow clients fill every slot. A socket whose request is being answered is never closed; only
 *   when every socket is busy answering is the new one refused;
 * - each kind of limit hit is logged at level warn: the first at once, then one line a minute
 *   with the count, so an attack does not flood the log.
 */
export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
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
  env: Pick<Env, "HTTP_HEADERS_TIMEOUT_SECONDS" | "HTTP_REQUEST_TIMEOUT_SECONDS" | "HTTP_MAX_CONNECTIONS">,
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
    maxConnections,
  };
}

type LimitKind = "request_timeout" | "connection_evicted" | "connection_refused";

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

interface Tracked {
  /** The request this socket is on, until its answer is out; null while it waits for one. */
  req: IncomingMessage | null;
  /** Answers sent on this socket so far. */
  answered: number;
}

/** A socket whose request has fully arrived and is being answered: closing it would cut that answer. */
const serving = (state: Tracked) => state.req?.complete === true;

/** The socket that has waited longest without a request being answered on it (and matching `also`). */
function oldestWaiting(sockets: Map<Socket, Tracked>, also: (state: Tracked) => boolean = () => true) {
  for (const [socket, state] of sockets) if (!serving(state) && also(state)) return socket;
  return undefined;
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
  server.on("connection", (socket: Socket) => {
    if (sockets.size >= limits.maxConnections) {
      const victim = oldestWaiting(sockets, (state) => state.answered === 0) ?? oldestWaiting(sockets);
      if (victim) {
        sockets.delete(victim);
        victim.destroy();
        note("connection_evicted", { maxConnections: limits.maxConnections });
      } else {
        socket.destroy();
        note("connection_refused", { maxConnections: limits.maxConnections });
        return;
      }
    }
    sockets.set(socket, { req: null, answered: 0 });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const state = sockets.get(socket);
    if (!state) return;
    state.req = req;
    res.once("finish", () => {
      state.req = null;
      state.answered += 1;
      if (sockets.delete(socket)) sockets.set(socket, state);
    });
  });
}

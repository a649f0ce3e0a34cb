import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { pinoHttp } from "pino-http";
import type { ServerLogger } from "../runtime/logger.server";

/** An id a proxy passes on is kept when it is this plain; anything else gets a fresh one. */
const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * Gives each request its id (the proxy's X-Request-Id, or a new UUID) and a child logger carrying
 * it (`req.log`), which writes the request's own JSON line when it is done (LOG_REQUESTS) and every
 * line a loader or action logs for it. Runs first, on every request, before Express.
 */
export function requestLog(logger: ServerLogger, options: { logEachRequest: boolean }) {
  return pinoHttp({
    logger: logger.pino,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    // The request itself stays out of the line: its query and headers may hold visitor data.
    serializers: { req: () => undefined },
    wrapSerializers: false,
    autoLogging: options.logEachRequest,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    customLogLevel: () => "info",
    customSuccessMessage: () => "http.request",
    customErrorMessage: () => "http.request",
    customSuccessObject: requestFields,
    customErrorObject: (req, res, _error, value) => requestFields(req, res, value),
  });
}

/** The id `requestLog` gave the request. */
export function requestIdOf(req: IncomingMessage): string {
  return String((req as IncomingMessage & { id?: unknown }).id);
}

/** Puts the request's id where the middleware reads it (`res.locals`) and on the answer's headers. */
export function requestId() {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdOf(req);
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}

/**
 * The fields of a request's log line (its id comes from the request's child logger): no query
 * string, no headers, no client address.
 */
function requestFields(req: IncomingMessage, res: ServerResponse, value: { responseTime?: number }) {
  return {
    method: req.method,
    // A mounted router (static assets) rewrites req.url while it handles the request.
    path: ((req as Partial<Request>).originalUrl ?? req.url)?.split("?")[0],
    status: res.statusCode,
    durationMs: value.responseTime,
  };
}

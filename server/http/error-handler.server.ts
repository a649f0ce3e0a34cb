import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { describeError, type Logger } from "../runtime/logger.server";
import { serverErrorPage } from "./error-page.server";
import { plainPage } from "./request-limits.server";
import { requestIdOf } from "./request-log.server";

/** The page for a request the server could not make sense of (a bad target, a malformed path). */
export const badRequestPage = plainPage(
  "Requisição inválida",
  "Não foi possível entender o endereço pedido.",
);

/**
 * The last answer for an error no route handled: logged with the request's id for the operator,
 * answered with a pt-BR page and no detail of the error (a 4xx the error names, else 500), with the
 * security headers and the request id (a page that failed to render skipped what sets them). When
 * the head is already out, the response is only ended. Plain Node, so that what is answered before
 * Express (the page store) ends the same way.
 */
export function errorAnswer(options: { logger: Logger; securityPairs: readonly [string, string][] }) {
  return (error: unknown, req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req);
    const url = (req as Partial<Request>).originalUrl ?? req.url ?? "/";
    options.logger.error("http.unhandled_error", {
      requestId,
      path: url.split("?")[0],
      ...describeError(error),
    });
    if (res.headersSent) {
      res.end();
      return;
    }
    if (!res.hasHeader("X-Request-Id")) res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of options.securityPairs) if (!res.hasHeader(name)) res.setHeader(name, value);
    const status = (error as { status?: unknown } | null)?.status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    const body = Buffer.from(clientError ? badRequestPage : serverErrorPage);
    res.statusCode = clientError ? status : 500;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/** `errorAnswer` as Express's error middleware (the last in the list). */
export function errorHandler(answer: ReturnType<typeof errorAnswer>) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => answer(error, req, res);
}

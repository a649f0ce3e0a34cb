import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { HttpMetrics } from "../ops/metrics.server";
import { originForm } from "../pages/page-address.server";
import { badRequestPage } from "./error-handler.server";

/**
 * The server's request listener, in front of Express: every request is measured and gets its id
 * and log line; a target that is not a path (nor `OPTIONS *`) answers a pt-BR 400; the absolute form
 * (`GET http://host/path`) is read as its path from here on; a page address is answered from the
 * page store (a lookup and one write, before Express dresses the request); anything else goes on
 * to the Express app.
 */
export function frontHandler(parts: {
  metrics?: HttpMetrics;
  /** Gives the request its id and logger (request-log.server.ts). */
  requestLog: (req: IncomingMessage, res: ServerResponse) => void;
  /** True when the page store took the request (kept-pages.server.ts). */
  keptPages: (req: IncomingMessage, res: ServerResponse) => boolean;
  securityPairs: readonly [string, string][];
  app: RequestListener;
}): RequestListener {
  const { metrics, requestLog, keptPages, app } = parts;
  const badTarget = Buffer.from(badRequestPage);
  const badTargetHeaders = [
    ...parts.securityPairs.flat(),
    "content-type",
    "text/html; charset=utf-8",
    "content-length",
    String(badTarget.length),
    "cache-control",
    "no-store",
  ];
  return (req, res) => {
    metrics?.request(req, res);
    requestLog(req, res);
    const url = originForm(req.url ?? "/");
    if (url === null && !(req.method === "OPTIONS" && req.url === "*")) {
      res.writeHead(400, badTargetHeaders);
      res.end(badTarget);
      return;
    }
    if (url !== null) req.url = url;
    if (keptPages(req, res)) return;
    app(req, res);
  };
}

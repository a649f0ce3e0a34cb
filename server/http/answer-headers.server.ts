import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";

/**
 * Caching and policy headers for what React Router answers outside the page store: navigation data
 * may be kept like the page (`dataCacheControl`), a form's answer never, and a document carries one
 * Content-Security-Policy.
 */
export function answerHeaders(dataCacheControl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" && req.path.endsWith(".data")) {
      // Client-side navigation data holds nothing made per request either.
      onHeaders(res, () => {
        if (res.statusCode === 200 && !res.hasHeader("Cache-Control"))
          res.setHeader("Cache-Control", dataCacheControl);
      });
    }
    // A form's answer holds what the visitor typed: never stored by any cache.
    else if (req.method !== "GET" && req.method !== "HEAD") res.setHeader("Cache-Control", "no-store");
    // React Router appends its headers: a document's own policy (with its script hashes) replaces
    // the one without hashes set before, rather than adding a second, stricter one.
    onHeaders(res, () => {
      const csp = res.getHeader("Content-Security-Policy");
      if (Array.isArray(csp)) res.setHeader("Content-Security-Policy", csp[csp.length - 1] as string);
    });
    next();
  };
}

import type { NextFunction, Request, Response } from "express";
import type { Readiness } from "../services.server";

/**
 * The probes, never cached: `/healthz` (liveness) answers as long as the process serves requests;
 * `/readyz` answers 503 with the reasons when this replica cannot keep leads safe, so the proxy or
 * the orchestrator sends visitors to another one without restarting this one. A plain middleware,
 * not an Express Router: a Router answers OPTIONS for its paths itself, before the request limits.
 */
export function health(readiness?: () => Promise<Readiness>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      (req.path !== "/healthz" && req.path !== "/readyz")
    )
      return next();
    res.setHeader("Cache-Control", "no-store");
    if (req.path === "/healthz") {
      res.type("text/plain").send("ok");
      return;
    }
    try {
      const state = (await readiness?.()) ?? { ready: true, reasons: [] };
      res
        .status(state.ready ? 200 : 503)
        .json({ status: state.ready ? "ready" : "not ready", reasons: state.reasons });
    } catch (error) {
      next(error);
    }
  };
}

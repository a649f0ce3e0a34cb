import { Router } from "express";
import type { Readiness } from "./services.server";

/**
 * The probes, never cached: `/healthz` (liveness) answers as long as the process serves requests;
 * `/readyz` answers 503 with the reasons when this replica cannot keep leads safe, so the proxy or
 * the orchestrator sends visitors to another one without restarting this one.
 */
export function health(readiness?: () => Promise<Readiness>) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  router.get("/readyz", async (_req, res) => {
    const state = (await readiness?.()) ?? { ready: true, reasons: [] };
    res.setHeader("Cache-Control", "no-store");
    res
      .status(state.ready ? 200 : 503)
      .json({ status: state.ready ? "ready" : "not ready", reasons: state.reasons });
  });
  return router;
}

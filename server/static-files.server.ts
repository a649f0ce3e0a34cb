import express, { Router } from "express";

/**
 * The built client's files: hashed build output under /assets, which never changes under the same
 * name (kept a year, immutable), and the public files (favicon, images, share images; an hour).
 * Public files all have an extension, so only such paths look at the disk; navigation data
 * (`.data`) skips the lookup and the not-found error express.static would build for it.
 */
export function staticFiles(clientDir: string) {
  const router = Router();
  router.use(
    "/assets",
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );
  const publicFiles = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  router.use((req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith(".data") ? publicFiles(req, res, next) : next(),
  );
  return router;
}

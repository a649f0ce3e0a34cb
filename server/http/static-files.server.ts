import express, { type RequestHandler, Router } from "express";
import { holdDescriptor } from "./connection-limits.server";
import { plainPage } from "./request-limits.server";

/**
 * The content editor's browser code (2.8 MB, Keystatic's interface: app/components/editor), in any
 * spelling express.static would still find on disk (escaped, doubled slashes).
 */
const EDITOR_CODE = /keystatic-editor\./i;
const isEditorCode = (path: string) => {
  try {
    return EDITOR_CODE.test(decodeURIComponent(path));
  } catch {
    return EDITOR_CODE.test(path);
  }
};

const busyPage = plainPage(
  "Servidor ocupado",
  "O servidor está atendendo muitas conexões agora. Recarregue a página em alguns segundos.",
);

/**
 * Sends a file only with a descriptor to spare: a file being sent holds one beside its socket,
 * which the connection limits count (connection-limits.server.ts). Without one (every slot taken
 * by answers in progress), 503 and no file opened.
 */
function withDescriptor(serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (holdDescriptor(res)) return serve(req, res, next);
    res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" }).type("html").send(busyPage);
  };
}

/**
 * The built client's files: hashed build output under /assets, which never changes under the same
 * name (kept a year, immutable), and the public files (favicon, images, share images; an hour).
 * Public files all have an extension, so only such paths look at the disk; navigation data
 * (`.data`) skips the lookup and the not-found error express.static would build for it.
 *
 * The editor's code is served only where the editor is open (`editor`): elsewhere nobody can use
 * it, and it is the largest file a client could ask for.
 */
export function staticFiles(clientDir: string, options: { editor: boolean }) {
  const router = Router();
  if (!options.editor) router.use((req, _res, next) => next(isEditorCode(req.path) ? "router" : undefined));
  router.use(
    "/assets",
    withDescriptor(
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, redirect: false }),
    ),
  );
  const publicFiles = withDescriptor(
    express.static(clientDir, { maxAge: "1h", index: false, redirect: false }),
  );
  router.use((req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith(".data") ? publicFiles(req, res, next) : next(),
  );
  return router;
}

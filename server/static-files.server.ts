import type { ServerResponse } from "node:http";
import express, { Router } from "express";
import { holdsDescriptor } from "./connection-limits.server";

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

/**
 * The built client's files: hashed build output under /assets, which never changes under the same
 * name (kept a year, immutable), and the public files (favicon, images, share images; an hour).
 * Public files all have an extension, so only such paths look at the disk; navigation data
 * (`.data`) skips the lookup and the not-found error express.static would build for it.
 *
 * The editor's code is served only where the editor is open (`editor`): elsewhere nobody can use
 * it, and it is the largest file a client could ask for. A file being sent holds a descriptor of
 * its own beside the socket, which the connection limits count (connection-limits.server.ts).
 */
export function staticFiles(clientDir: string, options: { editor: boolean }) {
  const router = Router();
  const setHeaders = (res: ServerResponse) => holdsDescriptor(res);
  if (!options.editor) router.use((req, _res, next) => next(isEditorCode(req.path) ? "router" : undefined));
  router.use(
    "/assets",
    express.static(`${clientDir}/assets`, {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      setHeaders,
    }),
  );
  const publicFiles = express.static(clientDir, { maxAge: "1h", index: false, redirect: false, setHeaders });
  router.use((req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith(".data") ? publicFiles(req, res, next) : next(),
  );
  return router;
}

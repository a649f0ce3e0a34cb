import type { NextFunction, Request, Response } from "express";
import { plainPage } from "./request-limits.server";

/**
 * HTTP/1.0 clients may omit Host; the page URL cannot be built without it, so such a request gets a
 * small pt-BR 400 page instead of reaching the router.
 */
export function requireHost() {
  const page = plainPage("Requisição inválida", "A requisição chegou sem o cabeçalho Host.");
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers.host) {
      res.status(400).type("html").send(page);
      return;
    }
    next();
  };
}

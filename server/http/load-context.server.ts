import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import { RouterContextProvider } from "react-router";
import { EDITOR_PATH } from "../pages/page-address.server";
import { wrap } from "../runtime/logger.server";
import { requestContext, type Services, servicesContext } from "./context.server";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  inlineScriptHashes,
  type SecurityOptions,
} from "./security.server";

/**
 * What React Router's loaders and actions get from the server: the services and, per request, the
 * request's id, its logger and its client, and the document's Content-Security-Policy (built from
 * the rendered page's inline scripts; none without security headers, as in development).
 */
export function loadContexts(services: Services, security: SecurityOptions | null) {
  const policy = security
    ? (html: string) => contentSecurityPolicy(security, inlineScriptHashes(html))
    : undefined;
  const editorPolicy = security
    ? (html: string) => editorContentSecurityPolicy(security, inlineScriptHashes(html))
    : undefined;
  return {
    /** A visitor's request, after the request id middleware. */
    forRequest(req: Request, res: Response): RouterContextProvider {
      const requestId: string = res.locals.requestId;
      const context = new RouterContextProvider();
      context.set(servicesContext, {
        ...services,
        logger: wrap(req.log, ["requestId"]),
        client: { ip: req.ip ?? "unknown", requestId },
      });
      context.set(requestContext, {
        requestId,
        contentSecurityPolicy: EDITOR_PATH.test(req.path) ? editorPolicy : policy,
      });
      return context;
    },
    /**
     * A page store's render: nothing of any visitor's request, so nothing of one visitor can reach
     * the page another visitor gets.
     */
    forRender(): RouterContextProvider {
      const context = new RouterContextProvider();
      const requestId = `render-${randomUUID()}`;
      context.set(servicesContext, { ...services, client: { ip: "page-cache", requestId } });
      context.set(requestContext, { requestId, contentSecurityPolicy: policy });
      return context;
    },
  };
}

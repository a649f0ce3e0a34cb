import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { documentParts } from "~/components/layout/document-parts.server";
import { SentOnceProvider } from "~/components/ui/sent-once";
import { describeError, type Logger, requestContext, servicesContext } from "~/context";
import { withBrandFontScript } from "~/lib/brand-font.server";
import { consentScriptTag, withConsentScript } from "~/lib/consent-script.server";
import { deferModules } from "~/lib/first-paint.server";
import { sentOnceContext } from "~/lib/sent-once.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: the site has no streamed
 * sections, and a complete response suits crawlers, caches and no-JS visitors.
 * The document is the same for every request, so its Content-Security-Policy
 * allows its inline scripts by hash, computed here once per render.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const policy = loadContext.get(requestContext).contentSecurityPolicy;
  const { logger, env } = loadContext.get(servicesContext);
  // Measurement with consent: the standalone consent script, only where a tool is configured.
  const consentTag = consentScriptTag(env);
  // What the loaders kept out of the hydration data, and the parts only the server renders.
  const parts = new Map<string, unknown>([
    ...(loadContext.get(sentOnceContext) ?? []),
    ...documentParts(env.SITE_URL),
  ]);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <SentOnceProvider value={parts}>
        <ServerRouter context={routerContext} url={request.url} />
      </SentOnceProvider>,
      {
        // No part of a page is sent apart to be swapped in by a script (which a visitor without
        // JavaScript never runs): React outlines a finished Suspense boundary once the document passes
        // this size, and a campaign page's sections each sit in one (app/components/sections/library).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              const html = withConsentScript(
                deferModules(withBrandFontScript(Buffer.concat(chunks).toString("utf8"))),
                consentTag,
              );
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              if (policy) responseHeaders.set("Content-Security-Policy", policy(html));
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logRenderError(logger, error, request);
        },
      },
    );
  });
}

/** A render error on the site's log, as one `render.error` line with the path (never the query). */
function logRenderError(logger: Logger, error: unknown, request: Request) {
  logger.error("render.error", { path: new URL(request.url).pathname, ...describeError(error) });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { logger } = context.get(servicesContext);
  // A client's mistake React Router answers itself (a POST to a page that has no form: 405) is a
  // refusal, not a crash: at level warn, with React Router's own words.
  if (isRouteErrorResponse(error) && error.status < 500) {
    const cause = (error as { error?: unknown }).error;
    logger.warn("http.request_refused", {
      method: request.method,
      path: new URL(request.url).pathname,
      status: error.status,
      reason: error.status === 405 ? "no_form" : "not_routable",
      error:
        cause instanceof Error
          ? cause.message
          : typeof error.data === "string"
            ? error.data
            : error.statusText,
    });
    return;
  }
  logRenderError(logger, error, request);
};

import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { consentScriptTag, withConsentScript } from "../server/consent-script.server";
import { requestContext, servicesContext } from "../server/context.server";
import { lowPriorityModulePreloads } from "../server/first-paint.server";
import { inlineScriptHashes } from "../server/security.server";

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
  // Measurement with consent: the standalone consent script, only where a tool is configured.
  const consentTag = consentScriptTag(loadContext.get(servicesContext).env);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
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
                lowPriorityModulePreloads(Buffer.concat(chunks).toString("utf8")),
                consentTag,
              );
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              if (policy) responseHeaders.set("Content-Security-Policy", policy(inlineScriptHashes(html)));
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
          logRenderError(error, request);
        },
      },
    );
  });
}

function logRenderError(error: unknown, request: Request) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "error", event: "render.error", path: new URL(request.url).pathname, error: message })}\n`,
  );
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logRenderError(error, request);
};

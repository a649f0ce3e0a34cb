import { createServer, type RequestListener, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { editorMode } from "../app/content/editor.server";
import { siteData } from "../app/content/site.server";
import { answerHeaders } from "./http/answer-headers.server";
import { connectionLimitsFrom, limitConnections } from "./http/connection-limits.server";
import type { Services } from "./http/context.server";
import { errorAnswer, errorHandler } from "./http/error-handler.server";
import { frontHandler } from "./http/front.server";
import { createPageStore, HTML_CACHE_CONTROL, keptPages } from "./http/kept-pages.server";
import { loadContexts } from "./http/load-context.server";
import {
  allowedMethods,
  answerUnparsableRequests,
  editorPosts,
  formPosts,
  requestLimits,
} from "./http/request-limits.server";
import { requestId, requestLog } from "./http/request-log.server";
import { requireHost } from "./http/require-host.server";
import { routerHandler } from "./http/router-adapter.server";
import { createRouterFetch } from "./http/router-fetch.server";
import { securityHeaderPairs, securityHeaders } from "./http/security.server";
import { staticFiles } from "./http/static-files.server";
import { health } from "./ops/health.server";
import { createMetrics, type HttpMetrics, serveMetrics } from "./ops/metrics.server";
import { EDITOR_PATH } from "./pages/page-address.server";
import { EnvError, parseEnv } from "./runtime/env.server";
import { createLogger, describeError } from "./runtime/logger.server";
import { createServices, type RunningServices } from "./services.server";

export { runLeadsCli } from "./leads/cli.server";

export interface AppOptions {
  /** Bytes the page cache may hold (kept pages, and apart from them query and not-found pages). */
  pageCacheBytes?: number;
  /** The built client folder to serve; null in development, where Vite serves assets. */
  clientDir: string | null;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Content-Security-Policy and friends; off in development (Vite injects inline scripts). */
  securityHeaders: boolean;
  /** Keep rendered pages in memory; off in development, where every request renders. */
  pageCache: boolean;
  /** Where requests and the page store are measured (METRICS_PORT set); nothing is measured without. */
  metrics?: HttpMetrics;
}

/**
 * The site's request listener, in the order a request meets it: the front handler (metrics, id and
 * log line, target check, the page store), then Express's list below, then the error handler.
 * React Router is reached one way, `routerFetch`: by the page store's renders, the form posts and
 * `toRouter` (navigation data, the route manifest, resource routes, the editor).
 */
export function createApp(services: Services, options: AppOptions): RequestListener {
  const { env, logger } = services;
  const security = options.securityHeaders ? { env, helpCenterUrl: siteData.helpCenterUrl } : null;
  const securityPairs = security ? securityHeaderPairs(security) : [];
  const origin = new URL(env.SITE_URL).origin;
  const contexts = loadContexts(services, security);
  const routerFetch = createRouterFetch(options.build, options.pageCache ? "production" : "development");
  const toRouter = routerHandler({ routerFetch, origin, loadContext: contexts.forRequest });
  const onError = errorAnswer({ logger, securityPairs });
  const pages = createPageStore({
    routerFetch,
    origin,
    renderContext: contexts.forRender,
    securityPairs,
    enabled: options.pageCache,
    bytes: options.pageCacheBytes ?? 128 * 1024 * 1024,
  });
  options.metrics?.watchPageCache(pages);
  if (typeof options.build !== "function") options.metrics?.labelRoutesOf(options.build);
  const kept = keptPages({ pages, build: options.build, securityPairs, metrics: options.metrics, onError });

  const app = express();
  app.disable("x-powered-by");
  // Pages carry an ETag of their content from the page store; static files get theirs from
  // express.static. Express's own would hash each response body again.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestId());
  if (security) app.use(securityHeaders(security));
  app.use(requireHost());
  app.use(health((services as Partial<RunningServices>).readiness));
  app.use(compression());
  // The editor's browser code is served only where the editor is open.
  if (options.clientDir) app.use(staticFiles(options.clientDir, { editor: editorMode(env) !== null }));
  // A file-like path no file matched (`/wp-login.php`) gets the kept not-found page.
  app.use(kept.notFoundFile);
  // The site's methods hold on every path, the editor's included.
  app.use(allowedMethods({ logger }));
  // The editor's API takes Keystatic's JSON (files with their pictures, larger than a form) in
  // local mode, so it comes before the forms' limits (app/content/editor.server.ts); its posts
  // must still come from the site.
  app.all(EDITOR_PATH, editorPosts({ siteUrl: env.SITE_URL, logger }), toRouter);
  app.use(requestLimits({ siteUrl: env.SITE_URL, logger, rateLimiter: services.rateLimiter }));
  app.use(answerHeaders(HTML_CACHE_CONTROL));
  // Form posts, read once by the request limits, so a refused one still renders its page with the
  // visitor's values.
  app.post(
    "/{*path}",
    formPosts({ siteUrl: env.SITE_URL, routerFetch, getLoadContext: contexts.forRequest }),
  );
  app.all("/{*path}", toRouter);
  app.use(errorHandler(onError));

  return frontHandler({
    metrics: options.metrics,
    requestLog: requestLog(logger, { logEachRequest: env.LOG_REQUESTS === "true" }),
    keptPages: kept,
    securityPairs,
    app,
  });
}

/** Boots the production server: config, services, HTTP, graceful shutdown. */
export async function start(source: Record<string, string | undefined> = process.env): Promise<Server> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const metrics = env.METRICS_PORT === undefined ? undefined : createMetrics();
  const logger = createLogger(undefined, { onEvent: metrics?.observeEvent });
  let services: RunningServices;
  try {
    services = await createServices(env, logger);
  } catch (error) {
    process.stderr.write(`Cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const listener = createApp(services, {
    clientDir: fileURLToPath(new URL("../client", import.meta.url)),
    build,
    securityHeaders: true,
    pageCache: true,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    metrics,
  });
  metrics?.watchStore(services.store);
  const metricsServer =
    metrics && env.METRICS_PORT !== undefined
      ? serveMetrics(metrics, env.METRICS_PORT, env.HOST, logger)
      : undefined;
  metricsServer?.on("error", (error) => {
    logger.error("server.listen_failed", { port: env.METRICS_PORT, ...describeError(error) });
    process.exit(1);
  });
  services.worker.start();
  services.newsletter.start();
  const server = createServer(listener).listen(env.PORT, env.HOST, () => {
    logger.info("server.started", {
      url: `http://${env.HOST}:${env.PORT}`,
      siteUrl: env.SITE_URL,
      transport: env.MAIL_TRANSPORT,
      destinations: services.transports.map((t) => t.name),
    });
  });
  // An idle connection stays open longer than any common proxy keeps its side (nginx 60 s, Caddy
  // 120 s), so the proxy always closes first and never sends a form on a socket closing here. Node
  // adds keepAliveTimeoutBuffer (1 s). Idle time between requests does not count towards
  // headersTimeout or requestTimeout, so those stay independent of this.
  server.keepAliveTimeout = 125_000;
  answerUnparsableRequests(server);
  limitConnections(server, connectionLimitsFrom(env, logger), logger);
  server.on("error", (error) => {
    logger.error("server.listen_failed", describeError(error));
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("server.stopping", { signal });
    const force = setTimeout(() => {
      logger.error("server.forced_exit", { reason: "requests still in flight after 9 s" });
      process.exit(1);
    }, 9_000);
    force.unref();
    // Stop accepting and let requests in flight finish; meanwhile the worker takes no new lead
    // and gets 5 s for the send at hand, then aborts it (that lead stays pending for the next
    // start). Both end well inside Docker's 10 s; then the database closes.
    const workerStopped = Promise.all([
      services.worker.stop({ graceMs: 5_000 }),
      services.newsletter.stop({ graceMs: 5_000 }),
    ]);
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    server.close(async () => {
      await workerStopped;
      await services.newsletter.close();
      await services.store.close();
      for (const transport of services.transports) transport.close?.();
      logger.info("server.stopped", {});
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}

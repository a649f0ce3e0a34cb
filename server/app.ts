import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { siteData } from "../app/content/site.server";
import { answerHeaders } from "./answer-headers.server";
import { connectionLimitsFrom, limitConnections } from "./connection-limits.server";
import { requestContext, type Services, servicesContext } from "./context.server";
import { EnvError, parseEnv } from "./env.server";
import { serverErrorPage } from "./error-page";
import { createLogger, describeError, wrap } from "./logger.server";
import { createMetrics, type HttpMetrics, serveMetrics } from "./metrics.server";
import { EDITOR_PATH, originForm, pageAddress, pageKey, routeParameters } from "./page-address.server";
import {
  type CachedPage,
  chooseEncoding,
  matchesEtag,
  PageCache,
  type RenderedPage,
} from "./page-cache.server";
import { answerUnparsableRequests, formPosts, plainPage, requestLimits } from "./request-limits.server";
import { requireHost } from "./require-host.server";
import { createRouterFetch } from "./router-fetch.server";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  inlineScriptHashes,
  securityHeaderPairs,
  securityHeaders,
} from "./security.server";
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
 * A page is the same bytes for every visitor, so a CDN or nginx may keep it for five minutes and
 * serve it stale for ten more while it asks again; browsers always revalidate (by ETag).
 */
export const HTML_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
/** A not-found page is kept briefly, so a page published later shows up soon. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/** The redirect from another spelling of a page's address to its one spelling. */
export const CANONICAL_REDIRECT_CACHE_CONTROL = "public, max-age=3600";

const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * A GET or HEAD that a kept page may answer (when its address is a page's): no request body (a
 * body, allowed on any method, goes through the request limits, which cap it).
 */
function mayServeKeptPage(req: IncomingMessage): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !!req.headers.host &&
    req.headers["transfer-encoding"] === undefined &&
    (req.headers["content-length"] === undefined || req.headers["content-length"] === "0")
  );
}

export function createApp(services: Services, options: AppOptions) {
  const { env, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  // Pages carry an ETag of their content from the page cache; static files get theirs from
  // express.static. Express's own would hash each response body again.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY);

  // One JSON line per request, with its id (passed through from the proxy, or made here), written
  // by the site's one logger: each request gets a child logger carrying its id, which writes the
  // request's line and every line a loader or action logs for it.
  const requestLog = pinoHttp({
    logger: logger.pino,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    // The request itself stays out of the line: its query and headers may hold visitor data.
    serializers: { req: () => undefined },
    wrapSerializers: false,
    autoLogging: env.LOG_REQUESTS === "true",
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      // Express's `res.locals` is not there yet on the fast path for kept pages (below).
      const locals = (res as Partial<express.Response>).locals;
      if (locals) locals.requestId = id;
      return id;
    },
    customLogLevel: () => "info",
    customSuccessMessage: () => "http.request",
    customErrorMessage: () => "http.request",
    customSuccessObject: requestFields,
    customErrorObject: (req, res, _error, value) => requestFields(req, res, value),
  });
  app.use(requestLog);
  const security = { env, helpCenterUrl: siteData.helpCenterUrl };
  const securityPairs = options.securityHeaders ? securityHeaderPairs(security) : [];

  const loadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      ...services,
      logger: wrap(req.log, ["requestId"]),
      client: { ip: req.ip ?? "unknown", requestId: res.locals.requestId },
    });
    context.set(requestContext, {
      requestId: res.locals.requestId,
      contentSecurityPolicy: EDITOR_PATH.test(req.path) ? editorPolicy : policy,
    });
    return context;
  };
  const policy = options.securityHeaders
    ? (html: string) => contentSecurityPolicy(security, inlineScriptHashes(html))
    : undefined;
  const editorPolicy = options.securityHeaders
    ? (html: string) => editorContentSecurityPolicy(security, inlineScriptHashes(html))
    : undefined;

  // GET pages: the same bytes for everyone, so each is rendered once, kept with its headers and
  // its compressed bodies, and served by a lookup and a write (see page-cache.server.ts).
  const renderOrigin = new URL(env.SITE_URL).origin;
  const routerFetch = createRouterFetch(options.build, options.pageCache ? "production" : "development");
  const render = async (key: string): Promise<RenderedPage> => {
    // Rendered from the key alone (the site's origin, no request headers), so nothing of one
    // visitor's request can reach the page another visitor gets.
    const context = new RouterContextProvider();
    const requestId = `render-${randomUUID()}`;
    context.set(servicesContext, { ...services, client: { ip: "page-cache", requestId } });
    context.set(requestContext, { requestId, contentSecurityPolicy: policy });
    const response = await routerFetch(
      new Request(`${renderOrigin}${key}`, { headers: { accept: "text/html" } }),
      context,
    );
    return {
      status: response.status,
      headers: [...response.headers],
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  const cacheBytes = options.pageCacheBytes ?? 128 * 1024 * 1024;
  const pages = new PageCache({
    render,
    enabled: options.pageCache,
    // Pages without a query are a fixed set; what anyone can make up gets a quarter, apart.
    maxPageBytes: Math.round(cacheBytes * 0.75),
    maxVariantBytes: Math.round(cacheBytes * 0.25),
    baseHeaders: securityPairs,
    extraHeaders: (page): Record<string, string> => {
      const type = page.headers.find(([name]) => name === "content-type")?.[1] ?? "";
      // A resource route's own Cache-Control (sitemap, feed) stands.
      if (page.headers.some(([name]) => name === "cache-control") || !type.startsWith("text/html")) return {};
      if (page.status === 200) return { "cache-control": HTML_CACHE_CONTROL };
      if (page.status === 404) return { "cache-control": NOT_FOUND_CACHE_CONTROL };
      return { "cache-control": "no-store" };
    },
  });
  // Each page has one address (see page-address.server.ts): other spellings answer 301 to it.
  const staticBuild = typeof options.build === "function" ? undefined : options.build;
  const { metrics } = options;
  metrics?.watchPageCache(pages);
  if (staticBuild) metrics?.labelRoutesOf(staticBuild);
  // Development hands over a new build after each change; production has one.
  let parameters: { build: ServerBuild; of: ReturnType<typeof routeParameters> } | undefined;
  const parametersOf = (build: ServerBuild) => {
    if (parameters?.build !== build) parameters = { build, of: routeParameters(build) };
    return parameters.of;
  };
  const redirectHeaders = [...securityPairs.flat(), "cache-control", CANONICAL_REDIRECT_CACHE_CONTROL];
  const sendRedirect = (res: ServerResponse, location: string, requestId: string) => {
    res.writeHead(301, [
      ...redirectHeaders,
      "location",
      location,
      "content-length",
      "0",
      "x-request-id",
      requestId,
    ]);
    res.end();
  };

  // First in line: a kept page carries every header it needs (security headers included), so it
  // is written with one writeHead and no other middleware.
  app.use(async (req, res, next) => {
    if (!mayServeKeptPage(req)) return next();
    const address = pageAddress(req.originalUrl);
    if (address.kind === "other") return next();
    if (address.kind === "redirect") return sendRedirect(res, address.location, res.locals.requestId);
    // Only a query needs the route table (development loads the build per request).
    const build = address.query
      ? (staticBuild ?? (await (options.build as () => Promise<ServerBuild>)()))
      : undefined;
    const key = build ? pageKey(address, parametersOf(build)(address.path)) : address.path;
    const hit = pages.get(key);
    if (hit) {
      metrics?.pageServed("hit");
      return sendPage(req, res, hit, "hit", res.locals.requestId);
    }
    pages.load(key).then(
      (page) => {
        metrics?.pageServed("miss");
        sendPage(req, res, page, "miss", res.locals.requestId);
      },
      (error: unknown) => next(error),
    );
  });

  app.use((_req, res, next) => {
    res.setHeader("X-Request-Id", res.locals.requestId);
    next();
  });
  if (options.securityHeaders) app.use(securityHeaders(security));

  app.use(requireHost());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  // Readiness, apart from liveness: 503 with the reasons when this replica cannot keep leads safe.
  app.get("/readyz", async (_req, res) => {
    const state = await ((services as Partial<RunningServices>).readiness?.() ?? {
      ready: true,
      reasons: [],
    });
    res.setHeader("Cache-Control", "no-store");
    res
      .status(state.ready ? 200 : 503)
      .json({ status: state.ready ? "ready" : "not ready", reasons: state.reasons });
  });

  app.use(compression());

  if (options.clientDir) {
    // Hashed build output never changes under the same name.
    app.use(
      "/assets",
      express.static(`${options.clientDir}/assets`, {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    // Public files (favicon, images, share images) all have an extension; navigation data skips
    // the disk lookup and the not-found error express.static would build for it.
    const publicFiles = express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) =>
      /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith(".data") ? publicFiles(req, res, next) : next(),
    );
  }

  // The content editor, before the forms' limits: its API takes Keystatic's JSON (files with their
  // pictures, larger than a form) in local mode, which only the development server runs; a
  // production server answers GitHub's sign-in redirects in GitHub mode, or 404 for all of it
  // (app/content/editor.server.ts). Rendered by the same router instance as the kept pages.
  app.all(EDITOR_PATH, async (req, res, next) => {
    try {
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : Readable.toWeb(req);
      const response = await routerFetch(
        new Request(`${renderOrigin}${req.originalUrl}`, {
          method: req.method,
          headers: Object.entries(req.headers).flatMap(([name, value]) =>
            value === undefined
              ? []
              : (Array.isArray(value) ? value : [value]).map((v) => [name, v] as [string, string]),
          ),
          body: body as ReadableStream | undefined,
          ...(body ? { duplex: "half" } : {}),
        }),
        loadContext(req, res),
      );
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });

  app.use(requestLimits({ siteUrl: env.SITE_URL, logger, rateLimiter: services.rateLimiter }));

  app.use(answerHeaders(HTML_CACHE_CONTROL));

  // A kept page is answered before Express dresses the request (its router, its request and
  // response prototypes): the request log and a lookup, then one write; so is the redirect from
  // another spelling of its address. Anything else, including a page not kept yet, takes the
  // Express path above.
  const expressHandle = (app as unknown as Handle).handle;
  const badTarget = Buffer.from(
    plainPage("Requisição inválida", "Não foi possível entender o endereço pedido."),
  );
  (app as unknown as Handle).handle = function (req, res, callback) {
    metrics?.request(req, res);
    const url = originForm(req.url ?? "/");
    if (url === null && !(req.method === "OPTIONS" && req.url === "*")) {
      requestLog(req, res);
      res.writeHead(400, [
        ...securityPairs.flat(),
        "content-type",
        "text/html; charset=utf-8",
        "content-length",
        String(badTarget.length),
        "cache-control",
        "no-store",
      ]);
      res.end(badTarget);
      return;
    }
    // The absolute form (`GET http://host/path`) is read as its path from here on.
    if (url !== null) req.url = url;
    if (staticBuild && url !== null && mayServeKeptPage(req)) {
      const address = pageAddress(url);
      if (address.kind === "redirect") {
        requestLog(req, res);
        return sendRedirect(res, address.location, String((req as { id?: unknown }).id));
      }
      const hit =
        address.kind === "page"
          ? pages.get(
              address.query ? pageKey(address, parametersOf(staticBuild)(address.path)) : address.path,
            )
          : undefined;
      if (hit) {
        requestLog(req, res);
        metrics?.pageServed("hit");
        return sendPage(req, res, hit, "hit", String((req as { id?: unknown }).id));
      }
    }
    return expressHandle.call(this, req, res, callback);
  };

  // Form posts (read once by the request limits, so a refused one still renders its page with the
  // visitor's values) and client-side navigation data.
  app.post("/{*path}", formPosts({ siteUrl: env.SITE_URL, routerFetch, getLoadContext: loadContext }));
  app.all(
    "/{*path}",
    createRequestHandler({ build: options.build, getLoadContext: (req, res) => loadContext(req, res) }),
  );

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error("http.unhandled_error", {
      requestId: res.locals.requestId,
      path: req.path,
      ...describeError(error),
    });
    if (res.headersSent) {
      res.end();
      return;
    }
    // A page that failed to render skipped the middleware that sets these.
    if (!res.hasHeader("X-Request-Id")) res.setHeader("X-Request-Id", res.locals.requestId);
    for (const [name, value] of securityPairs) if (!res.hasHeader(name)) res.setHeader(name, value);
    const status = (error as { status?: number }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      res
        .status(status)
        .type("html")
        .send(plainPage("Requisição inválida", "Não foi possível entender o endereço pedido."));
      return;
    }
    res.status(500).type("html").send(serverErrorPage);
  });

  return app;
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
  const app = createApp(services, {
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
  const server = app.listen(env.PORT, env.HOST, () => {
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

type Handle = {
  handle(
    this: unknown,
    req: IncomingMessage,
    res: ServerResponse,
    callback?: (error?: unknown) => void,
  ): void;
};

/**
 * The fields of a request's log line (its id comes from the request's child logger): no query
 * string, no headers, no client address.
 */
function requestFields(req: IncomingMessage, res: ServerResponse, value: { responseTime?: number }) {
  return {
    method: req.method,
    // A mounted router (static assets) rewrites req.url while it handles the request.
    path: ((req as Partial<express.Request>).originalUrl ?? req.url)?.split("?")[0],
    status: res.statusCode,
    durationMs: value.responseTime,
  };
}

/** Writes a kept page in the encoding the client accepts, or 304 when it holds this content. */
function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  cache: "hit" | "miss",
  requestId: string,
) {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const own = ["x-request-id", requestId, "x-page-cache", cache];
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page)) {
    res.writeHead(304, [...page.notModified[encoding], ...own]);
    res.end();
    return;
  }
  const variant = page.variants[encoding];
  res.writeHead(page.status, [...variant.headers, ...own]);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

import { randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import {
  createRequestHandler as createFetchHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { site } from "../app/content/site";
import { requestContext, type Services, servicesContext } from "./context.server";
import { EnvError, parseEnv } from "./env.server";
import { serverErrorPage } from "./error-page";
import { createLogger, describeError } from "./logger.server";
import { type CachedPage, compile, fill, fillGzip, PageCache, placeholders } from "./page-cache.server";
import { answerUnparsableRequests, formPosts, plainPage, requestLimits } from "./request-limits.server";
import { securityHeaders } from "./security.server";
import { createServices, type RunningServices } from "./services.server";

export { runLeadsCli } from "./leads/cli.server";

export interface AppOptions {
  /** The built client folder to serve; null in development, where Vite serves assets. */
  clientDir: string | null;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Content-Security-Policy and friends; off in development (Vite injects inline scripts). */
  securityHeaders: boolean;
  /** Serve GET pages from memory after their first render; off in development. */
  pageCache: boolean;
}

/** HTML may be kept by a CDN for a few minutes; browsers revalidate. */
export const HTML_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

export function createApp(services: Services, options: AppOptions) {
  const { env, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  // Every HTML response carries its own nonce and form token, so an ETag over the body (a SHA-1
  // per response) could never match; static assets keep theirs from express.static.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    const nonce = randomBytes(16).toString("base64");
    res.locals.requestId = requestId;
    res.locals.nonce = nonce;
    res.setHeader("X-Request-Id", requestId);
    if (options.securityHeaders) {
      for (const [name, value] of Object.entries(
        securityHeaders({ nonce, env, helpCenterUrl: site.helpCenterUrl }),
      )) {
        res.setHeader(name, value);
      }
    }
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info("http.request", {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  });

  // HTTP/1.0 clients may omit Host; the page URL cannot be built without it.
  app.use((req, res, next) => {
    if (!req.headers.host) {
      res
        .status(400)
        .type("html")
        .send(plainPage("Requisição inválida", "A requisição chegou sem o cabeçalho Host."));
      return;
    }
    next();
  });

  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });

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
    // Public files (favicon, images, share images) all have an extension; pages never do, so they
    // skip a disk lookup and the not-found error express.static would build for each of them.
    const publicFiles = express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(requestLimits({ siteUrl: env.SITE_URL, logger, rateLimiter: services.rateLimiter }));

  const loadContext = (req: express.Request, res: express.Response, cacheFill = false) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      ...services,
      client: { ip: req.ip ?? "unknown", requestId: res.locals.requestId },
    });
    context.set(requestContext, {
      requestId: res.locals.requestId,
      nonce: cacheFill ? placeholders.nonce : res.locals.nonce,
      cacheFill,
    });
    return context;
  };

  app.use((req, res, next) => {
    if (req.method === "GET" && req.path.endsWith(".data"))
      res.setHeader("Cache-Control", "private, no-cache");
    // A form's answer holds what the visitor typed: never stored by any cache.
    else if (req.method !== "GET" && req.method !== "HEAD") res.setHeader("Cache-Control", "no-store");
    next();
  });

  if (options.pageCache) {
    const cache = new PageCache();
    const render = async (build: ServerBuild, req: express.Request, res: express.Response) => {
      const handler = createFetchHandler(build, "production");
      const url = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const response = await handler(new Request(url, { headers }), loadContext(req, res, true));
      const page = {
        status: response.status,
        headers: [...response.headers],
        ...compile(await response.text()),
      };
      const type = response.headers.get("content-type") ?? "";
      const cacheable =
        response.status === 200 &&
        !response.headers.has("set-cookie") &&
        /^(text\/html|application\/(rss\+)?xml|text\/plain)/.test(type);
      return { page, cacheable };
    };
    const send = (
      page: Omit<CachedPage, "expires">,
      req: express.Request,
      res: express.Response,
      cached: boolean,
    ) => {
      for (const [name, value] of page.headers) res.setHeader(name, value);
      // A resource route's own Cache-Control (sitemap, feeds) stands.
      const html = page.headers.some(([n, v]) => n === "content-type" && v.startsWith("text/html"));
      if (page.status === 200 && html && !res.hasHeader("Cache-Control"))
        res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
      res.setHeader("X-Page-Cache", cached ? "hit" : "miss");
      const values = {
        nonce: res.locals.nonce,
      };
      res.vary("Accept-Encoding");
      // Gzip from the precompressed parts; the compression middleware leaves an encoded body alone.
      if (req.acceptsEncodings("gzip") === "gzip") {
        res.setHeader("Content-Encoding", "gzip");
        res.status(page.status).send(fillGzip(page, values));
      } else {
        res.status(page.status).send(fill(page, values));
      }
    };
    app.get("/{*path}", async (req, res, next) => {
      if (req.path.endsWith(".data") || req.originalUrl.length > 500) return next();
      try {
        const hit = cache.get(req.originalUrl);
        if (hit) return send(hit, req, res, true);
        const build = typeof options.build === "function" ? await options.build() : options.build;
        const { page, cacheable } = await render(build, req, res);
        if (cacheable) cache.set(req.originalUrl, page);
        send(page, req, res, false);
      } catch (error) {
        next(error);
      }
    });
  }

  app.post(
    "/{*path}",
    formPosts({ siteUrl: env.SITE_URL, build: options.build, getLoadContext: loadContext }),
  );
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
  const logger = createLogger();
  let services: RunningServices;
  try {
    services = createServices(env, logger);
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
  });
  services.worker.start();
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info("server.started", {
      url: `http://${env.HOST}:${env.PORT}`,
      siteUrl: env.SITE_URL,
      transport: env.MAIL_TRANSPORT,
    });
  });
  answerUnparsableRequests(server);
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
      logger.error("server.forced_exit", { reason: "requests still in flight after 10 s" });
      process.exit(1);
    }, 9_000);
    force.unref();
    // Stop accepting, let requests in flight finish, let the worker finish the
    // delivery at hand, then close the database.
    server.close(async () => {
      await services.worker.stop();
      services.store.close();
      services.transport.close?.();
      logger.info("server.stopped", {});
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}

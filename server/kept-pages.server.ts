import type { IncomingMessage, ServerResponse } from "node:http";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { HttpMetrics } from "./metrics.server";
import { EDITOR_PATH, PAGE_PATH, pageAddress, pageEntry, routeParameters } from "./page-address.server";
import { type CachedPage, chooseEncoding, matchesEtag, PageCache } from "./page-cache.server";
import { requestIdOf } from "./request-log.server";
import type { RouterFetch } from "./router-fetch.server";

/**
 * A page is the same bytes for every visitor, so a CDN or nginx may keep it for five minutes and
 * serve it stale for ten more while it asks again; browsers always revalidate (by ETag).
 */
export const HTML_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
/** A not-found page is kept briefly, so a page published later shows up soon. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/** The redirect from another spelling of a page's address to its one spelling. */
export const CANONICAL_REDIRECT_CACHE_CONTROL = "public, max-age=3600";

/**
 * The page store: each GET page rendered once from its key (the site's origin, no request
 * headers), kept with its headers and its compressed bodies (see page-cache.server.ts).
 */
export function createPageStore(options: {
  routerFetch: RouterFetch;
  /** SITE_URL's origin. */
  origin: string;
  renderContext: () => RouterContextProvider;
  /** The security headers every kept page carries. */
  securityPairs: readonly [string, string][];
  /** False in development: every request renders. */
  enabled: boolean;
  /** 0 keeps no page (PAGE_CACHE_MB=0): every request renders, as in development. */
  bytes: number;
}) {
  return new PageCache({
    render: async (key) => {
      const response = await options.routerFetch(
        new Request(`${options.origin}${key}`, { headers: { accept: "text/html" } }),
        options.renderContext(),
      );
      return {
        status: response.status,
        headers: [...response.headers],
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
    enabled: options.enabled && options.bytes > 0,
    // Pages without a query are a fixed set; what anyone can make up gets a quarter, apart. (The
    // stores want a size above 0 even when nothing is kept.)
    maxPageBytes: Math.max(1, Math.round(options.bytes * 0.75)),
    maxVariantBytes: Math.max(1, Math.round(options.bytes * 0.25)),
    baseHeaders: options.securityPairs,
    extraHeaders: (page): Record<string, string> => {
      const type = page.headers.find(([name]) => name === "content-type")?.[1] ?? "";
      // A resource route's own Cache-Control (sitemap, feed) stands.
      if (page.headers.some(([name]) => name === "cache-control") || !type.startsWith("text/html")) return {};
      if (page.status === 200) return { "cache-control": HTML_CACHE_CONTROL };
      if (page.status === 404) return { "cache-control": NOT_FOUND_CACHE_CONTROL };
      return { "cache-control": "no-store" };
    },
  });
}

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

/**
 * Answers page addresses from the store, before Express dresses the request: a kept page is a
 * lookup and one write (it carries every header it needs, security headers included); a page not
 * kept yet is rendered once for everyone asking; another spelling of a page's address answers 301
 * to its one spelling (page-address.server.ts). Returns false for anything else (a post, a file,
 * a probe, the editor), which goes on to Express. A render that fails goes to `onError`.
 *
 * `notFoundFile` answers, for Express, a GET of a file-like path no static file matched
 * (`/wp-login.php`): the not-found route's kept page, not a render each time.
 */
export function keptPages(options: {
  pages: PageCache;
  /** Development hands over a new build after each change; production has one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  securityPairs: readonly [string, string][];
  metrics?: HttpMetrics;
  onError: (error: unknown, req: IncomingMessage, res: ServerResponse) => void;
}) {
  const { pages, build, metrics, onError } = options;
  let parameters: { build: ServerBuild; of: ReturnType<typeof routeParameters> } | undefined;
  const entryOf = (address: { path: string; query: string }, current: ServerBuild) => {
    if (parameters?.build !== current) parameters = { build: current, of: routeParameters(current) };
    return pageEntry(address, parameters.of(address.path));
  };
  const redirectHeaders = [
    ...options.securityPairs.flat(),
    "cache-control",
    CANONICAL_REDIRECT_CACHE_CONTROL,
    "content-length",
    "0",
  ];

  const serve = (
    req: IncomingMessage,
    res: ServerResponse,
    { key, fixed }: { key: string; fixed: boolean },
  ) => {
    const hit = pages.get(key);
    if (hit) {
      metrics?.pageServed("hit");
      sendPage(req, res, hit, "hit");
      return;
    }
    pages.load(key, fixed).then(
      (page) => {
        metrics?.pageServed("miss");
        sendPage(req, res, page, "miss");
      },
      (error: unknown) => onError(error, req, res),
    );
  };

  /** Serves the page of an address, once the route table (which says what the key holds) is at hand. */
  const serveAddress = (
    req: IncomingMessage,
    res: ServerResponse,
    address: { path: string; query: string },
  ) => {
    if (typeof build !== "function") serve(req, res, entryOf(address, build));
    else
      build().then(
        (current) => serve(req, res, entryOf(address, current)),
        (error: unknown) => onError(error, req, res),
      );
  };

  const notFoundFile = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/").split(
      "?",
    )[0] as string;
    if (!mayServeKeptPage(req) || PAGE_PATH.test(path) || path.endsWith(".data")) return next();
    // The editor reads content files by their names (`/api/keystatic/blob/…/x.yaml`).
    if (EDITOR_PATH.test(path)) return next();
    // The address is the request's own: a path only a route matches (`/blog/x.php`) renders that
    // route's answer; any other shares the not-found route's one entry.
    serveAddress(req, res, { path, query: "" });
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!mayServeKeptPage(req)) return false;
    const address = pageAddress(req.url ?? "/");
    if (address.kind === "other") return false;
    if (address.kind === "redirect") {
      res.writeHead(301, [
        ...redirectHeaders,
        "location",
        address.location,
        "x-request-id",
        requestIdOf(req),
      ]);
      res.end();
      return true;
    }
    serveAddress(req, res, address);
    return true;
  };
  return Object.assign(answer, { notFoundFile });
}

/** Writes a kept page in the encoding the client accepts, or 304 when it holds this content. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, cache: "hit" | "miss") {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const own = ["x-request-id", requestIdOf(req), "x-page-cache", cache];
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page)) {
    res.writeHead(304, [...page.notModified[encoding], ...own]);
    res.end();
    return;
  }
  const variant = page.variants[encoding];
  res.writeHead(page.status, [...variant.headers, ...own]);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type PageHandle, pageQuery, type SearchParam } from "../../app/lib/page-handle.ts";

/**
 * The one spelling of a page's address. A GET is answered from the page cache by a key, and
 * anyone can spell one page many ways (`/PriVACidADe`, `/privacidade//`, `/privacidad%65`,
 * `/a/../privacidade`, `/privacidade?x=1`), each of which would otherwise cost a render and a
 * kept copy. So:
 * - a path spelled other than its canonical form answers 301 to it (query kept as sent), which
 *   costs no render and keeps nothing;
 * - a fragment sent on the wire (browsers never send one) is ignored;
 * - the key keeps only the query parameters the page's route declares (`handle.searchParams`),
 *   each once, in the declared order, and of a parameter with a fixed list of values only a value
 *   on the list; everything else shares the page's entry;
 * - every address the not-found route answers (`/wp-login.php`, a long made-up path) shares one
 *   entry: that page is the same whatever the address.
 */

/** Paths of pages and resource routes (sitemap, feed, robots); other file-like paths are static files. */
export const PAGE_PATH = /^[^.]*$|\.(xml|txt)$/;

/** Probes answered by the server itself, never pages. */
export const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * The content editor (/keystatic) and its API: never kept by the page cache (its API answers
 * sign-in redirects with cookies) nor respelled (its addresses carry entry names as typed), and
 * the page has its own Content-Security-Policy.
 */
export const EDITOR_PATH = /^\/(api\/)?keystatic(\/.*)?$/;

/** RFC 3986 unreserved characters: their percent-encoded form means the same address. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The canonical spelling of a path: `\` read as `/` (as browsers do), repeated slashes collapsed,
 * dot segments resolved, percent-encoded unreserved characters decoded and other escapes in upper
 * case, no trailing slash, lower case (every page path of the site is lower case, which
 * `page-address.server.test.ts` checks against the sitemap). The same function applied twice gives the
 * same result, so a redirect never leads to another.
 */
export function canonicalPath(path: string): string {
  let current = path;
  for (let pass = 0; pass < 3; pass++) {
    const collapsed = current.replaceAll("\\", "/").replace(/\/{2,}/g, "/");
    // The URL parser resolves "." and ".." segments (also as %2e) the way the renderer would.
    const resolved = new URL(collapsed.startsWith("/") ? collapsed : `/${collapsed}`, "http://x").pathname;
    const decoded = resolved.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
      const char = String.fromCharCode(Number.parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
    });
    const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
    const next = trimmed.toLowerCase().replace(/%[0-9a-f]{2}/g, (code) => code.toUpperCase());
    if (next === current) break;
    current = next;
  }
  return current;
}

export type PageAddress =
  /** A page's canonical path, with the query as sent (see `pageKey`). */
  | { kind: "page"; path: string; query: string }
  /** Answer 301 to `location`, the canonical spelling of the same address. */
  | { kind: "redirect"; location: string }
  /** Not a page address (a static file, a probe): handled as it came. */
  | { kind: "other" };

/** What a GET of a request target (path and query as the request line sent them) asks for. */
export function pageAddress(url: string): PageAddress {
  const hash = url.indexOf("#");
  const target = hash < 0 ? url : url.slice(0, hash);
  const mark = target.indexOf("?");
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? "" : target.slice(mark + 1);
  if (PROBES.has(path) || EDITOR_PATH.test(path)) return { kind: "other" };
  const canonical = canonicalPath(path);
  if (!PAGE_PATH.test(canonical)) return { kind: "other" };
  if (canonical !== path) return { kind: "redirect", location: query ? `${canonical}?${query}` : canonical };
  return { kind: "page", path: canonical, query };
}

/** Every parameter counts: React Router's own resources (the route manifest) read their whole query. */
export const WHOLE_QUERY = "whole query";
/** The address is answered by the not-found route (`*`), whose page is the same for any address. */
export const NOT_FOUND_ROUTE = "not-found route";
/** The one key of every address the not-found route answers: a path only that route matches. */
export const NOT_FOUND_KEY = "/__not-found";

/** What part of its address a page reads (`routeParameters`). */
export type PageParameters = readonly SearchParam[] | typeof WHOLE_QUERY | typeof NOT_FOUND_ROUTE;

/**
 * The page cache's entry for a page address. Its key: the path and, of the query, only the
 * parameters the page reads, each once (its first value), in the declared order, a parameter with a
 * list of values only when its value is on it; or the whole query, as sent; or the not-found key.
 * `fixed` says the key is one of a set the site decides (a path, a listed value), not free text a
 * client makes up (a search, the manifest's query).
 */
export function pageEntry(
  address: { path: string; query: string },
  parameters: PageParameters,
): { key: string; fixed: boolean } {
  if (parameters === NOT_FOUND_ROUTE) return { key: NOT_FOUND_KEY, fixed: true };
  if (parameters === WHOLE_QUERY)
    return address.query
      ? { key: `${address.path}?${address.query}`, fixed: false }
      : { key: address.path, fixed: true };
  if (!address.query || parameters.length === 0) return { key: address.path, fixed: true };
  // The same query the page's forms keep in their action (app/lib/page-handle.ts).
  const rest = pageQuery(address.query, parameters);
  const params = new URLSearchParams(address.query);
  const fixed = parameters.every((parameter) => typeof parameter !== "string" || !params.has(parameter));
  return { key: rest ? `${address.path}?${rest}` : address.path, fixed };
}

/** The key of `pageEntry`. */
export const pageKey = (address: { path: string; query: string }, parameters: PageParameters) =>
  pageEntry(address, parameters).key;

/**
 * Paths longer than this are not remembered by the route lookups below: anyone can make paths up,
 * and a remembered answer must not keep a long one in memory.
 */
const REMEMBERED_PATH_LENGTH = 200;

/** Route objects (a tree) from a server build's flat route manifest, for `matchRoutes`. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    children.set(route.parentId, list);
  }
  const attach = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index ? route : { ...route, children: attach(route.id) },
    );
  return attach(undefined);
}

/**
 * The query parameters each page of a server build reads: its leaf route's `handle.searchParams`;
 * the whole query for the route manifest that client navigations fetch (`/__manifest?paths=…`);
 * `NOT_FOUND_ROUTE` for an address only the not-found route (`*`) matches.
 */
export function routeParameters(
  build: Pick<ServerBuild, "routes"> & { routeDiscovery?: { manifestPath?: string } },
): (path: string) => PageParameters {
  const tree = routeTree(build.routes);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const known = new Map<string, PageParameters>();
  return (path) => {
    if (path === manifestPath) return WHOLE_QUERY;
    const found = known.get(path);
    if (found) return found;
    const leaf = matchRoutes(tree, path)?.at(-1)?.route;
    const handle = leaf
      ? (build.routes[leaf.id as string]?.module.handle as Partial<PageHandle> | undefined)
      : undefined;
    const parameters: PageParameters = leaf?.path === "*" ? NOT_FOUND_ROUTE : (handle?.searchParams ?? []);
    // Paths are made up by anyone: only a bounded number of short ones are remembered.
    if (known.size < 1000 && path.length <= REMEMBERED_PATH_LENGTH) known.set(path, parameters);
    return parameters;
  };
}

/**
 * The pattern of the route that renders a path (`/blog/:id`; `/*` for the not-found route), or null
 * when none does: a label with one value per route, whatever paths clients make up.
 */
export function routePatternOf(build: Pick<ServerBuild, "routes">): (path: string) => string | null {
  const tree = routeTree(build.routes);
  const known = new Map<string, string | null>();
  return (path) => {
    const found = known.get(path);
    if (found !== undefined) return found;
    const matches = matchRoutes(tree, path);
    const pattern = matches
      ? `/${matches
          .map((match) => match.route.path)
          .filter(Boolean)
          .join("/")}`
      : null;
    // Paths are made up by anyone: only a bounded number of short ones are remembered.
    if (known.size < 1000 && path.length <= REMEMBERED_PATH_LENGTH) known.set(path, pattern);
    return pattern;
  };
}

/**
 * The request target in origin-form. A client may send the absolute form (`GET http://host/path
 * HTTP/1.1`), which HTTP/1.1 servers must accept; the site answers for SITE_URL whatever host it
 * names, so only its path and query are kept. Null for anything else (`*`, a bare word).
 */
export function originForm(url: string): string | null {
  if (url.startsWith("/")) return url;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/**
 * A request target as a link or a form action the site writes: the canonical spelling of its path
 * (so `//evil.example/x` and `/\evil.example/x`, which a browser reads as another host, become the
 * site's own `/evil.example/x`), with its query as sent. Never an address on another host.
 */
export function sitePath(target: string): string {
  const hash = target.indexOf("#");
  const bare = hash < 0 ? target : target.slice(0, hash);
  const mark = bare.indexOf("?");
  const path = canonicalPath(mark < 0 ? bare : bare.slice(0, mark));
  const query = mark < 0 ? "" : bare.slice(mark);
  return /^\/(?![/\\])/.test(path) ? `${path}${query}` : "/";
}

import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { declaredParams, pageQuery } from "../app/lib/page-handle";

/**
 * The one spelling of a page's address. A GET is answered from the page cache by a key, and
 * anyone can spell one page many ways (`/PriVACidADe`, `/privacidade//`, `/privacidad%65`,
 * `/a/../privacidade`, `/privacidade?x=1`), each of which would otherwise cost a render and a
 * kept copy. So:
 * - a path spelled other than its canonical form answers 301 to it (query kept as sent), which
 *   costs no render and keeps nothing;
 * - a fragment sent on the wire (browsers never send one) is ignored;
 * - the key keeps only the query parameters the page's route declares (`handle.searchParams`),
 *   each once, in the declared order; everything else shares the page's entry.
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
 * `page-address.test.ts` checks against the sitemap). The same function applied twice gives the
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

/**
 * The page cache's key of a page address: its path and, of its query, only the parameters the
 * page reads (`names`), each once (its first value), in the declared order; or all of it, as sent.
 */
export function pageKey(
  address: { path: string; query: string },
  names: readonly string[] | typeof WHOLE_QUERY,
): string {
  if (names === WHOLE_QUERY) return address.query ? `${address.path}?${address.query}` : address.path;
  // The same query the page's forms keep in their action (app/lib/page-handle.ts).
  const rest = pageQuery(address.query, names);
  return rest ? `${address.path}?${rest}` : address.path;
}

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
 * the whole query for the route manifest that client navigations fetch (`/__manifest?paths=…`).
 */
export function routeParameters(
  build: Pick<ServerBuild, "routes"> & { routeDiscovery?: { manifestPath?: string } },
): (path: string) => readonly string[] | typeof WHOLE_QUERY {
  const tree = routeTree(build.routes);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const known = new Map<string, readonly string[]>();
  return (path) => {
    if (path === manifestPath) return WHOLE_QUERY;
    const found = known.get(path);
    if (found) return found;
    const leaf = matchRoutes(tree, path)?.at(-1)?.route.id;
    const names = leaf ? declaredParams(build.routes[leaf]?.module.handle) : [];
    // Paths are made up by anyone: only a bounded number of answers are remembered.
    if (known.size < 1000) known.set(path, names);
    return names;
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
    // Paths are made up by anyone: only a bounded number of answers are remembered.
    if (known.size < 1000) known.set(path, pattern);
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

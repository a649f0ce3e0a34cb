import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";

/**
 * Rendered pages kept as bytes. A page is the same for every visitor, so it is rendered once,
 * compressed once per encoding, and every later request is a lookup and a write.
 *
 * Keys are canonical (page-address.server.ts): another spelling of a page's path answers 301 before
 * it gets here, and a query keeps only the parameters its page reads.
 *
 * Two stores, each bounded by bytes (least recently used out first), so that what crawlers and
 * made-up addresses bring cannot push out what visitors read:
 * - `pages`: addresses from a fixed set that answered 200: paths (the routes and their slugs), and
 *   queries whose every parameter has a value from its page's list (a billing period, a tab). Kept
 *   with brotli and gzip at the highest level.
 * - `variants`: free text a client makes up (a search, the route manifest's query) and answers other
 *   than 200 (a not-found page). Compressed at levels that cost a few milliseconds.
 * An entry counts its key as well as its bytes, and a key longer than `maxKeyLength` is never kept
 * (its page is rendered for the request and dropped), so a long made-up query cannot hold more
 * memory than the bound says. Refusals a client caused (a 4xx other than 404 and 410: a bad query,
 * a method the route does not take) are never kept, nor are server errors.
 * Both expire after `ttlMs` and are then served stale while one render refreshes them, so the
 * footer's year rolls over without a request waiting for it. A page whose render says when it stops
 * being true (`Expires`: a campaign's first or last day) is dropped at that instant instead.
 */

export type Encoding = "br" | "gzip" | "identity";

export interface Variant {
  /** Name, value, name, value...: what `writeHead` takes and writes without building a map. */
  headers: string[];
  body: Buffer;
  etag: string;
}

export interface CachedPage {
  status: number;
  /** Base64url SHA-256 of the uncompressed body: the same content has the same validator. */
  hash: string;
  variants: Record<Encoding, Variant>;
  /** Headers of a 304 answer (validators and caching rules only), flat like `Variant.headers`. */
  notModified: Record<Encoding, string[]>;
  size: number;
  /**
   * When the page stops being true (its `Expires` header: a campaign that opens or ends then), in
   * ms since the epoch: the store never serves it after that, not even stale.
   */
  expiresAt?: number;
}

/** What a render produces, before compression. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const encodingMemo = new Map<string, Encoding>();

/**
 * The best encoding an `Accept-Encoding` header allows: brotli, then gzip, then identity. Browsers
 * send a handful of distinct headers, so each answer is remembered.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const known = encodingMemo.get(header);
  if (known) return known;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allowed = (name: string) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  const chosen: Encoding = allowed("br") ? "br" : allowed("gzip") ? "gzip" : "identity";
  if (encodingMemo.size < 200) encodingMemo.set(header, chosen);
  return chosen;
}

/** True when an `If-None-Match` header names this content. */
export function matchesEtag(ifNoneMatch: string | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.includes(page.hash);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type CompressionLevel = "max" | "fast";

/** Compresses a rendered page once per encoding (on the thread pool) and builds its headers. */
export async function compilePage(
  rendered: RenderedPage,
  extraHeaders: (page: RenderedPage) => Record<string, string>,
  level: CompressionLevel,
  baseHeaders: readonly [string, string][] = [],
): Promise<CachedPage> {
  const { body } = rendered;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === "max" ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const hash = createHash("sha256").update(body).digest("base64url");
  // Later entries win: the page's own headers (its CSP with script hashes) over the base ones.
  const common = new Map<string, string>();
  for (const [name, value] of [
    ...baseHeaders,
    ...rendered.headers,
    ...Object.entries(extraHeaders(rendered)),
  ])
    common.set(name.toLowerCase(), value);
  common.set("vary", "Accept-Encoding");
  const flat = (headers: Map<string, string>) => [...headers].flat();
  const variant = (encoding: Encoding, bytes: Buffer, etag: string): Variant => {
    const headers = new Map(common);
    headers.set("etag", etag);
    headers.set("content-length", String(bytes.length));
    if (encoding !== "identity") headers.set("content-encoding", encoding);
    return { body: bytes, etag, headers: flat(headers) };
  };
  const variants = {
    br: variant("br", br, `"${hash}-br"`),
    gzip: variant("gzip", gz, `"${hash}-gz"`),
    identity: variant("identity", body, `"${hash}"`),
  };
  const cacheControl = common.get("cache-control");
  const notModified = (encoding: Encoding): string[] => [
    "etag",
    variants[encoding].etag,
    "vary",
    "Accept-Encoding",
    ...(cacheControl ? ["cache-control", cacheControl] : []),
  ];
  return {
    status: rendered.status,
    hash,
    variants,
    notModified: { br: notModified("br"), gzip: notModified("gzip"), identity: notModified("identity") },
    size: body.length + br.length + gz.length + 2048,
  };
}

export interface PageCacheOptions {
  /** Renders the page at a key (canonical path and the query parameters its page reads). */
  render: (key: string) => Promise<RenderedPage>;
  /** Headers added to every stored page (Cache-Control by status and type). */
  extraHeaders: (page: RenderedPage) => Record<string, string>;
  /** Headers every page starts from (the security headers), overridden by the page's own. */
  baseHeaders?: readonly [string, string][];
  /** False in development: every request renders, nothing is kept. */
  enabled: boolean;
  /** Addresses without a query kept at most. */
  maxPages?: number;
  /** Bytes the pages without a query may take together. */
  maxPageBytes?: number;
  /** Bytes the query and not-found pages may take together. */
  maxVariantBytes?: number;
  /** Keys longer than this (in characters) are never kept. */
  maxKeyLength?: number;
  ttlMs?: number;
}

/**
 * The longest key kept: past React Router's own limit for the route manifest's address (7,680
 * characters, which its client never exceeds), so every real request fits.
 */
export const MAX_KEY_LENGTH = 8192;

/** Memory an entry holds: its page, and its key (two bytes a character at most). */
const entrySize = (page: CachedPage, key: string) => page.size + key.length * 2;

/** A client's own mistake (a bad query, a method the route does not take): answered, never kept. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 404 && status !== 410;

export class PageCache {
  readonly #options: PageCacheOptions;
  readonly pages: LRUCache<string, CachedPage>;
  readonly variants: LRUCache<string, CachedPage>;
  readonly #inFlight = new Map<string, Promise<CachedPage>>();
  readonly #ttl: number;
  /** Entries pushed out to make room (not expired or replaced), per store, for the metrics. */
  readonly evictions = { pages: 0, variants: 0 };

  constructor(options: PageCacheOptions) {
    this.#options = options;
    const ttl = options.ttlMs ?? 60 * 60_000;
    this.#ttl = ttl;
    const stale = { ttl, allowStale: true, noDeleteOnStaleGet: true, updateAgeOnGet: false } as const;
    this.pages = new LRUCache({
      max: options.maxPages ?? 2_000,
      maxSize: options.maxPageBytes ?? 96 * 1024 * 1024,
      sizeCalculation: entrySize,
      dispose: (_page, _key, reason) => {
        if (reason === "evict") this.evictions.pages++;
      },
      ...stale,
    });
    this.variants = new LRUCache({
      maxSize: options.maxVariantBytes ?? 64 * 1024 * 1024,
      sizeCalculation: entrySize,
      dispose: (_page, _key, reason) => {
        if (reason === "evict") this.evictions.variants++;
      },
      ...stale,
    });
  }

  /**
   * The stored page at a key, if any; a stale one is returned and refreshed in the background, and
   * one past its `expiresAt` is dropped (the caller renders it anew).
   */
  get(key: string): CachedPage | undefined {
    const status: LRUCache.Status<string, CachedPage> = {};
    let page = this.pages.get(key, { status });
    const fixed = page !== undefined;
    page ??= this.variants.get(key, { status });
    if (page?.expiresAt !== undefined && Date.now() >= page.expiresAt) {
      this.pages.delete(key);
      this.variants.delete(key);
      return undefined;
    }
    if (page && status.get === "stale") this.load(key, fixed).catch(() => {});
    return page;
  }

  /**
   * Renders the page at a key (once, however many requests ask at the same time) and keeps it.
   * `fixed`: the key comes from a set the site decides (a path, a listed value), not free text.
   */
  load(key: string, fixed = !key.includes("?")): Promise<CachedPage> {
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const promise = this.#renderAndStore(key, fixed).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, promise);
    return promise;
  }

  async #renderAndStore(key: string, fixed: boolean): Promise<CachedPage> {
    const { render, extraHeaders, enabled } = this.#options;
    const rendered = await render(key);
    const keep =
      enabled &&
      key.length <= (this.#options.maxKeyLength ?? MAX_KEY_LENGTH) &&
      rendered.status < 500 &&
      !isRefusal(rendered.status) &&
      !rendered.headers.some(([name]) => name.toLowerCase() === "set-cookie") &&
      // A page that must not be stored (a signed link's page: one per person) is rendered per request.
      !rendered.headers.some(
        ([name, value]) => name.toLowerCase() === "cache-control" && /no-store|private/i.test(value),
      );
    const expires = rendered.headers.find(([name]) => name.toLowerCase() === "expires")?.[1];
    const expiresAt = expires ? Date.parse(expires) : Number.NaN;
    const left = Number.isNaN(expiresAt) ? undefined : expiresAt - Date.now();
    const pinned = keep && rendered.status === 200 && fixed;
    const page = await compilePage(
      rendered,
      extraHeaders,
      pinned ? "max" : "fast",
      this.#options.baseHeaders,
    );
    if (left !== undefined) page.expiresAt = expiresAt;
    // A page already past its change is answered once and never kept.
    if (left !== undefined && left <= 0) return page;
    const options = left === undefined ? undefined : { ttl: Math.min(left, this.#ttl) };
    if (pinned) this.pages.set(key, page, options);
    else if (keep) {
      this.pages.delete(key);
      this.variants.set(key, page, options);
    }
    return page;
  }
}

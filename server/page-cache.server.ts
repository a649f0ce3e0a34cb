import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * In-memory cache of rendered pages. A page is rendered once with placeholders
 * where each response needs its own values (the CSP nonce); every request then
 * gets the stored HTML with fresh values spliced in, without running React again.
 */
export const placeholders = {
  nonce: "gdph0nonce0x7Q2k",
} as const;

type Slot = keyof typeof placeholders;
const slotOf = new Map<string, Slot>(
  Object.entries(placeholders).map(([slot, value]) => [value, slot as Slot]),
);
const slotPattern = new RegExp(Object.values(placeholders).join("|"), "g");

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * Bytes between placeholders; `slots[i]` goes between `parts[i]` and `parts[i + 1]`. Kept encoded,
   * so a response is a concatenation rather than a fresh UTF-8 encoding of the whole page.
   */
  parts: Buffer[];
  /**
   * The same parts, each compressed once as raw deflate ending in a full flush: byte-aligned and
   * independent, so a response is a gzip stream assembled from them (see fillGzip) and the server
   * compresses only the few bytes that change per response.
   */
  gzipParts: Buffer[];
  slots: Slot[];
  expires: number;
}

const fullFlush = { finishFlush: constants.Z_FULL_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** The last deflate block: empty, marked final. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

export function compile(html: string): Pick<CachedPage, "parts" | "slots" | "gzipParts"> {
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(slotPattern)) {
    parts.push(Buffer.from(html.slice(last, match.index)));
    slots.push(slotOf.get(match[0]) as Slot);
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(Buffer.from(html.slice(last)));
  return { parts, slots, gzipParts: parts.map((part) => deflateRawSync(part, fullFlush)) };
}

export function fill(page: Pick<CachedPage, "parts" | "slots">, values: Record<Slot, string>): Buffer {
  const chunks: Buffer[] = [page.parts[0] ?? Buffer.alloc(0)];
  for (let i = 0; i < page.slots.length; i++) {
    // Placeholder values are ASCII (base64, digits, uuid).
    chunks.push(Buffer.from(values[page.slots[i] as Slot], "latin1"), page.parts[i + 1] ?? Buffer.alloc(0));
  }
  return Buffer.concat(chunks);
}

/**
 * The filled page as a gzip stream (RFC 1952): header, the precompressed parts with each response's
 * values compressed between them, a final empty block, then the CRC-32 and length of the whole.
 */
export function fillGzip(
  page: Pick<CachedPage, "parts" | "slots" | "gzipParts">,
  values: Record<Slot, string>,
): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER, page.gzipParts[0] ?? Buffer.alloc(0)];
  let crc = crc32(page.parts[0] ?? Buffer.alloc(0));
  let length = page.parts[0]?.length ?? 0;
  for (let i = 0; i < page.slots.length; i++) {
    const value = Buffer.from(values[page.slots[i] as Slot], "latin1");
    const part = page.parts[i + 1] ?? Buffer.alloc(0);
    chunks.push(deflateRawSync(value, fullFlush), page.gzipParts[i + 1] ?? Buffer.alloc(0));
    crc = crc32(part, crc32(value, crc));
    length += value.length + part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** A bounded LRU map with a time to live, so content changes and the year in the footer roll over. */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #max: number;
  readonly #ttlMs: number;

  constructor(max = 500, ttlMs = 10 * 60_000) {
    this.#max = max;
    this.#ttlMs = ttlMs;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, "expires">, now = Date.now()): void {
    this.#entries.delete(key);
    this.#entries.set(key, { ...page, expires: now + this.#ttlMs });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

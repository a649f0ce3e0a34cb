import { isIPv6 } from "node:net";

/**
 * Per-client fixed-window counter for form posts. In memory: one process, and
 * a restart forgets, which only ever errs on the visitor's side.
 */
export class RateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #hits = new Map<string, { start: number; count: number }>();

  constructor(limitPerWindow: number, windowMs = 60_000) {
    this.#limit = limitPerWindow;
    this.#windowMs = windowMs;
  }

  /**
   * Counts one post from this address. `retryAfter` is null while the client is within its
   * allowance, else the whole seconds until its window starts over (for a `Retry-After` header).
   */
  take(address: string, now = Date.now()): { retryAfter: number | null } {
    const client = clientKey(address);
    const entry = this.#hits.get(client);
    if (!entry || now - entry.start >= this.#windowMs) {
      if (this.#hits.size > 50_000) this.#sweep(now);
      this.#hits.set(client, { start: now, count: 1 });
      return { retryAfter: null };
    }
    entry.count += 1;
    if (entry.count <= this.#limit) return { retryAfter: null };
    return { retryAfter: Math.max(1, Math.ceil((entry.start + this.#windowMs - now) / 1000)) };
  }

  #sweep(now: number) {
    for (const [client, entry] of this.#hits) {
      if (now - entry.start >= this.#windowMs) this.#hits.delete(client);
    }
  }
}

/**
 * The bucket of a client address. An IPv6 subscriber usually holds a whole /64 and can use any
 * address in it, so every address of a /64 shares one bucket; an IPv4-mapped address is its IPv4.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail counts as two groups; only the first four groups matter here.
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

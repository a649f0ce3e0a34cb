import { isIPv6 } from "node:net";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

/** Counts form posts per client; `retryAfter` is null within the allowance, else whole seconds to wait. */
export interface FormRateLimiter {
  take(address: string): Promise<{ retryAfter: number | null }> | { retryAfter: number | null };
}

/**
 * Per-client fixed-window counter for form posts. In memory: one process, and
 * a restart forgets, which only ever errs on the visitor's side.
 */
export class RateLimiter implements FormRateLimiter {
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

/**
 * The same allowance counted in PostgreSQL (the `rate_limits` table the lead store's migrations
 * create), so a client that hits the limit on one replica is refused by every replica. When the
 * database does not answer, each process falls back to counting in its own memory rather than
 * refusing every visitor or letting everyone through.
 */
export class SharedRateLimiter implements FormRateLimiter {
  readonly #limiter: RateLimiterPostgres;

  constructor(pool: pg.Pool, limitPerWindow: number, windowMs = 60_000) {
    const duration = Math.max(1, Math.round(windowMs / 1000));
    this.#limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: "form",
      points: limitPerWindow,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points: limitPerWindow, duration }),
    });
  }

  async take(address: string): Promise<{ retryAfter: number | null }> {
    try {
      await this.#limiter.consume(clientKey(address));
      return { retryAfter: null };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      // Neither the database nor the fallback answered: err on the visitor's side.
      return { retryAfter: null };
    }
  }
}

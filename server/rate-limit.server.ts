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

  /** Counts one post; false when the client is over the limit for the current window. */
  take(client: string, now = Date.now()): boolean {
    const entry = this.#hits.get(client);
    if (!entry || now - entry.start >= this.#windowMs) {
      if (this.#hits.size > 50_000) this.#sweep(now);
      this.#hits.set(client, { start: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.#limit;
  }

  #sweep(now: number) {
    for (const [client, entry] of this.#hits) {
      if (now - entry.start >= this.#windowMs) this.#hits.delete(client);
    }
  }
}

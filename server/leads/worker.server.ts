import { describeError, type Logger } from "../logger.server";
import type { LeadStore, StoredLead } from "./store.server";
import type { Transport } from "./transports.server";

export interface WorkerOptions {
  store: LeadStore;
  transport: Transport;
  logger: Logger;
  /** Attempts before a lead is parked as failed. */
  maxAttempts: number;
  /** Delay before the first retry; doubles on each further failure. */
  retryBaseMs: number;
  retryMaxMs?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** How often to look for work when nothing is due (picks up `npm run leads -- retry`). */
  pollMs?: number;
  random?: () => number;
}

/** Exponential backoff with "equal jitter": half fixed, half random, capped. */
export function retryDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export interface DeliveryWorker {
  start(): void;
  /** Wakes the worker: a lead was just stored. */
  notify(): void;
  /** Stops taking new work and waits for the deliveries in flight. */
  stop(): Promise<void>;
}

/**
 * Delivers pending leads at least once, in the server process. A lead is marked
 * delivered only after the transport accepted it; a crash in between means it
 * is sent again, with the same lead id, so the receiver can drop the copy.
 */
export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { store, transport, logger, maxAttempts, retryBaseMs } = options;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 5_000;
  const random = options.random ?? Math.random;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, Math.max(0, Math.min(delay, pollMs)));
  };

  async function deliver(entry: StoredLead) {
    const attempt = entry.attempts + 1;
    try {
      await transport.send(entry.lead);
      store.markDelivered(entry.id);
      logger.info("lead.delivered", {
        leadId: entry.id,
        formType: entry.formType,
        transport: transport.name,
        attempt,
      });
    } catch (error) {
      const cause = describeError(error);
      if (attempt >= maxAttempts) {
        store.markAttemptFailed(entry.id, String(cause.error), null);
        logger.error("lead.parked", {
          leadId: entry.id,
          formType: entry.formType,
          transport: transport.name,
          attempts: attempt,
          action: `delivery gave up after ${attempt} attempts; after fixing the cause run: npm run leads -- retry ${entry.id}`,
          ...cause,
        });
        return;
      }
      const nextAttemptAt = Date.now() + retryDelay(attempt, retryBaseMs, retryMaxMs, random);
      store.markAttemptFailed(entry.id, String(cause.error), nextAttemptAt);
      logger.warn("lead.delivery_failed", {
        leadId: entry.id,
        formType: entry.formType,
        transport: transport.name,
        attempt,
        nextAttemptAt: new Date(nextAttemptAt).toISOString(),
        ...cause,
      });
    }
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const batch = store.due(Date.now(), concurrency);
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (again && !stopped);
  }

  function run() {
    if (current) {
      again = true;
      return;
    }
    current = drain()
      .catch((error) => logger.error("lead.worker_error", describeError(error)))
      .finally(() => {
        current = null;
        const next = store.nextDueAt();
        schedule(next === null ? pollMs : next - Date.now());
      });
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    notify() {
      if (!stopped) schedule(0);
      if (current) again = true;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

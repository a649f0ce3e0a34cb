import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { createBackgroundLoop } from "../runtime/background-loop.server";
import { describeError, type Logger } from "../runtime/logger.server";
import { isSuppressed } from "./mail-quota.server";
import type { ClaimedDelivery, DestinationSpec, LeadStore } from "./store.server";
import { isPermanentFailure, refusedCredentials, SEND_TIMEOUT_MS, type Transport } from "./transports.server";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface WorkerOptions {
  store: LeadStore;
  /**
   * Where each lead goes: one transport per destination, named by `transport.name` (smtp,
   * webhook, rdstation, autoreply, log). Each is delivered, retried and parked on its own.
   */
  transports?: readonly Transport[];
  /** A single destination (the same as `transports: [transport]`). */
  transport?: Transport;
  logger: Logger;
  /** How long a lead is retried, from the moment it joined the queue, before it is parked as failed. */
  retryForMs: number;
  /** Delay before the first retry; doubles on each further failure. */
  retryBaseMs: number;
  retryMaxMs?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** How often to look for work when nothing is due (picks up `npm run leads -- retry`). */
  pollMs?: number;
  /**
   * How long a claim on a lead lasts. Longer than any send (the transports give up after
   * SEND_TIMEOUT_MS), so a live process never loses a lead it is sending; a dead process's
   * leads are taken over once it expires.
   */
  leaseMs?: number;
  /** Wait after a worker error (the store cannot write, for example), doubling up to the max. */
  errorBackoffBaseMs?: number;
  errorBackoffMaxMs?: number;
  /** Retention: leads older than this many days are deleted, spam after `spamRetentionDays`. */
  retentionDays?: number;
  spamRetentionDays?: number;
  purgeEveryMs?: number;
  /** This process's name on its claims. */
  owner?: string;
  random?: () => number;
  /** The clock for stored times (retry schedule, claims, retention); tests move it forward. */
  now?: () => number;
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
  /**
   * Stops taking new work and waits for the deliveries in flight; after `graceMs` it aborts
   * them, and those leads stay pending for the next start (never marked delivered unsent).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** For the readiness check: is the loop alive, and when did it last run (real time, ms)? */
  status(): { running: boolean; lastBeatAt: number; consecutiveErrors: number; storeFailing: boolean };
}

/** An error of the store (disk full, read-only volume), as opposed to one of the transport. */
export class StoreError extends Error {
  constructor(cause: unknown) {
    super(`lead store: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Delivers pending leads at least once, in the server process. Each lead is claimed before it
 * is sent, so several processes on one store never send it at once. A lead is marked delivered
 * only after the transport accepted it; a crash in between means it is sent again, with the
 * same lead id, so the receiver can drop the copy.
 *
 * Transport errors are the lead's: it is retried with backoff for `retryForMs`, or parked at once
 * when the receiver refused it for good. Store errors are the worker's: it stops and backs off,
 * and a lead that was sent but could not be recorded is remembered in memory and never sent
 * again by this process while the store recovers.
 */
export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { store, logger, retryForMs, retryBaseMs } = options;
  const transports = options.transports ?? (options.transport ? [options.transport] : []);
  if (transports.length === 0) throw new Error("the delivery worker needs at least one transport");
  const byName = new Map(transports.map((t) => [t.name, t]));
  if (byName.size !== transports.length) throw new Error("two transports share a destination name");
  const destinations: DestinationSpec[] = transports.map((t) => ({ name: t.name, skipForms: t.skipForms }));
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 3 * SEND_TIMEOUT_MS;
  const errorBackoffBaseMs = options.errorBackoffBaseMs ?? 1000;
  const errorBackoffMaxMs = options.errorBackoffMaxMs ?? 30_000;
  const retentionDays = options.retentionDays ?? 365;
  const spamRetentionDays = options.spamRetentionDays ?? 30;
  const purgeEveryMs = options.purgeEveryMs ?? HOUR_MS;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let storeFailing = false;
  let lastBeatAt = Date.now();
  let lastPurgeAt = Number.NEGATIVE_INFINITY;
  /** Sent, but the store failed to record it: lead id and destination -> when it was delivered. */
  const unrecorded = new Map<string, { id: string; destination: string; at: Date }>();
  const key = (id: string, destination: string) => `${id}\u0000${destination}`;

  const storeWrite = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw new StoreError(error);
    }
  };

  async function deliver(entry: ClaimedDelivery) {
    const attempt = entry.attempts + 1;
    const { destination } = entry;
    const fields = {
      leadId: entry.id,
      formType: entry.formType,
      transport: destination,
      destination,
      attempt,
    };
    const transport = byName.get(destination);
    let failure: unknown = null;
    try {
      if (!transport) throw new Error(`no transport for destination ${destination}`);
      await transport.send(entry.lead, loop.signal);
    } catch (error) {
      failure = loop.signal.aborted ? new Error("delivery interrupted by shutdown") : error;
    }
    const interrupted = loop.signal.aborted && failure !== null;
    if (failure === null) {
      const at = new Date(now());
      try {
        await store.markDelivered(entry.id, at, owner, destination);
      } catch (error) {
        // Sent: never send it again from here. The claim keeps other processes off it until
        // it expires; the next loop records the delivery once the store can write.
        unrecorded.set(key(entry.id, destination), { id: entry.id, destination, at });
        throw new StoreError(error);
      }
      // From the visitor's submission to this destination's acknowledgement (the latency metric).
      logger.info("lead.delivered", {
        ...fields,
        sinceAcceptedMs: at.getTime() - Date.parse(entry.createdAt),
      });
      return;
    }
    if (isSuppressed(failure)) {
      // Held back by the mail limits (an auto-reply this address already got today): done, not a
      // failure. A person sending twice is routine; a cap being reached is worth an operator's look.
      await storeWrite(() =>
        store.markSuppressed(entry.id, owner, failure.message, destination, new Date(now())),
      );
      const line = { ...fields, reason: failure.reason };
      if (failure.reason === "address") logger.info("lead.delivery_suppressed", line);
      else logger.warn("lead.delivery_suppressed", line);
      return;
    }
    const cause = describeError(failure);
    const permanent = isPermanentFailure(failure);
    const retryUntil = entry.queuedAt + retryForMs;
    // A send cut by the shutdown is due again at once: the next process picks it up.
    const nextAttemptAt = interrupted ? now() : now() + retryDelay(attempt, retryBaseMs, retryMaxMs, random);
    if (permanent || nextAttemptAt > retryUntil) {
      await storeWrite(() =>
        store.markAttemptFailed(
          entry.id,
          owner,
          `${permanent ? "permanent" : "gave up"}: ${String(cause.error)}`,
          null,
          destination,
        ),
      );
      const days = Math.round((retryForMs / DAY_MS) * 10) / 10;
      logger.error("lead.parked", {
        ...fields,
        reason: permanent ? "permanent_failure" : "retry_period_over",
        action: `${
          permanent
            ? "the receiver refused this lead for good"
            : `delivery gave up after ${attempt} attempts over ${days} day(s)`
        }; after fixing the cause run: npm run leads -- retry ${entry.id} --destination ${destination}`,
        ...cause,
      });
      return;
    }
    await storeWrite(() =>
      store.markAttemptFailed(entry.id, owner, String(cause.error), nextAttemptAt, destination),
    );
    const failed = { ...fields, nextAttemptAt: new Date(nextAttemptAt).toISOString(), ...cause };
    const credentials = refusedCredentials(failure);
    if (credentials)
      logger.error("lead.delivery_failed", {
        ...failed,
        reason: "credentials_refused",
        action: `${destination} refused the site's credentials: correct ${credentials} and restart the server; the leads wait and are retried meanwhile`,
      });
    else logger.warn("lead.delivery_failed", failed);
  }

  /** Records the deliveries the store failed to record; throws while it still cannot. */
  async function recordUnrecorded() {
    for (const [pair, { id, destination, at }] of unrecorded) {
      await storeWrite(() => store.markDelivered(id, at, owner, destination));
      unrecorded.delete(pair);
      logger.info("lead.delivery_recorded", { leadId: id, destination });
    }
  }

  async function purge() {
    if (now() - lastPurgeAt < purgeEveryMs) return;
    const purged = await storeWrite(() => store.purge(now(), retentionDays, spamRetentionDays));
    lastPurgeAt = now();
    if (purged.expired || purged.spam)
      logger.info("leads.purged", { ...purged, retentionDays, spamRetentionDays });
  }

  /** One batch: claims due deliveries and sends them; false when none was due. */
  async function deliverBatch() {
    lastBeatAt = Date.now();
    const claimed = await storeWrite(() => store.claimDue(owner, now(), leaseMs, concurrency, destinations));
    const batch = claimed.filter((entry) => !unrecorded.has(key(entry.id, entry.destination)));
    if (batch.length === 0) return false;
    const results = await Promise.allSettled(batch.map(deliver));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
    return true;
  }

  const loop = createBackgroundLoop({
    async prepare() {
      await recordUnrecorded();
      await purge();
    },
    batch: deliverBatch,
    async idle() {
      const next = await store.nextDueAt(destinations);
      return Math.min(pollMs, next === null ? pollMs : next - now());
    },
    succeeded() {
      storeFailing = false;
    },
    failed(error, errors) {
      storeFailing = error instanceof StoreError;
      // Any error backs off, doubling up to a cap: a failing store is never hammered, and no
      // lead is resent in a loop. Delivery resumes by itself once the cause is gone.
      const delay = Math.min(errorBackoffMaxMs, errorBackoffBaseMs * 2 ** (errors - 1));
      logger.error("lead.worker_error", {
        ...describeError(error),
        kind: error instanceof StoreError ? "store" : "worker",
        consecutiveErrors: errors,
        retryInMs: delay,
      });
      return delay;
    },
    passStarts() {
      lastBeatAt = Date.now();
    },
  });

  return {
    start() {
      lastBeatAt = Date.now();
      loop.start();
    },
    notify: loop.notify,
    stop: loop.stop,
    status() {
      return {
        running: !loop.stopped,
        lastBeatAt,
        consecutiveErrors: loop.consecutiveErrors,
        storeFailing,
      };
    },
  };
}

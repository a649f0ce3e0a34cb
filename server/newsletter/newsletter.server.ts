import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { heldBackReasons, type MailQuota } from "../leads/mail-quota.server";
import { isPermanentFailure, SEND_TIMEOUT_MS } from "../leads/transports.server";
import { retryDelay } from "../leads/worker.server";
import { createBackgroundLoop } from "../runtime/background-loop.server";
import type { Env } from "../runtime/env.server";
import { describeError, type Logger } from "../runtime/logger.server";
import { confirmationEmail, createLogMailer, createSmtpMailer, type NewsletterMailer } from "./mail.server";
import type { SubscriberStore } from "./subscribers.server";

/** A repeated sign-up sends the confirmation again at most this often per address. */
export const RESEND_INTERVAL_MS = 10 * 60_000;

/**
 * A sign-up never confirmed is deleted this long after its last confirmation e-mail was queued:
 * its link expired after 7 days, and an address nobody confirmed is not kept (LGPD: no data
 * without a purpose). A new sign-up starts over.
 */
export const UNCONFIRMED_RETENTION_MS = 30 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

export interface Newsletter {
  subscribers: SubscriberStore;
  mailer: NewsletterMailer;
  /** An accepted sign-up: a repeat of an unconfirmed address queues its e-mail again; wakes the sender. */
  signedUp(email: string, options: { duplicate: boolean }): Promise<void>;
  /** Wakes the sender: a confirmation e-mail was just queued. */
  notify(): void;
  start(): void;
  /** Stops taking new e-mails; a send still running after `graceMs` is aborted and stays queued. */
  stop(options?: { graceMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export interface NewsletterOptions {
  subscribers: SubscriberStore;
  mailer: NewsletterMailer;
  /** The mail limits (one confirmation per mailbox a day, hourly caps); none in bare tests. */
  quota?: MailQuota;
  logger: Logger;
  siteUrl: string;
  signingKey: Buffer;
  retryForMs: number;
  retryBaseMs: number;
  retryMaxMs?: number;
  pollMs?: number;
  now?: () => number;
  owner?: string;
}

/** SMTP when SMTP_URL and MAIL_FROM are set (whatever MAIL_TRANSPORT says about leads), else the log. */
export function createNewsletterMailer(env: Env, logger: Logger): NewsletterMailer {
  if (env.SMTP_URL && env.MAIL_FROM) {
    return createSmtpMailer({
      url: env.SMTP_URL,
      from: env.MAIL_FROM,
      requireTls: env.SMTP_REQUIRE_TLS === undefined ? undefined : env.SMTP_REQUIRE_TLS === "true",
    });
  }
  return createLogMailer(logger);
}

/**
 * The newsletter's confirmation sender: a small outbox worker over the `newsletter` table, like
 * the lead worker over `leads`. A sign-up commits its row, and with it the queued e-mail, before
 * the visitor is told to check the inbox; the e-mail is then sent at least once, retried with
 * backoff on temporary failures for the lead retry period, and parked on a permanent refusal (a
 * 5xx to the recipient), logged at level error. Each e-mail is signed when it is sent, so its
 * confirmation link is valid for 7 days from the moment it could be read.
 */
export function createNewsletter(options: NewsletterOptions): Newsletter {
  const { subscribers, mailer, logger } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const leaseMs = 3 * SEND_TIMEOUT_MS;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let lastPurgeAt = Number.NEGATIVE_INFINITY;

  async function sendOne(entry: { email: string; attempts: number; queuedAt: number }) {
    const attempt = entry.attempts + 1;
    // The sign-up form takes any address: its e-mail goes out only within the mail limits. One
    // held back is not retried; a new sign-up of the address asks again.
    const verdict = await options.quota?.reserve(
      "newsletter",
      entry.email,
      `${entry.email}\n${entry.queuedAt}`,
    );
    if (verdict !== undefined && verdict !== "send") {
      await subscribers.markConfirmationFailed(
        entry.email,
        owner,
        `suppressed: ${heldBackReasons[verdict]}`,
        null,
      );
      const line = { reason: verdict };
      if (verdict === "address") logger.info("newsletter.confirmation_suppressed", line);
      else logger.warn("newsletter.confirmation_suppressed", line);
      return;
    }
    try {
      await mailer.send(
        confirmationEmail({
          siteUrl: options.siteUrl,
          key: options.signingKey,
          email: entry.email,
          now: now(),
        }),
        loop.signal,
      );
    } catch (error) {
      const cause = describeError(error);
      const permanent = isPermanentFailure(error);
      const nextAt = loop.signal.aborted
        ? now()
        : now() + retryDelay(attempt, options.retryBaseMs, retryMaxMs);
      if (permanent || nextAt > entry.queuedAt + options.retryForMs) {
        await subscribers.markConfirmationFailed(
          entry.email,
          owner,
          `${permanent ? "permanent" : "gave up"}: ${String(cause.error)}`,
          null,
        );
        logger.error("newsletter.confirmation_parked", {
          attempt,
          reason: permanent ? "permanent_failure" : "retry_period_over",
          ...cause,
        });
        return;
      }
      await subscribers.markConfirmationFailed(entry.email, owner, String(cause.error), nextAt);
      logger.warn("newsletter.confirmation_failed", {
        attempt,
        nextAttemptAt: new Date(nextAt).toISOString(),
        ...cause,
      });
      return;
    }
    await subscribers.markConfirmationSent(entry.email, owner, new Date(now()));
    // The address is personal data: the log says what happened, not to whom.
    logger.info("newsletter.confirmation_sent", { attempt, transport: mailer.name });
  }

  async function purge() {
    if (now() - lastPurgeAt < PURGE_EVERY_MS) return;
    const removed = await subscribers.purgeUnconfirmed(now() - UNCONFIRMED_RETENTION_MS);
    lastPurgeAt = now();
    if (removed > 0) logger.info("newsletter.unconfirmed_purged", { removed });
  }

  const loop = createBackgroundLoop({
    prepare: purge,
    async batch() {
      // A read first: with nothing due, an idle poll writes nothing, so it never waits on a
      // write lock another process holds (SQLite's wait blocks the whole event loop).
      const due = await subscribers.nextConfirmationDueAt();
      if (due === null || due > now()) return false;
      const batch = await subscribers.claimConfirmations(owner, now(), leaseMs, 4);
      if (batch.length === 0) return false;
      await Promise.all(batch.map(sendOne));
      return true;
    },
    async idle() {
      const next = await subscribers.nextConfirmationDueAt();
      return next === null ? pollMs : Math.min(pollMs, next - now());
    },
    failed(error, errors) {
      const delay = Math.min(30_000, 1000 * 2 ** (errors - 1));
      logger.error("newsletter.sender_error", {
        ...describeError(error),
        consecutiveErrors: errors,
        retryInMs: delay,
      });
      return delay;
    },
  });

  return {
    subscribers,
    mailer,
    notify: loop.notify,
    async signedUp(email, { duplicate }) {
      if (duplicate) await subscribers.requestConfirmation(email, now(), RESEND_INTERVAL_MS);
      loop.notify();
    },
    start: loop.start,
    stop: loop.stop,
    async close() {
      mailer.close?.();
      await subscribers.close();
    },
  };
}

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Services } from "./http/context.server";
import { FormGuard } from "./http/form-guard.server";
import { RateLimiter, SharedRateLimiter } from "./http/rate-limit.server";
import { MailQuota } from "./leads/mail-quota.server";
import { openLeadStore } from "./leads/open-store.server";
import { createOutboxPipeline } from "./leads/pipeline.server";
import { type LeadStore, newSigningKey } from "./leads/store.server";
import { PgLeadStore } from "./leads/store-pg.server";
import type { Transport } from "./leads/transports.server";
import { createDestinations } from "./leads/transports-config.server";
import { createDeliveryWorker, type DeliveryWorker } from "./leads/worker.server";
import { createNewsletter, createNewsletterMailer, type Newsletter } from "./newsletter/newsletter.server";
import { openSubscriberStore } from "./newsletter/subscribers.server";
import { type Env, leadDestinations } from "./runtime/env.server";
import type { ServerLogger } from "./runtime/logger.server";

/**
 * The key that signs what the site hands out and checks later (form tokens; the newsletter's
 * confirmation links next). Every replica must share it: FORM_SECRET when set, else one random
 * key created once and kept in the lead store, which every process on the site shares.
 */
export async function loadSigningKey(env: Env, store: LeadStore): Promise<Buffer> {
  if (env.FORM_SECRET) return Buffer.from(env.FORM_SECRET, "utf8");
  return Buffer.from(
    await store.setting("signing_key", () => previousFormKey(env.DATA_DIR) ?? newSigningKey()),
    "hex",
  );
}

/**
 * The key earlier versions kept in DATA_DIR/form-key. Adopted once as the shared key, so forms
 * rendered just before an upgrade still verify after it; a short or malformed file is ignored.
 */
function previousFormKey(dataDir: string): string | null {
  const file = join(dataDir, "form-key");
  if (!existsSync(file)) return null;
  const value = readFileSync(file, "utf8").trim();
  return /^[0-9a-f]{64}$/.test(value) ? value : null;
}

/** Real time a healthy worker loop never exceeds between two turns (polls every 5 s, backs off 30 s at most). */
export const WORKER_STALL_MS = 2 * 60_000;

export interface Readiness {
  ready: boolean;
  /** Why the process is not ready, in words for an operator; empty when ready. */
  reasons: string[];
}

export interface RunningServices extends Services {
  store: LeadStore;
  /** One per destination a lead goes to (LEAD_DESTINATIONS, and the confirmation to the visitor). */
  transports: Transport[];
  worker: DeliveryWorker;
  newsletter: Newsletter;
  /** Shared by every replica; see loadSigningKey. */
  signingKey: Buffer;
  readiness(): Promise<Readiness>;
}

export async function createServices(env: Env, logger: ServerLogger): Promise<RunningServices> {
  // Each subsystem's lines say which one wrote them (`"subsystem":"worker"`), beside its event.
  const workerLog = logger.child({ subsystem: "worker" });
  const newsletterLog = logger.child({ subsystem: "newsletter" });
  const store = await openLeadStore(env);
  // What forms make the site mail to the addresses typed in them, counted in the store (every replica).
  const mailQuota = new MailQuota(store, {
    autoreply: { perHour: env.AUTOREPLY_LIMIT_PER_HOUR },
    newsletter: {
      perHour: env.NEWSLETTER_CONFIRM_LIMIT_PER_HOUR,
      perDomainPerHour: env.NEWSLETTER_CONFIRM_LIMIT_PER_DOMAIN_PER_HOUR,
    },
  });
  const transports = createDestinations(env, workerLog, mailQuota);
  const signingKey = await loadSigningKey(env, store);
  const worker = createDeliveryWorker({
    store,
    transports,
    logger: workerLog,
    retryForMs: env.LEADS_RETRY_DAYS * 24 * 60 * 60_000,
    retryBaseMs: env.LEADS_RETRY_BASE_MS,
    retentionDays: env.LEADS_RETENTION_DAYS,
  });
  const newsletter = createNewsletter({
    subscribers: openSubscriberStore(store, env.DATA_DIR),
    mailer: createNewsletterMailer(env, newsletterLog),
    quota: mailQuota,
    logger: newsletterLog,
    siteUrl: env.SITE_URL,
    signingKey,
    retryForMs: env.LEADS_RETRY_DAYS * 24 * 60 * 60_000,
    retryBaseMs: env.LEADS_RETRY_BASE_MS,
  });
  if (env.NODE_ENV === "production" && newsletter.mailer.name === "log") {
    logger.warn("newsletter.log_mailer_in_production", {
      message:
        "SMTP_URL or MAIL_FROM is unset: newsletter confirmation e-mails are written to stdout and reach " +
        "no inbox, so nobody can confirm a sign-up. Set both for a real site.",
    });
  }
  const destinations = leadDestinations(env);
  if (env.NODE_ENV === "production" && destinations.includes("log")) {
    logger.warn("leads.log_transport_in_production", {
      message:
        destinations.length === 1
          ? `${env.LEAD_DESTINATIONS ? "LEAD_DESTINATIONS=log" : "MAIL_TRANSPORT=log"}: every lead, with the visitor's personal data, is written to stdout and ` +
            "reaches no inbox. Set MAIL_TRANSPORT=smtp or webhook (or LEAD_DESTINATIONS) for a real site."
          : "LEAD_DESTINATIONS includes log: every lead, with the visitor's personal data, is also written to stdout.",
    });
  }
  // Names the database in readiness reasons (never its password), so an operator knows which one to look at.
  const where = env.DATABASE_URL ? ` (PostgreSQL at ${describeDatabase(env.DATABASE_URL)})` : "";
  return {
    env,
    logger,
    transports,
    store,
    worker,
    signingKey,
    newsletter,
    leads: createOutboxPipeline(store, worker, logger),
    formGuard: new FormGuard({ minFillMs: env.FORM_MIN_FILL_SECONDS * 1000 }),
    // Shared by every replica on PostgreSQL; a single process on SQLite counts in its own memory.
    rateLimiter:
      store instanceof PgLeadStore
        ? new SharedRateLimiter(store.pool, env.FORM_RATE_LIMIT_PER_MINUTE)
        : new RateLimiter(env.FORM_RATE_LIMIT_PER_MINUTE),
    async readiness() {
      const reasons: string[] = [];
      try {
        await store.probeWrite();
      } catch (error) {
        reasons.push(`store cannot write${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const loop = worker.status();
      if (loop.storeFailing) reasons.push("delivery worker cannot write to the store");
      const silentMs = Date.now() - loop.lastBeatAt;
      if (!loop.running) reasons.push("delivery worker is not running");
      else if (silentMs > WORKER_STALL_MS)
        reasons.push(`delivery worker stuck: no loop for ${Math.round(silentMs / 1000)} s`);
      try {
        const since = await store.oldestPendingSince();
        const waitingS = since === null ? 0 : Math.round((Date.now() - since) / 1000);
        if (waitingS > env.LEADS_READY_MAX_PENDING_SECONDS)
          reasons.push(
            `oldest pending lead waiting ${waitingS} s (LEADS_READY_MAX_PENDING_SECONDS=${env.LEADS_READY_MAX_PENDING_SECONDS})`,
          );
      } catch (error) {
        reasons.push(`store cannot read${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { ready: reasons.length === 0, reasons };
    },
  };
}

/** host:port/database of a PostgreSQL URL, without the user and password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
}

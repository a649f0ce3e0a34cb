import type { Lead } from "./lead.server";

/*
 * What a lead store is: its records, their states and the interface both stores (SQLite in
 * store.server.ts, PostgreSQL in store-pg.server.ts) implement. Apart from the stores, so that
 * their shared SQL (store-sql.server.ts) and the stores import these without importing each other.
 */

/** `spam`: kept in quarantine, never delivered until released (`npm run leads -- release <id>`). */
export type LeadStatus = "pending" | "delivered" | "failed" | "spam";
export const leadStatuses: readonly LeadStatus[] = ["pending", "delivered", "failed", "spam"];

/**
 * The state of one lead at one destination (smtp, webhook, rdstation, autoreply, log).
 * `suppressed`: the mail limits held it back (an auto-reply to an address that already got one
 * today, or over the hourly cap); done, never retried.
 */
export type DeliveryStatus = "pending" | "delivered" | "failed" | "suppressed";

/**
 * One destination of one lead: delivered, retried and parked on its own, so a CRM outage never
 * sends the e-mail again. A lead's own status sums its destinations up: pending while any is
 * pending, failed when none is pending and one is parked, delivered when all are delivered.
 */
export interface DeliveryState {
  destination: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  /** When this destination's retry period started (the lead's arrival, or the last retry). */
  queuedAt: number;
  lastError: string | null;
  deliveredAt: string | null;
  deliveredBy: string | null;
  claimedBy: string | null;
  claimExpiresAt: number | null;
}

/**
 * A destination the worker delivers to. `skipForms` lists form types it never takes (the
 * visitor's confirmation e-mail is not sent for a newsletter sign-up, which has its own).
 */
export interface DestinationSpec {
  name: string;
  skipForms?: readonly string[];
}

/**
 * A lead claimed for one destination: `attempts`, `queuedAt`, `nextAttemptAt`, `lastError` and the
 * claim are that destination's.
 */
export interface ClaimedDelivery extends Omit<StoredLead, "deliveries"> {
  destination: string;
}

export interface StoredLead {
  id: string;
  submissionId: string | null;
  formType: string;
  createdAt: string;
  status: LeadStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
  /** The worker (host name, process id and a random tag) that delivered the lead, else null. */
  deliveredBy: string | null;
  /** Why a submission was quarantined as spam (the trap it tripped), else null. */
  spamReason: string | null;
  /** When the lead last joined the queue (stored, retried or released), ms since the epoch. */
  queuedAt: number;
  /** The worker that holds the lead while it sends it, and until when (ms since the epoch). */
  claimedBy: string | null;
  claimExpiresAt: number | null;
  lead: Lead;
  /** Its state at each destination, by name; empty until the worker first picks the lead up. */
  deliveries: DeliveryState[];
}

export interface PurgeResult {
  /** Leads older than the retention period, whatever their status. */
  expired: number;
  /** Leads held as spam for longer than the spam retention. */
  spam: number;
}

/**
 * The lead outbox and the newsletter list, as the server, the worker and the ops command see
 * them. Every method is async: `SqliteLeadStore` (one file in DATA_DIR, the default) and
 * `PgLeadStore` (PostgreSQL at DATABASE_URL, shared by several replicas) implement it.
 * A method resolves only after its write is durable.
 */
export interface LeadStore {
  /**
   * Stores a lead as pending, or as spam when `quarantine` names the trap it tripped. A second
   * lead with the same submission id is not stored: the first one is returned, so a double
   * submit makes one lead.
   */
  enqueue(
    lead: Lead,
    submissionId: string | null,
    now?: number,
    quarantine?: string | null,
  ): Promise<{ lead: Lead; duplicate: boolean }>;
  /**
   * Adds an address to the newsletter list and, for a new address only, queues its lead, both
   * in one transaction. A repeated address is not an error: it answers `duplicate` and, as
   * `leadId`, the lead the address's row on the list points to (its first sign-up).
   */
  subscribe(
    email: string,
    lead: Lead,
    submissionId: string | null,
    now?: number,
    quarantine?: string | null,
  ): Promise<{ duplicate: boolean; leadId: string | null }>;
  /**
   * Claims up to `limit` due (lead, destination) pairs for `owner` until `now + leaseMs`, oldest
   * lead first, in one atomic step: a pair claimed by another owner whose lease has not expired
   * is skipped, so two processes never send a lead to one destination at once. A claim left by
   * a dead process expires and is taken over. A pending lead gets a pending delivery for each of
   * `destinations` it lacks (a lead stored before a destination was added goes there too);
   * without `destinations`, the store's default destination.
   */
  claimDue(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    destinations?: readonly (string | DestinationSpec)[],
  ): Promise<ClaimedDelivery[]>;
  /**
   * Marks a lead delivered to `destination` (the store's default when omitted) by worker `by`
   * (shown by the ops command) and drops its claim.
   */
  markDelivered(id: string, at?: Date, by?: string | null, destination?: string): Promise<void>;
  /**
   * Records a failed attempt at `destination` by `owner` and drops its claim: retried at
   * `nextAttemptAt`, or parked as failed when that is null. Returns false when `owner` no longer
   * held it.
   */
  markAttemptFailed(
    id: string,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
    destination?: string,
  ): Promise<boolean>;
  /**
   * Records that the mail limits held back a lead's delivery to `destination` (claimed by
   * `owner`): done, never retried, `reason` kept as its last error. False when `owner` no longer
   * held it.
   */
  markSuppressed(id: string, owner: string, reason: string, destination: string, at?: Date): Promise<boolean>;
  /**
   * Asks the mail limits for one e-mail to an address typed into a form, and records it when it
   * may go, in one step every process and replica takes in turn.
   */
  reserveMail(request: MailReservation): Promise<MailVerdict>;
  /**
   * When the next pending delivery to one of `destinations` (all when omitted) becomes due (or
   * its claim expires), or null when none is pending.
   */
  nextDueAt(destinations?: readonly (string | DestinationSpec)[]): Promise<number | null>;
  /** When the longest-waiting pending lead joined the queue, or null when none is pending. */
  oldestPendingSince(): Promise<number | null>;
  /**
   * Puts failed leads (or the named leads) back in the queue with a fresh retry period: only
   * their destinations not yet delivered (only `destination`, when named), so a retry never
   * sends a delivered e-mail again. Resolves to the number of leads queued.
   */
  retry(ids: string[] | "all-failed", now?: number, destination?: string): Promise<number>;
  /**
   * Releases a quarantined lead: it becomes pending and is delivered like any lead. A released
   * newsletter sign-up joins the list. Resolves false when the id is not in quarantine.
   */
  release(id: string, now?: number): Promise<boolean>;
  get(id: string): Promise<StoredLead | undefined>;
  /** The lead stored under an idempotency key, if any. */
  findBySubmissionId(submissionId: string): Promise<StoredLead | undefined>;
  list(options?: { status?: LeadStatus; from?: string; to?: string; limit?: number }): Promise<StoredLead[]>;
  counts(): Promise<Record<LeadStatus, number>>;
  /** Deliveries by destination and status. */
  deliveryCounts(): Promise<Record<string, Record<DeliveryStatus, number>>>;
  /** Confirmed newsletter subscribers (double opt-in); unconfirmed sign-ups do not count. */
  newsletterCount(): Promise<number>;
  /** Deletes leads created before the retention period, and spam held for longer than `spamDays`. */
  purge(now: number, retentionDays: number, spamDays: number): Promise<PurgeResult>;
  /** Erases every lead sent from `email` and its newsletter subscription (LGPD erasure). */
  forget(email: string): Promise<{ leads: number; newsletter: number }>;
  /** A small real write: throws when the store cannot write (disk full, read-only volume). */
  probeWrite(now?: number): Promise<void>;
  /**
   * The value of a setting shared by every process on this store; when none is set, `create()`
   * is stored, unless another process stored its own first (then that one is returned).
   */
  setting(key: string, create: () => string): Promise<string>;
  close(): Promise<void>;
}

/** What one e-mail to an address typed into a form asks of the mail limits. */
export interface MailReservation {
  /** What is sent: `autoreply`, `newsletter`. Each kind has its own limits. */
  kind: string;
  /** Digests of the normalised mailbox and of its domain (see mailbox.server.ts and mail-quota.server.ts). */
  mailbox: string;
  domain: string;
  /** What the e-mail is for; a retry of the same e-mail passes. */
  ref: string;
  now: number;
  perHour: number;
  /** Null: no cap per domain. */
  perDomainPerHour: number | null;
}

/** `send`: go ahead (recorded). Otherwise the limit that held the e-mail back. */
export type MailVerdict = "send" | "address" | "hourly" | "domain";

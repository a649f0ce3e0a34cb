import type { Lead } from "./lead";

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

/**
 * What the SQLite store (`store.server.ts`) and the PostgreSQL store (`store-pg.server.ts`) share:
 * the row → record mapping, the statements (written once, for either database through a
 * `SqlDialect`), the claim and lease rules, the lead's summary of its destinations, and the
 * schema steps both stores took alike. Each store keeps only what its database does differently
 * (transactions, the claim's locking, JSON, migrations bookkeeping).
 */

/** How the statements below are spelled for one database. */
export interface SqlDialect<List = unknown> {
  /** The n-th argument (1-based), which a statement may use more than once. */
  p(n: number): string;
  /** The n-th argument as a BIGINT, where PostgreSQL cannot infer its type (a NULL may be passed). */
  bigint(n: number): string;
  /** The n-th argument as TEXT, likewise. */
  text(n: number): string;
  /** The n-th argument as a list of names (pass it through `list()`), for `IS NULL` tests. */
  listArg(n: number): string;
  /** `<expression> IN` the list given as the n-th argument. */
  inList(n: number): string;
  /** The argument for `inList`: a JSON array in SQLite, an array in PostgreSQL. */
  list(values: readonly string[]): List;
  /** After text that is sorted: byte by byte in both (SQLite's default, PostgreSQL's "C"). */
  collate: string;
  /** The larger of two values. */
  greatest: string;
  /** The column type of times in milliseconds since the epoch. */
  msType: "INTEGER" | "BIGINT";
}

/** SQLite: `?NNN` arguments, lists as JSON read with json_each. */
export const sqliteDialect: SqlDialect<string> = {
  p: (n) => `?${n}`,
  bigint: (n) => `?${n}`,
  text: (n) => `?${n}`,
  listArg: (n) => `?${n}`,
  inList: (n) => `IN (SELECT value FROM json_each(?${n}))`,
  list: (values) => JSON.stringify(values),
  collate: "",
  greatest: "MAX",
  msType: "INTEGER",
};

/** PostgreSQL: `$n` arguments, lists as TEXT[]. */
export const pgDialect: SqlDialect<string[]> = {
  p: (n) => `$${n}`,
  bigint: (n) => `$${n}::BIGINT`,
  text: (n) => `$${n}::TEXT`,
  listArg: (n) => `$${n}::TEXT[]`,
  inList: (n) => `= ANY($${n}::TEXT[])`,
  list: (values) => [...values],
  collate: ' COLLATE "C"',
  greatest: "GREATEST",
  msType: "BIGINT",
};

export const DAY_MS = 24 * 60 * 60_000;

/** Destination names, and the form types each one skips. */
export const destinationSpecs = (destinations: readonly (string | DestinationSpec)[]): DestinationSpec[] =>
  destinations.map((d) => (typeof d === "string" ? { name: d } : d));

/** The destination a lead stored before destinations existed was delivered through. */
export const DEFAULT_DESTINATION = "log";

/** A `leads` row of either store (PostgreSQL returns BIGINT columns as strings). */
export interface LeadRow {
  id: string;
  submission_id: string | null;
  form_type: string;
  created_at: string;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: number | string;
  last_error: string | null;
  delivered_at: string | null;
  delivered_by: string | null;
  spam_reason: string | null;
  /** Null only in SQLite rows from before the column existed. */
  queued_at: number | string | null;
  claimed_by: string | null;
  claim_expires_at: number | string | null;
  data: string;
}

// BIGINT columns come back as strings from node-postgres (they may exceed 2^53); the times
// stored here are milliseconds since the epoch, well inside a double.
export const num = (value: number | string | null) => (value === null ? null : Number(value));

export const toStored = (row: LeadRow): StoredLead => ({
  id: row.id,
  submissionId: row.submission_id,
  formType: row.form_type,
  createdAt: row.created_at,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  deliveredBy: row.delivered_by,
  spamReason: row.spam_reason,
  queuedAt: row.queued_at === null ? Date.parse(row.created_at) : Number(row.queued_at),
  claimedBy: row.claimed_by,
  claimExpiresAt: num(row.claim_expires_at),
  lead: JSON.parse(row.data) as Lead,
  deliveries: [],
});

/** A `lead_deliveries` row of either store. */
export interface DeliveryRow {
  lead_id: string;
  destination: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number | string;
  queued_at: number | string;
  last_error: string | null;
  delivered_at: string | null;
  delivered_by: string | null;
  claimed_by: string | null;
  claim_expires_at: number | string | null;
}

export const toDeliveryState = (row: DeliveryRow): DeliveryState => ({
  destination: row.destination,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: Number(row.next_attempt_at),
  queuedAt: Number(row.queued_at),
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  deliveredBy: row.delivered_by,
  claimedBy: row.claimed_by,
  claimExpiresAt: num(row.claim_expires_at),
});

/** A claimed delivery: the lead, with the destination's own counters and claim. */
export const toClaimed = (lead: Omit<StoredLead, "deliveries">, row: DeliveryRow): ClaimedDelivery => {
  const d = toDeliveryState(row);
  return {
    ...lead,
    destination: d.destination,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt,
    queuedAt: d.queuedAt,
    lastError: d.lastError,
    claimedBy: d.claimedBy,
    claimExpiresAt: d.claimExpiresAt,
  };
};

/** The order `claimDue` answers in: oldest lead first, then by destination. */
export const byClaimOrder = (a: ClaimedDelivery, b: ClaimedDelivery) =>
  a.createdAt.localeCompare(b.createdAt) || a.destination.localeCompare(b.destination);

/** Adds delivery rows to their leads (in the rows' order). */
export function attachDeliveries(leads: StoredLead[], rows: DeliveryRow[]): void {
  const byId = new Map(leads.map((l) => [l.id, l]));
  for (const d of rows) byId.get(d.lead_id)?.deliveries.push(toDeliveryState(d));
}

/** How many leads `withDeliveries` reads the deliveries of in one query. */
export const DELIVERY_BATCH = 1000;

/** Lead counts by status, from `statements.counts` rows. */
export function leadCounts(rows: { status: LeadStatus; n: number | string }[]): Record<LeadStatus, number> {
  const counts: Record<LeadStatus, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Delivery counts by destination and status, from `statements.deliveryCounts` rows. */
export function deliveryCounts(
  rows: { destination: string; status: DeliveryStatus; n: number | string }[],
): Record<string, Record<DeliveryStatus, number>> {
  const counts: Record<string, Record<DeliveryStatus, number>> = {};
  for (const row of rows) {
    const destination = counts[row.destination] ?? { pending: 0, delivered: 0, failed: 0, suppressed: 0 };
    destination[row.status] = Number(row.n);
    counts[row.destination] = destination;
  }
  return counts;
}

/** Created before this (ISO time), for a retention of `days` days at `now`. */
export const retentionCutoff = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/** An address as the newsletter list and `forget` compare it. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface ListOptions {
  status?: LeadStatus;
  from?: string;
  to?: string;
  limit?: number;
}

/** `list()`'s query: leads by status and creation period, oldest first (ids sort byte by byte). */
export function listQuery(d: SqlDialect, options: ListOptions): { sql: string; params: (string | number)[] } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: string, value: string) => {
    params.push(value);
    where.push(`${clause} ${d.p(params.length)}`);
  };
  if (options.status) add("status =", options.status);
  if (options.from) add("created_at >=", options.from);
  if (options.to) add("created_at <", options.to);
  params.push(options.limit ?? 1_000_000);
  const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY created_at${d.collate}, id${d.collate} LIMIT ${d.p(params.length)}`;
  return { sql, params };
}

/**
 * The statements both stores run as they are. Arguments are numbered as in each comment's list,
 * in that order for either database.
 */
export function leadStatements(d: SqlDialect) {
  const { p, collate: c } = d;
  return {
    /** id, submission id, form type, created at, status, now, spam reason, data. */
    insertLead: `INSERT INTO leads (id, submission_id, form_type, created_at, status, attempts, next_attempt_at, spam_reason, queued_at, data)
      VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, 0, ${p(6)}, ${p(7)}, ${p(6)}, ${p(8)})
      ON CONFLICT (submission_id) DO NOTHING`,
    /** id. */
    leadById: `SELECT * FROM leads WHERE id = ${p(1)}`,
    /** submission id. */
    leadBySubmissionId: `SELECT * FROM leads WHERE submission_id = ${p(1)}`,
    /** email, subscribed at, lead id. */
    insertSubscriber: `INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES (${p(1)}, ${p(2)}, ${p(3)})
      ON CONFLICT (email) DO NOTHING`,
    /** normalised email. */
    subscriberLeadId: `SELECT lead_id FROM newsletter WHERE email = ${p(1)}`,
    /**
     * The claim and lease rule, inside a query on `lead_deliveries d JOIN leads l`: a pending
     * delivery of a pending lead, due at `now` (3), to one of the destinations (4), whose claim
     * (if any) has expired; the oldest lead first, up to a limit (5).
     */
    claimable: `d.status = 'pending' AND l.status = 'pending' AND d.next_attempt_at <= ${p(3)}
      AND (d.claim_expires_at IS NULL OR d.claim_expires_at <= ${p(3)})
      AND d.destination ${d.inList(4)}
      ORDER BY l.created_at${c}, l.id${c}, d.destination${c} LIMIT ${p(5)}`,
    /**
     * destination, delivered at, delivered by, id. Recorded whoever holds the claim now: the lead
     * did reach the receiver.
     */
    markDelivered: `INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at, delivered_at, delivered_by)
      SELECT id, ${p(1)}, 'delivered', 1, next_attempt_at, queued_at, ${p(2)}, ${p(3)} FROM leads WHERE id = ${p(4)}
      ON CONFLICT (lead_id, destination) DO UPDATE SET status = 'delivered',
        attempts = lead_deliveries.attempts + 1,
        delivered_at = excluded.delivered_at, delivered_by = excluded.delivered_by,
        last_error = NULL, claimed_by = NULL, claim_expires_at = NULL`,
    /**
     * reason, at (ISO time), owner, id, destination. A delivery the mail limits held back: done,
     * never retried, its reason kept; only while `owner` holds the claim.
     */
    markSuppressed: `UPDATE lead_deliveries SET status = 'suppressed', last_error = ${p(1)}, delivered_at = ${p(2)},
        delivered_by = ${p(3)}, claimed_by = NULL, claim_expires_at = NULL
      WHERE lead_id = ${p(4)} AND destination = ${p(5)} AND status = 'pending' AND claimed_by = ${p(3)}`,
    /** before (ms). Mail limits look back a day at most. */
    forgetOldMail: `DELETE FROM mail_sends WHERE at < ${p(1)}`,
    /** kind, mailbox. What the mailbox got (or is being sent) within the day, by reference. */
    mailToMailbox: `SELECT ref FROM mail_sends WHERE kind = ${p(1)} AND mailbox = ${p(2)}`,
    /** kind, since (ms), domain (null: any). */
    mailSince: `SELECT COUNT(*) AS n FROM mail_sends WHERE kind = ${p(1)} AND at > ${p(2)}
      AND (${d.text(3)} IS NULL OR domain = ${p(3)})`,
    /** kind, mailbox, domain, ref, at (ms). */
    recordMail: `INSERT INTO mail_sends (kind, mailbox, domain, ref, at) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)})
      ON CONFLICT (kind, mailbox, ref) DO NOTHING`,
    /** error, next attempt at (null: parked), id, destination, owner: only while `owner` holds the claim. */
    markAttemptFailed: `UPDATE lead_deliveries SET attempts = attempts + 1, last_error = ${p(1)},
        status = CASE WHEN ${d.bigint(2)} IS NULL THEN 'failed' ELSE 'pending' END,
        next_attempt_at = COALESCE(${d.bigint(2)}, next_attempt_at),
        claimed_by = NULL, claim_expires_at = NULL
      WHERE lead_id = ${p(3)} AND destination = ${p(4)} AND status = 'pending' AND claimed_by = ${p(5)}`,
    /**
     * destinations (null: all). When the next pending delivery becomes due or its claim expires;
     * a pending lead without deliveries counts at its own time.
     */
    nextDueAt: `SELECT MIN(at) AS at FROM (
        SELECT ${d.greatest}(d.next_attempt_at, COALESCE(d.claim_expires_at, 0)) AS at
        FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
        WHERE d.status = 'pending' AND l.status = 'pending'
          AND (${d.listArg(1)} IS NULL OR d.destination ${d.inList(1)})
        UNION ALL
        SELECT l.next_attempt_at AS at FROM leads l
        WHERE l.status = 'pending' AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)) due`,
    oldestPendingSince: "SELECT MIN(queued_at) AS at FROM leads WHERE status = 'pending'",
    /** destination (null: any). Leads with a failed delivery, and failed leads without deliveries. */
    failedLeadIds: `SELECT DISTINCT lead_id AS id FROM lead_deliveries
        WHERE status = 'failed' AND (${d.text(1)} IS NULL OR destination = ${p(1)})
      UNION SELECT id FROM leads l WHERE status = 'failed'
        AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)`,
    /**
     * now, id, destination (null: all). Queues a lead's deliveries again: the failed ones, or for
     * named leads the pending ones too. Delivered ones are never reset, so a retry for the CRM
     * does not send the e-mail again.
     */
    retryDeliveries: (
      ids: string[] | "all-failed",
    ) => `UPDATE lead_deliveries SET status = 'pending', attempts = 0,
        next_attempt_at = ${p(1)}, queued_at = ${p(1)}, claimed_by = NULL, claim_expires_at = NULL
      WHERE lead_id = ${p(2)} AND (${d.text(3)} IS NULL OR destination = ${p(3)})
        AND status IN (${ids === "all-failed" ? "'failed'" : "'pending', 'failed'"})`,
    /** now, id. A lead not yet picked up by the worker has no deliveries: it is reset as a whole. */
    retryBareLead: `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ${p(1)}, queued_at = ${p(1)},
        claimed_by = NULL, claim_expires_at = NULL
      WHERE id = ${p(2)} AND status IN ('pending', 'failed')
        AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id)`,
    /** now, id. A retried lead's place in the queue (after `summariseLead`). */
    requeueLead: `UPDATE leads SET queued_at = ${p(1)}, next_attempt_at = ${p(1)} WHERE id = ${p(2)}`,
    /** now, id. Releases a lead from quarantine; returns it, or nothing when it was not spam. */
    releaseLead: `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ${p(1)}, queued_at = ${p(1)}
      WHERE id = ${p(2)} AND status = 'spam' RETURNING *`,
    /** lead ids (a list). Their deliveries, by destination. */
    deliveriesOf: `SELECT * FROM lead_deliveries WHERE lead_id ${d.inList(1)} ORDER BY destination${c}`,
    counts: "SELECT status, COUNT(*) AS n FROM leads GROUP BY status",
    deliveryCounts:
      "SELECT destination, status, COUNT(*) AS n FROM lead_deliveries GROUP BY destination, status",
    newsletterCount: "SELECT COUNT(*) AS n FROM newsletter WHERE confirmed_at IS NOT NULL",
    /** cutoff (ISO time). */
    purgeSpam: `DELETE FROM leads WHERE status = 'spam' AND created_at < ${p(1)}`,
    /** cutoff (ISO time). */
    purgeExpired: `DELETE FROM leads WHERE created_at < ${p(1)}`,
    /** normalised email. */
    forgetSubscriber: `DELETE FROM newsletter WHERE email = ${p(1)}`,
    /** now. */
    probeWrite: `INSERT INTO settings (key, value) VALUES ('last_probe', ${p(1)})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    /** key, value. */
    createSetting: `INSERT INTO settings (key, value) VALUES (${p(1)}, ${p(2)}) ON CONFLICT (key) DO NOTHING`,
    /** key. */
    setting: `SELECT value FROM settings WHERE key = ${p(1)}`,
    summariseLead: summariseLead(d),
  };
}

/**
 * id. Brings a lead's summary (status, attempts, last error, delivery time and worker) in line
 * with its destinations; a destination the mail limits held back (`suppressed`) is done, like a
 * delivered one. A lead without delivery rows (held as spam, or not yet picked up) is left as it is.
 */
function summariseLead({ p, collate: c }: SqlDialect) {
  return `UPDATE leads SET
    status = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status = 'pending') THEN 'pending'
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status = 'failed') THEN 'failed'
      ELSE 'delivered' END,
    attempts = (SELECT COALESCE(SUM(d.attempts), 0) FROM lead_deliveries d WHERE d.lead_id = leads.id),
    last_error = (SELECT d.last_error FROM lead_deliveries d
      WHERE d.lead_id = leads.id AND d.status IN ('pending', 'failed') AND d.last_error IS NOT NULL
      ORDER BY d.destination${c} LIMIT 1),
    delivered_at = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status IN ('pending', 'failed')) THEN NULL
      ELSE (SELECT MAX(d.delivered_at${c}) FROM lead_deliveries d WHERE d.lead_id = leads.id) END,
    delivered_by = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status IN ('pending', 'failed')) THEN NULL
      ELSE (SELECT d.delivered_by FROM lead_deliveries d WHERE d.lead_id = leads.id
        ORDER BY d.delivered_at${c} DESC LIMIT 1) END,
    claimed_by = NULL, claim_expires_at = NULL
  WHERE id = ${p(1)} AND status <> 'spam'
    AND EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id)`;
}

/** A destination name as an SQL literal (names are short words; quotes are doubled anyway). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Schema steps both stores took alike (each store lists its own migrations, and calls these where
 * the step belongs). The text they return for a store must never change once shipped.
 */
export const sharedMigrations = {
  /**
   * The first columns of `leads` once spam had its status (SQLite's second step, PostgreSQL's
   * first), each but the first on a line of its own after five spaces.
   */
  leadColumns: (d: SqlDialect) => `id TEXT PRIMARY KEY,
     submission_id TEXT UNIQUE,
     form_type TEXT NOT NULL,
     created_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at ${d.msType} NOT NULL,
     last_error TEXT,
     delivered_at TEXT,`,
  /**
   * Newsletter double opt-in: an address counts once confirmed_at is set. Its confirmation e-mail
   * is queued in the same row (due at confirm_due_at, claimed and retried like a lead), and the
   * column default queues it for every row inserted, so the sign-up and its e-mail commit
   * together. Rows from before this step are asked to confirm once, their retry period counted
   * from the upgrade (`nowMs`: the database's current time in ms).
   */
  newsletterOptIn: (d: SqlDialect, nowMs: string) => `ALTER TABLE newsletter ADD COLUMN confirmed_at TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_due_at ${d.msType} DEFAULT 0;
   ALTER TABLE newsletter ADD COLUMN confirm_queued_at ${d.msType};
   ALTER TABLE newsletter ADD COLUMN confirm_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE newsletter ADD COLUMN confirm_claimed_by TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_claim_expires_at ${d.msType};
   ALTER TABLE newsletter ADD COLUMN confirm_sent_at TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_last_error TEXT;
   CREATE INDEX newsletter_confirm_due ON newsletter (confirm_due_at);
   UPDATE newsletter SET confirm_queued_at = ${nowMs};`,
  /**
   * Several destinations per lead, each delivered, retried and parked on its own. A lead's state
   * so far is its state at the transport configured when the store is opened
   * (`legacyDestination`). `leadIdReferences`: what follows the lead_id column's type.
   */
  leadDeliveries: (
    d: SqlDialect,
    leadIdReferences: string,
    legacyDestination: string,
  ) => `CREATE TABLE lead_deliveries (
     lead_id TEXT NOT NULL${leadIdReferences},
     destination TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at ${d.msType} NOT NULL,
     queued_at ${d.msType} NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     delivered_by TEXT,
     claimed_by TEXT,
     claim_expires_at ${d.msType},
     PRIMARY KEY (lead_id, destination)
   );
   CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
   INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at,
       last_error, delivered_at, delivered_by, claimed_by, claim_expires_at)
     SELECT id, ${sqlText(legacyDestination)}, status, attempts, next_attempt_at, queued_at,
       last_error, delivered_at, delivered_by, claimed_by, claim_expires_at
     FROM leads WHERE status IN ('pending', 'delivered', 'failed');`,
  /**
   * What the site mailed to addresses typed into its forms (auto-replies, newsletter
   * confirmations) over the last day, so limits hold across every process and replica: the
   * mailbox and its domain as SHA-256 digests (no address in clear), what the e-mail is for
   * (`ref`: a lead, a sign-up) so its own retries pass, and when.
   */
  mailSends: (d: SqlDialect) => `CREATE TABLE mail_sends (
     kind TEXT NOT NULL,
     mailbox TEXT NOT NULL,
     domain TEXT NOT NULL,
     ref TEXT NOT NULL,
     at ${d.msType} NOT NULL,
     PRIMARY KEY (kind, mailbox, ref)
   );
   CREATE INDEX mail_sends_at ON mail_sends (at);`,
};

/** What one e-mail to an address typed into a form asks of the mail limits. */
export interface MailReservation {
  /** What is sent: `autoreply`, `newsletter`. Each kind has its own limits. */
  kind: string;
  /** Digests of the normalised mailbox and of its domain (see mailbox.ts and mail-quota.server.ts). */
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

export const MAIL_WINDOW_MS = 24 * 60 * 60_000;
export const MAIL_HOUR_MS = 60 * 60_000;

/**
 * The limits' decision, given what the store holds (read under a lock): one e-mail per mailbox per
 * day, and at most so many an hour, in all and per domain.
 */
export function mailVerdict(
  request: MailReservation,
  refs: readonly string[],
  lastHour: number,
  domainLastHour: number,
): MailVerdict {
  if (refs.includes(request.ref)) return "send";
  if (refs.length > 0) return "address";
  if (lastHour >= request.perHour) return "hourly";
  if (request.perDomainPerHour !== null && domainLastHour >= request.perDomainPerHour) return "domain";
  return "send";
}

/**
 * What both stores do before their own statements run: the arguments' defaults (now, the
 * store's default destination), the quarantine rule of a sign-up, and the arguments of the
 * shared statements. Each store implements the steps on its database.
 */
export abstract class SqlLeadStoreBase {
  /** Where `markDelivered` and friends act when no destination is named, and what old rows migrate to. */
  readonly defaultDestination: string;

  constructor(defaultDestination = DEFAULT_DESTINATION) {
    this.defaultDestination = defaultDestination;
  }

  /** Stores a lead (`insertLead` with `leadArgs`); the first one when its submission id is taken. */
  protected abstract insertLead(
    lead: Lead,
    submissionId: string | null,
    args: SQLArgs,
  ): Promise<{ lead: Lead; duplicate: boolean }>;
  /** Adds a normalised address to the list and, when it is new, stores its lead: one transaction. */
  protected abstract subscribeAddress(
    address: string,
    lead: Lead,
    submissionId: string | null,
    args: SQLArgs,
  ): Promise<{ duplicate: boolean; leadId: string | null }>;
  /**
   * Adds the missing deliveries of pending leads and claims due ones (see `claimDue`); answers
   * each claimed delivery with its lead.
   */
  protected abstract claim(request: ClaimRequest): Promise<{ lead: LeadRow; delivery: DeliveryRow }[]>;
  /** Deletes the leads and the subscription of a normalised address, in one transaction. */
  protected abstract forgetAddress(address: string): Promise<{ leads: number; newsletter: number }>;
  /** Runs `markDelivered` with these arguments, then `summariseLead` (id). */
  protected abstract recordDelivery(id: string, args: SQLArgs): Promise<void>;
  /** Runs `markAttemptFailed` with these arguments, then, when it changed the row, `summariseLead` (id). */
  protected abstract recordFailure(id: string, args: SQLArgs): Promise<boolean>;
  /** Runs `markSuppressed` with these arguments, then, when it changed the row, `summariseLead` (id). */
  protected abstract recordSuppression(id: string, args: SQLArgs): Promise<boolean>;
  protected abstract requeue(
    ids: string[] | "all-failed",
    now: number,
    destination: string | null,
  ): Promise<number>;
  protected abstract releaseLead(id: string, now: number): Promise<boolean>;
  /** The rows a read statement answers (outside any transaction). */
  protected abstract rows<T>(statement: string, args?: unknown[]): Promise<T[]>;
  /** Runs a single write statement in a transaction of its own; resolves to the rows it changed. */
  protected abstract execute(statement: string, args?: SQLArgs): Promise<number>;
  /** The statements of this store's database. */
  protected abstract readonly sql: ReturnType<typeof leadStatements>;
  protected abstract readonly dialect: SqlDialect;

  async enqueue(lead: Lead, submissionId: string | null, now = Date.now(), quarantine: string | null = null) {
    return this.insertLead(lead, submissionId, leadArgs(lead, submissionId, now, quarantine));
  }

  async subscribe(
    email: string,
    lead: Lead,
    submissionId: string | null,
    now = Date.now(),
    quarantine: string | null = null,
  ) {
    // A quarantined sign-up does not join the list until it is released.
    if (quarantine) {
      const stored = await this.enqueue(lead, submissionId, now, quarantine);
      return { duplicate: stored.duplicate, leadId: stored.lead.id };
    }
    return this.subscribeAddress(
      normaliseEmail(email),
      lead,
      submissionId,
      leadArgs(lead, submissionId, now, null),
    );
  }

  async claimDue(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    destinations: readonly (string | DestinationSpec)[] = [this.defaultDestination],
  ) {
    const specs = destinationSpecs(destinations);
    const claimed = await this.claim({ owner, now, leaseMs, limit, specs });
    return claimed.map(({ lead, delivery }) => toClaimed(toStored(lead), delivery)).sort(byClaimOrder);
  }

  async forget(email: string) {
    return this.forgetAddress(normaliseEmail(email));
  }

  /** Recorded whoever holds the claim now: the lead did reach the receiver. */
  async markDelivered(
    id: string,
    at = new Date(),
    by: string | null = null,
    destination = this.defaultDestination,
  ) {
    await this.recordDelivery(id, [destination, at.toISOString(), by, id]);
  }

  async markAttemptFailed(
    id: string,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
    destination = this.defaultDestination,
  ) {
    return this.recordFailure(id, [error.slice(0, 1000), nextAttemptAt, id, destination, owner]);
  }

  async markSuppressed(id: string, owner: string, reason: string, destination: string, at = new Date()) {
    return this.recordSuppression(id, [reason.slice(0, 1000), at.toISOString(), owner, id, destination]);
  }

  async retry(ids: string[] | "all-failed", now = Date.now(), destination?: string) {
    return this.requeue(ids, now, destination ?? null);
  }

  async release(id: string, now = Date.now()) {
    return this.releaseLead(id, now);
  }

  async nextDueAt(destinations?: readonly (string | DestinationSpec)[]) {
    const names = destinations ? this.dialect.list(destinationSpecs(destinations).map((d) => d.name)) : null;
    const [row] = await this.rows<{ at: number | string | null }>(this.sql.nextDueAt, [names]);
    return num(row?.at ?? null);
  }

  async oldestPendingSince() {
    const [row] = await this.rows<{ at: number | string | null }>(this.sql.oldestPendingSince);
    return num(row?.at ?? null);
  }

  /** The leads with their deliveries, read in one query per thousand leads. */
  async #withDeliveries(rows: LeadRow[]): Promise<StoredLead[]> {
    const leads = rows.map(toStored);
    for (let i = 0; i < leads.length; i += DELIVERY_BATCH) {
      const ids = this.dialect.list(leads.slice(i, i + DELIVERY_BATCH).map((l) => l.id));
      attachDeliveries(leads, await this.rows<DeliveryRow>(this.sql.deliveriesOf, [ids]));
    }
    return leads;
  }

  async get(id: string) {
    const rows = await this.rows<LeadRow>(this.sql.leadById, [id]);
    return rows[0] ? (await this.#withDeliveries(rows))[0] : undefined;
  }

  async findBySubmissionId(submissionId: string) {
    const rows = await this.rows<LeadRow>(this.sql.leadBySubmissionId, [submissionId]);
    return rows[0] ? (await this.#withDeliveries(rows))[0] : undefined;
  }

  async list(options: ListOptions = {}) {
    const { sql, params } = listQuery(this.dialect, options);
    return this.#withDeliveries(await this.rows<LeadRow>(sql, params));
  }

  async counts() {
    return leadCounts(await this.rows(this.sql.counts));
  }

  async deliveryCounts() {
    return deliveryCounts(await this.rows(this.sql.deliveryCounts));
  }

  async newsletterCount() {
    const [row] = await this.rows<{ n: number | string }>(this.sql.newsletterCount);
    return Number(row?.n ?? 0);
  }

  async probeWrite(now = Date.now()) {
    await this.execute(this.sql.probeWrite, [String(now)]);
  }

  async setting(key: string, create: () => string) {
    await this.execute(this.sql.createSetting, [key, create()]);
    const [row] = await this.rows<{ value: string }>(this.sql.setting, [key]);
    return (row as { value: string }).value;
  }
}

export interface ClaimRequest {
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
  specs: DestinationSpec[];
}

/** The arguments of a shared statement, in its order. */
export type SQLArgs = (string | number | null)[];

/**
 * `insertSubscriber`'s arguments for a lead released from quarantine: a newsletter sign-up joins
 * the list then; null for any other lead.
 */
export function releasedSubscriber(row: LeadRow): SQLArgs | null {
  const stored = toStored(row);
  if (stored.formType !== "newsletter") return null;
  return [normaliseEmail(stored.lead.payload.from_email), stored.createdAt, stored.id];
}

/** `insertLead`'s arguments. */
const leadArgs = (
  lead: Lead,
  submissionId: string | null,
  now: number,
  quarantine: string | null,
): SQLArgs => [
  lead.id,
  submissionId,
  lead.payload.form_type,
  lead.createdAt,
  quarantine ? "spam" : "pending",
  now,
  quarantine,
  JSON.stringify(lead),
];

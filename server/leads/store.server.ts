import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Lead } from "./lead";

/** `spam`: kept in quarantine, never delivered until released (`npm run leads -- release <id>`). */
export type LeadStatus = "pending" | "delivered" | "failed" | "spam";
export const leadStatuses: readonly LeadStatus[] = ["pending", "delivered", "failed", "spam"];

/** The state of one lead at one destination (smtp, webhook, rdstation, autoreply, log). */
export type DeliveryStatus = "pending" | "delivered" | "failed";
export const deliveryStatuses: readonly DeliveryStatus[] = ["pending", "delivered", "failed"];

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
   * in one transaction. A repeated address is not a duplicate.
   */
  subscribe(
    email: string,
    lead: Lead,
    submissionId: string | null,
    now?: number,
    quarantine?: string | null,
  ): Promise<{ duplicate: boolean }>;
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

interface Row {
  id: string;
  submission_id: string | null;
  form_type: string;
  created_at: string;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
  delivered_by: string | null;
  spam_reason: string | null;
  queued_at: number | null;
  claimed_by: string | null;
  claim_expires_at: number | null;
  data: string;
}

const toStored = (row: Row): StoredLead => ({
  id: row.id,
  submissionId: row.submission_id,
  formType: row.form_type,
  createdAt: row.created_at,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  deliveredBy: row.delivered_by,
  spamReason: row.spam_reason,
  queuedAt: row.queued_at ?? Date.parse(row.created_at),
  claimedBy: row.claimed_by,
  claimExpiresAt: row.claim_expires_at,
  lead: JSON.parse(row.data) as Lead,
  deliveries: [],
});

interface DeliveryRow {
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

/** A delivery row of either store (PostgreSQL returns BIGINT columns as strings). */
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
  claimExpiresAt: row.claim_expires_at === null ? null : Number(row.claim_expires_at),
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

export type { DeliveryRow };

/** Destination names, and the form types each one skips. */
export const destinationSpecs = (destinations: readonly (string | DestinationSpec)[]): DestinationSpec[] =>
  destinations.map((d) => (typeof d === "string" ? { name: d } : d));

/** The destination a lead stored before destinations existed was delivered through. */
export const DEFAULT_DESTINATION = "log";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Brings a lead's summary (status, attempts, last error, delivery time and worker) in line with
 * its destinations. A lead without delivery rows (held as spam, or not yet picked up) is left as
 * it is.
 */
const summariseLead = `UPDATE leads SET
    status = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status = 'pending') THEN 'pending'
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status = 'failed') THEN 'failed'
      ELSE 'delivered' END,
    attempts = (SELECT COALESCE(SUM(d.attempts), 0) FROM lead_deliveries d WHERE d.lead_id = leads.id),
    last_error = (SELECT d.last_error FROM lead_deliveries d
      WHERE d.lead_id = leads.id AND d.status <> 'delivered' AND d.last_error IS NOT NULL
      ORDER BY d.destination LIMIT 1),
    delivered_at = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status <> 'delivered') THEN NULL
      ELSE (SELECT MAX(d.delivered_at) FROM lead_deliveries d WHERE d.lead_id = leads.id) END,
    delivered_by = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status <> 'delivered') THEN NULL
      ELSE (SELECT d.delivered_by FROM lead_deliveries d WHERE d.lead_id = leads.id
        ORDER BY d.delivered_at DESC LIMIT 1) END,
    claimed_by = NULL, claim_expires_at = NULL
  WHERE id = ? AND status <> 'spam'
    AND EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id)`;

/**
 * The outbox in one SQLite file in DATA_DIR. Every write is committed (WAL,
 * synchronous=FULL) before it resolves, so what the visitor was told is stored
 * survives kill -9 and a power cut. The file and its -wal/-shm companions are
 * readable by their owner only: they hold personal data.
 */
export class SqliteLeadStore implements LeadStore {
  readonly #db: DatabaseSync;
  readonly #file: string;
  /** Where `markDelivered` and friends act when no destination is named, and what old rows migrate to. */
  readonly defaultDestination: string;

  constructor(dataDir: string, file = "leads.sqlite", options: { defaultDestination?: string } = {}) {
    this.defaultDestination = options.defaultDestination ?? DEFAULT_DESTINATION;
    if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.#file = join(dataDir, file);
    // SQLite creates -wal and -shm with the mode of the database file, so the file is made
    // 0600 before SQLite first opens it.
    closeSync(openSync(this.#file, "a", 0o600));
    chmodSync(this.#file, 0o600);
    this.#db = new DatabaseSync(this.#file);
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA busy_timeout = 5000;
      PRAGMA secure_delete = ON;
    `);
    migrate(this.#db, { legacyDestination: this.defaultDestination });
    // A file from an older version (or a volume copied with another umask) is tightened too.
    for (const suffix of ["", "-wal", "-shm"]) {
      if (existsSync(this.#file + suffix)) chmodSync(this.#file + suffix, 0o600);
    }
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  #enqueue(lead: Lead, submissionId: string | null, now: number, quarantine: string | null) {
    const result = this.#db
      .prepare(
        `INSERT INTO leads (id, submission_id, form_type, created_at, status, attempts, next_attempt_at, spam_reason, queued_at, data)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?) ON CONFLICT (submission_id) DO NOTHING`,
      )
      .run(
        lead.id,
        submissionId,
        lead.payload.form_type,
        lead.createdAt,
        quarantine ? "spam" : "pending",
        now,
        quarantine,
        now,
        JSON.stringify(lead),
      );
    if (result.changes === 1 || submissionId === null) return { lead, duplicate: false };
    const existing = this.#db.prepare("SELECT * FROM leads WHERE submission_id = ?").get(submissionId) as
      | Row
      | undefined;
    return { lead: existing ? toStored(existing).lead : lead, duplicate: true };
  }

  async enqueue(lead: Lead, submissionId: string | null, now = Date.now(), quarantine: string | null = null) {
    return this.#enqueue(lead, submissionId, now, quarantine);
  }

  async subscribe(
    email: string,
    lead: Lead,
    submissionId: string | null,
    now = Date.now(),
    quarantine: string | null = null,
  ) {
    // A quarantined sign-up does not join the list until it is released.
    if (quarantine) return { duplicate: this.#enqueue(lead, submissionId, now, quarantine).duplicate };
    const address = email.trim().toLowerCase();
    return this.#transaction(() => {
      const inserted = this.#db
        .prepare(
          "INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
        )
        .run(address, lead.createdAt, lead.id);
      if (inserted.changes === 1) this.#enqueue(lead, submissionId, now, null);
      return { duplicate: inserted.changes === 0 };
    });
  }

  async claimDue(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    destinations: readonly (string | DestinationSpec)[] = [this.defaultDestination],
  ) {
    const specs = destinationSpecs(destinations);
    return this.#transaction(() => {
      // A pending lead gets a pending delivery for each destination it lacks, counted from its
      // own place in the queue.
      const add = this.#db.prepare(
        `INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at)
         SELECT l.id, ?, 'pending', 0, l.next_attempt_at, l.queued_at FROM leads l
         WHERE l.status = 'pending'
           AND l.form_type NOT IN (SELECT value FROM json_each(?))
           AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id AND d.destination = ?)`,
      );
      for (const spec of specs) add.run(spec.name, JSON.stringify(spec.skipForms ?? []), spec.name);
      // One UPDATE statement is atomic in SQLite, and a write transaction excludes every other
      // writer on the file, so two processes cannot claim the same delivery.
      const rows = this.#db
        .prepare(
          `UPDATE lead_deliveries SET claimed_by = ?, claim_expires_at = ?
           WHERE rowid IN (
             SELECT d.rowid FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
             WHERE d.status = 'pending' AND l.status = 'pending' AND d.next_attempt_at <= ?
               AND (d.claim_expires_at IS NULL OR d.claim_expires_at <= ?)
               AND d.destination IN (SELECT value FROM json_each(?))
             ORDER BY l.created_at, l.id, d.destination LIMIT ?)
           RETURNING *`,
        )
        .all(
          owner,
          now + leaseMs,
          now,
          now,
          JSON.stringify(specs.map((d) => d.name)),
          limit,
        ) as unknown as DeliveryRow[];
      const lead = this.#db.prepare("SELECT * FROM leads WHERE id = ?");
      return rows
        .map((row) => toClaimed(toStored(lead.get(row.lead_id) as unknown as Row), row))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.destination.localeCompare(b.destination));
    });
  }

  async markDelivered(
    id: string,
    at = new Date(),
    by: string | null = null,
    destination = this.defaultDestination,
  ) {
    // Recorded whoever holds the claim now: the lead did reach the receiver.
    this.#transaction(() => {
      this.#db
        .prepare(
          `INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at, delivered_at, delivered_by)
           SELECT id, ?, 'delivered', 1, next_attempt_at, queued_at, ?, ? FROM leads WHERE id = ?
           ON CONFLICT (lead_id, destination) DO UPDATE SET status = 'delivered', attempts = attempts + 1,
             delivered_at = excluded.delivered_at, delivered_by = excluded.delivered_by,
             last_error = NULL, claimed_by = NULL, claim_expires_at = NULL`,
        )
        .run(destination, at.toISOString(), by, id);
      this.#db.prepare(summariseLead).run(id);
    });
  }

  async markAttemptFailed(
    id: string,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
    destination = this.defaultDestination,
  ) {
    return this.#transaction(() => {
      const result = this.#db
        .prepare(
          `UPDATE lead_deliveries SET attempts = attempts + 1, last_error = ?,
             status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE(?, next_attempt_at),
             claimed_by = NULL, claim_expires_at = NULL
           WHERE lead_id = ? AND destination = ? AND status = 'pending' AND claimed_by = ?`,
        )
        .run(error.slice(0, 1000), nextAttemptAt, nextAttemptAt, id, destination, owner);
      if (result.changes !== 1) return false;
      this.#db.prepare(summariseLead).run(id);
      return true;
    });
  }

  async nextDueAt(destinations?: readonly (string | DestinationSpec)[]) {
    const names = destinations ? JSON.stringify(destinationSpecs(destinations).map((d) => d.name)) : null;
    const row = this.#db
      .prepare(
        `SELECT MIN(at) AS at FROM (
           SELECT MAX(d.next_attempt_at, COALESCE(d.claim_expires_at, 0)) AS at
           FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
           WHERE d.status = 'pending' AND l.status = 'pending'
             AND (? IS NULL OR d.destination IN (SELECT value FROM json_each(?)))
           UNION ALL
           SELECT l.next_attempt_at AS at FROM leads l
           WHERE l.status = 'pending' AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id))`,
      )
      .get(names, names ?? "[]") as { at: number | null };
    return row.at;
  }

  async oldestPendingSince() {
    const row = this.#db.prepare("SELECT MIN(queued_at) AS at FROM leads WHERE status = 'pending'").get() as {
      at: number | null;
    };
    return row.at;
  }

  async retry(ids: string[] | "all-failed", now = Date.now(), destination?: string) {
    return this.#transaction(() => {
      // Delivered destinations are never reset: a retry for the CRM does not send the e-mail again.
      const reset = this.#db.prepare(
        `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, queued_at = ?,
           claimed_by = NULL, claim_expires_at = NULL
         WHERE lead_id = ? AND (? IS NULL OR destination = ?)
           AND status IN (${ids === "all-failed" ? "'failed'" : "'pending', 'failed'"})`,
      );
      const targets =
        ids === "all-failed"
          ? (
              this.#db
                .prepare(
                  `SELECT DISTINCT lead_id AS id FROM lead_deliveries WHERE status = 'failed' AND (? IS NULL OR destination = ?)
                   UNION SELECT id FROM leads l WHERE status = 'failed'
                     AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)`,
                )
                .all(destination ?? null, destination ?? null) as { id: string }[]
            ).map((r) => r.id)
          : ids;
      let changed = 0;
      for (const id of targets) {
        const rows = Number(reset.run(now, now, id, destination ?? null, destination ?? null).changes);
        // A lead not yet picked up by the worker has no deliveries: it is reset as a whole.
        const bare = this.#db
          .prepare(
            `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?, queued_at = ?,
               claimed_by = NULL, claim_expires_at = NULL
             WHERE id = ? AND status IN ('pending', 'failed')
               AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id)`,
          )
          .run(now, now, id).changes;
        if (rows > 0) {
          this.#db.prepare(summariseLead).run(id);
          this.#db
            .prepare("UPDATE leads SET queued_at = ?, next_attempt_at = ? WHERE id = ?")
            .run(now, now, id);
        }
        if (rows > 0 || Number(bare) > 0) changed++;
      }
      return changed;
    });
  }

  async release(id: string, now = Date.now()) {
    const stored = await this.get(id);
    if (stored?.status !== "spam") return false;
    return this.#transaction(() => {
      this.#db
        .prepare(
          "UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ?, queued_at = ? WHERE id = ?",
        )
        .run(now, now, id);
      if (stored.formType === "newsletter") {
        this.#db
          .prepare(
            "INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
          )
          .run(stored.lead.payload.from_email.trim().toLowerCase(), stored.createdAt, id);
      }
      return true;
    });
  }

  /** The leads with their deliveries, read in one query per thousand leads. */
  #withDeliveries(rows: Row[]): StoredLead[] {
    const leads = rows.map(toStored);
    const byId = new Map(leads.map((l) => [l.id, l]));
    const query = this.#db.prepare(
      "SELECT * FROM lead_deliveries WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY destination",
    );
    for (let i = 0; i < leads.length; i += 1000) {
      const ids = JSON.stringify(leads.slice(i, i + 1000).map((l) => l.id));
      for (const d of query.all(ids) as unknown as DeliveryRow[])
        byId.get(d.lead_id)?.deliveries.push(toDeliveryState(d));
    }
    return leads;
  }

  async get(id: string) {
    const row = this.#db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as Row | undefined;
    return row ? this.#withDeliveries([row])[0] : undefined;
  }

  async findBySubmissionId(submissionId: string) {
    const row = this.#db.prepare("SELECT * FROM leads WHERE submission_id = ?").get(submissionId) as
      | Row
      | undefined;
    return row ? this.#withDeliveries([row])[0] : undefined;
  }

  async list(options: { status?: LeadStatus; from?: string; to?: string; limit?: number } = {}) {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (options.status) {
      where.push("status = ?");
      params.push(options.status);
    }
    if (options.from) {
      where.push("created_at >= ?");
      params.push(options.from);
    }
    if (options.to) {
      where.push("created_at < ?");
      params.push(options.to);
    }
    const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at, id LIMIT ?`;
    params.push(options.limit ?? 1_000_000);
    return this.#withDeliveries(this.#db.prepare(sql).all(...params) as unknown as Row[]);
  }

  async counts() {
    const rows = this.#db.prepare("SELECT status, COUNT(*) AS n FROM leads GROUP BY status").all() as {
      status: LeadStatus;
      n: number;
    }[];
    const counts: Record<LeadStatus, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  async deliveryCounts() {
    const rows = this.#db
      .prepare("SELECT destination, status, COUNT(*) AS n FROM lead_deliveries GROUP BY destination, status")
      .all() as { destination: string; status: DeliveryStatus; n: number }[];
    const counts: Record<string, Record<DeliveryStatus, number>> = {};
    for (const row of rows) {
      const destination = counts[row.destination] ?? { pending: 0, delivered: 0, failed: 0 };
      destination[row.status] = row.n;
      counts[row.destination] = destination;
    }
    return counts;
  }

  async newsletterCount() {
    return (
      this.#db.prepare("SELECT COUNT(*) AS n FROM newsletter WHERE confirmed_at IS NOT NULL").get() as {
        n: number;
      }
    ).n;
  }

  async purge(now: number, retentionDays: number, spamDays: number) {
    const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
    return this.#transaction(() => ({
      spam: Number(
        this.#db.prepare("DELETE FROM leads WHERE status = 'spam' AND created_at < ?").run(before(spamDays))
          .changes,
      ),
      expired: Number(
        this.#db.prepare("DELETE FROM leads WHERE created_at < ?").run(before(retentionDays)).changes,
      ),
      ...this.#dropOrphanDeliveries(),
    }));
  }

  /** Deliveries of deleted leads go with them (inside the caller's transaction). */
  #dropOrphanDeliveries() {
    this.#db
      .prepare("DELETE FROM lead_deliveries WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = lead_id)")
      .run();
    return {};
  }

  async forget(email: string) {
    const address = email.trim().toLowerCase();
    return this.#transaction(() => ({
      leads: Number(
        this.#db
          .prepare("DELETE FROM leads WHERE lower(trim(json_extract(data, '$.payload.from_email'))) = ?")
          .run(address).changes,
      ),
      newsletter: Number(this.#db.prepare("DELETE FROM newsletter WHERE email = ?").run(address).changes),
      ...this.#dropOrphanDeliveries(),
    }));
  }

  async probeWrite(now = Date.now()) {
    this.#db
      .prepare(
        "INSERT INTO settings (key, value) VALUES ('last_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      )
      .run(String(now));
  }

  async setting(key: string, create: () => string) {
    this.#db
      .prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING")
      .run(key, create());
    return (this.#db.prepare("SELECT value FROM settings WHERE key = ?").get(key) as { value: string }).value;
  }

  async close() {
    if (this.#db.isOpen) this.#db.close();
  }
}

/** A random 32-byte key, hex, for `setting("signing_key", ...)`. */
export const newSigningKey = () => randomBytes(32).toString("hex");

/**
 * Schema changes, in order; the file's `user_version` says how many have run. Append a step,
 * never edit one that has shipped: a volume from any earlier version is brought up to date at
 * open, in one transaction per step.
 */
type Migration = string | ((context: MigrationContext) => string);
interface MigrationContext {
  /** The destination existing leads were delivered through (the configured transport). */
  legacyDestination: string;
}

const migrations: Migration[] = [
  `CREATE TABLE IF NOT EXISTS leads (
     id TEXT PRIMARY KEY,
     submission_id TEXT UNIQUE,
     form_type TEXT NOT NULL,
     created_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
   CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at);
   CREATE TABLE IF NOT EXISTS newsletter (
     email TEXT PRIMARY KEY,
     subscribed_at TEXT NOT NULL,
     lead_id TEXT
   );`,
  // Spam quarantine: a new status and the trap's name. SQLite cannot alter a CHECK constraint,
  // so the table is rebuilt.
  `CREATE TABLE leads_new (
     id TEXT PRIMARY KEY,
     submission_id TEXT UNIQUE,
     form_type TEXT NOT NULL,
     created_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     spam_reason TEXT,
     data TEXT NOT NULL
   );
   INSERT INTO leads_new (id, submission_id, form_type, created_at, status, attempts, next_attempt_at, last_error, delivered_at, data)
     SELECT id, submission_id, form_type, created_at, status, attempts, next_attempt_at, last_error, delivered_at, data FROM leads;
   DROP TABLE leads;
   ALTER TABLE leads_new RENAME TO leads;
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);`,
  // Claims (which process is sending a lead, until when), the time a lead joined the queue (its
  // retry period and the readiness check count from it), and settings shared by every process
  // on the file (the signing key).
  `ALTER TABLE leads ADD COLUMN claimed_by TEXT;
   ALTER TABLE leads ADD COLUMN claim_expires_at INTEGER;
   ALTER TABLE leads ADD COLUMN queued_at INTEGER;
   UPDATE leads SET queued_at = CAST(strftime('%s', created_at) AS INTEGER) * 1000;
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // Which worker delivered each lead (several processes may share the store).
  "ALTER TABLE leads ADD COLUMN delivered_by TEXT;",
  // Newsletter double opt-in: an address counts once confirmed_at is set. Its confirmation e-mail
  // is queued in the same row (due at confirm_due_at, claimed and retried like a lead), and the
  // column default queues it for every row inserted, so the sign-up and its e-mail commit together.
  // Rows from before this step are asked to confirm once, their retry period counted from the upgrade.
  `ALTER TABLE newsletter ADD COLUMN confirmed_at TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_due_at INTEGER DEFAULT 0;
   ALTER TABLE newsletter ADD COLUMN confirm_queued_at INTEGER;
   ALTER TABLE newsletter ADD COLUMN confirm_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE newsletter ADD COLUMN confirm_claimed_by TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_claim_expires_at INTEGER;
   ALTER TABLE newsletter ADD COLUMN confirm_sent_at TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_last_error TEXT;
   CREATE INDEX newsletter_confirm_due ON newsletter (confirm_due_at);
   UPDATE newsletter SET confirm_queued_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000;`,
  // Several destinations per lead, each delivered, retried and parked on its own. A lead's state
  // so far is its state at the transport configured when the store is opened.
  ({ legacyDestination }) => `CREATE TABLE lead_deliveries (
     lead_id TEXT NOT NULL,
     destination TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     queued_at INTEGER NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     delivered_by TEXT,
     claimed_by TEXT,
     claim_expires_at INTEGER,
     PRIMARY KEY (lead_id, destination)
   );
   CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
   INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at,
       last_error, delivered_at, delivered_by, claimed_by, claim_expires_at)
     SELECT id, ${sqlText(legacyDestination)}, status, attempts, next_attempt_at, queued_at,
       last_error, delivered_at, delivered_by, claimed_by, claim_expires_at
     FROM leads WHERE status IN ('pending', 'delivered', 'failed');`,
];

/** A destination name as an SQL literal (names are short words; quotes are doubled anyway). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

function migrate(db: DatabaseSync, context: MigrationContext): void {
  const { user_version: done } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  for (let step = done; step < migrations.length; step++) {
    db.exec("BEGIN IMMEDIATE");
    try {
      const migration = migrations[step] as Migration;
      db.exec(typeof migration === "string" ? migration : migration(context));
      db.exec(`PRAGMA user_version = ${step + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}

import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Lead } from "./lead";

/** `spam`: kept in quarantine, never delivered until released (`npm run leads -- release <id>`). */
export type LeadStatus = "pending" | "delivered" | "failed" | "spam";
export const leadStatuses: readonly LeadStatus[] = ["pending", "delivered", "failed", "spam"];

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
   * Claims up to `limit` due pending leads for `owner` until `now + leaseMs`, oldest first, in
   * one atomic step: a lead claimed by another owner whose lease has not expired is skipped, so
   * two processes never send the same lead at once. A claim left by a dead process expires and
   * the lead is taken over.
   */
  claimDue(owner: string, now: number, leaseMs: number, limit: number): Promise<StoredLead[]>;
  /** Marks a sent lead delivered by worker `by` (shown by the ops command) and drops its claim. */
  markDelivered(id: string, at?: Date, by?: string | null): Promise<void>;
  /**
   * Records a failed attempt by `owner` and drops its claim: retried at `nextAttemptAt`, or
   * parked as failed when that is null. Returns false when `owner` no longer held the lead.
   */
  markAttemptFailed(id: string, owner: string, error: string, nextAttemptAt: number | null): Promise<boolean>;
  /** When the next pending lead becomes due (or its claim expires), or null when none is pending. */
  nextDueAt(): Promise<number | null>;
  /** When the longest-waiting pending lead joined the queue, or null when none is pending. */
  oldestPendingSince(): Promise<number | null>;
  /** Puts failed leads (or the named leads) back in the queue with a fresh retry period. */
  retry(ids: string[] | "all-failed", now?: number): Promise<number>;
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
});

const DAY_MS = 24 * 60 * 60_000;

/**
 * The outbox in one SQLite file in DATA_DIR. Every write is committed (WAL,
 * synchronous=FULL) before it resolves, so what the visitor was told is stored
 * survives kill -9 and a power cut. The file and its -wal/-shm companions are
 * readable by their owner only: they hold personal data.
 */
export class SqliteLeadStore implements LeadStore {
  readonly #db: DatabaseSync;
  readonly #file: string;

  constructor(dataDir: string, file = "leads.sqlite") {
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
    migrate(this.#db);
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

  async claimDue(owner: string, now: number, leaseMs: number, limit: number) {
    // One UPDATE statement is atomic in SQLite, and a write transaction excludes every other
    // writer on the file, so two processes cannot claim the same row.
    const rows = this.#db
      .prepare(
        `UPDATE leads SET claimed_by = ?, claim_expires_at = ?
         WHERE id IN (
           SELECT id FROM leads
           WHERE status = 'pending' AND next_attempt_at <= ?
             AND (claim_expires_at IS NULL OR claim_expires_at <= ?)
           ORDER BY created_at, id LIMIT ?)
         RETURNING *`,
      )
      .all(owner, now + leaseMs, now, now, limit) as unknown as Row[];
    return rows.map(toStored).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async markDelivered(id: string, at = new Date(), by: string | null = null) {
    // Recorded whoever holds the claim now: the lead did reach the receiver.
    this.#db
      .prepare(
        `UPDATE leads SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, delivered_by = ?,
           last_error = NULL, claimed_by = NULL, claim_expires_at = NULL
         WHERE id = ?`,
      )
      .run(at.toISOString(), by, id);
  }

  async markAttemptFailed(id: string, owner: string, error: string, nextAttemptAt: number | null) {
    const result = this.#db
      .prepare(
        `UPDATE leads SET attempts = attempts + 1, last_error = ?,
           status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = COALESCE(?, next_attempt_at),
           claimed_by = NULL, claim_expires_at = NULL
         WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
      )
      .run(error.slice(0, 1000), nextAttemptAt, nextAttemptAt, id, owner);
    return result.changes === 1;
  }

  async nextDueAt() {
    const row = this.#db
      .prepare(
        "SELECT MIN(MAX(next_attempt_at, COALESCE(claim_expires_at, 0))) AS at FROM leads WHERE status = 'pending'",
      )
      .get() as { at: number | null };
    return row.at;
  }

  async oldestPendingSince() {
    const row = this.#db.prepare("SELECT MIN(queued_at) AS at FROM leads WHERE status = 'pending'").get() as {
      at: number | null;
    };
    return row.at;
  }

  async retry(ids: string[] | "all-failed", now = Date.now()) {
    const reset = `status = 'pending', attempts = 0, next_attempt_at = ?, queued_at = ?,
      claimed_by = NULL, claim_expires_at = NULL`;
    if (ids === "all-failed") {
      return Number(
        this.#db.prepare(`UPDATE leads SET ${reset} WHERE status = 'failed'`).run(now, now).changes,
      );
    }
    const statement = this.#db.prepare(
      `UPDATE leads SET ${reset} WHERE id = ? AND status IN ('pending', 'failed')`,
    );
    return this.#transaction(() => {
      let changed = 0;
      for (const id of ids) changed += Number(statement.run(now, now, id).changes);
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

  async get(id: string) {
    const row = this.#db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as Row | undefined;
    return row ? toStored(row) : undefined;
  }

  async findBySubmissionId(submissionId: string) {
    const row = this.#db.prepare("SELECT * FROM leads WHERE submission_id = ?").get(submissionId) as
      | Row
      | undefined;
    return row ? toStored(row) : undefined;
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
    return (this.#db.prepare(sql).all(...params) as unknown as Row[]).map(toStored);
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
    }));
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
const migrations: string[] = [
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
];

function migrate(db: DatabaseSync): void {
  const { user_version: done } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  for (let step = done; step < migrations.length; step++) {
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(migrations[step] as string);
      db.exec(`PRAGMA user_version = ${step + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}

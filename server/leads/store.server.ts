import { mkdirSync } from "node:fs";
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
  /** Why a submission was quarantined as spam (the trap it tripped), else null. */
  spamReason: string | null;
  lead: Lead;
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
  spam_reason: string | null;
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
  spamReason: row.spam_reason,
  lead: JSON.parse(row.data) as Lead,
});

/**
 * The durable outbox and the newsletter list, in one SQLite file in DATA_DIR.
 * Every write is committed (WAL, synchronous=FULL) before it returns, so what
 * the visitor was told is stored survives kill -9 and a power cut.
 */
export class LeadStore {
  readonly #db: DatabaseSync;

  constructor(dataDir: string, file = "leads.sqlite") {
    mkdirSync(dataDir, { recursive: true });
    this.#db = new DatabaseSync(join(dataDir, file));
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA busy_timeout = 5000;
    `);
    migrate(this.#db);
  }

  /**
   * Stores a lead as pending, or as spam when `quarantine` names the trap it tripped. A second
   * lead with the same submission id is not stored: the first one is returned, so a double
   * submit makes one lead.
   */
  enqueue(
    lead: Lead,
    submissionId: string | null,
    now = Date.now(),
    quarantine: string | null = null,
  ): { lead: Lead; duplicate: boolean } {
    const result = this.#db
      .prepare(
        `INSERT INTO leads (id, submission_id, form_type, created_at, status, attempts, next_attempt_at, spam_reason, data)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?) ON CONFLICT (submission_id) DO NOTHING`,
      )
      .run(
        lead.id,
        submissionId,
        lead.payload.form_type,
        lead.createdAt,
        quarantine ? "spam" : "pending",
        now,
        quarantine,
        JSON.stringify(lead),
      );
    if (result.changes === 1 || submissionId === null) return { lead, duplicate: false };
    const existing = this.#db.prepare("SELECT * FROM leads WHERE submission_id = ?").get(submissionId) as
      | Row
      | undefined;
    return { lead: existing ? toStored(existing).lead : lead, duplicate: true };
  }

  /**
   * Adds an address to the newsletter list and, for a new address only, queues
   * its lead, both in one transaction. A repeated address is not a duplicate.
   */
  subscribe(
    email: string,
    lead: Lead,
    submissionId: string | null,
    now = Date.now(),
    quarantine: string | null = null,
  ): { duplicate: boolean } {
    // A quarantined sign-up does not join the list until it is released.
    if (quarantine) return { duplicate: this.enqueue(lead, submissionId, now, quarantine).duplicate };
    const address = email.trim().toLowerCase();
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const inserted = this.#db
        .prepare(
          "INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
        )
        .run(address, lead.createdAt, lead.id);
      if (inserted.changes === 1) this.enqueue(lead, submissionId, now);
      this.#db.exec("COMMIT");
      return { duplicate: inserted.changes === 0 };
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Pending leads whose next attempt is due, oldest first. */
  due(now = Date.now(), limit = 20): StoredLead[] {
    return (
      this.#db
        .prepare(
          "SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY created_at, id LIMIT ?",
        )
        .all(now, limit) as unknown as Row[]
    ).map(toStored);
  }

  /** When the next pending lead becomes due, or null when none is pending. */
  nextDueAt(): number | null {
    const row = this.#db
      .prepare("SELECT MIN(next_attempt_at) AS at FROM leads WHERE status = 'pending'")
      .get() as {
      at: number | null;
    };
    return row.at;
  }

  markDelivered(id: string, at = new Date()): void {
    this.#db
      .prepare(
        "UPDATE leads SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL WHERE id = ?",
      )
      .run(at.toISOString(), id);
  }

  /** Records a failed attempt: retried at `nextAttemptAt`, or parked as failed when that is null. */
  markAttemptFailed(id: string, error: string, nextAttemptAt: number | null): void {
    this.#db
      .prepare(
        `UPDATE leads SET attempts = attempts + 1, last_error = ?,
           status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = COALESCE(?, next_attempt_at)
         WHERE id = ?`,
      )
      .run(error.slice(0, 1000), nextAttemptAt, nextAttemptAt, id);
  }

  /** Puts failed leads (or one lead) back in the queue with a fresh attempt budget. */
  retry(ids: string[] | "all-failed", now = Date.now()): number {
    if (ids === "all-failed") {
      return Number(
        this.#db
          .prepare(
            "UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'",
          )
          .run(now).changes,
      );
    }
    let changed = 0;
    const statement = this.#db.prepare(
      "UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ? AND status != 'delivered'",
    );
    for (const id of ids) changed += Number(statement.run(now, id).changes);
    return changed;
  }

  /**
   * Releases a quarantined lead: it becomes pending and is delivered like any lead. A released
   * newsletter sign-up joins the list. Returns false when the id is not in quarantine.
   */
  release(id: string, now = Date.now()): boolean {
    const stored = this.get(id);
    if (!stored || stored.status !== "spam") return false;
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      this.#db
        .prepare("UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ?")
        .run(now, id);
      if (stored.formType === "newsletter") {
        this.#db
          .prepare(
            "INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
          )
          .run(stored.lead.payload.from_email.trim().toLowerCase(), stored.createdAt, id);
      }
      this.#db.exec("COMMIT");
      return true;
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  get(id: string): StoredLead | undefined {
    const row = this.#db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as Row | undefined;
    return row ? toStored(row) : undefined;
  }

  list(options: { status?: LeadStatus; from?: string; to?: string; limit?: number } = {}): StoredLead[] {
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

  counts(): Record<LeadStatus, number> {
    const rows = this.#db.prepare("SELECT status, COUNT(*) AS n FROM leads GROUP BY status").all() as {
      status: LeadStatus;
      n: number;
    }[];
    const counts: Record<LeadStatus, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  newsletterCount(): number {
    return (this.#db.prepare("SELECT COUNT(*) AS n FROM newsletter").get() as { n: number }).n;
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

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

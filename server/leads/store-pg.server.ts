import pg from "pg";
import type { Lead } from "./lead";
import type { LeadStatus, LeadStore, PurgeResult, StoredLead } from "./store.server";

interface Row {
  id: string;
  submission_id: string | null;
  form_type: string;
  created_at: string;
  status: LeadStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  delivered_by: string | null;
  spam_reason: string | null;
  queued_at: string;
  claimed_by: string | null;
  claim_expires_at: string | null;
  data: string;
}

// BIGINT columns come back as strings from node-postgres (they may exceed 2^53); the times
// stored here are milliseconds since the epoch, well inside a double.
const num = (value: string | null) => (value === null ? null : Number(value));

const toStored = (row: Row): StoredLead => ({
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
  queuedAt: Number(row.queued_at),
  claimedBy: row.claimed_by,
  claimExpiresAt: num(row.claim_expires_at),
  lead: JSON.parse(row.data) as Lead,
});

const DAY_MS = 24 * 60 * 60_000;

/** Any number, the same in every replica: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_311_420_613;

/**
 * Schema changes, in order, as plain SQL; `schema_migrations` records which have run. Append a
 * step, never edit one that has shipped. Times are kept as in the SQLite store (ISO text for
 * creation and delivery, milliseconds for the queue) so that both stores answer alike.
 */
export const pgMigrations: string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     submission_id TEXT UNIQUE,
     form_type TEXT NOT NULL,
     created_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     delivered_by TEXT,
     spam_reason TEXT,
     queued_at BIGINT NOT NULL,
     claimed_by TEXT,
     claim_expires_at BIGINT,
     data TEXT NOT NULL
   );
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);
   CREATE TABLE newsletter (
     email TEXT PRIMARY KEY,
     subscribed_at TEXT NOT NULL,
     lead_id TEXT
   );
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   -- rate-limiter-flexible's table for the form rate limit shared by every replica.
   CREATE TABLE rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT);`,
  // Newsletter double opt-in, as in the SQLite store: confirmed_at marks a subscriber, and the
  // confirmation e-mail is queued in the row itself (the default queues it with every insert);
  // rows from before this step are asked to confirm once, their retry period counted from the upgrade.
  `ALTER TABLE newsletter ADD COLUMN confirmed_at TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_due_at BIGINT DEFAULT 0;
   ALTER TABLE newsletter ADD COLUMN confirm_queued_at BIGINT;
   ALTER TABLE newsletter ADD COLUMN confirm_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE newsletter ADD COLUMN confirm_claimed_by TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_claim_expires_at BIGINT;
   ALTER TABLE newsletter ADD COLUMN confirm_sent_at TEXT;
   ALTER TABLE newsletter ADD COLUMN confirm_last_error TEXT;
   CREATE INDEX newsletter_confirm_due ON newsletter (confirm_due_at);
   UPDATE newsletter SET confirm_queued_at = (extract(epoch FROM now()) * 1000)::bigint;`,
];

/** Runs the migrations not yet applied, under an advisory lock so replicas starting together take turns. */
export async function migratePg(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      const { rows } = await client.query<{ done: number | null }>(
        "SELECT MAX(version) AS done FROM schema_migrations",
      );
      for (let step = rows[0]?.done ?? 0; step < pgMigrations.length; step++) {
        await client.query("BEGIN");
        try {
          await client.query(pgMigrations[step] as string);
          await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [step + 1]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

const insertLead = `INSERT INTO leads (id, submission_id, form_type, created_at, status, attempts, next_attempt_at, spam_reason, queued_at, data)
  VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $6, $8) ON CONFLICT (submission_id) DO NOTHING`;

type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;

/**
 * The outbox, newsletter list and settings in PostgreSQL, shared by every replica of the site
 * (DATABASE_URL). A method resolves after its transaction committed. Claims lock the due rows
 * with `FOR UPDATE SKIP LOCKED`, so replicas claiming at the same moment take different leads
 * instead of waiting on each other; the lease lets another replica take over the claims of
 * one that died.
 */
export class PgLeadStore implements LeadStore {
  readonly pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Connects and brings the schema up to date. */
  static async open(connectionString: string, options: { max?: number } = {}): Promise<PgLeadStore> {
    const pool = new pg.Pool({
      connectionString,
      max: options.max ?? 10,
      connectionTimeoutMillis: 5000,
      // A query that hangs (a database gone silent) must not hold a request or the readiness check forever.
      query_timeout: 10_000,
    });
    // An idle connection the server drops (a restart, a failover) is reported here; the pool
    // replaces it on next use, so it must not crash the process as an unhandled 'error'.
    pool.on("error", () => {});
    try {
      await migratePg(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PgLeadStore(pool);
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async #enqueue(
    db: Queryable,
    lead: Lead,
    submissionId: string | null,
    now: number,
    quarantine: string | null,
  ) {
    const result = await db.query(insertLead, [
      lead.id,
      submissionId,
      lead.payload.form_type,
      lead.createdAt,
      quarantine ? "spam" : "pending",
      now,
      quarantine,
      JSON.stringify(lead),
    ]);
    if (result.rowCount === 1 || submissionId === null) return { lead, duplicate: false };
    const existing = await db.query<Row>("SELECT * FROM leads WHERE submission_id = $1", [submissionId]);
    const row = existing.rows[0];
    return { lead: row ? toStored(row).lead : lead, duplicate: true };
  }

  async enqueue(lead: Lead, submissionId: string | null, now = Date.now(), quarantine: string | null = null) {
    return this.#enqueue(this.pool, lead, submissionId, now, quarantine);
  }

  async subscribe(
    email: string,
    lead: Lead,
    submissionId: string | null,
    now = Date.now(),
    quarantine: string | null = null,
  ) {
    if (quarantine)
      return { duplicate: (await this.#enqueue(this.pool, lead, submissionId, now, quarantine)).duplicate };
    const address = email.trim().toLowerCase();
    return this.#transaction(async (client) => {
      // The primary key on email makes two replicas subscribing one address at once end with
      // one row: the second insert waits for the first to commit, then does nothing.
      const inserted = await client.query(
        "INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING",
        [address, lead.createdAt, lead.id],
      );
      if (inserted.rowCount === 1) await this.#enqueue(client, lead, submissionId, now, null);
      return { duplicate: inserted.rowCount === 0 };
    });
  }

  async claimDue(owner: string, now: number, leaseMs: number, limit: number) {
    const { rows } = await this.pool.query<Row>(
      `UPDATE leads SET claimed_by = $1, claim_expires_at = $2
       WHERE id IN (
         SELECT id FROM leads
         WHERE status = 'pending' AND next_attempt_at <= $3
           AND (claim_expires_at IS NULL OR claim_expires_at <= $3)
         ORDER BY created_at, id LIMIT $4
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [owner, now + leaseMs, now, limit],
    );
    return rows.map(toStored).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async markDelivered(id: string, at = new Date(), by: string | null = null) {
    await this.pool.query(
      `UPDATE leads SET status = 'delivered', attempts = attempts + 1, delivered_at = $1, delivered_by = $2,
         last_error = NULL, claimed_by = NULL, claim_expires_at = NULL
       WHERE id = $3`,
      [at.toISOString(), by, id],
    );
  }

  async markAttemptFailed(id: string, owner: string, error: string, nextAttemptAt: number | null) {
    const result = await this.pool.query(
      `UPDATE leads SET attempts = attempts + 1, last_error = $1,
         status = CASE WHEN $2::BIGINT IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = COALESCE($2::BIGINT, next_attempt_at),
         claimed_by = NULL, claim_expires_at = NULL
       WHERE id = $3 AND status = 'pending' AND claimed_by = $4`,
      [error.slice(0, 1000), nextAttemptAt, id, owner],
    );
    return result.rowCount === 1;
  }

  async nextDueAt() {
    const { rows } = await this.pool.query<{ at: string | null }>(
      "SELECT MIN(GREATEST(next_attempt_at, COALESCE(claim_expires_at, 0))) AS at FROM leads WHERE status = 'pending'",
    );
    return num(rows[0]?.at ?? null);
  }

  async oldestPendingSince() {
    const { rows } = await this.pool.query<{ at: string | null }>(
      "SELECT MIN(queued_at) AS at FROM leads WHERE status = 'pending'",
    );
    return num(rows[0]?.at ?? null);
  }

  async retry(ids: string[] | "all-failed", now = Date.now()) {
    const reset = `status = 'pending', attempts = 0, next_attempt_at = $1, queued_at = $1,
      claimed_by = NULL, claim_expires_at = NULL`;
    const result =
      ids === "all-failed"
        ? await this.pool.query(`UPDATE leads SET ${reset} WHERE status = 'failed'`, [now])
        : await this.pool.query(
            `UPDATE leads SET ${reset} WHERE id = ANY($2::TEXT[]) AND status IN ('pending', 'failed')`,
            [now, ids],
          );
    return result.rowCount ?? 0;
  }

  async release(id: string, now = Date.now()) {
    return this.#transaction(async (client) => {
      const { rows } = await client.query<Row>(
        `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = $1, queued_at = $1
         WHERE id = $2 AND status = 'spam' RETURNING *`,
        [now, id],
      );
      const row = rows[0];
      if (!row) return false;
      const stored = toStored(row);
      if (stored.formType === "newsletter") {
        await client.query(
          "INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING",
          [stored.lead.payload.from_email.trim().toLowerCase(), stored.createdAt, id],
        );
      }
      return true;
    });
  }

  async get(id: string) {
    const { rows } = await this.pool.query<Row>("SELECT * FROM leads WHERE id = $1", [id]);
    return rows[0] ? toStored(rows[0]) : undefined;
  }

  async findBySubmissionId(submissionId: string) {
    const { rows } = await this.pool.query<Row>("SELECT * FROM leads WHERE submission_id = $1", [
      submissionId,
    ]);
    return rows[0] ? toStored(rows[0]) : undefined;
  }

  async list(options: { status?: LeadStatus; from?: string; to?: string; limit?: number } = {}) {
    const where: string[] = [];
    const params: (string | number)[] = [];
    const add = (clause: string, value: string) => {
      params.push(value);
      where.push(clause.replace("?", `$${params.length}`));
    };
    if (options.status) add("status = ?", options.status);
    if (options.from) add("created_at >= ?", options.from);
    if (options.to) add("created_at < ?", options.to);
    params.push(options.limit ?? 1_000_000);
    // COLLATE "C": ISO timestamps and ids sort byte by byte, as in SQLite, whatever the database's locale.
    const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
      ORDER BY created_at COLLATE "C", id COLLATE "C" LIMIT $${params.length}`;
    return (await this.pool.query<Row>(sql, params)).rows.map(toStored);
  }

  async counts() {
    const { rows } = await this.pool.query<{ status: LeadStatus; n: string }>(
      "SELECT status, COUNT(*) AS n FROM leads GROUP BY status",
    );
    const counts: Record<LeadStatus, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async newsletterCount() {
    const { rows } = await this.pool.query<{ n: string }>(
      "SELECT COUNT(*) AS n FROM newsletter WHERE confirmed_at IS NOT NULL",
    );
    return Number(rows[0]?.n ?? 0);
  }

  async purge(now: number, retentionDays: number, spamDays: number): Promise<PurgeResult> {
    const before = (days: number) => new Date(now - days * DAY_MS).toISOString();
    return this.#transaction(async (client) => ({
      spam:
        (
          await client.query("DELETE FROM leads WHERE status = 'spam' AND created_at < $1", [
            before(spamDays),
          ])
        ).rowCount ?? 0,
      expired:
        (await client.query("DELETE FROM leads WHERE created_at < $1", [before(retentionDays)])).rowCount ??
        0,
    }));
  }

  async forget(email: string) {
    const address = email.trim().toLowerCase();
    return this.#transaction(async (client) => ({
      leads:
        (
          await client.query(
            "DELETE FROM leads WHERE lower(btrim((data::jsonb) -> 'payload' ->> 'from_email')) = $1",
            [address],
          )
        ).rowCount ?? 0,
      newsletter: (await client.query("DELETE FROM newsletter WHERE email = $1", [address])).rowCount ?? 0,
    }));
  }

  async probeWrite(now = Date.now()) {
    await this.pool.query(
      "INSERT INTO settings (key, value) VALUES ('last_probe', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [String(now)],
    );
  }

  async setting(key: string, create: () => string) {
    await this.pool.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
      key,
      create(),
    ]);
    const { rows } = await this.pool.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [
      key,
    ]);
    return (rows[0] as { value: string }).value;
  }

  async close() {
    if (!this.pool.ended) await this.pool.end();
  }
}

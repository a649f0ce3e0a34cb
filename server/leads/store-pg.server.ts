import pg from "pg";
import type { Lead } from "./lead";
import {
  type ClaimedDelivery,
  DEFAULT_DESTINATION,
  type DeliveryRow,
  type DeliveryStatus,
  type DestinationSpec,
  destinationSpecs,
  type LeadStatus,
  type LeadStore,
  type PurgeResult,
  type StoredLead,
  sqlText,
  toClaimed,
  toDeliveryState,
} from "./store.server";

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
  deliveries: [],
});

const DAY_MS = 24 * 60 * 60_000;

/** Any number, the same in every replica: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_311_420_613;

/**
 * Schema changes, in order, as plain SQL; `schema_migrations` records which have run. Append a
 * step, never edit one that has shipped. Times are kept as in the SQLite store (ISO text for
 * creation and delivery, milliseconds for the queue) so that both stores answer alike.
 */
type PgMigration = string | ((context: { legacyDestination: string }) => string);

export const pgMigrations: PgMigration[] = [
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
  // Several destinations per lead, each delivered, retried and parked on its own. A lead's state
  // so far is its state at the transport configured when the store is opened.
  ({ legacyDestination }) => `CREATE TABLE lead_deliveries (
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     destination TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     queued_at BIGINT NOT NULL,
     last_error TEXT,
     delivered_at TEXT,
     delivered_by TEXT,
     claimed_by TEXT,
     claim_expires_at BIGINT,
     PRIMARY KEY (lead_id, destination)
   );
   CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
   INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at,
       last_error, delivered_at, delivered_by, claimed_by, claim_expires_at)
     SELECT id, ${sqlText(legacyDestination)}, status, attempts, next_attempt_at, queued_at,
       last_error, delivered_at, delivered_by, claimed_by, claim_expires_at
     FROM leads WHERE status IN ('pending', 'delivered', 'failed');`,
];

/**
 * Brings a lead's summary (status, attempts, last error, delivery time and worker) in line with
 * its destinations; a lead without delivery rows (spam, or not yet picked up) is left as it is.
 */
const summariseLead = `UPDATE leads SET
    status = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status = 'pending') THEN 'pending'
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status = 'failed') THEN 'failed'
      ELSE 'delivered' END,
    attempts = (SELECT COALESCE(SUM(d.attempts), 0) FROM lead_deliveries d WHERE d.lead_id = leads.id),
    last_error = (SELECT d.last_error FROM lead_deliveries d
      WHERE d.lead_id = leads.id AND d.status <> 'delivered' AND d.last_error IS NOT NULL
      ORDER BY d.destination COLLATE "C" LIMIT 1),
    delivered_at = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status <> 'delivered') THEN NULL
      ELSE (SELECT MAX(d.delivered_at COLLATE "C") FROM lead_deliveries d WHERE d.lead_id = leads.id) END,
    delivered_by = CASE
      WHEN EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id AND d.status <> 'delivered') THEN NULL
      ELSE (SELECT d.delivered_by FROM lead_deliveries d WHERE d.lead_id = leads.id
        ORDER BY d.delivered_at COLLATE "C" DESC LIMIT 1) END,
    claimed_by = NULL, claim_expires_at = NULL
  WHERE id = $1 AND status <> 'spam'
    AND EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id)`;

/** Runs the migrations not yet applied, under an advisory lock so replicas starting together take turns. */
export async function migratePg(pool: pg.Pool, legacyDestination = DEFAULT_DESTINATION): Promise<void> {
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
          const migration = pgMigrations[step] as PgMigration;
          await client.query(typeof migration === "string" ? migration : migration({ legacyDestination }));
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

/**
 * Taken first by every write that summarises a lead: two destinations of one lead recorded at the
 * same moment (on two connections) then take turns, and the second summary sees the first's
 * delivery. Without it each could see the other still pending and leave a delivered lead pending.
 */
const lockLead = "SELECT 1 FROM leads WHERE id = $1 FOR UPDATE";

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
  /** Where `markDelivered` and friends act when no destination is named, and what old rows migrate to. */
  readonly defaultDestination: string;

  private constructor(pool: pg.Pool, defaultDestination: string) {
    this.pool = pool;
    this.defaultDestination = defaultDestination;
  }

  /** Connects and brings the schema up to date. */
  static async open(
    connectionString: string,
    options: { max?: number; defaultDestination?: string } = {},
  ): Promise<PgLeadStore> {
    const defaultDestination = options.defaultDestination ?? DEFAULT_DESTINATION;
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
      await migratePg(pool, defaultDestination);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PgLeadStore(pool, defaultDestination);
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

  async claimDue(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
    destinations: readonly (string | DestinationSpec)[] = [this.defaultDestination],
  ): Promise<ClaimedDelivery[]> {
    const specs = destinationSpecs(destinations);
    // A pending lead gets a pending delivery for each destination it lacks, counted from its own
    // place in the queue; one statement for every destination. Replicas doing this at once insert
    // each pair once, and in one order (by lead id), so two of them never wait on each other's rows
    // in a cycle. It needs no transaction with the claim: a pair added here is claimed now or on the
    // next turn.
    await this.pool.query(
      `INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at)
       SELECT l.id, d.name, 'pending', 0, l.next_attempt_at, l.queued_at
       FROM leads l CROSS JOIN unnest($1::TEXT[], $2::TEXT[]) AS d (name, skip)
       WHERE l.status = 'pending' AND NOT (l.form_type = ANY(string_to_array(d.skip, E'\\n')))
         AND NOT EXISTS (SELECT 1 FROM lead_deliveries x WHERE x.lead_id = l.id AND x.destination = d.name)
       ORDER BY l.id COLLATE "C", d.name COLLATE "C"
       ON CONFLICT (lead_id, destination) DO NOTHING`,
      [specs.map((d) => d.name), specs.map((d) => (d.skipForms ?? []).join("\n"))],
    );
    const { rows } = await this.pool.query<DeliveryRow & { lead: Row }>(
      `WITH claimed AS (
         UPDATE lead_deliveries SET claimed_by = $1, claim_expires_at = $2
         WHERE (lead_id, destination) IN (
           SELECT d.lead_id, d.destination FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
           WHERE d.status = 'pending' AND l.status = 'pending' AND d.next_attempt_at <= $3
             AND (d.claim_expires_at IS NULL OR d.claim_expires_at <= $3)
             AND d.destination = ANY($4::TEXT[])
           ORDER BY l.created_at COLLATE "C", l.id COLLATE "C", d.destination COLLATE "C" LIMIT $5
           FOR UPDATE OF d SKIP LOCKED)
         RETURNING *)
       SELECT claimed.*, row_to_json(l.*) AS lead FROM claimed JOIN leads l ON l.id = claimed.lead_id`,
      [owner, now + leaseMs, now, specs.map((d) => d.name), limit],
    );
    return rows
      .map((row) => toClaimed(toStored(row.lead), row))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.destination.localeCompare(b.destination));
  }

  async markDelivered(
    id: string,
    at = new Date(),
    by: string | null = null,
    destination = this.defaultDestination,
  ) {
    // Recorded whoever holds the claim now: the lead did reach the receiver.
    await this.#transaction(async (client) => {
      await client.query(lockLead, [id]);
      await client.query(
        `INSERT INTO lead_deliveries (lead_id, destination, status, attempts, next_attempt_at, queued_at, delivered_at, delivered_by)
         SELECT id, $1, 'delivered', 1, next_attempt_at, queued_at, $2, $3 FROM leads WHERE id = $4
         ON CONFLICT (lead_id, destination) DO UPDATE SET status = 'delivered',
           attempts = lead_deliveries.attempts + 1,
           delivered_at = excluded.delivered_at, delivered_by = excluded.delivered_by,
           last_error = NULL, claimed_by = NULL, claim_expires_at = NULL`,
        [destination, at.toISOString(), by, id],
      );
      await client.query(summariseLead, [id]);
    });
  }

  async markAttemptFailed(
    id: string,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
    destination = this.defaultDestination,
  ) {
    return this.#transaction(async (client) => {
      await client.query(lockLead, [id]);
      const result = await client.query(
        `UPDATE lead_deliveries SET attempts = attempts + 1, last_error = $1,
           status = CASE WHEN $2::BIGINT IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = COALESCE($2::BIGINT, next_attempt_at),
           claimed_by = NULL, claim_expires_at = NULL
         WHERE lead_id = $3 AND destination = $4 AND status = 'pending' AND claimed_by = $5`,
        [error.slice(0, 1000), nextAttemptAt, id, destination, owner],
      );
      if (result.rowCount !== 1) return false;
      await client.query(summariseLead, [id]);
      return true;
    });
  }

  async nextDueAt(destinations?: readonly (string | DestinationSpec)[]) {
    const names = destinations ? destinationSpecs(destinations).map((d) => d.name) : null;
    const { rows } = await this.pool.query<{ at: string | null }>(
      `SELECT MIN(at) AS at FROM (
         SELECT GREATEST(d.next_attempt_at, COALESCE(d.claim_expires_at, 0)) AS at
         FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
         WHERE d.status = 'pending' AND l.status = 'pending'
           AND ($1::TEXT[] IS NULL OR d.destination = ANY($1::TEXT[]))
         UNION ALL
         SELECT l.next_attempt_at AS at FROM leads l
         WHERE l.status = 'pending' AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)) due`,
      [names],
    );
    return num(rows[0]?.at ?? null);
  }

  async oldestPendingSince() {
    const { rows } = await this.pool.query<{ at: string | null }>(
      "SELECT MIN(queued_at) AS at FROM leads WHERE status = 'pending'",
    );
    return num(rows[0]?.at ?? null);
  }

  async retry(ids: string[] | "all-failed", now = Date.now(), destination?: string) {
    return this.#transaction(async (client) => {
      const targets =
        ids === "all-failed"
          ? (
              await client.query<{ id: string }>(
                `SELECT DISTINCT lead_id AS id FROM lead_deliveries WHERE status = 'failed' AND ($1::TEXT IS NULL OR destination = $1)
                 UNION SELECT id FROM leads l WHERE status = 'failed'
                   AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = l.id)`,
                [destination ?? null],
              )
            ).rows.map((r) => r.id)
          : ids;
      let changed = 0;
      for (const id of targets) {
        await client.query(lockLead, [id]);
        // Delivered destinations are never reset: a retry for the CRM does not send the e-mail again.
        const rows =
          (
            await client.query(
              `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1, queued_at = $1,
                 claimed_by = NULL, claim_expires_at = NULL
               WHERE lead_id = $2 AND ($3::TEXT IS NULL OR destination = $3)
                 AND status IN (${ids === "all-failed" ? "'failed'" : "'pending', 'failed'"})`,
              [now, id, destination ?? null],
            )
          ).rowCount ?? 0;
        // A lead not yet picked up by the worker has no deliveries: it is reset as a whole.
        const bare =
          (
            await client.query(
              `UPDATE leads SET status = 'pending', attempts = 0, next_attempt_at = $1, queued_at = $1,
                 claimed_by = NULL, claim_expires_at = NULL
               WHERE id = $2 AND status IN ('pending', 'failed')
                 AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id)`,
              [now, id],
            )
          ).rowCount ?? 0;
        if (rows > 0) {
          await client.query(summariseLead, [id]);
          await client.query("UPDATE leads SET queued_at = $1, next_attempt_at = $1 WHERE id = $2", [
            now,
            id,
          ]);
        }
        if (rows > 0 || bare > 0) changed++;
      }
      return changed;
    });
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

  /** The leads with their deliveries, read in one query per thousand leads. */
  async #withDeliveries(rows: Row[]): Promise<StoredLead[]> {
    const leads = rows.map(toStored);
    const byId = new Map(leads.map((l) => [l.id, l]));
    for (let i = 0; i < leads.length; i += 1000) {
      const ids = leads.slice(i, i + 1000).map((l) => l.id);
      const { rows: deliveries } = await this.pool.query<DeliveryRow>(
        `SELECT * FROM lead_deliveries WHERE lead_id = ANY($1::TEXT[]) ORDER BY destination COLLATE "C"`,
        [ids],
      );
      for (const d of deliveries) byId.get(d.lead_id)?.deliveries.push(toDeliveryState(d));
    }
    return leads;
  }

  async get(id: string) {
    const { rows } = await this.pool.query<Row>("SELECT * FROM leads WHERE id = $1", [id]);
    return rows[0] ? (await this.#withDeliveries(rows))[0] : undefined;
  }

  async findBySubmissionId(submissionId: string) {
    const { rows } = await this.pool.query<Row>("SELECT * FROM leads WHERE submission_id = $1", [
      submissionId,
    ]);
    return rows[0] ? (await this.#withDeliveries(rows))[0] : undefined;
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
    return this.#withDeliveries((await this.pool.query<Row>(sql, params)).rows);
  }

  async counts() {
    const { rows } = await this.pool.query<{ status: LeadStatus; n: string }>(
      "SELECT status, COUNT(*) AS n FROM leads GROUP BY status",
    );
    const counts: Record<LeadStatus, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async deliveryCounts() {
    const { rows } = await this.pool.query<{ destination: string; status: DeliveryStatus; n: string }>(
      "SELECT destination, status, COUNT(*) AS n FROM lead_deliveries GROUP BY destination, status",
    );
    const counts: Record<string, Record<DeliveryStatus, number>> = {};
    for (const row of rows) {
      const destination = counts[row.destination] ?? { pending: 0, delivered: 0, failed: 0 };
      destination[row.status] = Number(row.n);
      counts[row.destination] = destination;
    }
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

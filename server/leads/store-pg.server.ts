import pg from "pg";
import type { Lead } from "./lead.server";
import {
  type ClaimRequest,
  DEFAULT_DESTINATION,
  type DeliveryRow,
  type LeadRow,
  leadStatements,
  MAIL_HOUR_MS,
  MAIL_WINDOW_MS,
  mailVerdict,
  pgDialect,
  releasedSubscriber,
  retentionCutoff,
  type SQLArgs,
  SqlLeadStoreBase,
  sharedMigrations,
  toStored,
} from "./store-sql.server";
import type { LeadStore, MailReservation, MailVerdict, PurgeResult } from "./store-types.server";

const sql = leadStatements(pgDialect);

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
     ${sharedMigrations.leadColumns(pgDialect)}
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
  // Newsletter double opt-in and several destinations per lead, as in the SQLite store (see
  // sharedMigrations); a delivery goes with its lead.
  sharedMigrations.newsletterOptIn(pgDialect, "(extract(epoch FROM now()) * 1000)::bigint"),
  ({ legacyDestination }) =>
    sharedMigrations.leadDeliveries(pgDialect, " REFERENCES leads (id) ON DELETE CASCADE", legacyDestination),
  // A delivery the mail limits held back is `suppressed`, and what the site mailed lately is
  // counted, as in the SQLite store.
  `ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_status_check;
   ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_status_check
     CHECK (status IN ('pending', 'delivered', 'failed', 'suppressed'));
   ${sharedMigrations.mailSends(pgDialect)}`,
];

/** Any number, the same in every replica: the advisory lock under which replicas count mail in turn. */
const MAIL_LOCK = 7_311_420_614;

/** Runs the migrations not yet applied, under an advisory lock so replicas starting together take turns. */
/**
 * Runs `work` on a connection of its own. While it is checked out, a connection the server ends (a
 * restart, a failover, pg_terminate_backend) is reported by an 'error' event that nobody else
 * listens to, which Node would throw as an uncaught exception and end the process: here the error
 * fails `work` instead, and the broken connection is dropped rather than handed back to the pool.
 */
export async function withConnection<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on("error", onError);
  try {
    return await work(client);
  } finally {
    client.off("error", onError);
    client.release(broken);
  }
}

export async function migratePg(pool: pg.Pool, legacyDestination = DEFAULT_DESTINATION): Promise<void> {
  await withConnection(pool, async (client) => {
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
  });
}

/**
 * Taken first by every write that summarises a lead: two destinations of one lead recorded at the
 * same moment (on two connections) then take turns, and the second summary sees the first's
 * delivery. Without it each could see the other still pending and leave a delivered lead pending.
 */
const lockLead = "SELECT 1 FROM leads WHERE id = $1 FOR UPDATE";

type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;

/**
 * The outbox, newsletter list and settings in PostgreSQL, shared by every replica of the site
 * (DATABASE_URL). A method resolves after its transaction committed. Claims lock the due rows
 * with `FOR UPDATE SKIP LOCKED`, so replicas claiming at the same moment take different leads
 * instead of waiting on each other; the lease lets another replica take over the claims of
 * one that died.
 */
export class PgLeadStore extends SqlLeadStoreBase implements LeadStore {
  protected readonly sql = sql;
  protected readonly dialect = pgDialect;
  readonly pool: pg.Pool;

  private constructor(pool: pg.Pool, defaultDestination: string) {
    super(defaultDestination);
    this.pool = pool;
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
    return withConnection(this.pool, async (client) => {
      try {
        await client.query("BEGIN");
        const result = await work(client);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    });
  }

  protected async rows<T>(statement: string, args: unknown[] = []) {
    return (await this.pool.query(statement, args)).rows as T[];
  }

  protected async execute(statement: string, args: SQLArgs = []) {
    return (await this.pool.query(statement, args)).rowCount ?? 0;
  }

  async #insert(db: Queryable, lead: Lead, submissionId: string | null, args: SQLArgs) {
    if ((await db.query(sql.insertLead, args)).rowCount === 1 || submissionId === null)
      return { lead, duplicate: false };
    const row = (await db.query<LeadRow>(sql.leadBySubmissionId, [submissionId])).rows[0];
    return { lead: row ? toStored(row).lead : lead, duplicate: true };
  }

  protected async insertLead(lead: Lead, submissionId: string | null, args: SQLArgs) {
    return this.#insert(this.pool, lead, submissionId, args);
  }

  protected async subscribeAddress(address: string, lead: Lead, submissionId: string | null, args: SQLArgs) {
    return this.#transaction(async (client) => {
      // The primary key on email makes two replicas subscribing one address at once end with
      // one row: the second insert waits for the first to commit, then does nothing.
      const inserted = await client.query(sql.insertSubscriber, [address, lead.createdAt, lead.id]);
      if (inserted.rowCount === 1) {
        await this.#insert(client, lead, submissionId, args);
        return { duplicate: false, leadId: lead.id };
      }
      const listed = await client.query<{ lead_id: string | null }>(sql.subscriberLeadId, [address]);
      return { duplicate: true, leadId: listed.rows[0]?.lead_id ?? null };
    });
  }

  protected async claim({ owner, now, leaseMs, limit, specs }: ClaimRequest) {
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
    // The due rows are locked, and rows another replica is claiming skipped, so replicas claiming
    // at once take different deliveries.
    const { rows } = await this.pool.query<DeliveryRow & { lead: LeadRow }>(
      `WITH claimed AS (
         UPDATE lead_deliveries SET claimed_by = $1, claim_expires_at = $2
         WHERE (lead_id, destination) IN (
           SELECT d.lead_id, d.destination FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
           WHERE ${sql.claimable}
           FOR UPDATE OF d SKIP LOCKED)
         RETURNING *)
       SELECT claimed.*, row_to_json(l.*) AS lead FROM claimed JOIN leads l ON l.id = claimed.lead_id`,
      [owner, now + leaseMs, now, pgDialect.list(specs.map((d) => d.name)), limit],
    );
    return rows.map((row) => ({ lead: row.lead, delivery: row }));
  }

  protected async recordDelivery(id: string, args: SQLArgs) {
    await this.#transaction(async (client) => {
      await client.query(lockLead, [id]);
      await client.query(sql.markDelivered, args);
      await client.query(sql.summariseLead, [id]);
    });
  }

  protected async recordFailure(id: string, args: SQLArgs) {
    return this.#transaction(async (client) => {
      await client.query(lockLead, [id]);
      if ((await client.query(sql.markAttemptFailed, args)).rowCount !== 1) return false;
      await client.query(sql.summariseLead, [id]);
      return true;
    });
  }

  protected async recordSuppression(id: string, args: SQLArgs) {
    return this.#transaction(async (client) => {
      await client.query(lockLead, [id]);
      if ((await client.query(sql.markSuppressed, args)).rowCount !== 1) return false;
      await client.query(sql.summariseLead, [id]);
      return true;
    });
  }

  /** Replicas count and record in turn (a transaction-level advisory lock), so no limit is overrun. */
  async reserveMail(request: MailReservation): Promise<MailVerdict> {
    const { kind, mailbox, domain, ref, now } = request;
    return this.#transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [MAIL_LOCK]);
      await client.query(sql.forgetOldMail, [now - MAIL_WINDOW_MS]);
      const refs = (await client.query<{ ref: string }>(sql.mailToMailbox, [kind, mailbox])).rows.map(
        (r) => r.ref,
      );
      const count = async (ofDomain: string | null) =>
        Number(
          (await client.query<{ n: string }>(sql.mailSince, [kind, now - MAIL_HOUR_MS, ofDomain])).rows[0]
            ?.n ?? 0,
        );
      const verdict = mailVerdict(request, refs, await count(null), await count(domain));
      if (verdict === "send") await client.query(sql.recordMail, [kind, mailbox, domain, ref, now]);
      return verdict;
    });
  }

  protected async requeue(ids: string[] | "all-failed", now: number, destination: string | null) {
    return this.#transaction(async (client) => {
      const targets =
        ids === "all-failed"
          ? (await client.query<{ id: string }>(sql.failedLeadIds, [destination])).rows.map((r) => r.id)
          : ids;
      let changed = 0;
      for (const id of targets) {
        await client.query(lockLead, [id]);
        const rows = (await client.query(sql.retryDeliveries(ids), [now, id, destination])).rowCount ?? 0;
        const bare = (await client.query(sql.retryBareLead, [now, id])).rowCount ?? 0;
        if (rows > 0) {
          await client.query(sql.summariseLead, [id]);
          await client.query(sql.requeueLead, [now, id]);
        }
        if (rows > 0 || bare > 0) changed++;
      }
      return changed;
    });
  }

  protected async releaseLead(id: string, now: number) {
    return this.#transaction(async (client) => {
      const row = (await client.query<LeadRow>(sql.releaseLead, [now, id])).rows[0];
      const subscriber = row && releasedSubscriber(row);
      if (subscriber) await client.query(sql.insertSubscriber, subscriber);
      return row !== undefined;
    });
  }

  /** Deliveries of deleted leads go with them (ON DELETE CASCADE). */
  async purge(now: number, retentionDays: number, spamDays: number): Promise<PurgeResult> {
    return this.#transaction(async (client) => ({
      spam: (await client.query(sql.purgeSpam, [retentionCutoff(now, spamDays)])).rowCount ?? 0,
      expired: (await client.query(sql.purgeExpired, [retentionCutoff(now, retentionDays)])).rowCount ?? 0,
    }));
  }

  protected async forgetAddress(address: string) {
    return this.#transaction(async (client) => ({
      leads:
        (
          await client.query(
            "DELETE FROM leads WHERE lower(btrim((data::jsonb) -> 'payload' ->> 'from_email')) = $1",
            [address],
          )
        ).rowCount ?? 0,
      newsletter: (await client.query(sql.forgetSubscriber, [address])).rowCount ?? 0,
    }));
  }

  async close() {
    if (!this.pool.ended) await this.pool.end();
  }
}

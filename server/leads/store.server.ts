import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Lead } from "./lead.server";
import {
  type ClaimRequest,
  type DeliveryRow,
  type LeadRow,
  leadStatements,
  MAIL_HOUR_MS,
  MAIL_WINDOW_MS,
  mailVerdict,
  releasedSubscriber,
  retentionCutoff,
  type SQLArgs,
  SqlLeadStoreBase,
  sharedMigrations,
  sqliteDialect,
  toStored,
} from "./store-sql.server";
import type { LeadStore, MailReservation, MailVerdict } from "./store-types.server";

// The stores' records and interface live in store-types.server.ts; importers of the store find them here too.
export type * from "./store-types.server";
export { leadStatuses } from "./store-types.server";

const sql = leadStatements(sqliteDialect);

/**
 * A connection to the store's SQLite file with its durability settings: WAL, every commit
 * synced, a wait for another process's write lock, deleted data overwritten.
 */
export function openSqliteFile(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    PRAGMA secure_delete = ON;
  `);
  return db;
}

/**
 * The outbox in one SQLite file in DATA_DIR. Every write is committed (WAL,
 * synchronous=FULL) before it resolves, so what the visitor was told is stored
 * survives kill -9 and a power cut. The file and its -wal/-shm companions are
 * readable by their owner only: they hold personal data.
 */
export class SqliteLeadStore extends SqlLeadStoreBase implements LeadStore {
  protected readonly sql = sql;
  protected readonly dialect = sqliteDialect;
  readonly #db: DatabaseSync;
  readonly #file: string;

  constructor(dataDir: string, file = "leads.sqlite", options: { defaultDestination?: string } = {}) {
    super(options.defaultDestination);
    if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.#file = join(dataDir, file);
    // SQLite creates -wal and -shm with the mode of the database file, so the file is made
    // 0600 before SQLite first opens it.
    closeSync(openSync(this.#file, "a", 0o600));
    chmodSync(this.#file, 0o600);
    this.#db = openSqliteFile(this.#file);
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

  #run(statement: string, ...args: SQLInputValue[]) {
    return this.#db.prepare(statement).run(...args);
  }

  #get<T>(statement: string, ...args: SQLInputValue[]) {
    return this.#db.prepare(statement).get(...args) as T | undefined;
  }

  #all<T>(statement: string, ...args: SQLInputValue[]) {
    return this.#db.prepare(statement).all(...args) as unknown as T[];
  }

  protected async rows<T>(statement: string, args: unknown[] = []) {
    return this.#all<T>(statement, ...(args as SQLInputValue[]));
  }

  protected async execute(statement: string, args: SQLArgs = []) {
    return Number(this.#run(statement, ...args).changes);
  }

  #insert(lead: Lead, submissionId: string | null, args: SQLArgs) {
    if (this.#run(sql.insertLead, ...args).changes === 1 || submissionId === null)
      return { lead, duplicate: false };
    const existing = this.#get<LeadRow>(sql.leadBySubmissionId, submissionId);
    return { lead: existing ? toStored(existing).lead : lead, duplicate: true };
  }

  protected async insertLead(lead: Lead, submissionId: string | null, args: SQLArgs) {
    return this.#insert(lead, submissionId, args);
  }

  protected async subscribeAddress(address: string, lead: Lead, submissionId: string | null, args: SQLArgs) {
    return this.#transaction(() => {
      const inserted = this.#run(sql.insertSubscriber, address, lead.createdAt, lead.id);
      if (inserted.changes === 1) {
        this.#insert(lead, submissionId, args);
        return { duplicate: false, leadId: lead.id };
      }
      const listed = this.#get<{ lead_id: string | null }>(sql.subscriberLeadId, address);
      return { duplicate: true, leadId: listed?.lead_id ?? null };
    });
  }

  protected async claim({ owner, now, leaseMs, limit, specs }: ClaimRequest) {
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
      const rows = this.#all<DeliveryRow>(
        `UPDATE lead_deliveries SET claimed_by = ?1, claim_expires_at = ?2
         WHERE rowid IN (
           SELECT d.rowid FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
           WHERE ${sql.claimable})
         RETURNING *`,
        owner,
        now + leaseMs,
        now,
        sqliteDialect.list(specs.map((d) => d.name)),
        limit,
      );
      const lead = this.#db.prepare(sql.leadById);
      return rows.map((row) => ({ lead: lead.get(row.lead_id) as unknown as LeadRow, delivery: row }));
    });
  }

  protected async recordDelivery(id: string, args: SQLArgs) {
    this.#transaction(() => {
      this.#run(sql.markDelivered, ...args);
      this.#run(sql.summariseLead, id);
    });
  }

  protected async recordFailure(id: string, args: SQLArgs) {
    return this.#transaction(() => {
      if (this.#run(sql.markAttemptFailed, ...args).changes !== 1) return false;
      this.#run(sql.summariseLead, id);
      return true;
    });
  }

  protected async recordSuppression(id: string, args: SQLArgs) {
    return this.#transaction(() => {
      if (this.#run(sql.markSuppressed, ...args).changes !== 1) return false;
      this.#run(sql.summariseLead, id);
      return true;
    });
  }

  /** A write transaction excludes every other writer on the file: processes take turns. */
  async reserveMail(request: MailReservation): Promise<MailVerdict> {
    const { kind, mailbox, domain, ref, now } = request;
    return this.#transaction(() => {
      this.#run(sql.forgetOldMail, now - MAIL_WINDOW_MS);
      const refs = this.#all<{ ref: string }>(sql.mailToMailbox, kind, mailbox).map((r) => r.ref);
      const count = (ofDomain: string | null) =>
        Number(this.#get<{ n: number }>(sql.mailSince, kind, now - MAIL_HOUR_MS, ofDomain)?.n ?? 0);
      const verdict = mailVerdict(request, refs, count(null), count(domain));
      if (verdict === "send") this.#run(sql.recordMail, kind, mailbox, domain, ref, now);
      return verdict;
    });
  }

  protected async requeue(ids: string[] | "all-failed", now: number, destination: string | null) {
    return this.#transaction(() => {
      const reset = this.#db.prepare(sql.retryDeliveries(ids));
      const targets =
        ids === "all-failed"
          ? this.#all<{ id: string }>(sql.failedLeadIds, destination).map((r) => r.id)
          : ids;
      let changed = 0;
      for (const id of targets) {
        const rows = Number(reset.run(now, id, destination).changes);
        const bare = Number(this.#run(sql.retryBareLead, now, id).changes);
        if (rows > 0) {
          this.#run(sql.summariseLead, id);
          this.#run(sql.requeueLead, now, id);
        }
        if (rows > 0 || bare > 0) changed++;
      }
      return changed;
    });
  }

  protected async releaseLead(id: string, now: number) {
    return this.#transaction(() => {
      const row = this.#get<LeadRow>(sql.releaseLead, now, id);
      const subscriber = row && releasedSubscriber(row);
      if (subscriber) this.#run(sql.insertSubscriber, ...subscriber);
      return row !== undefined;
    });
  }

  async purge(now: number, retentionDays: number, spamDays: number) {
    return this.#transaction(() => ({
      spam: Number(this.#run(sql.purgeSpam, retentionCutoff(now, spamDays)).changes),
      expired: Number(this.#run(sql.purgeExpired, retentionCutoff(now, retentionDays)).changes),
      ...this.#dropOrphanDeliveries(),
    }));
  }

  /** Deliveries of deleted leads go with them (inside the caller's transaction). */
  #dropOrphanDeliveries() {
    this.#run("DELETE FROM lead_deliveries WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = lead_id)");
    return {};
  }

  protected async forgetAddress(address: string) {
    return this.#transaction(() => ({
      leads: Number(
        this.#run(
          "DELETE FROM leads WHERE lower(trim(json_extract(data, '$.payload.from_email'))) = ?",
          address,
        ).changes,
      ),
      newsletter: Number(this.#run(sql.forgetSubscriber, address).changes),
      ...this.#dropOrphanDeliveries(),
    }));
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
     ${sharedMigrations.leadColumns(sqliteDialect)}
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
  // Newsletter double opt-in (see sharedMigrations).
  sharedMigrations.newsletterOptIn(sqliteDialect, "CAST(strftime('%s', 'now') AS INTEGER) * 1000"),
  // Several destinations per lead (see sharedMigrations).
  ({ legacyDestination }) => sharedMigrations.leadDeliveries(sqliteDialect, "", legacyDestination),
  // A delivery the mail limits held back is `suppressed` (SQLite cannot alter a CHECK constraint,
  // so the table is rebuilt), and what the site mailed lately is counted (see sharedMigrations).
  `CREATE TABLE lead_deliveries_new (
     lead_id TEXT NOT NULL,
     destination TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'suppressed')),
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
   INSERT INTO lead_deliveries_new SELECT lead_id, destination, status, attempts, next_attempt_at, queued_at,
     last_error, delivered_at, delivered_by, claimed_by, claim_expires_at FROM lead_deliveries;
   DROP TABLE lead_deliveries;
   ALTER TABLE lead_deliveries_new RENAME TO lead_deliveries;
   CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at);
   ${sharedMigrations.mailSends(sqliteDialect)}`,
];

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

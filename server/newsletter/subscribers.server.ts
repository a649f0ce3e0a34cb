import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { type LeadStore, openSqliteFile } from "../leads/store.server";
import { PgLeadStore } from "../leads/store-pg.server";

/** A sign-up whose confirmation e-mail is due, claimed by one sender. */
export interface PendingConfirmation {
  email: string;
  /** Failed sends so far. */
  attempts: number;
  /** When the e-mail joined the queue (ms since the epoch): the retry period counts from here. */
  queuedAt: number;
}

export interface Subscriber {
  email: string;
  subscribedAt: string;
  confirmedAt: string;
}

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "not_found";

/**
 * The newsletter list's double opt-in, on the lead store's own tables (the `newsletter` table and
 * the confirmation columns its last migration added). Sign-ups are inserted by the lead store
 * (`LeadStore.subscribe`, with the lead that tells sales); everything after that lives here.
 */
export interface SubscriberStore {
  /** Claims due confirmation e-mails for `owner` until `now + leaseMs`, so two senders never send one twice at once. */
  claimConfirmations(
    owner: string,
    now: number,
    leaseMs: number,
    limit: number,
  ): Promise<PendingConfirmation[]>;
  markConfirmationSent(email: string, owner: string, at: Date): Promise<void>;
  /** A failed send: due again at `nextAt`, or parked (no more tries) when that is null. */
  markConfirmationFailed(email: string, owner: string, error: string, nextAt: number | null): Promise<void>;
  /** When the next confirmation e-mail is due, or null when none is waiting. */
  nextConfirmationDueAt(): Promise<number | null>;
  /**
   * A repeated sign-up of an unconfirmed address queues its confirmation e-mail again, unless one
   * was queued or sent within `minIntervalMs` (nobody can flood an inbox through the form).
   */
  requestConfirmation(email: string, now: number, minIntervalMs: number): Promise<boolean>;
  confirm(email: string, at: Date): Promise<ConfirmOutcome>;
  /** Removes the address from the list; false when it was not on it. */
  unsubscribe(email: string): Promise<boolean>;
  /** Whether the address is on the list and confirmed, or absent. */
  state(email: string): Promise<"confirmed" | "unconfirmed" | "absent">;
  /** Confirmed subscribers, oldest first. */
  listConfirmed(): Promise<Subscriber[]>;
  /**
   * Deletes sign-ups never confirmed whose last confirmation e-mail was queued before `before`
   * (ms since the epoch) and is no longer waiting to be sent; returns how many.
   */
  purgeUnconfirmed(before: number): Promise<number>;
  close(): Promise<void>;
}

const normalise = (email: string) => email.trim().toLowerCase();

interface ClaimRow {
  email: string;
  confirm_attempts: number | string;
  confirm_queued_at: number | string | null;
  subscribed_at: string;
}

const toPending = (row: ClaimRow): PendingConfirmation => ({
  email: row.email,
  attempts: Number(row.confirm_attempts),
  queuedAt: row.confirm_queued_at === null ? Date.parse(row.subscribed_at) : Number(row.confirm_queued_at),
});

/**
 * On SQLite: a second connection to the lead store's file (opened after the lead store, which
 * migrated it), with the same durability settings.
 */
export class SqliteSubscriberStore implements SubscriberStore {
  readonly #db: DatabaseSync;

  constructor(dataDir: string, file = "leads.sqlite") {
    this.#db = openSqliteFile(join(dataDir, file));
  }

  async claimConfirmations(owner: string, now: number, leaseMs: number, limit: number) {
    const rows = this.#db
      .prepare(
        `UPDATE newsletter SET confirm_claimed_by = ?, confirm_claim_expires_at = ?
         WHERE email IN (
           SELECT email FROM newsletter
           WHERE confirmed_at IS NULL AND confirm_due_at IS NOT NULL AND confirm_due_at <= ?
             AND (confirm_claim_expires_at IS NULL OR confirm_claim_expires_at <= ?)
           ORDER BY confirm_due_at LIMIT ?)
         RETURNING email, confirm_attempts, confirm_queued_at, subscribed_at`,
      )
      .all(owner, now + leaseMs, now, now, limit) as unknown as ClaimRow[];
    return rows.map(toPending);
  }

  async markConfirmationSent(email: string, _owner: string, at: Date) {
    this.#db
      .prepare(
        `UPDATE newsletter SET confirm_due_at = NULL, confirm_sent_at = ?, confirm_last_error = NULL,
           confirm_claimed_by = NULL, confirm_claim_expires_at = NULL WHERE email = ?`,
      )
      .run(at.toISOString(), email);
  }

  async markConfirmationFailed(email: string, owner: string, error: string, nextAt: number | null) {
    this.#db
      .prepare(
        `UPDATE newsletter SET confirm_attempts = confirm_attempts + 1, confirm_last_error = ?,
           confirm_due_at = ?, confirm_claimed_by = NULL, confirm_claim_expires_at = NULL
         WHERE email = ? AND confirm_claimed_by = ?`,
      )
      .run(error.slice(0, 1000), nextAt, email, owner);
  }

  async nextConfirmationDueAt() {
    const row = this.#db
      .prepare(
        `SELECT MIN(MAX(confirm_due_at, COALESCE(confirm_claim_expires_at, 0))) AS at FROM newsletter
         WHERE confirmed_at IS NULL AND confirm_due_at IS NOT NULL`,
      )
      .get() as { at: number | null };
    return row.at;
  }

  async requestConfirmation(email: string, now: number, minIntervalMs: number) {
    const result = this.#db
      .prepare(
        `UPDATE newsletter SET confirm_due_at = ?, confirm_queued_at = ?, confirm_attempts = 0, confirm_sent_at = NULL
         WHERE email = ? AND confirmed_at IS NULL
           AND COALESCE(confirm_queued_at, 0) <= ?
           AND (confirm_due_at IS NULL OR confirm_due_at > ?)
           AND (confirm_sent_at IS NULL OR confirm_sent_at <= ?)`,
      )
      .run(now, now, normalise(email), now - minIntervalMs, now, new Date(now - minIntervalMs).toISOString());
    return result.changes === 1;
  }

  async confirm(email: string, at: Date): Promise<ConfirmOutcome> {
    const address = normalise(email);
    const updated = this.#db
      .prepare(
        `UPDATE newsletter SET confirmed_at = ?, confirm_due_at = NULL, confirm_claimed_by = NULL,
           confirm_claim_expires_at = NULL WHERE email = ? AND confirmed_at IS NULL`,
      )
      .run(at.toISOString(), address);
    if (updated.changes === 1) return "confirmed";
    return (await this.state(address)) === "absent" ? "not_found" : "already_confirmed";
  }

  async unsubscribe(email: string) {
    return this.#db.prepare("DELETE FROM newsletter WHERE email = ?").run(normalise(email)).changes === 1;
  }

  async state(email: string) {
    const row = this.#db
      .prepare("SELECT confirmed_at FROM newsletter WHERE email = ?")
      .get(normalise(email)) as { confirmed_at: string | null } | undefined;
    return row === undefined ? "absent" : row.confirmed_at ? "confirmed" : "unconfirmed";
  }

  async listConfirmed() {
    return (
      this.#db
        .prepare(
          `SELECT email, subscribed_at, confirmed_at FROM newsletter WHERE confirmed_at IS NOT NULL
           ORDER BY confirmed_at, email`,
        )
        .all() as { email: string; subscribed_at: string; confirmed_at: string }[]
    ).map((row) => ({ email: row.email, subscribedAt: row.subscribed_at, confirmedAt: row.confirmed_at }));
  }

  async purgeUnconfirmed(before: number) {
    return Number(
      this.#db
        .prepare(
          `DELETE FROM newsletter WHERE confirmed_at IS NULL AND confirm_due_at IS NULL
             AND subscribed_at < ? AND COALESCE(confirm_queued_at, 0) < ?`,
        )
        .run(new Date(before).toISOString(), before).changes,
    );
  }

  async close() {
    if (this.#db.isOpen) this.#db.close();
  }
}

/** On PostgreSQL: the lead store's pool; claims skip rows another replica holds locked. */
export class PgSubscriberStore implements SubscriberStore {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async claimConfirmations(owner: string, now: number, leaseMs: number, limit: number) {
    const { rows } = await this.#pool.query<ClaimRow>(
      `UPDATE newsletter SET confirm_claimed_by = $1, confirm_claim_expires_at = $2
       WHERE email IN (
         SELECT email FROM newsletter
         WHERE confirmed_at IS NULL AND confirm_due_at IS NOT NULL AND confirm_due_at <= $3
           AND (confirm_claim_expires_at IS NULL OR confirm_claim_expires_at <= $3)
         ORDER BY confirm_due_at LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING email, confirm_attempts, confirm_queued_at, subscribed_at`,
      [owner, now + leaseMs, now, limit],
    );
    return rows.map(toPending);
  }

  async markConfirmationSent(email: string, _owner: string, at: Date) {
    await this.#pool.query(
      `UPDATE newsletter SET confirm_due_at = NULL, confirm_sent_at = $1, confirm_last_error = NULL,
         confirm_claimed_by = NULL, confirm_claim_expires_at = NULL WHERE email = $2`,
      [at.toISOString(), email],
    );
  }

  async markConfirmationFailed(email: string, owner: string, error: string, nextAt: number | null) {
    await this.#pool.query(
      `UPDATE newsletter SET confirm_attempts = confirm_attempts + 1, confirm_last_error = $1,
         confirm_due_at = $2, confirm_claimed_by = NULL, confirm_claim_expires_at = NULL
       WHERE email = $3 AND confirm_claimed_by = $4`,
      [error.slice(0, 1000), nextAt, email, owner],
    );
  }

  async nextConfirmationDueAt() {
    const { rows } = await this.#pool.query<{ at: string | null }>(
      `SELECT MIN(GREATEST(confirm_due_at, COALESCE(confirm_claim_expires_at, 0))) AS at FROM newsletter
       WHERE confirmed_at IS NULL AND confirm_due_at IS NOT NULL`,
    );
    const at = rows[0]?.at ?? null;
    return at === null ? null : Number(at);
  }

  async requestConfirmation(email: string, now: number, minIntervalMs: number) {
    const result = await this.#pool.query(
      `UPDATE newsletter SET confirm_due_at = $1, confirm_queued_at = $1, confirm_attempts = 0, confirm_sent_at = NULL
       WHERE email = $2 AND confirmed_at IS NULL
         AND COALESCE(confirm_queued_at, 0) <= $3
         AND (confirm_due_at IS NULL OR confirm_due_at > $1)
         AND (confirm_sent_at IS NULL OR confirm_sent_at <= $4)`,
      [now, normalise(email), now - minIntervalMs, new Date(now - minIntervalMs).toISOString()],
    );
    return result.rowCount === 1;
  }

  async confirm(email: string, at: Date): Promise<ConfirmOutcome> {
    const address = normalise(email);
    const updated = await this.#pool.query(
      `UPDATE newsletter SET confirmed_at = $1, confirm_due_at = NULL, confirm_claimed_by = NULL,
         confirm_claim_expires_at = NULL WHERE email = $2 AND confirmed_at IS NULL`,
      [at.toISOString(), address],
    );
    if (updated.rowCount === 1) return "confirmed";
    return (await this.state(address)) === "absent" ? "not_found" : "already_confirmed";
  }

  async unsubscribe(email: string) {
    return (
      (await this.#pool.query("DELETE FROM newsletter WHERE email = $1", [normalise(email)])).rowCount === 1
    );
  }

  async state(email: string) {
    const { rows } = await this.#pool.query<{ confirmed_at: string | null }>(
      "SELECT confirmed_at FROM newsletter WHERE email = $1",
      [normalise(email)],
    );
    const row = rows[0];
    return row === undefined ? "absent" : row.confirmed_at ? "confirmed" : "unconfirmed";
  }

  async listConfirmed() {
    const { rows } = await this.#pool.query<{ email: string; subscribed_at: string; confirmed_at: string }>(
      `SELECT email, subscribed_at, confirmed_at FROM newsletter WHERE confirmed_at IS NOT NULL
       ORDER BY confirmed_at COLLATE "C", email COLLATE "C"`,
    );
    return rows.map((row) => ({
      email: row.email,
      subscribedAt: row.subscribed_at,
      confirmedAt: row.confirmed_at,
    }));
  }

  async purgeUnconfirmed(before: number) {
    const result = await this.#pool.query(
      `DELETE FROM newsletter WHERE confirmed_at IS NULL AND confirm_due_at IS NULL
         AND subscribed_at < $1 AND COALESCE(confirm_queued_at, 0) < $2`,
      [new Date(before).toISOString(), before],
    );
    return result.rowCount ?? 0;
  }

  /** The pool belongs to the lead store, which closes it. */
  async close() {}
}

/** The subscriber store on the same database as an open lead store. */
export function openSubscriberStore(store: LeadStore, dataDir: string): SubscriberStore {
  return store instanceof PgLeadStore
    ? new PgSubscriberStore(store.pool)
    : new SqliteSubscriberStore(dataDir);
}

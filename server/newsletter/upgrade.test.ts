import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteLeadStore } from "../leads/store.server";
import { SqliteSubscriberStore } from "./subscribers.server";

const columns = [
  "confirmed_at",
  "confirm_due_at",
  "confirm_queued_at",
  "confirm_attempts",
  "confirm_claimed_by",
  "confirm_claim_expires_at",
  "confirm_sent_at",
  "confirm_last_error",
];

describe("upgrading a SQLite file from before double opt-in", () => {
  const dir = mkdtempSync(join(tmpdir(), "newsletter-upgrade-"));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps earlier sign-ups as unconfirmed and queues one confirmation e-mail for each", async () => {
    // A file as the version before double opt-in left it (its four steps): the newsletter table without
    // the new columns, and without what the steps after it added (per-destination deliveries, mail limits).
    await new SqliteLeadStore(dir).close();
    const db = new DatabaseSync(join(dir, "leads.sqlite"));
    db.exec("DROP TABLE lead_deliveries");
    db.exec("DROP TABLE mail_sends");
    db.exec("DROP INDEX newsletter_confirm_due");
    for (const column of columns) db.exec(`ALTER TABLE newsletter DROP COLUMN ${column}`);
    db.exec("PRAGMA user_version = 4");
    db.prepare("INSERT INTO newsletter (email, subscribed_at, lead_id) VALUES (?, ?, NULL)").run(
      "antiga@exemplo.com.br",
      "2026-01-10T12:00:00.000Z",
    );
    db.close();

    const upgradedAt = Math.floor(Date.now() / 1000) * 1000;
    const store = new SqliteLeadStore(dir);
    const subscribers = new SqliteSubscriberStore(dir);
    try {
      expect(await subscribers.state("antiga@exemplo.com.br")).toBe("unconfirmed");
      expect(await store.newsletterCount()).toBe(0);
      const queued = await subscribers.claimConfirmations("w", Date.now(), 30_000, 10);
      expect(queued.map((q) => [q.email, q.attempts])).toEqual([["antiga@exemplo.com.br", 0]]);
      // Its retry period (and its retention if never confirmed) counts from the upgrade, not the old sign-up.
      expect(queued[0]?.queuedAt).toBeGreaterThanOrEqual(upgradedAt);
      expect(queued[0]?.queuedAt).toBeLessThanOrEqual(Date.now());
    } finally {
      await subscribers.close();
      await store.close();
    }
  });
});

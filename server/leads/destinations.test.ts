import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { createLogger } from "../runtime/logger.server";
import { createLead, type Lead } from "./lead.server";
import { openLeadStore } from "./open-store.server";
import { demoPayload } from "./payload.server";
import type { LeadStore } from "./store.server";
import { runCli, runWorkerUntil, until } from "./test-support.server";
import { PermanentDeliveryError, type Transport } from "./transports.server";
import { createDeliveryWorker } from "./worker.server";

const DAY = 24 * 60 * 60_000;
const ALL = ["smtp", "webhook", "rdstation"];

const lead = (email = "ana@exemplo.com.br", formType = "demonstracao"): Lead =>
  createLead({
    payload: { ...demoPayload({ nome: "Ana", email }, "comercial@gamadelivery.com.br"), form_type: formType },
    consentWording: null,
    attribution: {},
  });

/** A destination that records each lead it was handed, and fails while `down` says so. */
function destination(name: string, skipForms?: string[]) {
  const sent: string[] = [];
  const t = {
    name,
    skipForms,
    sent,
    down: null as null | "temporary" | "permanent",
    async send(l: Lead) {
      if (t.down === "permanent") throw new PermanentDeliveryError(`${name} answered HTTP 422`);
      if (t.down === "temporary") throw new Error(`${name} answered HTTP 503`);
      sent.push(l.id);
    },
  } satisfies Transport & Record<string, unknown>;
  return t;
}

describe.each(storeKinds)("destinations (%s store)", (kind) => {
  const fx = storeFixture(kind);
  let store: LeadStore;
  let logs: string[];
  beforeEach(async () => {
    store = await fx.open();
    logs = [];
  });
  afterEach(() => store.close());

  it("claims, retries and parks each destination of a lead on its own", async () => {
    const l = lead();
    await store.enqueue(l, null, 1000);
    const claimed = await store.claimDue("w", 2000, 30_000, 10, ALL);
    expect(claimed.map((c) => [c.id, c.destination])).toEqual([
      [l.id, "rdstation"],
      [l.id, "smtp"],
      [l.id, "webhook"],
    ]);
    // A second process finds none of the three while the leases last.
    expect(await store.claimDue("other", 2000, 30_000, 10, ALL)).toEqual([]);

    await store.markDelivered(l.id, new Date(3000), "w", "smtp");
    await store.markDelivered(l.id, new Date(3000), "w", "webhook");
    expect(
      await store.markAttemptFailed(l.id, "w", "RD Station answered HTTP 503", 60_000, "rdstation"),
    ).toBe(true);
    expect(await store.get(l.id)).toMatchObject({ status: "pending", attempts: 3, deliveredAt: null });
    // Only the CRM is due again, and only once its backoff is over.
    expect(await store.nextDueAt(ALL)).toBe(60_000);
    expect(await store.claimDue("w", 59_999, 30_000, 10, ALL)).toEqual([]);
    const again = await store.claimDue("w", 60_000, 30_000, 10, ALL);
    expect(again.map((c) => [c.destination, c.attempts])).toEqual([["rdstation", 1]]);

    expect(await store.markAttemptFailed(l.id, "w", "permanent: HTTP 401", null, "rdstation")).toBe(true);
    const parked = await store.get(l.id);
    expect(parked).toMatchObject({ status: "failed", lastError: "permanent: HTTP 401" });
    expect(parked?.deliveries.map((d) => [d.destination, d.status, d.attempts])).toEqual([
      ["rdstation", "failed", 2],
      ["smtp", "delivered", 1],
      ["webhook", "delivered", 1],
    ]);
    expect(await store.deliveryCounts()).toEqual({
      rdstation: { pending: 0, delivered: 0, failed: 1, suppressed: 0 },
      smtp: { pending: 0, delivered: 1, failed: 0, suppressed: 0 },
      webhook: { pending: 0, delivered: 1, failed: 0, suppressed: 0 },
    });

    // A retry queues the parked destination only: the e-mail and the webhook are not sent again.
    expect(await store.retry("all-failed", 100_000)).toBe(1);
    const retried = await store.claimDue("w", 100_000, 30_000, 10, ALL);
    expect(retried.map((c) => [c.destination, c.attempts])).toEqual([["rdstation", 0]]);
    await store.markDelivered(l.id, new Date(100_500), "w2", "rdstation");
    const done = await store.get(l.id);
    expect(done).toMatchObject({
      status: "delivered",
      deliveredAt: new Date(100_500).toISOString(),
      deliveredBy: "w2",
    });
    expect(done?.deliveries.map((d) => d.status)).toEqual(["delivered", "delivered", "delivered"]);
    expect(await store.nextDueAt(ALL)).toBeNull();
  });

  it("counts a lead delivered when two destinations record their delivery at the same moment", async () => {
    // The worker records the destinations of one lead in parallel (several connections on PostgreSQL).
    const other = await fx.open();
    try {
      const leads = Array.from({ length: 10 }, (_, i) => lead(`par-${i}@exemplo.com.br`));
      for (const l of leads) await store.enqueue(l, null, 1000);
      await store.claimDue("w", 2000, 30_000, 100, ["smtp", "webhook"]);
      await Promise.all(
        leads.flatMap((l) => [
          store.markDelivered(l.id, new Date(3000), "w", "smtp"),
          other.markDelivered(l.id, new Date(3000), "w", "webhook"),
        ]),
      );
      for (const l of leads) expect((await store.get(l.id))?.status).toBe("delivered");
    } finally {
      await other.close();
    }
  });

  it("retries only the destination named, and never one that has the lead", async () => {
    const [a, b] = [lead("a@exemplo.com.br"), lead("b@exemplo.com.br")];
    for (const l of [a, b]) await store.enqueue(l, null, 1000);
    await store.claimDue("w", 2000, 30_000, 10, ["smtp", "rdstation"]);
    for (const l of [a, b]) {
      await store.markDelivered(l.id, new Date(3000), "w", "rdstation");
      await store.markAttemptFailed(l.id, "w", "permanent: 550", null, "smtp");
    }
    expect(await store.retry("all-failed", 5000, "rdstation")).toBe(0);
    expect(await store.retry([a.id], 5000, "smtp")).toBe(1);
    expect((await store.get(a.id))?.status).toBe("pending");
    expect((await store.get(b.id))?.status).toBe("failed");
    const claims = await store.claimDue("w", 5000, 30_000, 10, ["smtp", "rdstation"]);
    expect(claims.map((c) => [c.id, c.destination])).toEqual([[a.id, "smtp"]]);
  });

  it("sends a pending lead to a destination added later, but not a delivered one", async () => {
    const [old, waiting] = [lead("a@exemplo.com.br"), lead("b@exemplo.com.br")];
    await store.enqueue(old, null, 1000);
    await store.enqueue(waiting, null, 1000);
    await store.claimDue("w", 2000, 30_000, 10, ["smtp"]);
    await store.markDelivered(old.id, new Date(3000), "w", "smtp");
    await store.markAttemptFailed(waiting.id, "w", "421", 4000, "smtp");
    const claims = await store.claimDue("w", 5000, 30_000, 10, ["smtp", "rdstation"]);
    expect(claims.map((c) => [c.id, c.destination]).sort()).toEqual(
      [
        [waiting.id, "rdstation"],
        [waiting.id, "smtp"],
      ].sort(),
    );
  });

  it("skips the form types a destination does not take", async () => {
    const signUp = lead("n@exemplo.com.br", "newsletter");
    await store.enqueue(signUp, null, 1000);
    const claims = await store.claimDue("w", 2000, 30_000, 10, [
      "smtp",
      { name: "autoreply", skipForms: ["newsletter"] },
    ]);
    expect(claims.map((c) => c.destination)).toEqual(["smtp"]);
    await store.markDelivered(signUp.id, new Date(3000), "w", "smtp");
    expect(await store.get(signUp.id)).toMatchObject({ status: "delivered" });
  });

  it("purges and forgets a lead's deliveries with it", async () => {
    const l = lead("p@exemplo.com.br");
    await store.enqueue(l, null, 1000);
    await store.claimDue("w", 2000, 30_000, 10, ALL);
    await store.markDelivered(l.id, new Date(3000), "w", "smtp");
    expect(await store.forget("p@exemplo.com.br")).toMatchObject({ leads: 1 });
    expect(await store.deliveryCounts()).toEqual({});
    expect(await store.nextDueAt(ALL)).toBeNull();
  });

  it("delivers the other destinations once while one is down, and that one when it is back", async () => {
    const smtp = destination("smtp");
    const webhook = destination("webhook");
    const rdstation = destination("rdstation");
    rdstation.down = "temporary";
    const worker = createDeliveryWorker({
      store,
      transports: [smtp, webhook, rdstation],
      logger: createLogger((line) => logs.push(line)),
      retryForMs: 5 * DAY,
      retryBaseMs: 20,
      retryMaxMs: 40,
      pollMs: 20,
    });
    const l = lead();
    await store.enqueue(l, null);
    worker.start();
    try {
      await until(() => smtp.sent.length === 1 && webhook.sent.length === 1);
      await until(
        async () =>
          ((await store.get(l.id))?.deliveries.find((d) => d.destination === "rdstation")?.attempts ?? 0) >=
          3,
      );
      expect(await store.get(l.id)).toMatchObject({ status: "pending" });
      rdstation.down = null;
      await until(async () => (await store.get(l.id))?.status === "delivered");
    } finally {
      await worker.stop();
    }
    expect([smtp.sent, webhook.sent, rdstation.sent]).toEqual([[l.id], [l.id], [l.id]]);
    const failures = logs.map((line) => JSON.parse(line)).filter((e) => e.event === "lead.delivery_failed");
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(new Set(failures.map((e) => e.destination))).toEqual(new Set(["rdstation"]));
  });

  it("parks a destination the receiver refuses, and says how to retry that destination", async () => {
    const smtp = destination("smtp");
    const rdstation = destination("rdstation");
    rdstation.down = "permanent";
    const worker = createDeliveryWorker({
      store,
      transports: [smtp, rdstation],
      logger: createLogger((line) => logs.push(line)),
      retryForMs: 5 * DAY,
      retryBaseMs: 20,
      pollMs: 20,
    });
    const l = lead();
    await store.enqueue(l, null);
    await runWorkerUntil(worker, async () => (await store.get(l.id))?.status === "failed");
    expect(smtp.sent).toEqual([l.id]);
    const parked = logs.map((line) => JSON.parse(line)).find((e) => e.event === "lead.parked");
    expect(parked).toMatchObject({ destination: "rdstation", reason: "permanent_failure" });
    expect(parked.action).toContain(`npm run leads -- retry ${l.id} --destination rdstation`);
  });
});

describe.each(storeKinds)("npm run leads per destination (%s store)", (kind) => {
  const fx = storeFixture(kind);

  const run = (...argv: string[]) => runCli(fx.config, ...argv);

  it("lists, shows, counts and retries each destination", async () => {
    const store = await fx.open();
    const l = lead("cli@exemplo.com.br");
    try {
      await store.enqueue(l, null, 1000);
      await store.claimDue("w", 2000, 30_000, 10, ["smtp", "rdstation"]);
      await store.markDelivered(l.id, new Date("2026-11-23T22:00:05.000Z"), "web-1:42:abc", "smtp");
      await store.markAttemptFailed(l.id, "w", "permanent: RD Station answered HTTP 401", null, "rdstation");
    } finally {
      await store.close();
    }
    const listed = await run("list", "--status", "failed");
    expect(listed.out).toContain(`${l.id}`);
    expect(listed.out).toContain("[rdstation=failed(1) smtp=delivered]");
    expect((await run("list", "--destination", "rdstation")).out).toContain(l.id);
    expect((await run("list", "--destination", "smtp")).out).not.toContain(l.id);

    const shown = (await run("show", l.id)).out;
    expect(shown).toContain("Status: failed");
    expect(shown).toContain("Destinations:\n");
    expect(shown).toContain(
      "  rdstation: failed, attempts 1, last error: permanent: RD Station answered HTTP 401\n",
    );
    expect(shown).toContain("  smtp: delivered 2026-11-23T22:00:05.000Z by web-1:42:abc, attempts 1\n");

    expect(JSON.parse((await run("stats")).out)).toMatchObject({
      failed: 1,
      destinations: {
        rdstation: { pending: 0, delivered: 0, failed: 1 },
        smtp: { pending: 0, delivered: 1, failed: 0 },
      },
    });

    expect((await run("retry", "--failed", "--destination", "smtp")).out).toContain(
      "0 lead(s) queued for delivery again to smtp",
    );
    expect((await run("retry", "--failed", "--destination", "rdstation")).out).toContain(
      "1 lead(s) queued for delivery again to rdstation",
    );
    const after = (await run("show", l.id)).out;
    expect(after).toContain("Status: pending");
    expect(after).toMatch(/^ {2}rdstation: pending, attempts 0, next attempt /m);
    expect(after).toContain("  smtp: delivered 2026-11-23T22:00:05.000Z by web-1:42:abc, attempts 1\n");
  });
});

describe("a store written by the previous version", () => {
  const fx = storeFixture("sqlite");

  it("keeps each lead's state as the state of the transport configured then", async () => {
    const { DatabaseSync } = await import("node:sqlite");
    const { join } = await import("node:path");
    // The schema as the version before destinations left it (its five steps), with one lead of each state.
    const old = await fx.open();
    const [delivered, waiting] = [lead("d@exemplo.com.br"), lead("w@exemplo.com.br")];
    await old.enqueue(delivered, null, 1000);
    await old.enqueue(waiting, null, 1000);
    await old.close();
    const db = new DatabaseSync(join(fx.config.DATA_DIR, "leads.sqlite"));
    db.exec(`DROP TABLE lead_deliveries; DROP TABLE mail_sends; PRAGMA user_version = 5;
      UPDATE leads SET status = 'delivered', attempts = 2, delivered_at = '2026-01-01T00:00:00.000Z', delivered_by = 'old:1:a' WHERE id = '${delivered.id}';
      UPDATE leads SET attempts = 3, last_error = '421', next_attempt_at = 9000 WHERE id = '${waiting.id}';`);
    db.close();

    const store = await openLeadStore({
      ...fx.config,
      MAIL_TRANSPORT: "smtp",
      LEAD_DESTINATIONS: ["smtp", "rdstation"],
    });
    try {
      expect((await store.get(delivered.id))?.deliveries).toMatchObject([
        { destination: "smtp", status: "delivered", attempts: 2, deliveredBy: "old:1:a" },
      ]);
      expect((await store.get(waiting.id))?.deliveries).toMatchObject([
        { destination: "smtp", status: "pending", attempts: 3, lastError: "421", nextAttemptAt: 9000 },
      ]);
      // The delivered lead is not sent to the CRM added since; the waiting one goes to both.
      const claims = await store.claimDue("w", 10_000, 30_000, 10, ["smtp", "rdstation"]);
      expect(claims.map((c) => [c.id, c.destination, c.attempts])).toEqual([
        [waiting.id, "rdstation", 0],
        [waiting.id, "smtp", 3],
      ]);
    } finally {
      await store.close();
    }
  });
});

describe("a PostgreSQL database written by the previous version", () => {
  const fx = storeFixture("postgres");

  it("keeps each lead's state as the state of the transport configured then", async () => {
    const { default: pg } = await import("pg");
    const { pgMigrations } = await import("./store-pg.server");
    const pool = new pg.Pool({ connectionString: fx.config.DATABASE_URL });
    const [delivered, waiting] = [lead("d@exemplo.com.br"), lead("w@exemplo.com.br")];
    try {
      // The schema as the previous version left it (one migration), with one lead of each state.
      await pool.query(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      await pool.query(pgMigrations[0] as string);
      await pool.query("INSERT INTO schema_migrations (version) VALUES (1)");
      const insert = `INSERT INTO leads (id, form_type, created_at, status, attempts, next_attempt_at, last_error,
          delivered_at, delivered_by, queued_at, data) VALUES ($1, 'demonstracao', $2, $3, $4, $5, $6, $7, $8, 1000, $9)`;
      await pool.query(insert, [
        delivered.id,
        delivered.createdAt,
        "delivered",
        1,
        1000,
        null,
        "2026-01-01T00:00:00.000Z",
        "old:1:a",
        JSON.stringify(delivered),
      ]);
      await pool.query(insert, [
        waiting.id,
        waiting.createdAt,
        "failed",
        7,
        1000,
        "permanent: 404",
        null,
        null,
        JSON.stringify(waiting),
      ]);
    } finally {
      await pool.end();
    }
    const store = await openLeadStore({ ...fx.config, MAIL_TRANSPORT: "webhook" });
    try {
      expect((await store.get(delivered.id))?.deliveries).toMatchObject([
        { destination: "webhook", status: "delivered", attempts: 1, deliveredBy: "old:1:a" },
      ]);
      expect((await store.get(waiting.id))?.deliveries).toMatchObject([
        { destination: "webhook", status: "failed", attempts: 7, lastError: "permanent: 404" },
      ]);
      expect(await store.retry("all-failed", 5000, "webhook")).toBe(1);
      const claims = await store.claimDue("w", 5000, 30_000, 10, ["webhook"]);
      expect(claims.map((c) => [c.id, c.destination])).toEqual([[waiting.id, "webhook"]]);
    } finally {
      await store.close();
    }
  });
});

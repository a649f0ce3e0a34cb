import pg from "pg";
import { describe, expect, it } from "vitest";
import { storeFixture } from "../../tests/support/lead-stores";
import { createLead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { PgLeadStore, pgMigrations } from "./store-pg.server";

describe("PostgreSQL store", () => {
  const fx = storeFixture("postgres");

  it("migrates once when several replicas start together, and a restart changes nothing", async () => {
    const url = fx.config.DATABASE_URL as string;
    const replicas = await Promise.all([1, 2, 3, 4].map(() => PgLeadStore.open(url)));
    try {
      const steps = await replicas[0]?.pool.query<{ version: number }>(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      expect(steps?.rows.map((r) => r.version)).toEqual(pgMigrations.map((_, i) => i + 1));
      expect(await replicas[3]?.counts()).toEqual({ pending: 0, delivered: 0, failed: 0, spam: 0 });
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
    const again = await PgLeadStore.open(url);
    try {
      const steps = await again.pool.query("SELECT version FROM schema_migrations");
      expect(steps.rowCount).toBe(pgMigrations.length);
    } finally {
      await again.close();
    }
  });

  it("a connection cut in the middle of a transaction fails that write, not the process, and the next write goes through", async () => {
    const url = fx.config.DATABASE_URL as string;
    const store = await PgLeadStore.open(url, { max: 1 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const lead = createLead({
        payload: demoPayload({ nome: "Ana", email: "ana@exemplo.com.br" }, "comercial@gamadelivery.com.br"),
        consentWording: null,
        attribution: {},
      });
      await store.enqueue(lead, null);
      // Another session holds the lead's row, so the store's transaction waits on it, open...
      await admin.query("BEGIN");
      await admin.query("SELECT 1 FROM leads WHERE id = $1 FOR UPDATE", [lead.id]);
      const write = store.markDelivered(lead.id);
      // Its failure is expected at once: it can come while the termination below is still answering,
      // and a rejection nobody listens to yet is reported as unhandled.
      const writeFails = expect(write).rejects.toThrow();
      const waiting = async () =>
        (
          await admin.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
          )
        ).rows;
      let blocked = await waiting();
      for (let i = 0; i < 50 && blocked.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        blocked = await waiting();
      }
      expect(blocked).toHaveLength(1);
      // ...when the server ends its connection (a restart, a failover, an administrator).
      await admin.query("SELECT pg_terminate_backend($1)", [blocked[0]?.pid]);
      await writeFails;
      await admin.query("ROLLBACK");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      // The pool dropped the dead connection: the same write now succeeds on a new one.
      await store.markDelivered(lead.id);
      expect(await store.get(lead.id)).toMatchObject({ status: "delivered" });
    } finally {
      process.off("uncaughtException", onUncaught);
      await admin.end();
      await store.close();
    }
  });
});

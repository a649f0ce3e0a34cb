import { describe, expect, it } from "vitest";
import { storeFixture } from "../../tests/support/lead-stores";
import { PgLeadStore, pgMigrations } from "./store-pg.server";

describe("PostgreSQL store schema", () => {
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
});

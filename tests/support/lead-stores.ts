import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach } from "vitest";
import { openLeadStore } from "../../server/leads/open-store.server";
import type { LeadStore } from "../../server/leads/store.server";
import { startPostgres, type TestPostgres } from "./postgres";

export type StoreKind = "sqlite" | "postgres";
/** Every lead store implementation: a test suite run over these runs against each. */
export const storeKinds: StoreKind[] = ["sqlite", "postgres"];

export interface StoreFixture {
  kind: StoreKind;
  /** The configuration the server and the ops command would read for this store. */
  config: { DATA_DIR: string; DATABASE_URL?: string };
  /** Opens (another connection to) the test's store, as a second process would. */
  open(): Promise<LeadStore>;
}

let cluster: Promise<TestPostgres> | null = null;

/**
 * A fresh, empty store of the given kind for each test: a temporary DATA_DIR, and for
 * PostgreSQL a new database on one real server started for the test file. Call inside a
 * describe block.
 */
export function storeFixture(kind: StoreKind): StoreFixture {
  const fixture: StoreFixture = {
    kind,
    config: { DATA_DIR: "" },
    open: () => openLeadStore(fixture.config),
  };
  beforeEach(async () => {
    fixture.config = { DATA_DIR: mkdtempSync(join(tmpdir(), `leads-${kind}-`)) };
    if (kind === "postgres") {
      cluster ??= startPostgres();
      fixture.config.DATABASE_URL = await (await cluster).createDatabase();
    }
  }, 60_000);
  afterEach(() => rmSync(fixture.config.DATA_DIR, { recursive: true, force: true }));
  afterAll(async () => {
    if (kind === "postgres" && cluster) {
      const running = cluster;
      cluster = null;
      await (await running).stop();
    }
  }, 30_000);
  return fixture;
}

import { type LeadStore, SqliteLeadStore } from "./store.server";
import { PgLeadStore } from "./store-pg.server";

/**
 * The lead store the configuration names: PostgreSQL at DATABASE_URL (several replicas share
 * it), else one SQLite file in DATA_DIR. The server and the ops command both open it here, so
 * they always look at the same leads.
 */
export async function openLeadStore(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<LeadStore> {
  if (config.DATABASE_URL) return PgLeadStore.open(config.DATABASE_URL);
  return new SqliteLeadStore(config.DATA_DIR);
}

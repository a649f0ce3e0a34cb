import { type LeadStore, SqliteLeadStore } from "./store.server";
import { PgLeadStore } from "./store-pg.server";

export interface StoreConfig {
  DATABASE_URL?: string;
  DATA_DIR: string;
  /** The configured transport before destinations existed; see `legacyDestination`. */
  MAIL_TRANSPORT?: string;
  LEAD_DESTINATIONS?: readonly string[];
}

/**
 * The destination a lead stored by an earlier version was delivered through: MAIL_TRANSPORT when
 * it is still a destination (or LEAD_DESTINATIONS is unset), else the first destination listed.
 * The store migrates existing leads to it and uses it when a caller names no destination.
 */
export function legacyDestination(config: Omit<StoreConfig, "DATA_DIR">): string {
  const transport = config.MAIL_TRANSPORT ?? "log";
  const list = config.LEAD_DESTINATIONS;
  if (!list || list.length === 0 || list.includes(transport)) return transport;
  return list[0] as string;
}

/**
 * The lead store the configuration names: PostgreSQL at DATABASE_URL (several replicas share
 * it), else one SQLite file in DATA_DIR. The server and the ops command both open it here, so
 * they always look at the same leads.
 */
export async function openLeadStore(config: StoreConfig): Promise<LeadStore> {
  const defaultDestination = legacyDestination(config);
  if (config.DATABASE_URL) return PgLeadStore.open(config.DATABASE_URL, { defaultDestination });
  return new SqliteLeadStore(config.DATA_DIR, undefined, { defaultDestination });
}

import { closeSync, existsSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export interface BackupResult {
  file: string;
  bytes: number;
  leads: number;
  subscribers: number;
}

/** A refusal the operator can act on (exit code 2), as opposed to a failure of the copy itself. */
export class BackupRefused extends Error {}

/**
 * A consistent copy of the SQLite lead store, taken while the server keeps writing to it.
 *
 * `VACUUM INTO` reads the whole database inside one read transaction, so the copy is the store
 * as it was at one instant (every lead committed before it, none half-written), and in WAL mode
 * that read blocks no writer: forms keep being accepted meanwhile. Unlike the page-by-page
 * backup API, it never restarts when the server commits during the copy, and it writes a
 * single compacted file without the WAL. The copy goes to a temporary file beside the target,
 * created owner-only (it holds personal data), is checked, and is renamed into place only
 * when complete, so an interrupted backup never leaves a file that looks like a good one.
 */
export function backupSqliteStore(dataDir: string, target: string): BackupResult {
  const source = join(dataDir, "leads.sqlite");
  if (!existsSync(source)) throw new BackupRefused(`No lead store at ${source} (check DATA_DIR)`);
  if (existsSync(target)) throw new BackupRefused(`${target} already exists: name a new file`);
  if (!existsSync(dirname(target))) throw new BackupRefused(`The folder ${dirname(target)} does not exist`);
  const partial = join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
  // VACUUM INTO accepts an existing empty file; creating it first sets the mode before any byte.
  closeSync(openSync(partial, "wx", 0o600));
  try {
    const db = new DatabaseSync(source, { readOnly: true });
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      db.prepare("VACUUM INTO ?").run(partial);
    } finally {
      db.close();
    }
    const copy = new DatabaseSync(partial, { readOnly: true });
    let leads: number;
    let subscribers: number;
    try {
      const check = copy.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
      const verdict = check.map((row) => row.integrity_check).join("; ");
      if (verdict !== "ok") throw new Error(`the copy failed SQLite's integrity check: ${verdict}`);
      leads = Number((copy.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n);
      subscribers = Number(
        (
          copy.prepare("SELECT COUNT(*) AS n FROM newsletter WHERE confirmed_at IS NOT NULL").get() as {
            n: number;
          }
        ).n,
      );
    } finally {
      copy.close();
    }
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, leads, subscribers };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** `npm run leads -- backup FILE`. PostgreSQL has its own tool, and the database is not ours to copy. */
export function backupCommand(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  args: string[],
  out: (text: string) => void,
  err: (text: string) => void,
): number {
  if (config.DATABASE_URL) {
    err(
      'The lead store is PostgreSQL (DATABASE_URL): back it up with pg_dump, e.g. pg_dump --format=custom --file=gama.dump "$DATABASE_URL"\n',
    );
    return 2;
  }
  const [file, ...extra] = args;
  if (!file || extra.length > 0 || file.startsWith("-")) {
    err("Name one new file: npm run leads -- backup /backups/leads-2026-11-25.sqlite\n");
    return 2;
  }
  const started = Date.now();
  try {
    const result = backupSqliteStore(config.DATA_DIR, file);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    out(
      `Backed up ${result.leads} lead(s) and ${result.subscribers} confirmed newsletter subscriber(s) to ${result.file} (${result.bytes} bytes, integrity ok, ${seconds} s)\n`,
    );
    return 0;
  } catch (error) {
    err(`${error instanceof BackupRefused ? "" : "Backup failed: "}${(error as Error).message}\n`);
    return error instanceof BackupRefused ? 2 : 1;
  }
}

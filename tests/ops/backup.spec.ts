import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { DEMO_SUCCESS, demoBody, opsPort, postDemo, type Site, startSite } from "./support";

const run = promisify(execFile);

/** Every lead's e-mail in a SQLite store file, each row read whole (a torn row would not parse). */
function emailsIn(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("SELECT data FROM leads").all() as { data: string }[];
    return rows.map(
      (row) => (JSON.parse(row.data) as { payload: { from_email: string } }).payload.from_email,
    );
  } finally {
    db.close();
  }
}

test.describe("npm run leads -- backup, while the server takes leads", () => {
  test.describe.configure({ timeout: 90_000 });
  let site: Site | undefined;
  let dir: string;
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "gama-backup-"));
  });
  test.afterEach(async () => {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("copies every lead acknowledged before it started, consistently, and refuses none meanwhile", async () => {
    site = await startSite(opsPort(85), {});
    const running = site;
    // Four visitors post without pause until told to stop; each answer is kept with its time.
    const acknowledged: { email: string; at: number }[] = [];
    const refused: string[] = [];
    let stop = false;
    let sequence = 0;
    const visitor = async () => {
      while (!stop) {
        const email = `backup-${sequence++}@exemplo.com.br`;
        const answer = await postDemo(running, demoBody(email));
        if (answer.status === 200 && answer.text.includes(DEMO_SUCCESS))
          acknowledged.push({ email, at: Date.now() });
        else refused.push(`${email}: ${answer.status}`);
      }
    };
    const visitors = Array.from({ length: 4 }, visitor);
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(40);

    const target = join(dir, "leads-copia.sqlite");
    const startedAt = Date.now();
    const backup = await run(process.execPath, ["leads.js", "backup", target], {
      env: { PATH: process.env.PATH, DATA_DIR: running.dataDir },
      encoding: "utf8",
    });
    const endedAt = Date.now();
    // Writes go on after the copy, so the store moves past it.
    const countAtEnd = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(countAtEnd + 20);
    stop = true;
    await Promise.all(visitors);

    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^Backed up \d+ lead\(s\) .* \(\d+ bytes, integrity ok, [\d.]+ s\)\n$/);
    // The server accepted posts while the command ran (the writes and the copy overlapped).
    expect(acknowledged.filter((a) => a.at >= startedAt && a.at <= endedAt).length).toBeGreaterThan(0);
    // Nobody was turned away: the copy never locked the store against the server.
    expect(refused).toEqual([]);
    expect(statSync(target).mode & 0o777).toBe(0o600);

    const copied = new Set(emailsIn(target));
    const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.email);
    const missing = before.filter((email) => !copied.has(email));
    expect(missing, "leads acknowledged before the backup started but absent from the copy").toEqual([]);
    // A snapshot: nothing in it that the server did not store, and less than the store holds now.
    const stored = new Set(emailsIn(join(running.dataDir, "leads.sqlite")));
    expect([...copied].filter((email) => !stored.has(email))).toEqual([]);
    expect(copied.size).toBeLessThan(stored.size);
    expect(backup.stdout).toContain(`Backed up ${copied.size} lead(s)`);
  });
});

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLead } from "./lead.server";
import { demoPayload, newsletterPayload } from "./payload.server";
import { SqliteLeadStore } from "./store.server";
import { runCli } from "./test-support.server";

describe("npm run leads -- backup", () => {
  let root: string;
  let dataDir: string;
  let ids: string[];

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), "leads-backup-"));
    dataDir = join(root, "data");
    const store = new SqliteLeadStore(dataDir);
    ids = [];
    for (const nome of ["Ana", "Bruno", "Carla"]) {
      const lead = createLead({
        payload: demoPayload({ nome, email: `${nome.toLowerCase()}@exemplo.com.br` }, "c@g.com"),
        consentWording: "Li e aceito.",
        attribution: { utm_source: "google" },
      });
      await store.enqueue(lead, null);
      ids.push(lead.id);
    }
    const signUp = createLead({
      payload: newsletterPayload({ email: "leitora@exemplo.com.br" }, "c@g.com"),
      consentWording: null,
      attribution: {},
    });
    await store.subscribe("leitora@exemplo.com.br", signUp, null);
    await store.close();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("writes an owner-only copy that opens as the store, with every lead", async () => {
    const target = join(root, "copia.sqlite");
    const result = await runCli({ DATA_DIR: dataDir }, "backup", target);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^Backed up 4 lead\(s\) and 0 confirmed newsletter subscriber\(s\) to .*copia\.sqlite \(\d+ bytes, integrity ok, \d+\.\d s\)\n$/,
    );
    expect(statSync(target).mode & 0o777).toBe(0o600);
    // No temporary file is left beside it.
    expect(readdirSync(root).sort()).toEqual(["copia.sqlite", "data"]);

    // Restoring is putting the file in place as DATA_DIR/leads.sqlite.
    const restored = join(root, "restaurado");
    mkdirSync(restored);
    renameSync(target, join(restored, "leads.sqlite"));
    const list = await runCli({ DATA_DIR: restored }, "list");
    for (const id of ids) expect(list.out).toContain(id);
    expect(list.out).toContain("4 lead(s)");
  });

  it("never overwrites a file, and says what to do instead", async () => {
    const target = join(root, "existente.sqlite");
    writeFileSync(target, "não é um banco");
    const result = await runCli({ DATA_DIR: dataDir }, "backup", target);
    expect(result.code).toBe(2);
    expect(result.err).toBe(`${target} already exists: name a new file\n`);
    expect((await runCli({ DATA_DIR: dataDir }, "backup")).err).toMatch(/^Name one new file/);
    expect((await runCli({ DATA_DIR: join(root, "vazio") }, "backup", join(root, "x.sqlite"))).err).toMatch(
      /^No lead store at .*vazio\/leads\.sqlite/,
    );
    // A failed backup leaves nothing behind, and never creates an empty store.
    expect(existsSync(join(root, "vazio"))).toBe(false);
  });

  it("on PostgreSQL, points to pg_dump without connecting", async () => {
    // Nothing listens there: the command must answer before trying.
    const result = await runCli(
      { DATA_DIR: dataDir, DATABASE_URL: "postgres://gama:segredo@127.0.0.1:1/gama" },
      "backup",
      join(root, "copia.sqlite"),
    );
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^The lead store is PostgreSQL \(DATABASE_URL\): back it up with pg_dump/);
    expect(result.err).not.toContain("segredo");
    expect(existsSync(join(root, "copia.sqlite"))).toBe(false);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runLeadsCli } from "./cli.server";
import { createLead } from "./lead";
import { demoPayload } from "./payload";
import { SqliteLeadStore } from "./store.server";

let dir: string;
let ids: string[];

async function run(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runLeadsCli(
    argv,
    { DATA_DIR: dir },
    (t) => {
      out += t;
    },
    (t) => {
      err += t;
    },
  );
  return { code, out, err };
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "leads-cli-"));
  const store = new SqliteLeadStore(dir);
  const make = (nome: string, when: string) =>
    createLead({
      payload: demoPayload(
        { nome, email: `${nome.toLowerCase()}@exemplo.com.br`, empresa: "=SOMA(A1)" },
        "c@g.com",
      ),
      consentWording: "Li e aceito.",
      attribution: { utm_source: "google" },
      now: new Date(when),
    });
  const a = make("Ana", "2026-03-10T12:00:00Z");
  const b = make("Bruno", "2026-04-02T12:00:00Z");
  await store.enqueue(a, null);
  await store.enqueue(b, null);
  await store.markDelivered(a.id);
  await store.claimDue("test", Date.now(), 1000, 10);
  await store.markAttemptFailed(b.id, "test", "SMTP 451", null);
  await store.close();
  ids = [a.id, b.id];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run leads", () => {
  it("lists by status", async () => {
    const failed = await run("list", "--status", "failed");
    expect(failed.code).toBe(0);
    expect(failed.out).toContain(ids[1]);
    expect(failed.out).toContain('last_error="SMTP 451"');
    expect(failed.out).not.toContain(ids[0]);
    expect((await run("list", "--status", "lost")).code).toBe(2);
  });

  it("shows one lead with every field", async () => {
    const shown = await run("show", ids[0] ?? "");
    expect(shown.out).toContain("Status: delivered");
    expect(shown.out).toContain("Nome: Ana");
    expect(shown.out).toContain("utm_source: google");
    expect((await run("show", "nao-existe")).code).toBe(2);
  });

  it("queues failed leads again", async () => {
    expect((await run("retry", "--failed")).out).toContain("1 lead(s) queued");
    expect((await run("list", "--status", "pending")).out).toContain(ids[1]);
  });

  it("exports a period as CSV, neutralising formulas, or as JSON", async () => {
    const csv = await run("export", "--from", "2026-03-01", "--to", "2026-04-01");
    const lines = csv.out.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,created_at,status/);
    expect(lines[1]).toContain('"Ana"');
    expect(lines[1]).toContain(`"'=SOMA(A1)"`);
    const json = JSON.parse(
      (await run("export", "--from", "2026-01-01", "--to", "2027-01-01", "--format", "json")).out,
    );
    expect(json.map((s: { id: string }) => s.id)).toEqual(ids);
    expect((await run("export", "--from", "março")).code).toBe(2);
  });

  it("explains its usage on an unknown command", async () => {
    const result = await run("apagar");
    expect(result.code).toBe(2);
    expect(result.err).toContain("Usage: npm run leads");
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { openSubscriberStore } from "../newsletter/subscribers.server";
import { createLead, type Lead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { SqliteLeadStore } from "./store.server";
import { runCli } from "./test-support.server";

const lead = (email = "ana@exemplo.com.br", formType = "demonstracao"): Lead =>
  createLead({
    payload: { ...demoPayload({ nome: "Ana", email }, "comercial@gamadelivery.com.br"), form_type: formType },
    consentWording: null,
    attribution: {},
  });

describe.each(storeKinds)("spam quarantine (%s store)", (kind) => {
  const fx = storeFixture(kind);
  it("keeps a quarantined lead out of delivery until it is released", async () => {
    const store = await fx.open();
    const held = lead();
    await store.enqueue(held, null, Date.now(), "honeypot");
    expect((await store.get(held.id))?.status).toBe("spam");
    expect((await store.get(held.id))?.spamReason).toBe("honeypot");
    expect(await store.claimDue("w", Date.now() + 1000, 1000, 10)).toEqual([]);
    expect(await store.release(held.id)).toBe(true);
    expect((await store.claimDue("w", Date.now() + 1000, 1000, 10)).map((s) => s.id)).toEqual([held.id]);
    expect(await store.release(held.id)).toBe(false);
    await store.close();
  });

  it("adds a released newsletter sign-up to the list, not before, to be confirmed by e-mail", async () => {
    const store = await fx.open();
    const subscribers = openSubscriberStore(store, fx.config.DATA_DIR);
    const signUp = lead("news@exemplo.com.br", "newsletter");
    await store.subscribe("news@exemplo.com.br", signUp, null, Date.now(), "honeypot");
    expect(await subscribers.state("news@exemplo.com.br")).toBe("absent");
    await store.release(signUp.id);
    // Double opt-in: on the list, and a subscriber once the address confirms.
    expect(await subscribers.state("news@exemplo.com.br")).toBe("unconfirmed");
    expect(await store.newsletterCount()).toBe(0);
    await subscribers.confirm("news@exemplo.com.br", new Date());
    expect(await store.newsletterCount()).toBe(1);
    await subscribers.close();
    await store.close();
  });

  it("lists held leads and releases them from the ops command", async () => {
    const store = await fx.open();
    const held = lead("robo@exemplo.com.br");
    await store.enqueue(held, null, Date.now(), "honeypot");
    await store.enqueue(lead("gente@exemplo.com.br"), null);
    await store.close();

    const listed = await runCli(fx.config, "list", "--status", "spam");
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(held.id);
    expect(listed.out).toContain("spam_reason=honeypot");
    expect(listed.out).toContain("1 lead(s)");

    const released = await runCli(fx.config, "release", held.id);
    expect(released.out).toContain("1 lead(s) released");
    expect((await runCli(fx.config, "list", "--status", "spam")).out).toContain("0 lead(s)");
    expect((await runCli(fx.config, "release", "nao-existe")).code).toBe(2);
  });
});

describe("sqlite store upgrade", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "quarantine-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("brings a file written by the previous version up to date without losing a lead", async () => {
    const db = new DatabaseSync(join(dir, "leads.sqlite"));
    db.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, submission_id TEXT UNIQUE, form_type TEXT NOT NULL,
      created_at TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT,
      delivered_at TEXT, data TEXT NOT NULL);
      CREATE TABLE newsletter (email TEXT PRIMARY KEY, subscribed_at TEXT NOT NULL, lead_id TEXT);`);
    const old = lead();
    db.prepare(
      "INSERT INTO leads (id, form_type, created_at, status, next_attempt_at, data) VALUES (?, ?, ?, 'pending', 0, ?)",
    ).run(old.id, "demonstracao", old.createdAt, JSON.stringify(old));
    db.close();

    const store = new SqliteLeadStore(dir);
    expect((await store.get(old.id))?.status).toBe("pending");
    const held = lead("robo@exemplo.com.br");
    await store.enqueue(held, null, Date.now(), "honeypot");
    expect(await store.counts()).toMatchObject({ pending: 1, spam: 1 });
    await store.close();
  });
});

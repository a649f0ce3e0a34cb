import { statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../tests/support/fake-smtp";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { createLogger } from "../runtime/logger.server";
import { createLead, type Lead } from "./lead.server";
import { demoPayload } from "./payload.server";
import type { LeadStore } from "./store.server";
import { runWorkerUntil, until } from "./test-support.server";
import { createSmtpTransport, isPermanentFailure, type Transport } from "./transports.server";
import { createDeliveryWorker, type WorkerOptions } from "./worker.server";

const DAY = 24 * 60 * 60_000;

const lead = (email = "ana@exemplo.com.br", now?: Date): Lead =>
  createLead({
    payload: demoPayload({ nome: "Ana", email }, "comercial@gamadelivery.com.br"),
    consentWording: null,
    attribution: {},
    now,
  });

let store: LeadStore;
let logs: string[];
const logger = () => createLogger((line) => logs.push(line));
const events = (name: string) =>
  logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event === name);

const worker = (options: Partial<WorkerOptions> & Pick<WorkerOptions, "transport">) =>
  createDeliveryWorker({ store, logger: logger(), retryForMs: 5 * DAY, retryBaseMs: 10, ...options });

describe.each(storeKinds)("%s store", (kind) => {
  const fx = storeFixture(kind);
  beforeEach(async () => {
    store = await fx.open();
    logs = [];
  });
  afterEach(() => store.close());

  describe("claims", () => {
    it("lets one owner at a time hold a due lead, and hands over a claim left by a dead process", async () => {
      const other = await fx.open();
      try {
        const leads = [lead("a@exemplo.com.br"), lead("b@exemplo.com.br")];
        for (const l of leads) await store.enqueue(l, null, 1000);
        const mine = await store.claimDue("process-a", 2000, 30_000, 10);
        expect(mine.map((s) => s.id).sort()).toEqual(leads.map((l) => l.id).sort());
        expect(mine[0]?.claimedBy).toBe("process-a");
        // The second process, on the same file, finds nothing to send while the lease lasts.
        expect(await other.claimDue("process-b", 2000, 30_000, 10)).toEqual([]);
        expect(await other.claimDue("process-b", 31_999, 30_000, 10)).toEqual([]);
        // process-a died: its lease runs out and process-b takes the leads over.
        const taken = await other.claimDue("process-b", 32_000, 30_000, 10);
        expect(taken).toHaveLength(2);
        // A late answer from the old owner no longer counts as the attempt of record.
        expect(await store.markAttemptFailed(leads[0]?.id ?? "", "process-a", "late", 40_000)).toBe(false);
        expect(await other.markAttemptFailed(leads[0]?.id ?? "", "process-b", "421", 40_000)).toBe(true);
        expect(await store.get(leads[0]?.id ?? "")).toMatchObject({ claimedBy: null, attempts: 1 });
      } finally {
        await other.close();
      }
    });

    it("two workers on one file deliver every lead exactly once", async () => {
      const other = await fx.open();
      const sent: string[] = [];
      const slowTransport: Transport = {
        name: "counting",
        async send(l) {
          sent.push(l.id);
          await new Promise((r) => setTimeout(r, 5));
        },
      };
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) {
        const l = lead(`pessoa-${i}@exemplo.com.br`);
        ids.push(l.id);
        await store.enqueue(l, null);
      }
      const a = worker({ transport: slowTransport, owner: "a", pollMs: 5 });
      const b = createDeliveryWorker({
        store: other,
        transport: slowTransport,
        logger: logger(),
        retryForMs: DAY,
        retryBaseMs: 10,
        owner: "b",
        pollMs: 5,
      });
      a.start();
      b.start();
      try {
        await until(async () => (await store.counts()).delivered === 40);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await other.close();
      }
      expect(sent.sort()).toEqual(ids.sort());
      // Each lead names the worker that delivered it.
      const by = new Set((await store.list({ status: "delivered" })).map((s) => s.deliveredBy));
      expect([...by].every((owner) => owner === "a" || owner === "b")).toBe(true);
    });
  });

  /** A store, with every write failing while `full` is set, as on a full disk. */
  function fillableStore(inner: LeadStore): LeadStore & { full: boolean } {
    const writes = new Set([
      "claimDue",
      "markDelivered",
      "markAttemptFailed",
      "purge",
      "probeWrite",
      "enqueue",
    ]);
    const state = { full: false };
    return new Proxy(inner, {
      get(target, name, receiver) {
        if (name === "full") return state.full;
        const value = Reflect.get(target, name, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (state.full && writes.has(String(name)))
            return Promise.reject(new Error("database or disk is full"));
          return value.apply(target, args);
        };
      },
      set(_target, name, value) {
        if (name !== "full") return false;
        state.full = value;
        return true;
      },
    }) as LeadStore & { full: boolean };
  }

  describe("store errors", () => {
    it("never resends a lead whose delivery could not be recorded, backs off, and records it once the store recovers", async () => {
      const disk = fillableStore(store);
      const sent: string[] = [];
      const transport: Transport = {
        name: "fills-the-disk",
        async send(l) {
          sent.push(l.id);
          disk.full = true;
        },
      };
      const l = lead();
      await store.enqueue(l, null);
      const w = createDeliveryWorker({
        store: disk,
        transport,
        logger: logger(),
        retryForMs: DAY,
        retryBaseMs: 10,
        errorBackoffBaseMs: 20,
        errorBackoffMaxMs: 80,
        leaseMs: 60_000,
      });
      w.start();
      try {
        await until(() => events("lead.worker_error").length >= 4);
        expect(sent).toEqual([l.id]);
        expect(w.status().storeFailing).toBe(true);
        // Each failure waits longer, up to the cap: no tight loop.
        expect(events("lead.worker_error").map((e) => e.retryInMs)).toEqual(
          expect.arrayContaining([20, 40, 80]),
        );
        expect(events("lead.worker_error")[0]).toMatchObject({ kind: "store", level: "error" });
        disk.full = false;
        await until(async () => (await store.get(l.id))?.status === "delivered");
      } finally {
        await w.stop();
      }
      expect(sent).toEqual([l.id]);
      expect(events("lead.delivery_recorded")).toHaveLength(1);
      expect(w.status()).toMatchObject({ storeFailing: false, consecutiveErrors: 0 });
    });
  });

  describe("retries like a mail queue", () => {
    let smtp: FakeSmtp;
    let transport: Transport;
    /** Real time plus the days the test skipped. */
    let skipped: number;
    const clock = () => Date.now() + skipped;
    beforeEach(async () => {
      smtp = await startFakeSmtp();
      transport = createSmtpTransport({
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: "site@gamadelivery.com.br",
        to: "comercial@gamadelivery.com.br",
        messageIdDomain: "gamadelivery.com.br",
      });
      skipped = 0;
    });
    afterEach(() => {
      transport.close?.();
      smtp.server.close();
    });

    /**
     * Each failed attempt moves the clock 12 hours on: a weekend outage in a few real seconds.
     * `beforeAttempt` may hold an attempt back (by its number) until the test has looked.
     */
    const queueWorker = (beforeAttempt: (attempt: number) => Promise<void> = async () => {}) => {
      let attempts = 0;
      return worker({
        transport: {
          name: transport.name,
          send: async (l, signal) => {
            await beforeAttempt(++attempts);
            return transport.send(l, signal).catch((error) => {
              skipped += DAY / 2;
              throw error;
            });
          },
        },
        now: clock,
        random: () => 1,
        retryMaxMs: 20,
      });
    };

    it("keeps a lead queued through days of temporary refusals (421), then delivers it once", async () => {
      smtp.answer((attempt) => (attempt <= 7 ? 421 : "accept"));
      const l = lead();
      await store.enqueue(l, null, clock());
      // The eighth attempt (the one accepted) waits until the test has seen the lead still pending.
      let looked = () => {};
      const seenPending = new Promise<void>((resolve) => {
        looked = resolve;
      });
      const w = queueWorker((attempt) => (attempt === 8 ? seenPending : Promise.resolve()));
      w.start();
      try {
        await until(() => smtp.attempts.length >= 7);
        // Three and a half days later, still waiting for the mail server.
        expect((await store.get(l.id))?.status).toBe("pending");
        looked();
        await until(async () => (await store.get(l.id))?.status === "delivered");
      } finally {
        looked();
        await w.stop();
      }
      expect(smtp.inbox.map((m) => m.messageId)).toEqual([`<${l.id}@gamadelivery.com.br>`]);
      expect((await store.get(l.id))?.attempts).toBe(8);
    });

    it("parks a lead at once, with the reason, when the mail server refuses it for good (550)", async () => {
      smtp.answer(550);
      const l = lead();
      await store.enqueue(l, null, clock());
      await runWorkerUntil(queueWorker(), async () => (await store.get(l.id))?.status === "failed");
      expect(smtp.attempts).toHaveLength(1);
      expect((await store.get(l.id))?.lastError).toMatch(/^permanent: .*550/);
      expect(events("lead.parked")[0]).toMatchObject({ reason: "permanent_failure", level: "error" });
    });

    it("gives up after the retry period (5 days) and says so", async () => {
      smtp.answer(421);
      const l = lead();
      await store.enqueue(l, null, clock());
      await runWorkerUntil(queueWorker(), async () => (await store.get(l.id))?.status === "failed");
      // Attempts at 0, 12 h, ... 4.5 days; the next would fall after the fifth day.
      expect(smtp.attempts).toHaveLength(10);
      expect((await store.get(l.id))?.lastError).toMatch(/^gave up: .*421/);
      expect(events("lead.parked")[0]).toMatchObject({ reason: "retry_period_over" });
    });

    it("tells permanent failures from temporary ones", () => {
      const smtpError = (responseCode: number, code: string) =>
        Object.assign(new Error("x"), { responseCode, code });
      expect(isPermanentFailure(smtpError(550, "EENVELOPE"))).toBe(true);
      expect(isPermanentFailure(smtpError(554, "EMESSAGE"))).toBe(true);
      expect(isPermanentFailure(smtpError(421, "EMESSAGE"))).toBe(false);
      expect(isPermanentFailure(smtpError(451, "EENVELOPE"))).toBe(false);
      // Wrong credentials are the operator's fix: the queue waits for it.
      expect(isPermanentFailure(smtpError(535, "EAUTH"))).toBe(false);
      expect(isPermanentFailure(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }))).toBe(false);
    });

    it("aborts a stalled send at shutdown and leaves the lead pending, never delivered unsent", async () => {
      smtp.answer("stall");
      const l = lead();
      await store.enqueue(l, null, clock());
      const w = worker({ transport });
      w.start();
      await until(() => smtp.attempts.length === 1);
      await w.stop({ graceMs: 50 });
      const stored = await store.get(l.id);
      expect(stored).toMatchObject({ status: "pending", claimedBy: null, deliveredAt: null });
      expect(stored?.lastError).toBe("delivery interrupted by shutdown");
      expect(stored?.nextAttemptAt).toBeLessThanOrEqual(Date.now());
      expect(smtp.inbox).toHaveLength(0);
    });
  });

  describe("data protection", () => {
    it("purges leads past the retention period and spam past 30 days", async () => {
      const now = Date.parse("2026-11-23T12:00:00Z");
      const old = lead("antigo@exemplo.com.br", new Date(now - 400 * DAY));
      const recent = lead("recente@exemplo.com.br", new Date(now - 40 * DAY));
      const oldSpam = lead("robo@exemplo.com.br", new Date(now - 31 * DAY));
      const newSpam = lead("robo2@exemplo.com.br", new Date(now - 2 * DAY));
      await store.enqueue(old, null);
      await store.enqueue(recent, null);
      await store.enqueue(oldSpam, null, now, "honeypot");
      await store.enqueue(newSpam, null, now, "honeypot");
      expect(await store.purge(now, 365, 30)).toEqual({ expired: 1, spam: 1 });
      expect((await store.list()).map((s) => s.id).sort()).toEqual([recent.id, newSpam.id].sort());
    });

    it("the worker purges by itself when it starts, then every purge period", async () => {
      const old = lead("antigo@exemplo.com.br", new Date(Date.now() - 400 * DAY));
      await store.enqueue(old, null);
      await store.markDelivered(old.id);
      const w = worker({ transport: { name: "none", async send() {} }, retentionDays: 365 });
      w.start();
      try {
        await until(async () => (await store.get(old.id)) === undefined);
      } finally {
        await w.stop();
      }
      expect(events("leads.purged")[0]).toMatchObject({ expired: 1, spam: 0, retentionDays: 365 });
    });

    it("forgets one person: every lead from the address and the subscription", async () => {
      await store.enqueue(lead("Maria@Exemplo.com.br"), null);
      await store.enqueue(lead("maria@exemplo.com.br"), null);
      await store.subscribe("maria@exemplo.com.br", lead("maria@exemplo.com.br"), null);
      await store.enqueue(lead("joao@exemplo.com.br"), null);
      expect(await store.forget(" MARIA@exemplo.com.br ")).toEqual({ leads: 3, newsletter: 1 });
      expect(await store.list()).toHaveLength(1);
      expect(await store.newsletterCount()).toBe(0);
    });

    it("keeps one signing key for every process on the store", async () => {
      const other = await fx.open();
      try {
        const first = await store.setting("signing_key", () => "a".repeat(64));
        expect(await other.setting("signing_key", () => "b".repeat(64))).toBe(first);
      } finally {
        await other.close();
      }
    });
  });
});

describe("sqlite store files", () => {
  const fx = storeFixture("sqlite");
  it("creates the data files readable by their owner only", async () => {
    const own = await fx.open();
    try {
      await own.enqueue(lead(), null);
      for (const file of ["leads.sqlite", "leads.sqlite-wal", "leads.sqlite-shm"]) {
        expect((statSync(join(fx.config.DATA_DIR, file)).mode & 0o777).toString(8), file).toBe("600");
      }
    } finally {
      await own.close();
    }
  });
});

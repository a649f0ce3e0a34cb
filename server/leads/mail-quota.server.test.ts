import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../tests/support/fake-smtp";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { createLogger } from "../runtime/logger.server";
import { createLead, type Lead } from "./lead.server";
import { limitedAutoReply, MailQuota } from "./mail-quota.server";
import { mailboxOf } from "./mailbox.server";
import { demoPayload } from "./payload.server";
import type { LeadStore } from "./store.server";
import { runCli, runWorkerUntil } from "./test-support.server";
import { createAutoReplyTransport, type Transport } from "./transports.server";
import { createDeliveryWorker } from "./worker.server";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe("mailboxOf", () => {
  it("reads the spellings of one inbox as one mailbox", () => {
    const ana = mailboxOf("ana@pizzaria.com.br");
    for (const spelling of ["ANA@Pizzaria.com.br", " ana+promo@pizzaria.com.br ", "ana+1+2@pizzaria.com.br."])
      expect(mailboxOf(spelling), spelling).toEqual(ana);
    expect(ana).toEqual({ mailbox: "ana@pizzaria.com.br", domain: "pizzaria.com.br" });
  });

  it("drops Gmail's dots and reads googlemail.com as gmail.com, and only there", () => {
    for (const spelling of ["j.o.a.n.a@gmail.com", "Joana+news@googlemail.com", "jo.ana+x@GMAIL.com"])
      expect(mailboxOf(spelling)).toEqual({ mailbox: "joana@gmail.com", domain: "gmail.com" });
    expect(mailboxOf("jo.ana@empresa.com.br").mailbox).toBe("jo.ana@empresa.com.br");
  });

  it("keys an internationalised domain by its ASCII form", () => {
    expect(mailboxOf("ana@pizzaria-são-paulo.com.br")).toEqual(
      mailboxOf("ana@xn--pizzaria-so-paulo-hqb.com.br"),
    );
  });
});

const leadFor = (email: string, nome = "Ana"): Lead =>
  createLead({
    payload: demoPayload({ nome, email, empresa: "Loja" }, "comercial@gamadelivery.com.br"),
    consentWording: null,
    attribution: {},
  });

describe.each(storeKinds)("mail limits (%s store)", (kind) => {
  const fx = storeFixture(kind);
  let store: LeadStore;
  let replica: LeadStore;
  let clock: number;
  beforeEach(async () => {
    store = await fx.open();
    replica = await fx.open();
    clock = Date.parse("2026-11-25T12:00:00Z");
  });
  afterEach(async () => {
    await store.close();
    await replica.close();
  });

  const quota = (on: LeadStore, perHour = 100, perDomainPerHour: number | null = null) =>
    new MailQuota(on, { autoreply: { perHour }, newsletter: { perHour, perDomainPerHour } }, () => clock);

  it("lets one e-mail per mailbox a day through, on every replica, and lets that e-mail's retries through", async () => {
    const here = quota(store);
    const there = quota(replica);
    expect(await here.reserve("autoreply", "Ana+1@Gmail.com", "lead-1")).toBe("send");
    expect(await there.reserve("autoreply", "a.n.a@googlemail.com", "lead-2")).toBe("address");
    expect(await there.reserve("autoreply", "ana+teste@gmail.com", "lead-3")).toBe("address");
    // The same e-mail, retried after a temporary failure, is not a second one.
    expect(await there.reserve("autoreply", "ana+1@gmail.com", "lead-1")).toBe("send");
    // Each kind of e-mail counts on its own.
    expect(await there.reserve("newsletter", "ana@gmail.com", "signup-1")).toBe("send");
    clock += DAY - 1000;
    expect(await here.reserve("autoreply", "ana@gmail.com", "lead-4")).toBe("address");
    clock += 2000;
    expect(await here.reserve("autoreply", "ana@gmail.com", "lead-4")).toBe("send");
  });

  it("caps e-mails per hour in all and per domain, and lets them through again an hour later", async () => {
    const capped = quota(store, 3, 2);
    expect(await capped.reserve("newsletter", "a@um.com.br", "1")).toBe("send");
    expect(await capped.reserve("newsletter", "b@um.com.br", "2")).toBe("send");
    expect(await capped.reserve("newsletter", "c@um.com.br", "3")).toBe("domain");
    expect(await capped.reserve("newsletter", "c@dois.com.br", "4")).toBe("send");
    expect(await capped.reserve("newsletter", "d@tres.com.br", "5")).toBe("hourly");
    expect(await capped.reserve("autoreply", "d@tres.com.br", "6")).toBe("send");
    clock += HOUR + 1;
    expect(await capped.reserve("newsletter", "d@tres.com.br", "5")).toBe("send");
    expect(await capped.reserve("newsletter", "c@um.com.br", "3")).toBe("send");
  });

  it("holds when replicas ask at the same moment: one e-mail per mailbox, never more than the hourly cap", async () => {
    const here = quota(store, 10);
    const there = quota(replica, 10);
    const sameMailbox = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? here : there).reserve("autoreply", `bia+${i}@exemplo.com.br`, `lead-${i}`),
      ),
    );
    expect(sameMailbox.filter((v) => v === "send")).toHaveLength(1);
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? here : there).reserve("autoreply", `pessoa${i}@exemplo.com.br`, `outro-${i}`),
      ),
    );
    expect(many.filter((v) => v === "send")).toHaveLength(9);
    expect(many.filter((v) => v === "hourly")).toHaveLength(21);
  });

  it("keeps no address in clear", async () => {
    await quota(store).reserve("autoreply", "segredo@exemplo.com.br", "lead-1");
    const rows = await (store as unknown as { rows<T>(sql: string): Promise<T[]> }).rows<
      Record<string, unknown>
    >("SELECT * FROM mail_sends");
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/segredo|exemplo/);
  });
});

describe.each(storeKinds)("six leads naming one address (%s store)", (kind) => {
  const fx = storeFixture(kind);
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
  beforeEach(() => {
    smtp.inbox.length = 0;
  });

  it("send it one auto-reply; sales gets all six, and the five held back are recorded, not retried", async () => {
    const store = await fx.open();
    const lines: string[] = [];
    const logger = createLogger((line) => lines.push(line));
    const sales: string[] = [];
    const salesInbox: Transport = {
      name: "smtp",
      async send(lead) {
        sales.push(lead.id);
      },
    };
    const autoReply = limitedAutoReply(
      createAutoReplyTransport({
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: "site@gamadelivery.com.br",
        replyTo: "comercial@gamadelivery.com.br",
        messageIdDomain: "gamadelivery.com.br",
      }),
      new MailQuota(store, { autoreply: { perHour: 100 }, newsletter: { perHour: 100 } }),
    );
    const worker = createDeliveryWorker({
      store,
      transports: [salesInbox, autoReply],
      logger,
      retryForMs: DAY,
      retryBaseMs: 10,
      pollMs: 20,
    });
    const spellings = [
      "vitima@exemplo.com.br",
      "VITIMA@exemplo.com.br",
      "vitima+1@exemplo.com.br",
      "vitima+2@exemplo.com.br",
      "Vitima+oferta@Exemplo.com.br",
      "vitima@exemplo.com.br",
    ];
    const leads = spellings.map((email) => leadFor(email));
    try {
      for (const lead of leads) await store.enqueue(lead, null);
      await runWorkerUntil(worker, async () => (await store.counts()).delivered === 6);
    } finally {
      autoReply.close?.();
    }
    expect(sales.sort()).toEqual(leads.map((l) => l.id).sort());
    expect(smtp.inbox).toHaveLength(1);
    // Which spelling gets it depends on which lead the worker claims first (all six are due at
    // once), and the mail server may lower-case the domain.
    expect(spellings.map((s) => s.toLowerCase())).toContain(smtp.inbox[0]?.to?.toLowerCase());
    const states = await Promise.all(leads.map((l) => store.get(l.id)));
    const autoreplies = states.map((s) => s?.deliveries.find((d) => d.destination === "autoreply"));
    expect(autoreplies.filter((d) => d?.status === "delivered")).toHaveLength(1);
    const held = autoreplies.filter((d) => d?.status === "suppressed");
    expect(held).toHaveLength(5);
    for (const d of held) {
      expect(d?.attempts).toBe(0);
      expect(d?.lastError).toBe("suppressed: this address already got one in the last 24 hours");
    }
    // Every lead counts as delivered: it reached sales; nothing waits or is parked.
    expect(await store.counts()).toMatchObject({ delivered: 6, pending: 0, failed: 0 });
    expect((await store.deliveryCounts()).autoreply).toEqual({
      pending: 0,
      delivered: 1,
      failed: 0,
      suppressed: 5,
    });
    expect(await store.nextDueAt()).toBeNull();
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.event === "lead.delivery_suppressed");
    expect(logged).toHaveLength(5);
    for (const l of logged)
      expect(l).toMatchObject({ level: "info", destination: "autoreply", reason: "address" });
    expect(lines.join("\n")).not.toMatch(/"level":"error"|vitima/);
    await store.close();

    const suppressed = leads.find((_lead, i) => autoreplies[i]?.status === "suppressed") as Lead;
    const shown = await runCli(fx.config, "show", suppressed.id);
    expect(shown.out).toContain("Status: delivered");
    expect(shown.out).toMatch(
      /\n {2}autoreply: suppressed \d{4}-\d\d-\d\dT[\d:.]+Z \(this address already got one in the last 24 hours\)\n/,
    );
    const listed = await runCli(fx.config, "list");
    expect(listed.out).toContain("autoreply=suppressed");
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../tests/support/fake-smtp";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { createLead } from "../leads/lead.server";
import { MailQuota } from "../leads/mail-quota.server";
import { newsletterPayload } from "../leads/payload.server";
import type { LeadStore } from "../leads/store.server";
import { until } from "../leads/test-support.server";
import { createLogger } from "../runtime/logger.server";
import { createSmtpMailer } from "./mail.server";
import { createNewsletter, type Newsletter } from "./newsletter.server";
import { openSubscriberStore } from "./subscribers.server";

const signUp = (email: string) =>
  createLead({
    payload: newsletterPayload({ email }, "comercial@gamadelivery.com.br"),
    consentWording: null,
    attribution: {},
  });

describe.each(storeKinds)("newsletter confirmations under the mail limits (%s store)", (kind) => {
  const fx = storeFixture(kind);
  let smtp: FakeSmtp;
  let stores: LeadStore[];
  let senders: Newsletter[];
  let logs: string[];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
  beforeEach(() => {
    smtp.inbox.length = 0;
    logs = [];
    stores = [];
    senders = [];
  });
  afterEach(async () => {
    for (const sender of senders) {
      await sender.stop();
      await sender.close();
    }
    for (const store of stores) await store.close();
  });

  /** A replica's sender: its own store connection, its own count of the limits (kept in the store). */
  async function replica(perDomainPerHour = 20) {
    const store = await fx.open();
    stores.push(store);
    const sender = createNewsletter({
      subscribers: openSubscriberStore(store, fx.config.DATA_DIR),
      mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: "site@gamadelivery.com.br" }),
      quota: new MailQuota(store, {
        autoreply: { perHour: 100 },
        newsletter: { perHour: 100, perDomainPerHour },
      }),
      logger: createLogger((line) => logs.push(line)),
      siteUrl: "https://www.gamadelivery.com.br",
      signingKey: Buffer.alloc(32, 7),
      retryForMs: 60_000,
      retryBaseMs: 20,
      pollMs: 30,
    });
    senders.push(sender);
    return { store, sender };
  }

  const suppressed = () =>
    logs.map((l) => JSON.parse(l)).filter((l) => l.event === "newsletter.confirmation_suppressed");

  it("sends one confirmation to an inbox signed up eight times with +tags, whichever replica sends", async () => {
    const [one, two] = [await replica(), await replica()];
    for (let i = 1; i <= 8; i++) {
      const email = `leitor+${i}@exemplo.com.br`;
      await (i % 2 ? one : two).store.subscribe(email, signUp(email), `s-${i}`);
    }
    one.sender.start();
    two.sender.start();
    await until(async () => (await one.sender.subscribers.nextConfirmationDueAt()) === null);
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]?.to).toMatch(/^leitor\+\d@exemplo\.com\.br$/);
    expect(suppressed()).toHaveLength(7);
    for (const line of suppressed()) expect(line).toMatchObject({ level: "info", reason: "address" });
    // Held back, not parked: nothing is logged as an error, and no address is named.
    expect(logs.join("\n")).not.toMatch(/"level":"error"|leitor/);
  });

  it("caps confirmations per domain and hour, and says so at level warn", async () => {
    const { store, sender } = await replica(2);
    for (const email of ["ana@loja.com.br", "bia@loja.com.br", "caio@loja.com.br", "davi@outra.com.br"])
      await store.subscribe(email, signUp(email), email);
    sender.start();
    await until(async () => (await sender.subscribers.nextConfirmationDueAt()) === null);
    const to = smtp.inbox.map((m) => m.to ?? "");
    expect(to).toHaveLength(3);
    expect(to).toContain("davi@outra.com.br");
    expect(to.filter((address) => address.endsWith("@loja.com.br"))).toHaveLength(2);
    expect(suppressed()).toEqual([expect.objectContaining({ level: "warn", reason: "domain" })]);
  });
});

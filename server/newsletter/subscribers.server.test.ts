import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { createLead } from "../leads/lead.server";
import { newsletterPayload } from "../leads/payload.server";
import type { LeadStore } from "../leads/store.server";
import { openSubscriberStore, type SubscriberStore } from "./subscribers.server";

const signUp = (email: string) =>
  createLead({
    payload: newsletterPayload({ email }, "comercial@gamadelivery.com.br"),
    consentWording: null,
    attribution: {},
  });

describe.each(storeKinds)("newsletter double opt-in on the %s store", (kind) => {
  const fx = storeFixture(kind);
  let store: LeadStore;
  let subscribers: SubscriberStore;
  const t0 = Date.parse("2026-11-23T12:00:00Z");

  beforeEach(async () => {
    store = await fx.open();
    subscribers = openSubscriberStore(store, fx.config.DATA_DIR);
  });
  afterEach(async () => {
    await subscribers.close();
    await store.close();
  });

  it("queues the confirmation e-mail with the sign-up, once per address, and counts only confirmed addresses", async () => {
    await store.subscribe("leitora@exemplo.com.br", signUp("leitora@exemplo.com.br"), "a", t0);
    await store.subscribe("LEITORA@exemplo.com.br", signUp("LEITORA@exemplo.com.br"), "b", t0);
    expect(await subscribers.state("leitora@exemplo.com.br")).toBe("unconfirmed");
    expect(await store.newsletterCount()).toBe(0);

    const claimed = await subscribers.claimConfirmations("w1", t0, 30_000, 10);
    expect(claimed.map((c) => c.email)).toEqual(["leitora@exemplo.com.br"]);
    // Claimed: another sender does not get it while the lease runs, and gets it once it expires.
    expect(await subscribers.claimConfirmations("w2", t0 + 1000, 30_000, 10)).toEqual([]);
    expect((await subscribers.claimConfirmations("w2", t0 + 31_000, 30_000, 10)).length).toBe(1);
    await subscribers.markConfirmationSent("leitora@exemplo.com.br", "w2", new Date(t0 + 32_000));
    expect(await subscribers.nextConfirmationDueAt()).toBeNull();
    expect(await subscribers.claimConfirmations("w1", t0 + 60_000, 30_000, 10)).toEqual([]);

    expect(await subscribers.confirm("leitora@exemplo.com.br", new Date(t0 + 120_000))).toBe("confirmed");
    expect(await subscribers.confirm("leitora@exemplo.com.br", new Date(t0 + 130_000))).toBe(
      "already_confirmed",
    );
    expect(await store.newsletterCount()).toBe(1);
    expect(await subscribers.listConfirmed()).toEqual([
      {
        email: "leitora@exemplo.com.br",
        subscribedAt: expect.any(String),
        confirmedAt: new Date(t0 + 120_000).toISOString(),
      },
    ]);
  });

  it("sends the e-mail again on a repeated sign-up only after the resend interval, never once confirmed", async () => {
    await store.subscribe("leitor@exemplo.com.br", signUp("leitor@exemplo.com.br"), "a", t0);
    await subscribers.claimConfirmations("w", t0, 30_000, 10);
    await subscribers.markConfirmationSent("leitor@exemplo.com.br", "w", new Date(t0));
    expect(await subscribers.requestConfirmation("leitor@exemplo.com.br", t0 + 60_000, 600_000)).toBe(false);
    expect(await subscribers.requestConfirmation("Leitor@exemplo.com.br", t0 + 700_000, 600_000)).toBe(true);
    expect((await subscribers.claimConfirmations("w", t0 + 700_000, 30_000, 10)).length).toBe(1);
    await subscribers.markConfirmationSent("leitor@exemplo.com.br", "w", new Date(t0 + 700_000));
    await subscribers.confirm("leitor@exemplo.com.br", new Date(t0 + 800_000));
    expect(await subscribers.requestConfirmation("leitor@exemplo.com.br", t0 + 9_000_000, 600_000)).toBe(
      false,
    );
    expect(await subscribers.requestConfirmation("ninguem@exemplo.com.br", t0, 600_000)).toBe(false);
  });

  it("retries a failed send at its next time and parks it after a permanent failure", async () => {
    await store.subscribe("leitor@exemplo.com.br", signUp("leitor@exemplo.com.br"), "a", t0);
    const [first] = await subscribers.claimConfirmations("w", t0, 30_000, 10);
    expect(first?.attempts).toBe(0);
    await subscribers.markConfirmationFailed("leitor@exemplo.com.br", "w", "421 try later", t0 + 5000);
    expect(await subscribers.nextConfirmationDueAt()).toBe(t0 + 5000);
    expect(await subscribers.claimConfirmations("w", t0 + 1000, 30_000, 10)).toEqual([]);
    const [second] = await subscribers.claimConfirmations("w", t0 + 5000, 30_000, 10);
    expect(second?.attempts).toBe(1);
    await subscribers.markConfirmationFailed("leitor@exemplo.com.br", "w", "permanent: 550", null);
    expect(await subscribers.nextConfirmationDueAt()).toBeNull();
    expect(await subscribers.state("leitor@exemplo.com.br")).toBe("unconfirmed");
  });

  it("unsubscribes, after which a confirmation link finds nothing and the export leaves the address out", async () => {
    await store.subscribe("leitor@exemplo.com.br", signUp("leitor@exemplo.com.br"), "a", t0);
    await subscribers.confirm("leitor@exemplo.com.br", new Date(t0));
    expect(await subscribers.unsubscribe("LEITOR@exemplo.com.br")).toBe(true);
    expect(await subscribers.unsubscribe("leitor@exemplo.com.br")).toBe(false);
    expect(await subscribers.state("leitor@exemplo.com.br")).toBe("absent");
    expect(await subscribers.confirm("leitor@exemplo.com.br", new Date(t0))).toBe("not_found");
    expect(await subscribers.listConfirmed()).toEqual([]);
    expect(await store.newsletterCount()).toBe(0);
  });

  it("queues the confirmation of a quarantined sign-up only when it is released", async () => {
    const held = signUp("preso@exemplo.com.br");
    await store.subscribe("preso@exemplo.com.br", held, "a", t0, "honeypot");
    expect(await subscribers.state("preso@exemplo.com.br")).toBe("absent");
    expect(await subscribers.claimConfirmations("w", t0, 30_000, 10)).toEqual([]);
    expect(await store.release(held.id, t0)).toBe(true);
    expect((await subscribers.claimConfirmations("w", t0, 30_000, 10)).map((c) => c.email)).toEqual([
      "preso@exemplo.com.br",
    ]);
  });

  it("deletes sign-ups left unconfirmed past the retention, never confirmed ones or one still queued", async () => {
    const signedAt = Date.now();
    for (const email of ["velho@exemplo.com.br", "confirmado@exemplo.com.br", "fila@exemplo.com.br"]) {
      await store.subscribe(email, signUp(email), email, signedAt);
    }
    await subscribers.confirm("confirmado@exemplo.com.br", new Date());
    for (const c of await subscribers.claimConfirmations("w", signedAt, 30_000, 10))
      if (c.email !== "fila@exemplo.com.br") await subscribers.markConfirmationSent(c.email, "w", new Date());
    // Still retried later: kept, whatever its age.
    await subscribers.markConfirmationFailed("fila@exemplo.com.br", "w", "421", signedAt + 86_400_000);
    expect(await subscribers.purgeUnconfirmed(signedAt - 60_000)).toBe(0);
    expect(await subscribers.purgeUnconfirmed(Date.now() + 60_000)).toBe(1);
    expect(await subscribers.state("velho@exemplo.com.br")).toBe("absent");
    expect(await subscribers.state("confirmado@exemplo.com.br")).toBe("confirmed");
    expect(await subscribers.state("fila@exemplo.com.br")).toBe("unconfirmed");
  });
});

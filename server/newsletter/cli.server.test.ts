import { describe, expect, it } from "vitest";
import { verifyToken } from "../../app/lib/newsletter/tokens.server";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { createLead } from "../leads/lead.server";
import { newsletterPayload } from "../leads/payload.server";
import { readSpreadsheetCsv, runCli } from "../leads/test-support.server";
import { loadSigningKey } from "../services.server";
import { openSubscriberStore } from "./subscribers.server";

describe.each(storeKinds)("subscribers export on the %s store", (kind) => {
  const fx = storeFixture(kind);

  it("lists confirmed addresses only, as CSV or JSON, each with a working unsubscribe link", async () => {
    const store = await fx.open();
    const subscribers = openSubscriberStore(store, fx.config.DATA_DIR);
    for (const email of ["confirmada@exemplo.com.br", "pendente@exemplo.com.br", "=cmd@exemplo.com.br"]) {
      const lead = createLead({
        payload: newsletterPayload({ email }, "c@g.com"),
        consentWording: null,
        attribution: {},
      });
      await store.subscribe(email, lead, email);
    }
    await subscribers.confirm("confirmada@exemplo.com.br", new Date("2026-11-20T10:00:00Z"));
    await subscribers.confirm("=cmd@exemplo.com.br", new Date("2026-11-21T10:00:00Z"));
    const config = { ...fx.config, SITE_URL: "https://www.gamadelivery.com.br", TRUST_PROXY: "1" };
    const key = await loadSigningKey({ ...fx.config, FORM_SECRET: undefined } as never, store);
    await subscribers.close();
    await store.close();

    const run = (...argv: string[]) => runCli(config, ...argv);
    const csv = await run("subscribers", "--format", "csv");
    expect(csv.code).toBe(0);
    expect(csv.out).toMatch(/^\uFEFFemail;subscribed_at;confirmed_at;unsubscribe_url\n/);
    const rows = readSpreadsheetCsv(csv.out);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      email: "confirmada@exemplo.com.br",
      confirmed_at: "2026-11-20T10:00:00.000Z",
    });
    expect(rows[0]?.unsubscribe_url).toMatch(
      /^https:\/\/www\.gamadelivery\.com\.br\/newsletter\/cancelar\?t=/,
    );
    // A formula-looking address is neutralised for spreadsheets.
    expect(rows[1]?.email).toBe("'=cmd@exemplo.com.br");
    expect(csv.out).not.toContain("pendente@");

    const json = JSON.parse((await run("subscribers", "--format", "json")).out) as {
      email: string;
      unsubscribe_url: string;
    }[];
    expect(json.map((r) => r.email)).toEqual(["confirmada@exemplo.com.br", "=cmd@exemplo.com.br"]);
    const token = new URL(json[0]?.unsubscribe_url as string).searchParams.get("t");
    expect(verifyToken(key, "newsletter-unsubscribe", token)).toEqual({
      ok: true,
      email: "confirmada@exemplo.com.br",
    });
    expect((await run("subscribers", "--format", "xml")).code).toBe(2);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  confirmAction,
  confirmLoader,
  unsubscribeAction,
  unsubscribeLoader,
} from "../../app/lib/newsletter/pages.server";
import { signToken } from "../../app/lib/newsletter/tokens.server";
import { type FakeSmtp, startFakeSmtp } from "../../tests/support/fake-smtp";
import type { Services } from "../http/context.server";
import { createLead } from "../leads/lead.server";
import { newsletterPayload } from "../leads/payload.server";
import { SqliteLeadStore } from "../leads/store.server";
import { parseEnv } from "../runtime/env.server";
import { createLogger } from "../runtime/logger.server";
import { createSmtpMailer } from "./mail.server";
import { createNewsletter, type Newsletter } from "./newsletter.server";
import { SqliteSubscriberStore } from "./subscribers.server";

const key = Buffer.alloc(32, 5);
const siteUrl = "https://www.gamadelivery.com.br";
const signUp = (email: string) =>
  createLead({
    payload: newsletterPayload({ email }, "comercial@gamadelivery.com.br"),
    consentWording: null,
    attribution: {},
  });

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** What a React Router `data()` answer carries. */
type Answer = { data: { state: string; email?: string; token?: string }; init: ResponseInit | null };

describe("newsletter confirmation e-mail and links", () => {
  let smtp: FakeSmtp;
  let dir: string;
  let store: SqliteLeadStore;
  let newsletter: Newsletter;
  let services: Services;
  let logs: string[];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
  beforeEach(() => {
    smtp.inbox.length = 0;
    smtp.attempts.length = 0;
    smtp.answer("accept");
    logs = [];
    dir = mkdtempSync(join(tmpdir(), "newsletter-sender-"));
    store = new SqliteLeadStore(dir);
    const logger = createLogger((line) => logs.push(line));
    newsletter = createNewsletter({
      subscribers: new SqliteSubscriberStore(dir),
      mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: "site@gamadelivery.com.br" }),
      logger,
      siteUrl,
      signingKey: key,
      retryForMs: 60_000,
      retryBaseMs: 20,
      pollMs: 50,
    });
    services = {
      env: parseEnv({ SITE_URL: siteUrl, TRUST_PROXY: "1" }),
      logger,
      signingKey: key,
      newsletter,
    } as unknown as Services;
  });
  afterEach(async () => {
    await newsletter.stop();
    await newsletter.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (
    handler: (request: Request, services: Services) => Promise<unknown>,
    path: string,
    init?: RequestInit,
  ) => (await handler(new Request(`${siteUrl}${path}`, init), services)) as Answer;

  it("sends a pt-BR confirmation with one-click unsubscribe headers, retrying a temporary refusal", async () => {
    smtp.answer((attempt) => (attempt === 1 ? 451 : "accept"));
    await store.subscribe("leitora@exemplo.com.br", signUp("leitora@exemplo.com.br"), "a");
    newsletter.start();
    await until(() => smtp.inbox.length === 1);
    const mail = smtp.inbox[0];
    expect(smtp.attempts.length).toBe(2);
    expect(mail?.to).toBe("leitora@exemplo.com.br");
    expect(mail?.subject).toBe("Confirme sua inscrição na newsletter da Gama Delivery");
    expect(mail?.text).toContain("Confirmar minha inscrição");
    expect(mail?.text).toContain("O link vale por 7 dias.");
    const confirmUrl = /https:\/\/\S+\/newsletter\/confirmar\?t=\S+/.exec(mail?.text ?? "")?.[0];
    const unsubscribeUrl = /https:\/\/\S+\/newsletter\/cancelar\?t=\S+/.exec(mail?.text ?? "")?.[0];
    expect(confirmUrl).toBeDefined();
    // mailparser reads List-Unsubscribe and List-Unsubscribe-Post into one structured "list" header.
    const list = JSON.parse(mail?.headers.list ?? "{}");
    // Only the https address (RFC 8058): a mailto to an address nobody processes would lose the request.
    expect(list.unsubscribe).toEqual({ url: unsubscribeUrl });
    expect(list["unsubscribe-post"].name).toBe("List-Unsubscribe=One-Click");
    expect(logs.some((l) => l.includes("newsletter.confirmation_failed"))).toBe(true);
    // The log names no address.
    expect(logs.filter((l) => l.includes("leitora@"))).toEqual([]);

    // GET shows the button and changes nothing; the POST confirms.
    const path = (confirmUrl as string).slice(siteUrl.length);
    const prompt = await page(confirmLoader, path);
    expect(prompt.data).toMatchObject({ state: "confirm_prompt", email: "leitora@exemplo.com.br" });
    expect(prompt.init?.headers).toMatchObject({ "Cache-Control": "no-store" });
    expect(await newsletter.subscribers.state("leitora@exemplo.com.br")).toBe("unconfirmed");
    const confirmed = await page(confirmAction, path, { method: "POST", body: new URLSearchParams() });
    expect(confirmed.data.state).toBe("confirmed");
    expect(await store.newsletterCount()).toBe(1);

    // RFC 8058: the mail client posts List-Unsubscribe=One-Click to the header's address.
    const oneClick = await page(unsubscribeAction, (unsubscribeUrl as string).slice(siteUrl.length), {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(oneClick.data.state).toBe("unsubscribed");
    expect(oneClick.init?.status ?? 200).toBe(200);
    expect(await newsletter.subscribers.state("leitora@exemplo.com.br")).toBe("absent");
  });

  it("parks the e-mail when the mail server refuses the address for good", async () => {
    smtp.answer(550);
    await store.subscribe("inexistente@exemplo.com.br", signUp("inexistente@exemplo.com.br"), "a");
    newsletter.start();
    await until(() => logs.some((l) => l.includes("newsletter.confirmation_parked")));
    expect(smtp.attempts.length).toBe(1);
    expect(await newsletter.subscribers.nextConfirmationDueAt()).toBeNull();
  });

  it("confirms or unsubscribes nothing when the HTTP layer refused the button's post, and says why", async () => {
    await store.subscribe("leitor@exemplo.com.br", signUp("leitor@exemplo.com.br"), "a");
    const confirm = signToken(key, "newsletter-confirm", "leitor@exemplo.com.br", Date.now() + 60_000);
    const unsubscribe = signToken(key, "newsletter-unsubscribe", "leitor@exemplo.com.br", null);
    const post = (token: string) => ({ method: "POST", body: new URLSearchParams({ t: token }) });
    const refusedBy = (reason: "cross_origin" | "rate_limited", status: 403 | 429) => {
      services.client = { ip: "203.0.113.9", requestId: "req-1", refusal: { reason, status } };
    };

    refusedBy("cross_origin", 403);
    const fromElsewhere = await page(confirmAction, "/newsletter/confirmar", post(confirm));
    expect(fromElsewhere.init?.status).toBe(403);
    expect(fromElsewhere.data).toEqual({
      state: "confirm_prompt",
      email: "leitor@exemplo.com.br",
      token: confirm,
      refused:
        "Envio recusado: o formulário precisa ser enviado a partir do site da Gama Delivery. Seus dados continuam aqui: envie de novo por esta página.",
    });
    refusedBy("rate_limited", 429);
    const tooMany = await page(confirmAction, "/newsletter/confirmar", post(confirm));
    expect(tooMany.init?.status).toBe(429);
    expect(tooMany.data.state).toBe("confirm_prompt");
    expect(await newsletter.subscribers.state("leitor@exemplo.com.br")).toBe("unconfirmed");

    const unsubscribeRefused = await page(unsubscribeAction, "/newsletter/cancelar", post(unsubscribe));
    expect(unsubscribeRefused.init?.status).toBe(429);
    expect(unsubscribeRefused.data.state).toBe("unsubscribe_prompt");
    expect(await newsletter.subscribers.state("leitor@exemplo.com.br")).toBe("unconfirmed");

    services.client = { ip: "203.0.113.9", requestId: "req-2" };
    expect((await page(confirmAction, "/newsletter/confirmar", post(confirm))).data.state).toBe("confirmed");
  });

  it("answers a tampered link with 400, an expired one with 410, and an unknown address with 404", async () => {
    await store.subscribe("leitor@exemplo.com.br", signUp("leitor@exemplo.com.br"), "a");
    const good = signToken(key, "newsletter-confirm", "leitor@exemplo.com.br", Date.now() + 60_000);
    const tampered = `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`;
    for (const handler of [confirmLoader, confirmAction]) {
      const answer = await page(handler, `/newsletter/confirmar?t=${tampered}`, {
        method: handler === confirmAction ? "POST" : "GET",
      });
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ state: "invalid" });
    }
    expect((await page(unsubscribeLoader, "/newsletter/cancelar")).init?.status).toBe(400);
    // A confirmation token is not an unsubscribe token.
    expect((await page(unsubscribeLoader, `/newsletter/cancelar?t=${good}`)).init?.status).toBe(400);
    const expired = signToken(key, "newsletter-confirm", "leitor@exemplo.com.br", Date.now() - 1000);
    const old = await page(confirmLoader, `/newsletter/confirmar?t=${expired}`);
    expect(old.init?.status).toBe(410);
    expect(old.data.state).toBe("expired");
    const stranger = signToken(key, "newsletter-confirm", "outra@exemplo.com.br", Date.now() + 60_000);
    expect((await page(confirmLoader, `/newsletter/confirmar?t=${stranger}`)).init?.status).toBe(404);
    expect(await newsletter.subscribers.state("leitor@exemplo.com.br")).toBe("unconfirmed");
  });
});

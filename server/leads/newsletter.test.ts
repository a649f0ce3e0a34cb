import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleLeadForms, leadForm } from "../../app/forms/action.server";
import { messages } from "../../app/forms/messages";
import * as newsletter from "../../app/forms/newsletter";
import type { FormResult } from "../../app/forms/result";
import type { Services } from "../http/context.server";
import { FormGuard } from "../http/form-guard.server";
import { RateLimiter } from "../http/rate-limit.server";
import { SqliteSubscriberStore } from "../newsletter/subscribers.server";
import { parseEnv } from "../runtime/env.server";
import { createLogger } from "../runtime/logger.server";
import { NEWSLETTER_SUBJECT, newsletterPayload } from "./payload.server";
import { createOutboxPipeline, NEWSLETTER_FORM_TYPE } from "./pipeline.server";
import { type LeadStore, SqliteLeadStore } from "./store.server";

describe("newsletter form definition", () => {
  it("asks only for a valid e-mail", () => {
    expect(newsletter.schema().safeParse({ email: " leitor@exemplo.com.br " }).data?.email).toBe(
      "leitor@exemplo.com.br",
    );
    const invalid = newsletter.schema().safeParse({ email: "leitor@" });
    expect(invalid.error?.issues[0]?.message).toBe("Informe um e-mail válido, como nome@empresa.com.br.");
    expect(newsletter.schema().safeParse({}).success).toBe(false);
  });

  it("builds a payload the pipeline stores as a subscription, with a clear subject", () => {
    const payload = newsletterPayload({ email: "leitor@exemplo.com.br" }, "comercial@gamadelivery.com.br");
    expect(payload).toMatchObject({
      to_email: "comercial@gamadelivery.com.br",
      from_email: "leitor@exemplo.com.br",
      subject: "Inscrição na Newsletter",
      form_type: NEWSLETTER_FORM_TYPE,
    });
    expect(NEWSLETTER_SUBJECT).toBe("Inscrição na Newsletter");
    expect(newsletter.id).toBe("newsletter");
    expect(newsletter.storage).toBe("newsletter");
    expect("consentField" in newsletter).toBe(false);
  });
});

describe("newsletter subscription through the shared action", () => {
  let dir: string;
  let store: LeadStore;
  let services: Services;
  const guard = new FormGuard({ minFillMs: 0 });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "newsletter-"));
    store = new SqliteLeadStore(dir);
    const logger = createLogger(() => {});
    services = {
      env: parseEnv({ SITE_URL: "https://www.gamadelivery.com.br", TRUST_PROXY: "1" }),
      logger,
      formGuard: guard,
      rateLimiter: new RateLimiter(100),
      signingKey: Buffer.alloc(32, 3),
      client: { ip: "203.0.113.9", requestId: "test" },
      leads: createOutboxPipeline(store, { notify() {} } as never, logger),
    };
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function subscribe(email: string, submission: string) {
    const request = new Request("https://www.gamadelivery.com.br/blog", {
      method: "POST",
      body: new URLSearchParams({ _form: "newsletter", _submission: submission, _fill: "5000", email }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const response = (await handleLeadForms(request, services, [leadForm(newsletter)])) as unknown as {
      data: FormResult;
      init: ResponseInit | null;
    };
    return { result: response.data, status: response.init?.status ?? 200 };
  }

  it("stores a new address once, unconfirmed, and accepts a repeat without a second subscription", async () => {
    const first = await subscribe("leitor@exemplo.com.br", "pagina-1-newsletter");
    const repeat = await subscribe("Leitor@Exemplo.com.br", "pagina-2-newsletter");
    for (const answer of [first, repeat]) {
      expect(answer.status).toBe(200);
      expect(answer.result).toMatchObject({ form: "newsletter", status: "success" });
      expect(answer.result.message).toBe(newsletter.successMessage());
    }
    // Double opt-in: one row, unconfirmed, so not yet a subscriber.
    const subscribers = new SqliteSubscriberStore(dir);
    try {
      expect(await subscribers.state("leitor@exemplo.com.br")).toBe("unconfirmed");
      expect(await store.newsletterCount()).toBe(0);
      expect(await subscribers.confirm("leitor@exemplo.com.br", new Date())).toBe("confirmed");
      expect(await store.newsletterCount()).toBe(1);
    } finally {
      await subscribers.close();
    }
    const leads = await store.list();
    expect(leads).toHaveLength(1);
    expect(leads[0]?.lead.payload).toMatchObject({
      subject: "Inscrição na Newsletter",
      form_type: "newsletter",
    });
    expect(leads[0]?.lead.attribution.page).toBeUndefined();
  });

  it("refuses a malformed address with the field's message and keeps what was typed", async () => {
    const { result, status } = await subscribe("leitor@", "pagina-3-newsletter");
    expect(status).toBe(400);
    expect(result.message).toBe(messages.fixFields);
    expect(result.result.error?.email).toEqual(["Informe um e-mail válido, como nome@empresa.com.br."]);
    expect(result.result.initialValue).toMatchObject({ email: "leitor@" });
    expect(await store.newsletterCount()).toBe(0);
  });

  it("asks for the address when it is missing", async () => {
    const { result } = await subscribe("", "pagina-4-newsletter");
    expect(result.message).toBe(newsletter.requiredMessage);
    expect(result.result.error?.email).toEqual(["Campo obrigatório."]);
  });
});

import { describe, expect, it } from "vitest";
import { messages } from "../../app/forms/messages";
import type { FormResult } from "../../app/forms/result";
import type { Services } from "../context.server";
import { parseEnv } from "../env.server";
import { FormGuard } from "../form-guard.server";
import { createLogger } from "../logger.server";
import { RateLimiter } from "../rate-limit.server";
import { handleLeadForms } from "./form-action.server";
import { demoForm } from "./forms.server";
import type { Lead } from "./lead";

const complete = {
  _form: "demo",
  nome: "Ana Souza",
  empresa: "Brasa Viva Burger",
  email: "ana@brasaviva.com.br",
  whatsapp: "11987654321",
  faturamento: "10k-50k",
  unidades: "2-5",
  segmento: "hamburgueria",
  aceitaPrivacidade: "on",
};

const guard = new FormGuard({ key: Buffer.alloc(32, 7), minFillMs: 3000 });
/** A token issued long enough ago to pass the minimum fill time. */
const oldEnoughToken = () => guard.issue(Date.now() - 10_000);

function setup(outcome: { ok: boolean } = { ok: true }, limit = 100) {
  const submitted: Lead[] = [];
  const logs: string[] = [];
  const services: Services = {
    env: parseEnv({ SITE_URL: "https://www.gamadelivery.com.br" }),
    logger: createLogger((line) => logs.push(line)),
    formGuard: guard,
    rateLimiter: new RateLimiter(limit),
    client: { ip: "203.0.113.7", requestId: "test" },
    leads: {
      async submit(lead) {
        submitted.push(lead);
        return outcome.ok ? { ok: true, duplicate: false } : { ok: false };
      },
    },
  };
  return { services, submitted, logs };
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("https://www.gamadelivery.com.br/", {
    method: "POST",
    body: new URLSearchParams({ _t: oldEnoughToken(), ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

async function run(request: Request, services: Services) {
  const response = (await handleLeadForms(request, services, [demoForm])) as unknown as {
    data: FormResult;
    init: ResponseInit | null;
  };
  return { result: response.data, status: response.init?.status ?? 200 };
}

describe("shared lead form action", () => {
  it("rejects missing fields with the spec's text, keeps the values and sends nothing", async () => {
    const { services, submitted } = setup();
    const { result, status } = await run(post({ ...complete, empresa: "", aceitaPrivacidade: "" }), services);
    expect(status).toBe(400);
    expect(result.message).toBe(messages.demoRequired);
    expect(result.result.initialValue).toMatchObject({ nome: "Ana Souza", email: "ana@brasaviva.com.br" });
    expect(submitted).toHaveLength(0);
  });

  it("answers a format error with its own message", async () => {
    const { services, submitted } = setup();
    const { result, status } = await run(post({ ...complete, email: "ana@" }), services);
    expect(status).toBe(400);
    expect(result.message).toBe(messages.fixFields);
    expect(result.result.error?.email).toEqual(["Informe um e-mail válido, como nome@empresa.com.br."]);
    expect(submitted).toHaveLength(0);
  });

  it("hands a complete lead to the pipeline with consent and attribution", async () => {
    const { services, submitted } = setup();
    const { result, status } = await run(
      post(complete, { Referer: "https://www.gamadelivery.com.br/?utm_source=instagram&utm_campaign=black" }),
      services,
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({ status: "success", message: messages.demoSuccess });
    expect(result.result.initialValue).toBeNull();
    expect(submitted).toHaveLength(1);
    const lead = submitted[0];
    expect(lead?.payload).toMatchObject({
      form_type: "demonstracao",
      subject: "Solicitação de Demonstração - Página Inicial",
      phone: "(11) 98765-4321",
      company: "Brasa Viva Burger",
    });
    expect(lead?.consent?.wording).toMatch(/política de privacidade/);
    expect(lead?.attribution).toEqual({
      page: "/?utm_source=instagram&utm_campaign=black",
      utm_source: "instagram",
      utm_campaign: "black",
    });
  });

  it("ignores a Referer from another site for attribution", async () => {
    const { services, submitted } = setup();
    await run(post(complete, { Referer: "https://outro-site.example/?utm_source=spam" }), services);
    expect(submitted[0]?.attribution).toEqual({});
  });

  it("answers the spec's failure text and keeps the values when delivery fails", async () => {
    const { services } = setup({ ok: false });
    const { result, status } = await run(post(complete), services);
    expect(status).toBe(503);
    expect(result.message).toBe(messages.sendFailed);
    expect(result.result.initialValue).toMatchObject({ nome: "Ana Souza" });
  });

  it("answers a bot that filled the honeypot with a normal success and stores nothing", async () => {
    const { services, submitted, logs } = setup();
    const { result, status } = await run(post({ ...complete, website: "http://spam.example" }), services);
    expect(status).toBe(200);
    expect(result.message).toBe(messages.demoSuccess);
    expect(submitted).toHaveLength(0);
    expect(
      logs.some((l) => l.includes('"event":"form.spam_blocked"') && l.includes('"reason":"honeypot"')),
    ).toBe(true);
  });

  it("treats a form posted faster than the minimum fill time as a bot", async () => {
    const { services, submitted, logs } = setup();
    const { result } = await run(post({ ...complete, _t: guard.issue(Date.now() - 500) }), services);
    expect(result.status).toBe("success");
    expect(submitted).toHaveLength(0);
    expect(logs.some((l) => l.includes('"reason":"too_fast"'))).toBe(true);
  });

  it("treats a forged time token as a bot", async () => {
    const { services, submitted } = setup();
    const forged = `${Date.now() - 10_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    await run(post({ ...complete, _t: forged }), services);
    expect(submitted).toHaveLength(0);
  });

  it("accepts a form posted without a time token: pages no longer carry one", async () => {
    const { services, submitted } = setup();
    const noToken = new Request("https://www.gamadelivery.com.br/", {
      method: "POST",
      body: new URLSearchParams(complete),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await run(noToken, services);
    expect(submitted).toHaveLength(1);
  });

  it("answers 429 with a pt-BR message and the values kept once a client is over the limit", async () => {
    const { services, submitted } = setup({ ok: true }, 2);
    await run(post(complete), services);
    await run(post(complete), services);
    const { result, status } = await run(post(complete), services);
    expect(status).toBe(429);
    expect(result.message).toBe(messages.rateLimited);
    expect(result.result.initialValue).toMatchObject({ nome: "Ana Souza", email: "ana@brasaviva.com.br" });
    expect(submitted).toHaveLength(2);
  });

  it("keys idempotency on the rendered form and the submitted values", async () => {
    const ids: (string | null | undefined)[] = [];
    const { services } = setup();
    services.leads = {
      async submit(_lead, options) {
        ids.push(options?.submissionId);
        return { ok: true, duplicate: false };
      },
    };
    await run(post({ ...complete, _submission: "3f0c6b8e-demo" }), services);
    await run(post({ ...complete, _submission: "3f0c6b8e-demo" }), services);
    await run(post({ ...complete, email: "outra@pessoa.com.br", _submission: "3f0c6b8e-demo" }), services);
    await run(post({ ...complete, _submission: "<script>" }), services);
    // Same form, same values: same key. Same form id, other values (a shared cached page): another key.
    expect(ids[0]).toMatch(/^3f0c6b8e-demo:[\w-]{22}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).toBeNull();
  });
});

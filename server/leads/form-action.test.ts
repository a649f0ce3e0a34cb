import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { handleLeadForms, type LeadFormOptions, leadForm } from "../../app/forms/action.server";
import * as demo from "../../app/forms/demo";
import { messages } from "../../app/forms/messages";
import type { FormResult } from "../../app/forms/result";
import type { Services } from "../http/context.server";
import { FormGuard } from "../http/form-guard.server";
import { RateLimiter } from "../http/rate-limit.server";
import { parseEnv } from "../runtime/env.server";
import { createLogger } from "../runtime/logger.server";
import type { Lead } from "./lead.server";

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

/** What the browser adds once JavaScript ran: its submission id and a human fill time. */
const browserFields = () => ({ _submission: randomUUID(), _fill: "12000" });

function setup(outcome: { ok: boolean } = { ok: true }) {
  const submitted: { lead: Lead; quarantine: string | null | undefined; key: string | null | undefined }[] =
    [];
  const logs: string[] = [];
  const services: Services = {
    env: parseEnv({ SITE_URL: "https://www.gamadelivery.com.br", TRUST_PROXY: "1" }),
    logger: createLogger((line) => logs.push(line)),
    formGuard: new FormGuard({ minFillMs: 3000 }),
    rateLimiter: new RateLimiter(100),
    signingKey: Buffer.alloc(32, 7),
    client: { ip: "203.0.113.7", requestId: "test" },
    leads: {
      async submit(lead, options) {
        submitted.push({ lead, quarantine: options?.quarantine, key: options?.submissionId });
        expect(options?.storage).toBe("outbox");
        return outcome.ok ? { ok: true, duplicate: false } : { ok: false };
      },
    },
  };
  return { services, submitted, logs };
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("https://www.gamadelivery.com.br/", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

async function run(request: Request, services: Services, options?: LeadFormOptions) {
  const response = (await handleLeadForms(request, services, [leadForm(demo)], options)) as unknown as {
    data: FormResult;
    init: ResponseInit | null;
  };
  return { result: response.data, status: response.init?.status ?? 200 };
}

describe("shared lead form action", () => {
  it("rejects missing fields with the form's text, keeps the values and sends nothing", async () => {
    const { services, submitted } = setup();
    const { result, status } = await run(
      post({ ...complete, ...browserFields(), empresa: "", aceitaPrivacidade: "" }),
      services,
    );
    expect(status).toBe(400);
    expect(result.message).toBe(demo.requiredMessage);
    expect(result.result.initialValue).toMatchObject({ nome: "Ana Souza", email: "ana@brasaviva.com.br" });
    expect(submitted).toHaveLength(0);
  });

  it("answers an empty form sent at once (no fill time, or under a second) with the required message", async () => {
    const { services, submitted } = setup();
    const extras: Record<string, string>[] = [
      {},
      { _submission: randomUUID(), _fill: "300" },
      { website: "x" },
    ];
    for (const extra of extras) {
      const { result, status } = await run(post({ _form: "demo", ...extra }), services);
      expect(status).toBe(400);
      expect(result.status).toBe("error");
      expect(result.message).toBe(demo.requiredMessage);
    }
    expect(submitted).toHaveLength(0);
  });

  it("answers a format error with its own message", async () => {
    const { services, submitted } = setup();
    const { result, status } = await run(post({ ...complete, ...browserFields(), email: "ana@" }), services);
    expect(status).toBe(400);
    expect(result.message).toBe(messages.fixFields);
    expect(result.result.error?.email).toEqual(["Informe um e-mail válido, como nome@empresa.com.br."]);
    expect(submitted).toHaveLength(0);
  });

  it("hands a complete lead to the pipeline with consent, attribution and no signal", async () => {
    const { services, submitted } = setup();
    const { result, status } = await run(
      post(
        { ...complete, ...browserFields() },
        { Referer: "https://www.gamadelivery.com.br/?utm_source=instagram&utm_campaign=black" },
      ),
      services,
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({ status: "success", message: demo.successMessage() });
    expect(result.result.initialValue).toBeNull();
    expect(submitted).toHaveLength(1);
    const lead = submitted[0]?.lead;
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
    expect(lead?.signals).toEqual([]);
    expect(submitted[0]?.quarantine).toBeNull();
  });

  it("names the campaign page the action gives on the lead, beside the UTM fields", async () => {
    const { services, submitted } = setup();
    await run(
      post(
        { ...complete, ...browserFields() },
        { Referer: "https://www.gamadelivery.com.br/black-friday?utm_source=instagram" },
      ),
      services,
      { campaign: "black-friday" },
    );
    expect(submitted[0]?.lead.attribution).toEqual({
      page: "/black-friday?utm_source=instagram",
      utm_source: "instagram",
      campaign: "black-friday",
    });
  });

  it("never takes the campaign from a posted field", async () => {
    const { services, submitted } = setup();
    // A visitor adds a `campaign` field: on a page without a campaign it is dropped, and on a
    // campaign page the page's own address wins.
    await run(post({ ...complete, ...browserFields(), campaign: "forjada" }), services);
    await run(post({ ...complete, ...browserFields(), campaign: "forjada" }), services, {
      campaign: "black-friday",
    });
    expect(submitted.map((s) => s.lead.attribution.campaign)).toEqual([undefined, "black-friday"]);
    expect(submitted[0]?.lead.attribution).not.toHaveProperty("campaign");
  });

  it("ignores a Referer from another site for attribution", async () => {
    const { services, submitted } = setup();
    await run(post(complete, { Referer: "https://outro-site.example/?utm_source=spam" }), services);
    expect(submitted[0]?.lead.attribution).toEqual({});
  });

  it("answers 503 with a clear message and the values kept when the store cannot write", async () => {
    const { services } = setup({ ok: false });
    const { result, status } = await run(post(complete), services);
    expect(status).toBe(503);
    expect(result.message).toBe(messages.sendFailed);
    expect(result.message).toMatch(/^Erro ao enviar email\. Tente novamente\. Seus dados continuam/);
    expect(result.result.initialValue).toMatchObject({ nome: "Ana Souza" });
  });

  it("keeps a lead that filled the honeypot as spam, answering the normal success", async () => {
    const { services, submitted, logs } = setup();
    const { result, status } = await run(
      post({ ...complete, ...browserFields(), website: "http://spam.example" }),
      services,
    );
    expect(status).toBe(200);
    expect(result.message).toBe(demo.successMessage());
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.quarantine).toBe("honeypot");
    expect(
      logs.some((l) => l.includes('"event":"form.quarantined"') && l.includes('"reason":"honeypot"')),
    ).toBe(true);
  });

  it("delivers a form filled faster than people type, with the signal for sales", async () => {
    const { services, submitted, logs } = setup();
    const { result } = await run(post({ ...complete, _submission: randomUUID(), _fill: "900" }), services);
    expect(result.status).toBe("success");
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.quarantine).toBeNull();
    expect(submitted[0]?.lead.signals).toEqual(["too_fast"]);
    expect(logs.some((l) => l.includes('"event":"form.weak_signals"') && l.includes("too_fast"))).toBe(true);
  });

  it("delivers a form sent without JavaScript, with that signal", async () => {
    const { services, submitted } = setup();
    const { result } = await run(post(complete), services);
    expect(result.status).toBe("success");
    expect(submitted[0]?.lead.signals).toEqual(["no_script"]);
    expect(submitted[0]?.quarantine).toBeNull();
  });

  it("answers a refusal of the request limits with its pt-BR message and every value kept", async () => {
    for (const [refusal, message] of [
      [{ status: 429, reason: "rate_limited" }, messages.rateLimited],
      [{ status: 403, reason: "cross_origin" }, messages.crossOrigin],
    ] as const) {
      const { services, submitted } = setup();
      services.client = { ip: "203.0.113.7", requestId: "t", refusal };
      const { result, status } = await run(post({ ...complete, ...browserFields() }), services);
      expect(status).toBe(refusal.status);
      expect(result.message).toBe(message);
      expect(result.result.initialValue).toMatchObject({ nome: "Ana Souza", email: "ana@brasaviva.com.br" });
      expect(submitted).toHaveLength(0);
    }
  });

  it("keys idempotency on the browser's submission id and the values, else on the values of the day", async () => {
    const { services, submitted } = setup();
    const id = randomUUID();
    await run(post({ ...complete, _submission: id, _fill: "9000" }), services);
    await run(post({ ...complete, _submission: id, _fill: "9500" }), services);
    await run(post({ ...complete, email: "outra@pessoa.com.br", _submission: id, _fill: "9000" }), services);
    await run(post({ ...complete, _submission: "<script>" }), services);
    await run(post(complete), services);
    await run(post({ ...complete, nome: "Bruno Lima" }), services);
    const keys = submitted.map((s) => s.key);
    // Same browser id, same values: same key. Same id, other values: another key.
    expect(keys[0]).toMatch(new RegExp(`^${id}:[\\w-]{22}$`));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // Without a (valid) browser id: the same body is the same key, another person another key.
    expect(keys[3]).toMatch(/^body:[\w-]{22}$/);
    expect(keys[4]).toBe(keys[3]);
    expect(keys[5]).not.toBe(keys[3]);
  });
});

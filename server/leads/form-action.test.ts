import { describe, expect, it } from "vitest";
import { messages } from "../../app/forms/messages";
import type { FormResult } from "../../app/forms/result";
import type { Services } from "../context.server";
import { parseEnv } from "../env.server";
import { createLogger } from "../logger.server";
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

function setup(outcome: { ok: boolean } = { ok: true }) {
  const submitted: Lead[] = [];
  const services: Services = {
    env: parseEnv({ SITE_URL: "https://www.gamadelivery.com.br" }),
    logger: createLogger(() => {}),
    leads: {
      async submit(lead) {
        submitted.push(lead);
        return outcome.ok ? { ok: true } : { ok: false };
      },
    },
  };
  return { services, submitted };
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("https://www.gamadelivery.com.br/", {
    method: "POST",
    body: new URLSearchParams(fields),
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
});

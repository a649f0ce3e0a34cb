import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeRdStation, startFakeRdStation } from "../../tests/support/fake-rdstation";
import { createLead, type Lead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { RdStationKeyRefused, RdStationRejected, sendRdStationConversion } from "./rdstation.server";
import { isPermanentFailure, refusedCredentials } from "./transports.server";

const API_KEY = "chave-publica-de-teste";

function demoLead(overrides: Partial<Parameters<typeof createLead>[0]> = {}): Lead {
  return createLead({
    payload: demoPayload(
      {
        nome: "Joana Prado",
        email: "joana@pizzariaprado.com.br",
        whatsapp: "(11) 98765-4321",
        empresa: "Pizzaria Prado",
        segmento: "Pizzaria",
        faturamento: "10k-50k",
        unidades: "1",
      },
      "comercial@gamadelivery.com.br",
    ),
    consentWording:
      "Aceito receber comunicações da Gama Delivery sobre produtos, serviços e conteúdos relevantes, conforme a política de privacidade.",
    attribution: {
      page: "/?utm_source=google",
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "black-friday",
      utm_term: "sistema delivery",
    },
    ...overrides,
  });
}

let fake: FakeRdStation;
beforeEach(async () => {
  fake = await startFakeRdStation(API_KEY);
});
afterEach(async () => {
  await fake.close();
});

describe("RD Station Marketing destination", () => {
  it("sends the lead as a conversion named by its form, with consent and campaign in RD's fields", async () => {
    await sendRdStationConversion(demoLead(), { apiKey: API_KEY, apiUrl: fake.url });
    expect(fake.rejected).toEqual([]);
    expect(fake.conversions).toEqual([
      {
        conversion_identifier: "demonstracao",
        email: "joana@pizzariaprado.com.br",
        name: "Joana Prado",
        mobile_phone: "(11) 98765-4321",
        company_name: "Pizzaria Prado",
        traffic_source: "google",
        traffic_medium: "cpc",
        traffic_campaign: "black-friday",
        traffic_value: "sistema delivery",
        tags: ["demonstracao", "pizzaria"],
        legal_bases: [{ category: "communications", type: "consent", status: "granted" }],
        available_for_mailing: true,
      },
    ]);
  });

  it("sends no legal basis and no mailing permission when the form asked no consent", async () => {
    await sendRdStationConversion(
      demoLead({ consentWording: null, attribution: { referrer: "https://www.instagram.com/" } }),
      {
        apiKey: API_KEY,
        apiUrl: fake.url,
      },
    );
    const [conversion] = fake.conversions;
    expect(conversion).not.toHaveProperty("legal_bases");
    expect(conversion).not.toHaveProperty("available_for_mailing");
    // Without a campaign, the referring site is the source.
    expect(conversion?.traffic_source).toBe("www.instagram.com");
  });

  it("names a campaign page's lead by its campaign, keeping its form type as a tag", async () => {
    const lead = demoLead();
    lead.attribution = {
      ...lead.attribution,
      page: "/black-friday",
      campaign: "black-friday",
      utm_campaign: "bf-2026",
    };
    await sendRdStationConversion(lead, { apiKey: API_KEY, apiUrl: fake.url });
    expect(fake.rejected).toEqual([]);
    expect(fake.conversions[0]).toMatchObject({
      conversion_identifier: "campanha-black-friday",
      tags: ["demonstracao", "pizzaria"],
      // The link's own campaign still goes to RD Station's campaign field.
      traffic_campaign: "bf-2026",
      traffic_source: "google",
    });
  });

  it("records the consent of a demo request without marketing e-mail, and none for an unconfirmed newsletter sign-up", async () => {
    await sendRdStationConversion(
      demoLead({
        consentWording:
          "Li e aceito a política de privacidade e autorizo a Gama Delivery a entrar em contato comigo.",
      }),
      { apiKey: API_KEY, apiUrl: fake.url },
    );
    const newsletter = demoLead();
    newsletter.payload = { ...newsletter.payload, form_type: "newsletter" };
    await sendRdStationConversion(newsletter, { apiKey: API_KEY, apiUrl: fake.url });
    expect(fake.rejected).toEqual([]);
    const [demo, signUp] = fake.conversions;
    expect(demo?.legal_bases).toEqual([{ category: "communications", type: "consent", status: "granted" }]);
    expect(demo).not.toHaveProperty("available_for_mailing");
    expect(signUp?.conversion_identifier).toBe("newsletter");
    expect(signUp).not.toHaveProperty("legal_bases");
    expect(signUp).not.toHaveProperty("available_for_mailing");
  });

  it("treats a refused key and an outage as temporary: the queue waits for the fix", async () => {
    // A wrong or deactivated key is the site's setting, like a wrong SMTP password: not the lead's fault.
    const refused = sendRdStationConversion(demoLead(), { apiKey: "chave-errada", apiUrl: fake.url });
    await expect(refused).rejects.toBeInstanceOf(RdStationKeyRefused);
    await expect(refused).rejects.toThrow("HTTP 401");
    await expect(refused).rejects.not.toSatisfy(isPermanentFailure);
    await expect(refused).rejects.toSatisfy((error) => refusedCredentials(error) === "RDSTATION_API_KEY");

    fake.down = true;
    const outage = sendRdStationConversion(demoLead(), { apiKey: API_KEY, apiUrl: fake.url });
    await expect(outage).rejects.toThrow("HTTP 503");
    await expect(outage).rejects.not.toBeInstanceOf(RdStationRejected);
    await expect(outage).rejects.not.toSatisfy(isPermanentFailure);
    expect(fake.conversions).toEqual([]);
  });

  it("retries 401, 408, 429, 5xx and a timeout; parks any other 4xx", async () => {
    const answering = (status: number) => async () => new Response("{}", { status });
    const outcome = async (send: Promise<void>) =>
      send.then(
        () => "delivered",
        (error) => (isPermanentFailure(error) ? "parked" : "retried"),
      );
    const options = { apiKey: API_KEY, apiUrl: fake.url };
    const results: Record<string, string> = {};
    for (const status of [400, 401, 404, 408, 422, 429, 500, 502, 503]) {
      results[status] = await outcome(
        sendRdStationConversion(demoLead(), { ...options, fetch: answering(status) as typeof fetch }),
      );
    }
    expect(results).toEqual({
      400: "parked",
      401: "retried",
      404: "parked",
      408: "retried",
      422: "parked",
      429: "retried",
      500: "retried",
      502: "retried",
      503: "retried",
    });
    const hanging = (async (_url: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      )) as typeof fetch;
    expect(
      await outcome(sendRdStationConversion(demoLead(), { ...options, timeoutMs: 50, fetch: hanging })),
    ).toBe("retried");
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeRdStation, startFakeRdStation } from "../../tests/support/fake-rdstation";
import { createLead, type Lead } from "./lead";
import { demoPayload } from "./payload";
import { RdStationRejected, sendRdStationConversion } from "./rdstation.server";

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
    consentWording: "Li e aceito a política de privacidade.",
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

  it("treats a rejected key as permanent and an outage as temporary", async () => {
    const rejected = sendRdStationConversion(demoLead(), { apiKey: "chave-errada", apiUrl: fake.url });
    await expect(rejected).rejects.toBeInstanceOf(RdStationRejected);
    await expect(rejected).rejects.toThrow("HTTP 401");

    fake.down = true;
    const outage = sendRdStationConversion(demoLead(), { apiKey: API_KEY, apiUrl: fake.url });
    await expect(outage).rejects.toThrow("HTTP 503");
    await expect(outage).rejects.not.toBeInstanceOf(RdStationRejected);
    expect(fake.conversions).toEqual([]);
  });
});

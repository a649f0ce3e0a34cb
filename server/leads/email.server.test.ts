import { describe, expect, it } from "vitest";
import { renderLeadEmail } from "./email.server";
import { createLead, type Lead } from "./lead.server";
import { demoPayload } from "./payload.server";

const lead = (signals: string[]) =>
  createLead({
    payload: demoPayload(
      { nome: "Ana", email: "ana@brasaviva.com.br", whatsapp: "(11) 98765-4321" },
      "comercial@gamadelivery.com.br",
    ),
    consentWording: null,
    attribution: {},
    signals,
  });

describe("lead e-mail", () => {
  it("shows sales the weak spam signals of a lead in words, in text and HTML", () => {
    const mail = renderLeadEmail(lead(["too_fast", "no_script"]));
    expect(mail.text).toMatch(
      /^Sinais de spam \(confira antes de descartar\): enviado poucos segundos depois de aberto \(pode ser o preenchimento automático do navegador ou um robô\); enviado sem JavaScript/m,
    );
    expect(mail.html).toContain("Sinais de spam");
    expect(mail.html).toContain("preenchimento automático do navegador");
  });

  it("names the campaign page between the page and the UTM lines, in text and HTML", () => {
    const campaignLead = {
      ...lead([]),
      attribution: {
        page: "/black-friday?utm_source=instagram",
        campaign: "black-friday",
        utm_source: "instagram",
        utm_campaign: "bf-2026",
      },
    };
    const mail = renderLeadEmail(campaignLead);
    expect(mail.text).toContain(
      [
        "Página de origem: /black-friday?utm_source=instagram",
        "Campanha (página de campanha): black-friday",
        "utm_source: instagram",
        "utm_campaign: bf-2026",
      ].join("\n"),
    );
    expect(mail.html).toMatch(/>Campanha \(página de campanha\)<\/th><td[^>]*>black-friday<\/td>/);
    expect(renderLeadEmail(lead([])).text).not.toContain("Campanha");
  });

  it("has no signal row for a lead without signals, nor for one stored before signals existed", () => {
    expect(renderLeadEmail(lead([])).text).not.toContain("Sinais de spam");
    const older = { ...lead([]), signals: undefined } as unknown as Lead;
    expect(renderLeadEmail(older).text).not.toContain("Sinais de spam");
  });
});

import { describe, expect, it } from "vitest";
import { withSavingsCalculation } from "~/content/calculadora";
import { campaignLead } from "~/content/campanhas.server";
import * as contact from "./contact";
import type { LeadFormModule } from "./define";
import * as demo from "./demo";
import * as integrationRequest from "./integration-request";
import * as interest from "./interest";
import { CONTACT_REQUIRED } from "./messages";
import * as newsletter from "./newsletter";
import * as reseller from "./reseller";

const TO = "vendas@gamadelivery.com.br";

describe("form modules", () => {
  // biome-ignore lint/suspicious/noExplicitAny: each module has its own schema and page context
  const modules: LeadFormModule<any, any>[] = [
    demo,
    contact,
    reseller,
    integrationRequest,
    interest,
    newsletter,
  ];

  it("each has its own id, and its schema posts the attribution fields", () => {
    expect(new Set(modules.map((m) => m.id)).size).toBe(modules.length);
    for (const module of modules) {
      expect(Object.keys(module.schema().shape)).toEqual(
        expect.arrayContaining(["page", "referrer", "utm_source", "utm_content"]),
      );
    }
  });

  it("names a consent box the schema has, and stores its wording", () => {
    for (const module of modules) {
      expect(Boolean(module.consentField)).toBe(Boolean(module.consentWording));
      if (module.consentField) expect(Object.keys(module.schema().shape)).toContain(module.consentField);
    }
    expect(demo.consentWording).toMatch(/^Li e aceito a política de privacidade/);
    expect(contact.consentWording).toMatch(/^Aceito receber comunicações da Gama Delivery/);
    expect(reseller.consentWording).toBe(contact.consentWording);
  });

  it("keeps newsletter sign-ups on the list and every other form in the outbox", () => {
    expect(modules.filter((m) => m.storage === "newsletter").map((m) => m.id)).toEqual(["newsletter"]);
  });
});

describe("demonstration request", () => {
  it("maps the fields and adds its subject and form type", () => {
    const payload = demo.payload(
      demo.schema().parse({
        nome: "Ana",
        empresa: "Brasa Viva",
        email: "ana@brasaviva.com.br",
        whatsapp: "11987654321",
        faturamento: "10k-50k",
        unidades: "2-5",
        segmento: "hamburgueria",
        aceitaPrivacidade: "on",
      }),
      TO,
    );
    expect(payload).toEqual({
      to_email: TO,
      from_name: "Ana",
      from_email: "ana@brasaviva.com.br",
      company: "Brasa Viva",
      phone: "(11) 98765-4321",
      subject: "Solicitação de Demonstração - Página Inicial",
      message: "",
      faturamento: "10k-50k",
      unidades: "2-5",
      segmento: "hamburgueria",
      form_type: "demonstracao",
    });
  });

  it("from a campaign page: the form's subject and landing_{address}, the same fields", () => {
    const value = demo.schema().parse({
      nome: "Ana",
      empresa: "Brasa Viva",
      email: "ana@brasaviva.com.br",
      whatsapp: "11987654321",
      faturamento: "10k-50k",
      unidades: "2-5",
      segmento: "pizzaria",
      aceitaPrivacidade: "on",
    });
    const lead = campaignLead({ id: "black-friday" }, "Demonstração - Black Friday");
    expect(demo.pagePayload(value, TO, lead)).toEqual({
      ...demo.payload(value, TO),
      subject: "Demonstração - Black Friday",
      form_type: "landing_black-friday",
    });
  });
});

describe("contact form", () => {
  const page = { withCalculation: withSavingsCalculation };
  const posted = {
    nome: "Rafael Antunes",
    email: "rafael@exemplo.com.br",
    telefone: "31 97777-6666",
    mensagem: "Quero economizar.",
    aceito: "on",
  };

  it("has its messages, consent and subject", () => {
    expect(contact.requiredMessage).toBe(
      "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    );
    expect(contact.successMessage()).toBe(
      "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.",
    );
    const value = contact.schema().parse({ ...posted, assunto: "Planos" });
    expect(contact.payload(value, TO, page)).toMatchObject({
      subject: "Contato via Site - Planos",
      form_type: "contato_geral",
      phone: "(31) 97777-6666",
    });
  });

  it("titles a contact without a subject 'Geral'", () => {
    expect(contact.payload(contact.schema().parse(posted), TO, page).subject).toBe(
      "Contato via Site - Geral",
    );
    expect(contact.payload(contact.schema().parse({ ...posted, assunto: "  " }), TO, page).subject).toBe(
      "Contato via Site - Geral",
    );
  });

  it("recomputes a savings calculation posted with the form into the message", () => {
    const withCalculation = contact.schema().parse({
      ...posted,
      calculadora: "pedidos=400&ticket=50&comissao=12&taxa=3%2C2",
    });
    const message = contact.payload(withCalculation, TO, page).message.replace(/\u00a0/g, " ");
    expect(message).toMatch(
      /^Quero economizar\.\n\nSimulação da calculadora de economia \(estimativa\):\n- /,
    );
    // 400 × R$ 50 at 15,2%: R$ 3.040 a month.
    expect(message).toContain("R$ 3.040 por mês, R$ 36.480 por ano pagos ao marketplace.");
    // A forged or broken calculation adds nothing; the message stays as typed.
    const forged = contact
      .schema()
      .parse({ ...posted, calculadora: "pedidos=abc&ticket=50&comissao=12&taxa=3" });
    expect(contact.payload(forged, TO, page).message).toBe("Quero economizar.");
    expect(contact.payload(contact.schema().parse(posted), TO, page).message).toBe("Quero economizar.");
  });
});

describe("reseller application", () => {
  const posted = {
    nome: "Diego",
    email: "diego@revenda.com.br",
    telefone: "11987654321",
    mensagem: "m",
    aceito: "on",
  };

  it("has the contact form's check, its own success and the chosen subject", () => {
    expect(reseller.id).toBe("revenda");
    expect(reseller.requiredMessage).toBe(CONTACT_REQUIRED);
    expect(reseller.successMessage()).toBe(
      "Solicitação enviada com sucesso! Nossa equipe entrará em contato em breve.",
    );
    expect(reseller.consentField).toBe("aceito");
    const value = reseller.schema().parse({ ...posted, assunto: "migracao-de-carteira" });
    expect(reseller.payload(value, TO)).toMatchObject({
      subject: "Contato Revenda - migracao-de-carteira",
      form_type: "revenda",
      message: "m",
    });
  });

  it("falls back to white-label", () => {
    expect(reseller.payload(reseller.schema().parse(posted), TO).subject).toBe(
      "Contato Revenda - white-label",
    );
  });
});

describe("integration request", () => {
  const value = integrationRequest.schema().parse({
    nome: "Carla",
    empresa: "Sushi Sol",
    email: "carla@sushisol.com.br",
    telefone: "(21) 3456-7890",
    detalhes: "Duas lojas",
  });

  it("asks for an available integration with its name in the subject and the message", () => {
    const iFood = { name: "iFood", comingSoon: false };
    expect(integrationRequest.successMessage(iFood)).toMatch(/^Solicitação enviada com sucesso!.*iFood/);
    expect(integrationRequest.payload(value, TO, iFood)).toMatchObject({
      subject: "Solicitação de Integração - iFood",
      form_type: "integracao",
      from_name: "Carla",
      company: "Sushi Sol",
      phone: "(21) 3456-7890",
      message: "Duas lojas",
    });
  });

  it("asks to be notified about a coming-soon integration", () => {
    const keeta = { name: "Keeta", comingSoon: true };
    expect(integrationRequest.successMessage(keeta)).toMatch(/Avisaremos você .*Keeta estiver disponível/);
    expect(integrationRequest.payload(value, TO, keeta)).toMatchObject({
      subject: "Aviso de Disponibilidade - Keeta",
      form_type: "aviso_integracao",
    });
  });

  it("sends an empty message when there are no details", () => {
    const context = { name: "Stone", comingSoon: false };
    expect(integrationRequest.payload({ ...value, detalhes: undefined }, TO, context).message).toBe("");
  });
});

describe("interest form", () => {
  const value = interest
    .schema()
    .parse({ nome: "Ana", email: "ana@exemplo.com.br", whatsapp: "11987654321" });

  it("titles a feature or solution page's lead after the page", () => {
    expect(
      interest.payload(value, TO, interest.interestIn("Cardápio digital", "funcionalidade")),
    ).toMatchObject({
      subject: "Interesse em Cardápio digital",
      form_type: "funcionalidade",
    });
  });

  it("a campaign page (/hamburgueria): its form's subject and landing_{address} as form_type", () => {
    const lead = campaignLead({ id: "hamburgueria" }, "Interesse - Página Hamburgueria");
    expect(interest.payload(value, TO, lead)).toMatchObject({
      to_email: TO,
      from_name: "Ana",
      from_email: "ana@exemplo.com.br",
      phone: "(11) 98765-4321",
      subject: "Interesse - Página Hamburgueria",
      form_type: "landing_hamburgueria",
    });
  });
});

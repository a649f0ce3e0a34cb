import { describe, expect, it } from "vitest";
import {
  buildContactPayload,
  DEMO_SUBJECT,
  demoPayload,
  generalContactPayload,
  integrationRequestPayload,
  resellerPayload,
} from "./payload";

describe("mail helper payload", () => {
  it("maps the demonstration fields and adds the wrapper's subject and form type", () => {
    const payload = demoPayload(
      {
        nome: "Ana",
        empresa: "Brasa Viva",
        email: "ana@brasaviva.com.br",
        whatsapp: "(11) 98765-4321",
        faturamento: "10k-50k",
        unidades: "2-5",
        segmento: "hamburgueria",
      },
      "vendas@gamadelivery.com.br",
    );
    expect(payload).toEqual({
      to_email: "vendas@gamadelivery.com.br",
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
    expect(DEMO_SUBJECT).toBe("Solicitação de Demonstração - Página Inicial");
  });

  it.each([
    [{ name: "Bia", company: "Forno", phone: "1", message: "m" }],
    [{ nome: "Bia", empresa: "Forno", telefone: "1", mensagem: "m" }],
    [{ nome: "Bia", company: "Forno", whatsapp: "1", message: "m" }],
  ])("accepts the spec's alternate field names %o", (input) => {
    const payload = buildContactPayload(input, { toEmail: "x@y.z", subject: "s", formType: "t" });
    expect(payload).toMatchObject({ from_name: "Bia", company: "Forno", phone: "1", message: "m" });
  });

  it("prefers whatsapp, then telefone, then phone", () => {
    const payload = buildContactPayload(
      { whatsapp: "", telefone: "2", phone: "3" },
      { toEmail: "x@y.z", subject: "s", formType: "t" },
    );
    expect(payload.phone).toBe("2");
  });

  it("titles general contacts with the assunto, or Geral without one", () => {
    expect(generalContactPayload({ assunto: "Planos" }, "x@y.z")).toMatchObject({
      subject: "Contato via Site - Planos",
      form_type: "contato_geral",
    });
    expect(generalContactPayload({}, "x@y.z").subject).toBe("Contato via Site - Geral");
    expect(generalContactPayload({ assunto: "  " }, "x@y.z").subject).toBe("Contato via Site - Geral");
  });
});

describe("integration request payload", () => {
  const input = {
    nome: "Carla",
    empresa: "Sushi Sol",
    email: "carla@sushisol.com.br",
    telefone: "(21) 3456-7890",
    detalhes: "Duas lojas",
  };

  it("asks for an available integration with its name in the subject", () => {
    expect(integrationRequestPayload(input, "x@y.z", { name: "iFood", comingSoon: false })).toMatchObject({
      subject: "Solicitação de Integração - iFood",
      form_type: "integracao",
      from_name: "Carla",
      company: "Sushi Sol",
      phone: "(21) 3456-7890",
      message: "Duas lojas",
    });
  });

  it("asks to be notified about a coming-soon integration", () => {
    expect(integrationRequestPayload(input, "x@y.z", { name: "Keeta", comingSoon: true })).toMatchObject({
      subject: "Aviso de Disponibilidade - Keeta",
      form_type: "aviso_integracao",
    });
  });

  it("sends an empty message when there are no details", () => {
    const { detalhes: _, ...withoutDetails } = input;
    expect(
      integrationRequestPayload(withoutDetails, "x@y.z", { name: "Stone", comingSoon: false }).message,
    ).toBe("");
  });
});

describe("reseller payload", () => {
  it("titles the lead with the chosen subject and form_type revenda", () => {
    expect(
      resellerPayload({ nome: "Diego", assunto: "migracao-de-carteira", mensagem: "m" }, "x@y.z"),
    ).toMatchObject({
      subject: "Contato Revenda - migracao-de-carteira",
      form_type: "revenda",
      message: "m",
    });
  });

  it("falls back to white-label", () => {
    expect(resellerPayload({ nome: "Diego" }, "x@y.z").subject).toBe("Contato Revenda - white-label");
  });
});

import { describe, expect, it } from "vitest";
import * as contact from "./contact";
import * as demo from "./demo";
import { CONTROL_CHARACTERS, formatBrazilianPhone, normalizeBrazilianPhone, REQUIRED } from "./fields";
import * as integrationRequest from "./integration-request";
import * as reseller from "./reseller";

const demoFormSchema = demo.schema();
const contactFormSchema = contact.schema();
const integrationRequestSchema = integrationRequest.schema();
const resellerFormSchema = reseller.schema();

const validDemo = {
  nome: "Ana Souza",
  empresa: "Brasa Viva Burger",
  email: "ana@brasaviva.com.br",
  whatsapp: "(11) 98765-4321",
  faturamento: "10k-50k",
  unidades: "2-5",
  segmento: "hamburgueria",
  aceitaPrivacidade: "on",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = demoFormSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
};

describe("demonstration form schema", () => {
  it("accepts a complete request and formats the phone", () => {
    const result = demoFormSchema.parse(validDemo);
    expect(result.whatsapp).toBe("(11) 98765-4321");
    expect(result.nome).toBe("Ana Souza");
  });

  it.each(["nome", "empresa", "email", "whatsapp", "faturamento", "unidades", "segmento"])(
    "requires %s",
    (field) => {
      expect(errorsOf({ ...validDemo, [field]: undefined })[field]).toBe(REQUIRED);
      expect(errorsOf({ ...validDemo, [field]: "   " })[field]).toBeDefined();
    },
  );

  it("requires the privacy consent", () => {
    expect(errorsOf({ ...validDemo, aceitaPrivacidade: undefined }).aceitaPrivacidade).toMatch(
      /política de privacidade/,
    );
  });

  it("rejects a malformed e-mail with a pt-BR message", () => {
    expect(errorsOf({ ...validDemo, email: "ana@" }).email).toBe(
      "Informe um e-mail válido, como nome@empresa.com.br.",
    );
  });

  it("rejects values outside the select options", () => {
    expect(errorsOf({ ...validDemo, faturamento: "1-milhao" }).faturamento).toMatch(/faixa de faturamento/);
    expect(errorsOf({ ...validDemo, unidades: "50" }).unidades).toMatch(/quantidade de unidades/);
    expect(errorsOf({ ...validDemo, segmento: "padaria-fina" }).segmento).toMatch(/segmento/);
  });

  it("limits field lengths with a message", () => {
    expect(errorsOf({ ...validDemo, nome: "a".repeat(121) }).nome).toMatch(/120 caracteres/);
  });
});

describe("Brazilian phone numbers", () => {
  it.each([
    ["11987654321", "11987654321"],
    ["(11) 98765-4321", "11987654321"],
    ["+55 (11) 98765-4321", "11987654321"],
    ["55 11 4003-8321", "1140038321"],
    ["21 3456.7890", "2134567890"],
  ])("accepts %s", (input, digits) => {
    expect(normalizeBrazilianPhone(input)).toBe(digits);
  });

  it.each(["123", "98765-4321", "011987654321", "+1 415 555 0100 22", "11 9876x-4321", "(00) 98765-4321"])(
    "rejects %s",
    (input) => {
      expect(normalizeBrazilianPhone(input)).toBeNull();
    },
  );

  it("formats mobile and landline numbers", () => {
    expect(formatBrazilianPhone("11987654321")).toBe("(11) 98765-4321");
    expect(formatBrazilianPhone("1140038321")).toBe("(11) 4003-8321");
  });

  it("explains the expected phone format on the field", () => {
    expect(errorsOf({ ...validDemo, whatsapp: "1234" }).whatsapp).toMatch(/DDD, com 10 ou 11 dígitos/);
  });
});

describe("contact form schema", () => {
  const validContact = {
    nome: "Bruno Lima",
    email: "bruno@exemplo.com.br",
    telefone: "+55 31 99876-5432",
    mensagem: "Quero conhecer os planos.",
    aceito: "on",
  };

  it("keeps empresa and assunto optional", () => {
    expect(contactFormSchema.safeParse(validContact).success).toBe(true);
  });

  it.each(["nome", "email", "telefone", "mensagem", "aceito"])("requires %s", (field) => {
    const result = contactFormSchema.safeParse({ ...validContact, [field]: undefined });
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});

const issuesOf = (
  schema: { safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: Record<string, unknown>,
) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("contact form schema, field by field", () => {
  const validContact = {
    nome: "Bruno Lima",
    empresa: "Forno da Vila",
    email: "bruno@exemplo.com.br",
    telefone: "(31) 99876-5432",
    assunto: "Integração personalizada",
    mensagem: "Quero integrar meu ERP.",
    aceito: "on",
  };

  it("accepts a complete message and formats the phone", () => {
    const value = contactFormSchema.parse({ ...validContact, telefone: "31998765432" });
    expect(value.telefone).toBe("(31) 99876-5432");
    expect(value.assunto).toBe("Integração personalizada");
  });

  it.each(["nome", "email", "telefone", "mensagem"])("says %s is required when blank", (field) => {
    expect(issuesOf(contactFormSchema, { ...validContact, [field]: "  " })[field]).toBeDefined();
    expect(issuesOf(contactFormSchema, { ...validContact, [field]: undefined })[field]).toBe(REQUIRED);
  });

  it("refuses to send without the consent", () => {
    expect(issuesOf(contactFormSchema, { ...validContact, aceito: undefined }).aceito).toMatch(/aceitar/);
  });

  it("limits the subject to 120 characters", () => {
    expect(issuesOf(contactFormSchema, { ...validContact, assunto: "a".repeat(121) }).assunto).toMatch(/120/);
  });
});

describe("integration request form schema", () => {
  const validRequest = {
    nome: "Carla Dias",
    empresa: "Sushi Sol",
    email: "carla@sushisol.com.br",
    telefone: "+55 21 3456-7890",
  };

  it("accepts a request without details", () => {
    const value = integrationRequestSchema.parse(validRequest);
    expect(value.detalhes).toBeUndefined();
    expect(value.telefone).toBe("(21) 3456-7890");
  });

  it("keeps the optional details", () => {
    expect(integrationRequestSchema.parse({ ...validRequest, detalhes: " 3 lojas " }).detalhes).toBe(
      "3 lojas",
    );
  });

  it.each(["nome", "empresa", "email", "telefone"])("requires %s", (field) => {
    expect(issuesOf(integrationRequestSchema, { ...validRequest, [field]: undefined })[field]).toBe(REQUIRED);
  });

  it("rejects a malformed e-mail and phone", () => {
    const errors = issuesOf(integrationRequestSchema, { ...validRequest, email: "carla@", telefone: "12" });
    expect(errors.email).toMatch(/e-mail válido/);
    expect(errors.telefone).toMatch(/DDD/);
  });
});

describe("reseller form schema", () => {
  const validReseller = {
    nome: "Diego Ramos",
    email: "diego@revenda.com.br",
    telefone: "11987654321",
    assunto: "migracao-de-carteira",
    mensagem: "Atendo 25 restaurantes no interior de SP.",
    aceito: "on",
  };

  it("accepts an application without company", () => {
    expect(resellerFormSchema.parse(validReseller).assunto).toBe("migracao-de-carteira");
  });

  it("defaults the subject to white-label", () => {
    expect(resellerFormSchema.parse({ ...validReseller, assunto: undefined }).assunto).toBe("white-label");
  });

  it("only takes subjects from its list", () => {
    expect(issuesOf(resellerFormSchema, { ...validReseller, assunto: "franquia" }).assunto).toBe(
      "Escolha um assunto da lista.",
    );
  });

  it.each(["nome", "email", "telefone", "mensagem"])("requires %s", (field) => {
    expect(issuesOf(resellerFormSchema, { ...validReseller, [field]: undefined })[field]).toBe(REQUIRED);
  });

  it("requires the message even though the old site labelled it optional", () => {
    expect(issuesOf(resellerFormSchema, { ...validReseller, mensagem: "   " }).mensagem).toBe(REQUIRED);
  });

  it("requires the consent", () => {
    expect(issuesOf(resellerFormSchema, { ...validReseller, aceito: undefined }).aceito).toMatch(/aceitar/);
  });
});

describe("control characters in text fields", () => {
  const valid = {
    nome: "Bruno Lima",
    empresa: "Forno da Vila",
    email: "bruno@exemplo.com.br",
    telefone: "(31) 99876-5432",
    assunto: "Planos",
    mensagem: "Quero integrar meu ERP.",
    aceito: "on",
  };

  it("refuses them with a pt-BR message that says what to do, in every field a person types", () => {
    expect(CONTROL_CHARACTERS).toMatch(
      /^O texto tem caracteres invisíveis de controle .*Apague-os e envie de novo\.$/,
    );
    for (const field of ["nome", "empresa", "assunto", "mensagem"])
      for (const control of ["\u0000", "\u0007", "\u001b[2J", "\u007f", "\u0085"])
        expect(issuesOf(contactFormSchema, { ...valid, [field]: `Texto${control}aqui` })[field], field).toBe(
          CONTROL_CHARACTERS,
        );
    expect(issuesOf(demoFormSchema, { ...validDemo, empresa: "Loja\u0000" }).empresa).toBe(
      CONTROL_CHARACTERS,
    );
    // A message made of control characters never reaches the store at six bytes each.
    expect(issuesOf(contactFormSchema, { ...valid, mensagem: "\u0001".repeat(4000) }).mensagem).toBe(
      CONTROL_CHARACTERS,
    );
  });

  it("keeps line breaks in a message only, and reads a tab as a space", () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      nome: "Bruno\tLima",
      mensagem: "Primeira linha\r\nSegunda linha\n\tTerceira",
    });
    expect(parsed.nome).toBe("Bruno Lima");
    expect(parsed.mensagem).toBe("Primeira linha\r\nSegunda linha\n Terceira");
    expect(issuesOf(contactFormSchema, { ...valid, nome: "Bruno\nLima" }).nome).toBe(CONTROL_CHARACTERS);
    expect(issuesOf(contactFormSchema, { ...valid, assunto: "Planos\r\nBcc: x@y.z" }).assunto).toBe(
      CONTROL_CHARACTERS,
    );
  });

  it("strips the bidirectional controls that turn a subject around in a mail client", () => {
    // "Fatura" + RIGHT-TO-LEFT OVERRIDE + "gpj.exe" shows as "Fatura" + "exe.jpg" in an inbox.
    const controls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    const parsed = contactFormSchema.parse({
      ...valid,
      assunto: "Fatura\u202egpj.exe",
      nome: `Bruno${controls} Lima`,
      email: "bruno\u202e@exemplo.com.br",
      empresa: "\u2067Forno da Vila\u2069",
    });
    expect(parsed.assunto).toBe("Faturagpj.exe");
    expect(parsed.nome).toBe("Bruno Lima");
    expect(parsed.email).toBe("bruno@exemplo.com.br");
    expect(parsed.empresa).toBe("Forno da Vila");
    const payload = contact.payload(parsed, "comercial@gamadelivery.com.br", {
      withCalculation: (message) => message,
    });
    expect(payload.subject).toBe("Contato via Site - Faturagpj.exe");
  });

  it("drops them from the hidden fields the page fills, which a person cannot fix", () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      utm_source: "google\u0000\u001b",
      page: "/contato\u0007",
      calculadora: "pedidos=400\u0000",
    });
    expect(parsed.utm_source).toBe("google");
    expect(parsed.page).toBe("/contato");
    expect(parsed.calculadora).toBe("pedidos=400");
  });
});

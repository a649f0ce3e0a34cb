import { describe, expect, it } from "vitest";
import { formatBrazilianPhone, normalizeBrazilianPhone, REQUIRED } from "./fields";
import { contactFormSchema, demoFormSchema } from "./schemas";

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

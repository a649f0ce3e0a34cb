import { leadsCli, mailsFor, uniqueEmail } from "../e2e/helpers";
import { FAIL_MARKER } from "../support/fake-smtp";
import { expect, field, submitForm, test, visibleText } from "./helpers";

/**
 * What the server alone decides for the home page's demonstration form, posted as a browser without
 * JavaScript posts it. A real submission through the browser, with JavaScript on and off (missing
 * fields, success), is in tests/e2e/demo-form.spec.ts.
 */
const requiredText = "Por favor, preencha todos os campos obrigatórios e aceite a política de privacidade.";
const successText = "Demonstração solicitada com sucesso! Nossa equipe entrará em contato.";
const form = "form#demo";

/** The fields as tests/e2e/demo-form.spec.ts types them. */
const typed = (values: { nome: string; email: string; whatsapp?: string }) => ({
  nome: values.nome,
  empresa: "Brasa Viva Burger",
  email: values.email,
  whatsapp: values.whatsapp ?? "+55 (11) 98765-4321",
  faturamento: "10k-50k",
  unidades: "2-5",
  segmento: "hamburgueria",
});

test.describe("demonstration form", () => {
  test("no privacy consent: the spec's alert, values kept, and nothing sent", async () => {
    const email = uniqueEmail("sem-consentimento");
    const answer = await submitForm("/", form, typed({ nome: "Bruno Lima", email }));
    expect(answer.status).toBe(400);
    expect(answer.$("#demo-resultado").attr("role")).toBe("alert");
    expect(visibleText(answer.$, "#demo-resultado")).toBe(requiredText);
    expect(field(answer.$, form, "WhatsApp").value).toBe("+55 (11) 98765-4321");
    expect(await mailsFor(email)).toHaveLength(0);
  });

  test("a malformed e-mail and phone get pt-BR messages on their fields", async () => {
    const answer = await submitForm("/", form, {
      ...typed({ nome: "Carla Dias", email: "carla@", whatsapp: "1234" }),
      aceitaPrivacidade: "on",
    });
    expect(answer.status).toBe(400);
    const { $ } = answer;
    expect($("#demo-resultado").attr("role")).toBe("alert");
    expect(visibleText($, "#demo-resultado")).toBe("Confira os campos destacados e envie novamente.");
    expect(field($, form, "E-mail")).toMatchObject({
      invalid: true,
      description: "Informe um e-mail válido, como nome@empresa.com.br.",
    });
    expect(field($, form, "WhatsApp").description).toMatch(/com 10 ou 11 dígitos/);
    expect($(`${form} input[type="checkbox"]`).is("[checked]")).toBe(true);
  });

  test("a lead the mail server refuses is acknowledged, kept and retried, never lost", async () => {
    const email = uniqueEmail(FAIL_MARKER);
    const answer = await submitForm("/", form, {
      ...typed({ nome: "Eva Nunes", email }),
      aceitaPrivacidade: "on",
    });
    expect(answer.status).toBe(200);
    expect(answer.$("#demo-resultado").attr("role")).toBe("status");
    expect(visibleText(answer.$, "#demo-resultado")).toBe(successText);
    // The fake server refuses this message; the outbox keeps it pending with the cause.
    await expect
      .poll(() => leadsCli("list", "--status", "pending"), { timeout: 10_000 })
      .toMatch(/Solicitação de Demonstração - Página Inicial {2}last_error="[^"]*451/);
    expect(await mailsFor(email)).toHaveLength(0);
  });
});

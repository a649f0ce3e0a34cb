import { expect, type Page } from "@playwright/test";
import { mailFor, mailsFor, test, uniqueEmail, withJavaScript } from "./helpers";

const requiredText = "Por favor, preencha todos os campos obrigatórios e aceite a política de privacidade.";
const successText = "Demonstração solicitada com sucesso! Nossa equipe entrará em contato.";

function demoForm(page: Page) {
  return page.locator("#demonstracao");
}

async function fillDemo(
  page: Page,
  values: { nome: string; email: string; empresa?: string; whatsapp?: string },
) {
  const form = demoForm(page);
  await form.getByLabel("Nome").fill(values.nome);
  await form.getByLabel("Empresa").fill(values.empresa ?? "Brasa Viva Burger");
  await form.getByLabel("E-mail").fill(values.email);
  await form.getByLabel("WhatsApp").fill(values.whatsapp ?? "+55 (11) 98765-4321");
  await form.getByLabel("Faturamento mensal").selectOption("10k-50k");
  await form.getByLabel("Unidades").selectOption("2-5");
  await form.getByLabel("Segmento").selectOption("hamburgueria");
}

test.describe("demonstration form", () => {
  test("missing fields: the spec's alert, every typed value kept, nothing sent; with JavaScript, without a reload @no-js", async ({
    page,
  }) => {
    const email = uniqueEmail("incompleto");
    await page.goto("/");
    // Without JavaScript a plain POST reloads by design; with it, the page stays the same document.
    if (withJavaScript())
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = "same-document";
      });
    const form = demoForm(page);
    await form.getByLabel("Nome").fill("Ana Souza");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Segmento").selectOption("pizzaria");
    await form.getByRole("button", { name: "Solicitar demonstração" }).click();

    await expect(form.getByRole("alert")).toHaveText(requiredText);
    await expect(form.getByLabel("Nome")).toHaveValue("Ana Souza");
    await expect(form.getByLabel("E-mail")).toHaveValue(email);
    await expect(form.getByLabel("Segmento")).toHaveValue("pizzaria");
    await expect(form.getByLabel("Empresa")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Campo obrigatório.").first()).toBeVisible();
    expect(await mailsFor(email)).toHaveLength(0);
    if (withJavaScript())
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        "same-document",
      );
  });

  // No consent, a malformed e-mail or phone, a lead the mail server refuses: the server's answers are
  // in tests/request/demo-form.spec.ts.

  test("success: the spec's text, fields cleared, and the mail holds every field @no-js", async ({
    page,
  }) => {
    const email = uniqueEmail("demo");
    await page.goto("/?utm_source=google&utm_campaign=marca");
    await fillDemo(page, { nome: "Diego Ramos", email, empresa: "Forno & Cia <Pizzaria>" });
    const form = demoForm(page);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Solicitar demonstração" }).click();

    await expect(form.getByRole("status")).toHaveText(successText);
    await expect(form.getByLabel("Nome")).toHaveValue("");
    await expect(form.getByLabel("E-mail")).toHaveValue("");
    await expect(form.getByLabel("Faturamento mensal")).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Solicitação de Demonstração - Página Inicial");
    expect(mail.to).toBe("comercial@gamadelivery.com.br");
    expect(mail.replyTo).toContain(email);
    for (const line of [
      "Nome: Diego Ramos",
      `E-mail: ${email}`,
      "Telefone / WhatsApp: (11) 98765-4321",
      "Empresa: Forno & Cia <Pizzaria>",
      "Faturamento mensal: R$ 10.000 a R$ 50.000",
      "Unidades: 2 a 5 unidades",
      "Segmento: Hamburgueria",
      "Tipo de formulário: demonstracao",
      "utm_source: google",
      "utm_campaign: marca",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Consentimento: Sim, em .*política de privacidade/);
    expect(mail.html).toContain("Forno &amp; Cia &lt;Pizzaria&gt;");

    // The banner hides itself after 5 s, with or without JavaScript.
    await expect(form.getByRole("status")).toBeHidden({ timeout: 8_000 });
  });
});

import { expect, type Page, test } from "@playwright/test";
import { mailFor, mailsFor, uniqueEmail } from "./helpers";

const requiredText = "Por favor, preencha todos os campos obrigatórios e aceite os termos.";
const successText = "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.";

const contactForm = (page: Page) => page.locator("#contato");

async function fillContact(page: Page, values: { email: string; assunto?: string }) {
  const form = contactForm(page);
  await form.getByLabel("Nome").fill("Gabriela Rocha");
  await form.getByLabel("Empresa (opcional)").fill("Açaí da Praça");
  await form.getByLabel("E-mail").fill(values.email);
  await form.getByLabel("Telefone (WhatsApp)").fill("85 98888-7777");
  if (values.assunto !== undefined) await form.getByLabel("Assunto (opcional)").fill(values.assunto);
  await form.getByLabel("Mensagem").fill("Quero saber como funciona o cardápio digital para duas lojas.");
}

test.describe("contact page", () => {
  test("shows the support hours, the response promise and the other channels", async ({ page }) => {
    await page.goto("/contato");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hours = page.getByRole("region", { name: "Horário de atendimento" });
    await expect(hours).toContainText("Segunda a sexta");
    await expect(hours).toContainText("09h às 00h");
    await expect(hours).toContainText("Sábados, domingos e feriados");
    await expect(hours).toContainText("10h às 00h");
    await expect(hours).toContainText("Atendimento humano todos os dias, das 9h às 00h");
    await expect(hours).toContainText("em até 2 horas úteis");

    const channels = page.getByRole("region", { name: "Outros canais" });
    await expect(channels.getByRole("link", { name: "(11) 4003-8322" })).toHaveAttribute(
      "href",
      "tel:+551140038322",
    );
    await expect(channels.getByRole("link", { name: "comercial@gamadelivery.com.br" })).toHaveAttribute(
      "href",
      "mailto:comercial@gamadelivery.com.br",
    );
    await expect(channels.getByRole("link", { name: /Conversar no WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/5511940038322\?text=/,
    );
  });

  test("missing fields: the spec's alert, typed values kept, nothing sent", async ({ page }) => {
    const email = uniqueEmail("contato-incompleto");
    await page.goto("/contato");
    const form = contactForm(page);
    await form.getByLabel("Nome").fill("Gabriela Rocha");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Telefone (WhatsApp)").fill("85 98888-7777");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar Mensagem" }).click();

    await expect(form.getByRole("alert")).toHaveText(requiredText);
    await expect(form.getByLabel("Mensagem")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Mensagem")).toHaveAccessibleDescription("Campo obrigatório.");
    await expect(form.getByLabel("Nome")).toHaveValue("Gabriela Rocha");
    await expect(form.getByLabel("E-mail")).toHaveValue(email);
    await expect(form.getByRole("checkbox")).toBeChecked();
    expect(await mailsFor(email)).toHaveLength(0);
  });

  test("without the consent nothing is sent", async ({ page }) => {
    const email = uniqueEmail("contato-sem-aceite");
    await page.goto("/contato");
    await fillContact(page, { email });
    await contactForm(page).getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(contactForm(page).getByRole("alert")).toHaveText(requiredText);
    await expect(contactForm(page).getByLabel("Mensagem")).toHaveValue(/cardápio digital/);
    expect(await mailsFor(email)).toHaveLength(0);
  });

  test("success: the spec's text, fields cleared, and the mail titled 'Geral'", async ({ page }) => {
    const email = uniqueEmail("contato");
    await page.goto("/contato");
    await fillContact(page, { email });
    const form = contactForm(page);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar Mensagem" }).click();

    await expect(form.getByRole("status")).toHaveText(successText);
    await expect(form.getByLabel("Nome")).toHaveValue("");
    await expect(form.getByLabel("Mensagem")).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Contato via Site - Geral");
    for (const line of [
      "Nome: Gabriela Rocha",
      `E-mail: ${email}`,
      "Telefone / WhatsApp: (85) 98888-7777",
      "Empresa: Açaí da Praça",
      "Mensagem: Quero saber como funciona o cardápio digital para duas lojas.",
      "Tipo de formulário: contato_geral",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(
      "Aceito receber comunicações da Gama Delivery sobre produtos, serviços e conteúdos relevantes",
    );
  });

  test("a subject in the URL fills the field and titles the mail", async ({ page }) => {
    const email = uniqueEmail("contato-assunto");
    await page.goto(`/contato?assunto=${encodeURIComponent("Plano Profissional")}`);
    const form = contactForm(page);
    await expect(form.getByLabel("Assunto (opcional)")).toHaveValue("Plano Profissional");
    await fillContact(page, { email });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar Mensagem" }).click();
    await expect(form.getByRole("status")).toHaveText(successText);
    expect((await mailFor(email)).subject).toBe("Contato via Site - Plano Profissional");
  });

  // Without JavaScript the browser's own loading state shows instead.
  test("the button reads 'Enviando...' and is disabled while the message is on its way", {
    tag: "@js-only",
  }, async ({ page }) => {
    const email = uniqueEmail("contato-enviando");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith("/contato"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await page.goto("/contato");
    await fillContact(page, { email });
    const form = contactForm(page);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar Mensagem" }).click();

    const sending = form.getByRole("button", { name: "Enviando..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(form.getByRole("status")).toHaveText(successText);
    await expect(form.getByRole("button", { name: "Enviar Mensagem" })).toBeEnabled();
  });
});

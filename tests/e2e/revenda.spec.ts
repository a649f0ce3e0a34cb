import { expect, type Page } from "@playwright/test";
import { mailFor, mailsFor, test, uniqueEmail } from "./helpers";

const requiredText = "Por favor, preencha todos os campos obrigatórios e aceite os termos.";
const successText = "Solicitação enviada com sucesso! Nossa equipe entrará em contato em breve.";

const resellerForm = (page: Page) => page.locator("#revenda");

async function fillReseller(page: Page, email: string) {
  const form = resellerForm(page);
  await form.getByLabel("Nome").fill("Henrique Alves");
  await form.getByLabel("Empresa (opcional)").fill("HA Soluções Digitais");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Telefone (WhatsApp)").fill("(62) 99777-1234");
  await form
    .getByLabel("Mensagem")
    .fill("Atendo 15 restaurantes em Goiânia e quero oferecer um sistema próprio.");
}

// Without the consent, and with a chosen subject: the server's answers are in
// tests/request/revenda.spec.ts.
test.describe("reseller page", () => {
  // The programme's facts and tables, and the link's target, are read from the HTML in
  // tests/request/revenda.spec.ts; here a visitor follows the link to the form and sends it.
  test("'Quero ser revendedor' brings the form into view; the subject defaults to white-label and the message is required @no-js", async ({
    page,
  }) => {
    const email = uniqueEmail("revenda-sem-mensagem");
    await page.goto("/revenda");
    await page.getByRole("link", { name: "Quero ser revendedor" }).click();
    await expect(page).toHaveURL(/\/revenda#cadastro$/);
    await expect(
      page.getByRole("heading", { name: "Quero ser um revendedor Gama Delivery" }),
    ).toBeInViewport();
    const form = resellerForm(page);
    await expect(form.getByLabel("Assunto")).toHaveValue("white-label");
    await fillReseller(page, email);
    await form.getByLabel("Mensagem").fill("");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar solicitação" }).click();

    await expect(form.getByRole("alert")).toHaveText(requiredText);
    await expect(form.getByLabel("Mensagem")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Nome")).toHaveValue("Henrique Alves");
    await expect(form.getByLabel("Assunto")).toHaveValue("white-label");
    expect(await mailsFor(email)).toHaveLength(0);
  });

  test("success with the default subject: the spec's texts and the mail 'Contato Revenda - white-label' @no-js", async ({
    page,
  }) => {
    const email = uniqueEmail("revenda");
    await page.goto("/revenda");
    await fillReseller(page, email);
    const form = resellerForm(page);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar solicitação" }).click();

    await expect(form.getByRole("status")).toHaveText(successText);
    await expect(form.getByLabel("Nome")).toHaveValue("");
    await expect(form.getByLabel("Assunto")).toHaveValue("white-label");

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Contato Revenda - white-label");
    for (const line of [
      "Nome: Henrique Alves",
      `E-mail: ${email}`,
      "Telefone / WhatsApp: (62) 99777-1234",
      "Empresa: HA Soluções Digitais",
      "Mensagem: Atendo 15 restaurantes em Goiânia e quero oferecer um sistema próprio.",
      "Tipo de formulário: revenda",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Consentimento: Sim, em .*Aceito receber comunicações/);
  });
});

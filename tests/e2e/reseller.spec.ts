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

test.describe("reseller page", () => {
  test("shows the programme: benefits, what Gama handles, fees, tiers and requirements", async ({ page }) => {
    await page.goto("/revenda");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Por que revender a Gama Delivery" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Do que a Gama Delivery cuida por você" })).toBeVisible();

    const fees = page.getByRole("table", { name: "Taxa de implantação por nível" });
    for (const [level, fee] of [
      ["Nível 1", "R$ 2.490"],
      ["Nível 2", "R$ 1.990"],
      ["Nível 3", "R$ 1.490"],
      ["Nível 4", "R$ 890"],
    ] as const) {
      await expect(fees.getByRole("row", { name: new RegExp(level) })).toContainText(fee);
    }
    await expect(page.getByText("Parcele em até 3x no cartão de crédito.")).toBeVisible();
    await expect(page.getByText("Sua estrutura fica pronta em até 48 horas.")).toBeVisible();

    const tiers = page.getByRole("table", { name: "Mensalidade por cliente ativo em cada faixa" });
    for (const [tier, range, fee] of [
      ["Partner Start", "1 a 10 clientes", "R$ 100"],
      ["Partner Gold", "11 a 20 clientes", "R$ 90"],
      ["Partner Platinum", "21 a 60 clientes", "R$ 80"],
      ["Partner Diamond", "Acima de 60 clientes", "R$ 60"],
    ] as const) {
      const row = tiers.getByRole("row", { name: new RegExp(tier) });
      await expect(row).toContainText(range);
      await expect(row).toContainText(fee);
    }

    const features = page.getByRole("table", { name: "Recursos incluídos em cada faixa de revenda" });
    await expect(
      features.getByRole("row", { name: /Grupo VIP/ }).getByText("Incluído", { exact: true }),
    ).toHaveCount(1);
    await expect(
      features.getByRole("row", { name: /Indicação de leads/ }).getByText("Incluído", { exact: true }),
    ).toHaveCount(3);
    await expect(
      features.getByRole("row", { name: /Domínio próprio/ }).getByText("Incluído", { exact: true }),
    ).toHaveCount(4);

    for (const requirement of [
      "Mínimo de 10 clientes ativos",
      "Concluir a plataforma de aprendizagem da Gama Delivery",
      "Realizar os treinamentos obrigatórios",
    ]) {
      await expect(page.getByText(requirement)).toBeVisible();
    }
    await page.getByRole("link", { name: "Quero ser revendedor" }).click();
    await expect(page).toHaveURL(/\/revenda#cadastro$/);
    await expect(
      page.getByRole("heading", { name: "Quero ser um revendedor Gama Delivery" }),
    ).toBeInViewport();
  });

  test("the subject defaults to white-label and the message is required", async ({ page }) => {
    const email = uniqueEmail("revenda-sem-mensagem");
    await page.goto("/revenda");
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

  test("without the consent nothing is sent", async ({ page }) => {
    const email = uniqueEmail("revenda-sem-aceite");
    await page.goto("/revenda");
    await fillReseller(page, email);
    await resellerForm(page).getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(resellerForm(page).getByRole("alert")).toHaveText(requiredText);
    expect(await mailsFor(email)).toHaveLength(0);
  });

  test("success with the default subject: the spec's texts and the mail 'Contato Revenda - white-label'", async ({
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

  test("a chosen subject titles the mail", async ({ page }) => {
    const email = uniqueEmail("revenda-assunto");
    await page.goto("/revenda");
    await fillReseller(page, email);
    const form = resellerForm(page);
    await form.getByLabel("Assunto").selectOption({ label: "Migrar minha carteira de clientes" });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(form.getByRole("status")).toHaveText(successText);
    expect((await mailFor(email)).subject).toBe("Contato Revenda - migracao-de-carteira");
  });
});

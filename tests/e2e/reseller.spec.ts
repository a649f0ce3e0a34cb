import { expect, type Page } from "@playwright/test";
import { content } from "../support/content";
import { mailFor, mailsFor, test, uniqueEmail } from "./helpers";

/** Intl writes a no-break space after R$; the page's text is matched with any space. */
const withSpaces = (text: string) => new RegExp(text.replace(/[$.]/g, "\\$&").replace(/ /g, "\\s"));

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

    // Fees, tiers, what each tier includes and the requirements come from content/paginas/revenda.yaml.
    const { setup, tiers, features, requirements } = content.reseller;
    const reais = (amount: number) => `R$ ${new Intl.NumberFormat("pt-BR").format(amount)}`;
    const fees = page.getByRole("table", { name: "Taxa de implantação por nível" });
    await expect(fees.getByRole("row")).toHaveCount(setup.feesByLevel.length + 1);
    for (const { level, fee } of setup.feesByLevel) {
      await expect(fees.getByRole("row", { name: new RegExp(`Nível ${level}\\b`) })).toContainText(
        withSpaces(reais(fee)),
      );
    }
    await expect(
      page.getByText(`Parcele em até ${setup.maxInstallments}x no cartão de crédito.`),
    ).toBeVisible();
    await expect(
      page.getByText(`Sua estrutura fica pronta em até ${content.facts.horasImplantacaoRevenda} horas.`),
    ).toBeVisible();

    const tierTable = page.getByRole("table", { name: "Mensalidade por cliente ativo em cada faixa" });
    for (const tier of tiers) {
      const range =
        tier.clients.max === null
          ? `Acima de ${tier.clients.min - 1} clientes`
          : `${tier.clients.min} a ${tier.clients.max} clientes`;
      const row = tierTable.getByRole("row", { name: new RegExp(tier.name) });
      await expect(row).toContainText(range);
      await expect(row).toContainText(withSpaces(reais(tier.monthlyFeePerClient)));
    }

    const featureTable = page.getByRole("table", { name: "Recursos incluídos em cada faixa de revenda" });
    for (const feature of features) {
      await expect(
        featureTable
          .getByRole("row", { name: new RegExp(feature.label) })
          .getByText("Incluído", { exact: true }),
      ).toHaveCount(feature.tiers.length);
    }

    for (const requirement of requirements) {
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

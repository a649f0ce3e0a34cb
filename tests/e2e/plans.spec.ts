import { expect, type Page } from "@playwright/test";
import { test, withJavaScript } from "./helpers";

const plans = [
  { name: "Essencial", monthly: "159", annual: "127", yearly: "1.524", cta: "Escolher Essencial" },
  { name: "Profissional", monthly: "229", annual: "183", yearly: "2.196", cta: "Escolher Profissional" },
  { name: "Avançado", monthly: "299", annual: "239", yearly: "2.868", cta: "Escolher Avançado" },
];

const card = (page: Page, name: string) => page.getByRole("article", { name });
const periodNav = (page: Page) => page.getByRole("navigation", { name: "Período de cobrança" });
// Intl writes "R$" and the amount with a no-break space; \s matches it.
const perMonth = (amount: string) => new RegExp(`R\\$\\s${amount.replace(".", "\\.")}\\s*/mês`);
const billedYearly = (amount: string) =>
  new RegExp(`R\\$\\s${amount.replace(".", "\\.")} cobrados anualmente`);

async function expectMonthly(page: Page) {
  await expect(periodNav(page).getByRole("link", { name: "Mensal" })).toHaveAttribute("aria-current", "true");
  await expect(periodNav(page).getByRole("link", { name: "Anual" })).not.toHaveAttribute("aria-current");
  await expect(page.getByText("Economize 20%")).toHaveCount(0);
  await expect(page.getByText("cobrados anualmente")).toHaveCount(0);
  for (const plan of plans) await expect(card(page, plan.name)).toContainText(perMonth(plan.monthly));
}

async function expectAnnual(page: Page) {
  await expect(periodNav(page).getByRole("link", { name: "Anual" })).toHaveAttribute("aria-current", "true");
  await expect(periodNav(page).getByRole("link", { name: "Mensal" })).not.toHaveAttribute("aria-current");
  await expect(page.getByText("Economize 20%")).toBeVisible();
  for (const plan of plans) {
    const price = card(page, plan.name);
    await expect(price).toContainText(perMonth(plan.annual));
    await expect(price).toContainText(billedYearly(plan.yearly));
    await expect(price).not.toContainText(perMonth(plan.monthly));
  }
}

test.describe("plans page", () => {
  test("shows the three plans with their monthly prices, Profissional as the most popular", async ({
    page,
  }) => {
    await page.goto("/planos");
    await expect(page.getByRole("heading", { level: 1, name: "Escolha o Plano Ideal" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(3);
    for (const plan of plans) {
      await expect(card(page, plan.name).getByRole("heading", { level: 2, name: plan.name })).toBeVisible();
    }
    await expectMonthly(page);
    await expect(card(page, "Profissional")).toContainText("Mais Popular");
    await expect(card(page, "Essencial")).not.toContainText("Mais Popular");
    await expect(card(page, "Avançado")).not.toContainText("Mais Popular");
  });

  test("the annual switch shows per-month and yearly prices and the saving; monthly hides it again", async ({
    page,
  }) => {
    await page.goto("/planos");
    // With JavaScript the switch updates the page in place; this marker would not survive a reload.
    if (withJavaScript()) await page.evaluate(() => Object.assign(window, { samePage: true }));

    await periodNav(page).getByRole("link", { name: "Anual" }).click();
    await expect(page).toHaveURL(/\/planos\?periodo=anual$/);
    await expectAnnual(page);

    await periodNav(page).getByRole("link", { name: "Mensal" }).click();
    await expect(page).toHaveURL(/\/planos$/);
    await expectMonthly(page);

    if (withJavaScript()) expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("the server renders the period of the URL; an unknown period is monthly", async ({ page }) => {
    await page.goto("/planos?periodo=anual");
    await expectAnnual(page);
    await page.goto("/planos?periodo=semestral");
    await expectMonthly(page);
  });

  test("cards group features with included and not-included marks, and show the limits", async ({ page }) => {
    await page.goto("/planos");
    const essencial = card(page, "Essencial");
    for (const group of ["Vendas", "Marketing", "Gestão", "Fiscal", "Integrações", "Suporte e outros"]) {
      await expect(essencial.getByRole("heading", { level: 3, name: group })).toBeVisible();
    }
    const line = (plan: string, feature: string) =>
      card(page, plan).getByRole("listitem").filter({ hasText: feature });
    await expect(line("Essencial", "Cardápio Digital")).toHaveText("Incluído: Cardápio Digital");
    await expect(line("Essencial", "Cashback")).toHaveText("Não incluído: Cashback");
    await expect(line("Essencial", "Integração iFood")).toHaveText("Não incluído: Integração iFood");
    await expect(line("Profissional", "Integração iFood")).toHaveText("Incluído: Integração iFood");
    await expect(line("Profissional", "Emissão Fiscal NFC-e")).toHaveText(
      "Não incluído: Emissão Fiscal NFC-e",
    );
    await expect(line("Avançado", "API Personalizada")).toHaveText("Incluído: API Personalizada");
    // The marks are not colour alone: the words are there for assistive technology.
    await expect(card(page, "Essencial").getByText("Não incluído:")).toHaveCount(9);
    await expect(card(page, "Profissional").getByText("Não incluído:")).toHaveCount(3);
    await expect(card(page, "Avançado").getByText("Não incluído:")).toHaveCount(0);

    const limits = async (plan: string) =>
      (await card(page, plan).locator("dl > div").allInnerTexts()).map((t) => t.replace(/\s+/g, " "));
    expect(await limits("Essencial")).toEqual([
      "Pedidos por mês 500",
      "Usuários 3",
      "Lojas 1",
      "Mensagens de WhatsApp por mês 1.000",
    ]);
    expect(await limits("Profissional")).toEqual([
      "Pedidos por mês 2.000",
      "Usuários 10",
      "Lojas 3",
      "Mensagens de WhatsApp por mês 5.000",
    ]);
    expect(await limits("Avançado")).toEqual([
      "Pedidos por mês 10.000",
      "Usuários 30",
      "Lojas 10",
      "Mensagens de WhatsApp por mês 20.000",
    ]);
  });

  test("each plan's call to action opens the contact page with the plan as subject", async ({ page }) => {
    await page.goto("/planos");
    for (const plan of plans) {
      await expect(card(page, plan.name).getByRole("link", { name: plan.cta })).toHaveAttribute(
        "href",
        `/contato?assunto=${encodeURIComponent(`Plano ${plan.name}`)}`,
      );
    }
    await card(page, "Avançado").getByRole("link", { name: "Escolher Avançado" }).click();
    await expect(page).toHaveURL(/\/contato\?assunto=Plano%20Avan%C3%A7ado$/);
    await expect(page.getByLabel(/Assunto/)).toHaveValue("Plano Avançado");
  });

  test("the FAQ opens on demand; the guarantee and the closing buttons are there", async ({ page }) => {
    await page.goto("/planos");
    const answer = page.getByText("a mudança vale imediatamente");
    await expect(answer).toBeHidden();
    await page.getByText("Posso mudar de plano depois?").click();
    await expect(answer).toBeVisible();
    for (const question of [
      "Existe taxa de adesão ou de implantação?",
      "Posso testar antes de contratar?",
      "O suporte técnico está incluído?",
    ]) {
      await expect(page.locator("summary", { hasText: question })).toBeVisible();
    }

    const guarantee = page.getByRole("region", { name: "Garantia de 7 dias" });
    await expect(guarantee).toContainText("devolvemos 100% do valor pago");
    await expect(page.getByRole("region", { name: "Incluído em todos os planos" })).toContainText(
      "Implantação gratuita",
    );
    await expect(page.getByRole("link", { name: "Falar com um Consultor" })).toHaveAttribute(
      "href",
      "/contato",
    );
    await expect(page.getByRole("link", { name: "Ver Funcionalidades" })).toHaveAttribute(
      "href",
      "/funcionalidades",
    );
  });

  test("publishes the plans as offers in BRL and the FAQ as structured data", async ({ page }) => {
    await page.goto("/planos?periodo=anual");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const app = data.find((d) => d["@type"] === "SoftwareApplication") as
      | { offers: { name: string; price: number; priceCurrency: string }[] }
      | undefined;
    expect(app?.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Essencial", 159, "BRL"],
      ["Profissional", 229, "BRL"],
      ["Avançado", 299, "BRL"],
    ]);
    const faq = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(4);
    // The canonical URL ignores the billing period.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/planos$/);
  });
});

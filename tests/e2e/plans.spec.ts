import { expect, type Page } from "@playwright/test";
import { content } from "../support/content";
import { test, withJavaScript } from "./helpers";

/** The plans as content/planos/ has them, with the prices as the cards write them ("1.524"). */
const plans = content.plans.map((plan) => ({
  name: plan.name,
  monthly: plan.monthlyPrice.toLocaleString("pt-BR"),
  annual: plan.annualPrice.toLocaleString("pt-BR"),
  yearly: (plan.annualPrice * 12).toLocaleString("pt-BR"),
  cta: plan.cta,
  popular: plan.popular,
}));
const saving = (() => {
  const reference = content.plans.find((plan) => plan.popular);
  return reference ? Math.round((1 - reference.annualPrice / reference.monthlyPrice) * 100) : 0;
})();

const card = (page: Page, name: string) => page.getByRole("article", { name });
const periodNav = (page: Page) => page.getByRole("navigation", { name: "Período de cobrança" });
// Intl writes "R$" and the amount with a no-break space; \s matches it.
const perMonth = (amount: string) => new RegExp(`R\\$\\s${amount.replace(".", "\\.")}\\s*/mês`);
const billedYearly = (amount: string) =>
  new RegExp(`R\\$\\s${amount.replace(".", "\\.")} cobrados anualmente`);

async function expectMonthly(page: Page) {
  await expect(periodNav(page).getByRole("link", { name: "Mensal" })).toHaveAttribute("aria-current", "true");
  await expect(periodNav(page).getByRole("link", { name: "Anual" })).not.toHaveAttribute("aria-current");
  await expect(page.getByText(`Economize ${saving}%`)).toHaveCount(0);
  await expect(page.getByText("cobrados anualmente")).toHaveCount(0);
  for (const plan of plans) await expect(card(page, plan.name)).toContainText(perMonth(plan.monthly));
}

async function expectAnnual(page: Page) {
  await expect(periodNav(page).getByRole("link", { name: "Anual" })).toHaveAttribute("aria-current", "true");
  await expect(periodNav(page).getByRole("link", { name: "Mensal" })).not.toHaveAttribute("aria-current");
  await expect(page.getByText(`Economize ${saving}%`)).toBeVisible();
  for (const plan of plans) {
    const price = card(page, plan.name);
    await expect(price).toContainText(perMonth(plan.annual));
    await expect(price).toContainText(billedYearly(plan.yearly));
    await expect(price).not.toContainText(perMonth(plan.monthly));
  }
}

test.describe("plans page", () => {
  test("shows the plans with their monthly prices, the popular one marked", async ({ page }) => {
    await page.goto("/planos");
    await expect(page.getByRole("heading", { level: 1, name: "Escolha o plano ideal" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(plans.length);
    for (const plan of plans) {
      await expect(card(page, plan.name).getByRole("heading", { level: 2, name: plan.name })).toBeVisible();
    }
    await expectMonthly(page);
    for (const plan of plans) {
      if (plan.popular) await expect(card(page, plan.name)).toContainText("Mais Popular");
      else await expect(card(page, plan.name)).not.toContainText("Mais Popular");
    }
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
    const first = card(page, plans[0]?.name ?? "");
    for (const group of Object.values(content.plansPage.featureGroupNames)) {
      await expect(first.getByRole("heading", { level: 3, name: group })).toBeVisible();
    }
    const rank = (id: string) => content.plans.findIndex((plan) => plan.id === id);
    for (const [index, plan] of content.plans.entries()) {
      const lines = card(page, plan.name).getByRole("listitem");
      let missing = 0;
      for (const feature of content.plansPage.planFeatures) {
        const line = lines.filter({ hasText: feature.name });
        // A module still coming is included nowhere yet: every card marks it 'Em breve', no tick
        // (the HTML's marks: tests/request/what-a-visitor-sees.spec.ts).
        if (feature.comingSoon) {
          await expect(line).toContainText(`Em breve: ${feature.name}`);
          continue;
        }
        const included = rank(feature.from) <= index;
        if (!included) missing++;
        // The marks are not colour alone: the words are there for assistive technology.
        await expect(line).toContainText(`${included ? "Incluído" : "Não incluído"}: ${feature.name}`);
        await expect(line).not.toContainText("Em breve");
      }
      await expect(card(page, plan.name).getByText("Não incluído:")).toHaveCount(missing);

      const limits = (await card(page, plan.name).locator("dl > div").allInnerTexts()).map((t) =>
        t.replace(/\s+/g, " "),
      );
      expect(limits).toEqual([
        `Pedidos por mês ${plan.limits.pedidos.toLocaleString("pt-BR")}`,
        `Usuários ${plan.limits.usuarios.toLocaleString("pt-BR")}`,
        `Lojas ${plan.limits.lojas.toLocaleString("pt-BR")}`,
        `Mensagens de WhatsApp por mês ${plan.limits.whatsapp.toLocaleString("pt-BR")}`,
      ]);
    }
    // The spec's split, as a reading of the content: the cheapest plan lacks the bigger plans' lines.
    await expect(
      card(page, plans[0]?.name ?? "")
        .getByRole("listitem")
        .filter({ hasText: "Cashback" }),
    ).toContainText("Não incluído: Cashback");
  });

  test("each plan's call to action opens the contact page with the plan as subject", async ({ page }) => {
    await page.goto("/planos");
    for (const plan of plans) {
      await expect(card(page, plan.name).getByRole("link", { name: plan.cta })).toHaveAttribute(
        "href",
        `/contato?assunto=${encodeURIComponent(`Plano ${plan.name}`)}`,
      );
    }
    const last = plans.at(-1);
    await card(page, last?.name ?? "")
      .getByRole("link", { name: last?.cta })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/contato\\?assunto=${encodeURIComponent(`Plano ${last?.name}`)}$`),
    );
    await expect(page.getByLabel(/Assunto/)).toHaveValue(`Plano ${last?.name}`);
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
    await expect(page.getByRole("link", { name: "Falar com um consultor" })).toHaveAttribute(
      "href",
      "/contato",
    );
    await expect(page.getByRole("link", { name: "Ver funcionalidades" })).toHaveAttribute(
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
    expect(app?.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      content.plans.map((plan) => [plan.name, plan.monthlyPrice, "BRL"]),
    );
    const faq = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(4);
    // The canonical URL ignores the billing period.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/planos$/);
  });
});

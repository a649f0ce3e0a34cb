import { expect, type Page } from "@playwright/test";
import { plans, saving } from "../support/planos";
import { test } from "./helpers";

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

/**
 * What JavaScript changes on the plans page, and the FAQ's disclosure with JavaScript on and off. What
 * the server renders for each period, the cards, links, FAQ text and JSON-LD: tests/request/planos.spec.ts.
 */
test.describe("plans page", () => {
  test("the annual switch shows per-month and yearly prices and the saving in place; a plan's button opens the contact form with its subject", async ({
    page,
  }) => {
    await page.goto("/planos");
    // With JavaScript the switch updates the page in place; this marker would not survive a reload.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await periodNav(page).getByRole("link", { name: "Anual" }).click();
    await expect(page).toHaveURL(/\/planos\?periodo=anual$/);
    await expectAnnual(page);

    await periodNav(page).getByRole("link", { name: "Mensal" }).click();
    await expect(page).toHaveURL(/\/planos$/);
    await expectMonthly(page);

    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    // A plan's call to action, followed in the page, fills the contact form's subject.
    const last = plans.at(-1);
    await card(page, last?.name ?? "")
      .getByRole("link", { name: last?.cta })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/contato\\?assunto=${encodeURIComponent(`Plano ${last?.name}`)}$`),
    );
    await expect(page.getByLabel(/Assunto/)).toHaveValue(`Plano ${last?.name}`);
  });

  test("the FAQ opens on demand @no-js", async ({ page }) => {
    await page.goto("/planos");
    const answer = page.getByText("a mudança vale imediatamente");
    await expect(answer).toBeHidden();
    await page.getByText("Posso mudar de plano depois?").click();
    await expect(answer).toBeVisible();
  });
});

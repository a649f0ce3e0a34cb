import { expect, type Page } from "@playwright/test";
import { tabs } from "../support/api-aberta";
import { test } from "./helpers";

/**
 * What JavaScript does on the open API page: the tabs switching in place, by click and by the arrow
 * keys, 'Começar agora' landing on its tab, the copy buttons and the clipboard. Each tab's content
 * from its URL, the links, and the page without JavaScript: tests/request/api-aberta.spec.ts.
 */

const tablist = (page: Page) => page.getByRole("tablist", { name: "Seções da documentação" });
const tab = (page: Page, name: string) => tablist(page).getByRole("tab", { name, exact: true });
const panel = (page: Page) => page.getByRole("tabpanel");

/** The tab is the selected one and its panel, labelled by it, is the only one rendered. */
async function expectSelected(page: Page, label: string) {
  await expect(tab(page, label)).toHaveAttribute("aria-selected", "true");
  for (const other of tabs.filter((t) => t.label !== label)) {
    await expect(tab(page, other.label)).toHaveAttribute("aria-selected", "false");
  }
  await expect(panel(page)).toHaveCount(1);
  await expect(page.getByRole("tabpanel", { name: label })).toBeVisible();
  const controls = await tab(page, label).getAttribute("aria-controls");
  await expect(panel(page)).toHaveAttribute("id", controls ?? "");
}

test.describe("open API page", () => {
  test("with JavaScript the tabs switch in place by click and keep the choice in the URL", async ({
    page,
  }) => {
    await page.goto("/api-aberta");
    // With JavaScript the tabs switch in place; this marker would not survive a reload.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await tab(page, "Endpoints").click();
    await expect(page).toHaveURL(/\/api-aberta\?aba=endpoints(#documentacao)?$/);
    await expectSelected(page, "Endpoints");

    await tab(page, "Homologação").click();
    await expect(page).toHaveURL(/\?aba=homologacao(#documentacao)?$/);
    await expectSelected(page, "Homologação");

    await tab(page, "Introdução").click();
    await expect(page).toHaveURL(/\/api-aberta(#documentacao)?$/);
    await expectSelected(page, "Introdução");

    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("'Começar agora' lands on Autenticação", async ({ page }) => {
    await page.goto("/api-aberta?aba=exemplos");
    await page.getByRole("link", { name: "Começar agora" }).click();
    await expect(page).toHaveURL(/\?aba=autenticacao/);
    await expectSelected(page, "Autenticação");
    await expect(panel(page).getByRole("heading", { level: 2, name: "Autenticação" })).toBeInViewport();
  });

  test("arrow keys, Home and End move between the tabs", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/api-aberta");
    await expect(tab(page, "Autenticação")).toHaveAttribute("tabindex", "-1");
    await tab(page, "Introdução").focus();

    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?aba=autenticacao$/);
    await expectSelected(page, "Autenticação");
    await expect(tab(page, "Autenticação")).toBeFocused();
    await expect(tab(page, "Introdução")).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("End");
    await expectSelected(page, "Homologação");
    await expect(tab(page, "Homologação")).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "Introdução");
    await expect(tab(page, "Introdução")).toBeFocused();

    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, "Homologação");

    await page.keyboard.press("Home");
    await expectSelected(page, "Introdução");
    await expect(page).toHaveURL(/\/api-aberta$/);
  });
});

test.describe("copy to clipboard", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  });

  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test("the base URL copies to the clipboard and says so", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/api-aberta");
    const shown = (await page.getByText(/^https:\/\/\S+\/api\/$/).textContent()) ?? "";
    expect(shown).not.toBe("");
    await page.evaluate(() => navigator.clipboard.writeText(""));

    await page.getByRole("button", { name: "Copiar URL base" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copiado!" })).toBeVisible();
    expect(await clipboard(page)).toBe(shown);
  });

  test("with JavaScript each code sample and the base URL get a copy button; a sample copies exactly the code shown", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto("/api-aberta?aba=exemplos");
    // The code stays selectable text; the buttons come with JavaScript (none without it: the request test).
    await expect(panel(page).locator("pre code").first()).toContainText("curl");
    await expect(page.getByRole("button", { name: "Copiar URL base" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Copiar/ })).toHaveCount(
      1 + (await panel(page).locator("pre").count()),
    );

    const figure = page.getByRole("figure", { name: "JavaScript (fetch)" }).first();
    const code = (await figure.locator("pre code").textContent()) ?? "";
    expect(code).toContain("fetch(");
    await page.evaluate(() => navigator.clipboard.writeText(""));

    await figure
      .getByRole("button", { name: "Copiar código: Entrar e obter o token (JavaScript (fetch))" })
      .click();
    await expect(figure.getByRole("status")).toHaveText("Copiado!");
    expect(await clipboard(page)).toBe(code);

    // The announcement clears after a moment, ready for the next copy.
    await expect(figure.getByRole("status")).toHaveText("", { timeout: 5000 });
  });
});

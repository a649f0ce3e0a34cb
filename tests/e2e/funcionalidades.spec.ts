import { expect, type Locator, type Page } from "@playwright/test";
import { featureCategories } from "../../app/content/funcionalidades/categories";
import { illustrations } from "../../app/content/illustrations";
import { content } from "../support/content";
import { mailFor, test, uniqueEmail } from "./helpers";

/**
 * What a browser shows of the feature catalogue and pages: the filter changing the grid in place with
 * JavaScript, the cards' layout, the drawings drawn, and the interest form sent with JavaScript. The
 * filter states as the server renders them, the copy, links, 404s, the solution pages and the forms
 * posted without JavaScript: tests/request/funcionalidades.spec.ts.
 */

const catalogue = (page: Page) => page.getByRole("region", { name: "Catálogo de funcionalidades" });
const { funcionalidades: features } = content;
const featureById = (id: string) => {
  const feature = features.find((f) => f.id === id);
  if (!feature) throw new Error(`${id} is not in content/funcionalidades/`);
  return feature;
};
/** The feature pages a part of the page links to, in order. */
const hrefs = (part: Locator) =>
  part
    .locator("a[href^='/funcionalidades/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
const counted = (n: number) => (n === 1 ? "1 funcionalidade" : `${n} funcionalidades`);
/** The categories that hold features, in the filter's order: the page's groups. */
const groups = featureCategories
  .map((category) => ({ ...category, features: features.filter((f) => f.category === category.id) }))
  .filter((group) => group.features.length > 0);

test.describe("feature catalogue", () => {
  test("with JavaScript a category filters the grid in place, through the URL, and 'Todas' clears it", async ({
    page,
  }) => {
    await page.goto("/funcionalidades");
    const filters = page.getByRole("navigation", { name: "Filtrar por categoria" });
    await expect(page.getByText(counted(features.length))).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same-document";
    });
    await filters.getByRole("link", { name: "Fidelização" }).click();
    await expect(page).toHaveURL(/\?categoria=fidelizacao$/);
    await expect(filters.getByRole("link", { name: "Fidelização" })).toHaveAttribute("aria-current", "true");
    const loyalty = features.filter((f) => f.category === "fidelizacao");
    const grid = catalogue(page);
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(["Fidelização"]);
    await expect(grid.getByRole("link", { name: featureById("roleta-da-sorte").title })).toBeVisible();
    expect(await hrefs(grid)).toEqual(loyalty.map((f) => `/funcionalidades/${f.id}`));
    await expect(grid.getByRole("link", { name: featureById("cardapio-digital").title })).toHaveCount(0);
    await expect(page.getByText(counted(loyalty.length))).toBeVisible();
    // The grid changed in place (without JavaScript the link loads the filtered page: the request test).
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same-document",
    );

    await filters.getByRole("link", { name: "Todas" }).click();
    await expect(page).toHaveURL(/\/funcionalidades$/);
    await expect(page.getByText(counted(features.length))).toBeVisible();
  });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("every card is in place at load, its whole description shown, under its category's heading", async ({
        page,
      }) => {
        await page.goto("/funcionalidades");
        const grid = catalogue(page);
        // On a phone each category folds under its heading (tests/e2e/phone-layouts.spec.ts): open them.
        if (viewport.width < 640)
          for (const summary of await grid.locator("details[data-fold] > summary").all())
            await summary.click();
        await expect(grid.getByRole("heading", { level: 3 })).toHaveText(groups.map((g) => g.name));
        // Each card's title and description as the server renders them: tests/request/funcionalidades.spec.ts.
        // No card is cut: no clamp, no ellipsis, no text taller than its box.
        const cut = await grid.locator("a[href^='/funcionalidades/'] span").evaluateAll((spans) =>
          spans
            .filter((span) => {
              const style = getComputedStyle(span);
              return (
                span.scrollHeight > span.clientHeight + 1 ||
                span.scrollWidth > span.clientWidth + 1 ||
                style.webkitLineClamp !== "none" ||
                style.textOverflow === "ellipsis"
              );
            })
            .map((span) => span.textContent),
        );
        expect(cut).toEqual([]);
        // Nothing rises in or fades: every card is shown, still and opaque from the first paint.
        const moving = await grid.locator("a[href^='/funcionalidades/']").evaluateAll((links) =>
          links
            .filter((link) => {
              const style = getComputedStyle(link);
              return (
                link.getBoundingClientRect().height === 0 ||
                style.visibility !== "visible" ||
                link.getAnimations().length > 0 ||
                style.animationName !== "none" ||
                style.opacity !== "1" ||
                style.transform !== "none"
              );
            })
            .map((link) => link.getAttribute("href")),
        );
        expect(moving).toEqual([]);
      });
    });
  }

  test("the KDS page's drawings beside its sections load at their width", async ({ page }) => {
    const feature = featureById("modulo-kds");
    await page.goto(`/funcionalidades/${feature.id}`);
    for (const section of [feature.section1, feature.section2]) {
      const drawing = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 2, name: section.title }) })
        .getByRole("img");
      await drawing.scrollIntoViewIfNeeded();
      // Which drawing and its text: tests/request/funcionalidades.spec.ts.
      await expect(drawing).toHaveAttribute("src", illustrations[section.illustration].src);
      await expect
        .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(800);
    }
  });

  test("the feature form sent with JavaScript: the server's messages, then 'Interesse em {title}'", async ({
    page,
  }) => {
    const email = uniqueEmail("funcionalidade");
    const feature = featureById("modulo-kds");
    await page.goto(`/funcionalidades/${feature.id}`);
    const form = page.locator("#contratar");
    await form.getByLabel("Nome Completo").fill("Rita Alves");
    await form.getByRole("button").click();
    await expect(form.getByRole("alert")).toHaveText("Por favor, preencha todos os campos obrigatórios.");
    await expect(form.getByLabel("Nome Completo")).toHaveValue("Rita Alves");

    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp").fill("21 99876-5432");
    await form.getByLabel("Mensagem (opcional)").fill("Tenho duas cozinhas.");
    await form.getByRole("button").click();
    await expect(form.getByRole("status")).toHaveText(
      "Recebemos seu interesse! Nossa equipe entra em contato em até 1 hora.",
    );
    await expect(form.getByLabel("Nome Completo")).toHaveValue("");
    const mail = await mailFor(email);
    expect(mail.subject).toBe(`Interesse em ${feature.title}`);
    expect(mail.text).toContain("Tipo de formulário: funcionalidade");
    expect(mail.text).toContain("Telefone / WhatsApp: (21) 99876-5432");
    expect(mail.text).toContain("Mensagem: Tenho duas cozinhas.");
  });
});

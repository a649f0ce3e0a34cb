import { expect, type Locator, type Page } from "@playwright/test";
import { featureCategories } from "../../app/content/features/categories";
import { illustrations } from "../../app/content/illustrations";
import { content } from "../support/content";
import { mailFor, test, uniqueEmail, withJavaScript } from "./helpers";

const catalogue = (page: Page) => page.getByRole("region", { name: "Catálogo de funcionalidades" });
const { features, solutions } = content;
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
  test("filters by category through the URL, and 'Todas' clears it", async ({ page }) => {
    await page.goto("/funcionalidades");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.featuresPage.hero.title);
    const filters = page.getByRole("navigation", { name: "Filtrar por categoria" });
    await expect(filters.getByRole("link")).toHaveText([
      "Todas",
      "Vendas",
      "Gestão",
      "Fidelização",
      "Marketing",
      "Fiscal",
      "Consultoria",
      "Equipamentos",
    ]);
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
    const reloaded =
      (await page.evaluate(() => (window as unknown as { marker?: string }).marker)) === undefined;
    // With JavaScript the grid changes in place; without it the server renders the filtered page.
    expect(reloaded).toBe(!withJavaScript());

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

      test("every card, in place at load, shows its whole description under its category's heading", async ({
        page,
      }) => {
        await page.goto("/funcionalidades");
        const grid = catalogue(page);
        // On a phone each category folds under its heading (tests/e2e/phone-layouts.spec.ts): open them.
        if (viewport.width < 640)
          for (const summary of await grid.locator("details[data-fold] > summary").all())
            await summary.click();
        await expect(grid.getByRole("heading", { level: 3 })).toHaveText(groups.map((g) => g.name));
        for (const group of groups) {
          const section = grid.getByRole("region", { name: group.name, exact: true });
          await expect(section.getByRole("link")).toHaveCount(group.features.length);
          expect(await hrefs(section)).toEqual(group.features.map((f) => `/funcionalidades/${f.id}`));
          for (const feature of group.features) {
            const card = section.locator(`a[href="/funcionalidades/${feature.id}"]`);
            await expect(card).toContainText(feature.title);
            await expect(card).toContainText(feature.shortDescription);
          }
        }
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

  test("a category in the URL shows its heading and its cards alone", async ({ page }) => {
    const gestao = groups.find((g) => g.id === "gestao");
    if (!gestao) throw new Error("no feature in Gestão");
    await page.goto("/funcionalidades?categoria=gestao");
    const grid = catalogue(page);
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText([gestao.name]);
    expect(await hrefs(grid)).toEqual(gestao.features.map((f) => `/funcionalidades/${f.id}`));
    await expect(page.getByText(counted(gestao.features.length))).toBeVisible();
    // An unknown category shows the whole catalogue.
    await page.goto("/funcionalidades?categoria=fidelizão");
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(groups.map((g) => g.name));
  });

  test("cards show title, category badge and the 'Em breve' badge, and open their page", async ({ page }) => {
    await page.goto("/funcionalidades?categoria=marketing");
    const card = page.getByRole("link", { name: featureById("campanhas-whatsapp").title });
    await expect(card).toContainText("Em breve");
    await expect(card).toContainText("Marketing");
    await card.click();
    await expect(page).toHaveURL("/funcionalidades/campanhas-whatsapp");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a feature page shows every part in order, with product illustrations while no video exists", async ({
    page,
  }) => {
    const feature = featureById("cardapio-digital");
    await page.goto(`/funcionalidades/${feature.id}`);
    const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(trail.getByRole("link")).toHaveText(["Início", "Funcionalidades"]);
    await expect(trail.getByText(feature.title)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: feature.hero.cta })).toHaveAttribute("href", "#contratar");
    await expect(page.getByRole("link", { name: "Agendar demonstração" }).first()).toHaveAttribute(
      "href",
      "/#demonstracao",
    );
    await expect(page.getByText("Vídeo em breve")).toHaveCount(0);
    await expect(page.locator("[data-hero-illustration]")).toHaveAttribute(
      "alt",
      illustrations[feature.illustration].alt,
    );
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 5)).toEqual([
      feature.section1.title,
      feature.section2.title,
      feature.benefitsSection.title,
      feature.resultsSection.title,
      feature.finalCta.title,
    ]);
    for (const result of feature.resultsSection.results) {
      await expect(page.getByText(result.value, { exact: true })).toBeVisible();
    }
    await expect(page.locator("#contratar")).toContainText(feature.finalCta.form.disclaimer);
    expect(feature.finalCta.form.disclaimer).toMatch(/em até \d+ horas?\b/);
  });

  test("the KDS page shows beside each section the drawing of what it says, and each drawing loads", async ({
    page,
  }) => {
    const feature = featureById("modulo-kds");
    await page.goto(`/funcionalidades/${feature.id}`);
    for (const section of [feature.section1, feature.section2]) {
      const drawing = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 2, name: section.title }) })
        .getByRole("img");
      await drawing.scrollIntoViewIfNeeded();
      await expect(drawing).toHaveAttribute("alt", illustrations[section.illustration].alt);
      await expect(drawing).toHaveAttribute("src", illustrations[section.illustration].src);
      await expect
        .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(800);
    }
  });

  test("every feature page renders the three drawings its content names, and the server sends each one", {
    tag: "@no-js-only",
  }, async ({ request }) => {
    const served = new Set<string>();
    for (const feature of features) {
      const html = await (await request.get(`/funcionalidades/${feature.id}`)).text();
      for (const id of [feature.illustration, feature.section1.illustration, feature.section2.illustration]) {
        const { src, alt } = illustrations[id];
        expect(html, `${feature.id} shows ${id}`).toContain(`src="${src}"`);
        expect(html, `${feature.id} describes ${id}`).toContain(`alt="${alt}"`);
        served.add(src);
      }
    }
    for (const src of served) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toContain("image/svg+xml");
    }
  });

  test("an unknown feature answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/funcionalidades/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Funcionalidade não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Ver todas as funcionalidades" }).click();
    await expect(page).toHaveURL("/funcionalidades");
  });

  test("the feature form validates on the server and delivers 'Interesse em {title}'", async ({ page }) => {
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

test.describe("solution pages", () => {
  test("a solution page lists its problems, linked features and FAQ, and its form delivers", async ({
    page,
  }) => {
    const email = uniqueEmail("solucao");
    const solution = solutions.find((s) => s.id === "sistema-fiscal");
    if (!solution) throw new Error("no sistema-fiscal in content/solucoes/");
    await page.goto(`/solucoes/${solution.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(solution.title);
    await expect(page.getByRole("heading", { name: "O que esta solução resolve" })).toBeVisible();
    const main = page.getByRole("main");
    // The features the file picks, in its order, each card opening its page.
    const included = main.getByRole("region", { name: "Funcionalidades incluídas" });
    expect(await hrefs(included)).toEqual(solution.features.map((id) => `/funcionalidades/${id}`));
    for (const id of solution.features) {
      await expect(included.locator(`a[href="/funcionalidades/${id}"]`)).toContainText(featureById(id).title);
    }
    const faq = main.locator("details").first();
    await faq.locator("summary").click();
    await expect(faq.locator("p")).toBeVisible();
    const form = page.locator("#fale-conosco");
    await form.getByLabel("Nome Completo").fill("Caio Prado");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp").fill("(31) 3456-7890");
    await form.getByRole("button", { name: "Quero conhecer" }).click();
    await expect(form.getByRole("status")).toBeVisible();
    expect((await mailFor(email)).subject).toBe(`Interesse em ${solution.menuLabel}`);
  });

  test("an unknown solution answers 404", async ({ page }) => {
    const response = await page.goto("/solucoes/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Solução não encontrada" })).toBeVisible();
  });
});

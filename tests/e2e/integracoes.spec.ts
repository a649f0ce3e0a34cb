import { expect, type Page } from "@playwright/test";
import { integrationCategories } from "../../app/content/integracoes/categories";
import { integrationCountText } from "../../app/lib/integrations";
import { content } from "../support/content";
import { mailFor, mailsFor, test, uniqueEmail } from "./helpers";

/**
 * What a browser shows of the integrations: the category links followed with JavaScript, the
 * wordmarks' geometry, the detail pages' look, and the request form sent with JavaScript. Every filter
 * state as the server renders it, the copy, links, 404s, the coming-soon page and the form posted
 * without JavaScript: tests/request/integracoes.spec.ts.
 */

/** The catalogue as content/integracoes/ has it (in the catalogue's order). */
const integrations = content.integracoes;
const inCategory = (id: string) => integrations.filter((i) => i.category === id);
const categoryName = (id: string) => integrationCategories.find((c) => c.id === id)?.name ?? id;
const available = integrations.filter((i) => i.status === "disponivel");
/** Two categories that each hold something, the first and the last of the filter. */
const [firstCategory, lastCategory] = [
  integrationCategories.find((c) => inCategory(c.id).length > 0)?.id ?? "",
  integrationCategories.findLast((c) => inCategory(c.id).length > 0)?.id ?? "",
];

const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Categorias de integração" });
const cards = (page: Page) =>
  page.locator('a[href^="/integracoes/"]').filter({ has: page.locator("[data-wordmark]") });
/** On a phone the catalogue folds by category (tests/e2e/phone-layouts.spec.ts): opens every fold. */
async function openFolds(page: Page) {
  for (const summary of await page
    .locator("main details[data-fold] > summary")
    .filter({ visible: true })
    .all())
    await summary.click();
}

test.describe("integrations catalogue", () => {
  test("a category selects on click and clears on a second click", async ({ page }) => {
    await page.goto("/integracoes");
    const first = categoryNav(page).getByRole("link", { name: categoryName(firstCategory) });
    await expect(first).not.toHaveAttribute("aria-current");

    await first.click();
    await expect(page).toHaveURL(new RegExp(`/integracoes\\?categoria=${firstCategory}$`));
    const shown = inCategory(firstCategory);
    await expect(
      page.getByText(integrationCountText(shown.length, categoryName(firstCategory))),
    ).toBeVisible();
    await expect(first).toHaveAttribute("aria-current", "true");
    await expect(cards(page)).toHaveCount(shown.length);
    await expect(cards(page).locator("[data-wordmark]")).toHaveText(shown.map((i) => i.name));

    // Another category replaces the selection.
    const last = categoryNav(page).getByRole("link", { name: categoryName(lastCategory) });
    await last.click();
    await expect(page).toHaveURL(new RegExp(`categoria=${lastCategory}$`));
    const other = inCategory(lastCategory);
    await expect(
      page.getByText(integrationCountText(other.length, categoryName(lastCategory))),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(other.length);
    await expect(first).not.toHaveAttribute("aria-current");

    // Clicking the selected one again clears the filter.
    await last.click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(page.getByText(integrationCountText(integrations.length))).toBeVisible();
    await expect(cards(page)).toHaveCount(integrations.length);
    await expect(categoryNav(page).locator("[aria-current]")).toHaveCount(0);
  });
});

/** What a wordmark tile measures: its box, and the size, weight and face of the name in it. */
async function tileMetrics(tile: ReturnType<Page["locator"]>) {
  return tile.evaluate((el) => {
    const name = el.querySelector(":scope > span:last-child") as HTMLElement;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(name);
    const text = document.createRange();
    text.selectNodeContents(name);
    const inked = text.getBoundingClientRect();
    return {
      width: Math.round(box.width * 2) / 2,
      height: Math.round(box.height * 2) / 2,
      font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily.split(",")[0]}`,
      // The name's own text stays inside its tile: no letter cut or spilled.
      fits:
        inked.left >= box.left - 0.5 &&
        inked.right <= box.right + 0.5 &&
        inked.top >= box.top - 0.5 &&
        inked.bottom <= box.bottom + 0.5,
    };
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`wordmarks at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every card's wordmark is one box and one type size, and the name is written once", async ({
      page,
    }) => {
      await page.goto("/integracoes");
      await openFolds(page);
      const tiles = cards(page).locator("[data-wordmark]");
      await expect(tiles).toHaveCount(integrations.length);
      const metrics = await Promise.all((await tiles.all()).map(tileMetrics));
      const [first] = metrics;
      expect(first?.font).toMatch(/^700 24px "?Inter/);
      for (const [index, metric] of metrics.entries()) {
        const name = integrations[index]?.name;
        expect({ ...metric, name }).toEqual({ ...first, fits: true, name });
      }
      // Below the tile the card goes on with the badge and the description, not the name again.
      for (const [index, card] of (await cards(page).all()).entries()) {
        const name = integrations[index]?.name;
        const lines = (await card.innerText()).split("\n").map((line) => line.trim());
        expect(
          lines.filter((line) => line === name),
          `${name}'s card`,
        ).toHaveLength(1);
      }
    });
  });
}

const requestForm = (page: Page) => page.locator("#solicitar");

async function fillRequest(page: Page, email: string, detalhes?: string) {
  const form = requestForm(page);
  await form.getByLabel("Nome").fill("Fábio Nunes");
  await form.getByLabel("Empresa").fill("Pizzaria Bella Napoli");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Telefone").fill("(41) 99123-4567");
  if (detalhes) await form.getByRole("textbox", { name: /opcional/ }).fill(detalhes);
}

/** The first available integration of the catalogue. */
const shown = available[0] as (typeof integrations)[number];
if (!shown) throw new Error("content/integracoes/ needs an available integration");

test.describe("integration detail", () => {
  test("an integration page opens like every detail page (the same hero band and trail) and its tags are chips styled like the blog's", async ({
    page,
  }) => {
    /** The hero's band and trail as the reader sees them on the page loaded now. */
    const look = async () => {
      const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
      const band = trail.locator("xpath=ancestor::*[self::section or self::header][1]");
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(band.getByRole("heading", { level: 1 })).toHaveCount(1);
      return {
        band: await band.evaluate((el) => getComputedStyle(el).backgroundImage),
        trail: await trail
          .getByRole("link")
          .first()
          .evaluate((el) => getComputedStyle(el).color),
        title: await h1.evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.fontSize} ${style.fontWeight} ${style.color}`;
        }),
      };
    };
    /** The look of the first tag chip on the page loaded now. */
    const chip = () =>
      page
        .getByRole("list", { name: "Tags" })
        .first()
        .getByRole("listitem")
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return [s.fontSize, s.backgroundColor, s.color, s.borderRadius, s.padding].join(" ");
        });

    await page.goto(`/integracoes/${shown.id}`);
    const integration = { ...(await look()), chip: await chip() };
    await page.goto("/funcionalidades/cardapio-digital");
    expect({ band: integration.band, trail: integration.trail, title: integration.title }).toEqual(
      await look(),
    );
    await page.goto(`/blog/${content.blog[0]?.id}`);
    expect(integration.chip).toBe(await chip());
  });

  test("an available integration's configure button leads to the request form: required fields, then the mail", async ({
    page,
  }) => {
    const email = uniqueEmail("integracao");
    await page.goto(`/integracoes/${shown.id}`);
    await page.getByRole("link", { name: "Configurar integração" }).click();
    await expect(page).toHaveURL(new RegExp(`/integracoes/${shown.id}#solicitar$`));
    await expect(
      requestForm(page).getByRole("heading", { name: `Solicitar integração com ${shown.name}` }),
    ).toBeInViewport();
    await expect(requestForm(page).getByRole("button", { name: "Solicitar integração" })).toBeEnabled();

    const form = requestForm(page);
    await form.getByLabel("Nome").fill("Fábio Nunes");
    await form.getByLabel("E-mail").fill(email);
    await form.getByRole("button", { name: "Solicitar integração" }).click();
    await expect(form.getByRole("alert")).toHaveText("Por favor, preencha todos os campos obrigatórios.");
    await expect(form.getByLabel("Empresa")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Nome")).toHaveValue("Fábio Nunes");
    expect(await mailsFor(email)).toHaveLength(0);

    await fillRequest(page, email, "Três lojas em Curitiba, cerca de 400 pedidos por dia no iFood.");
    await form.getByRole("button", { name: "Solicitar integração" }).click();
    await expect(form.getByRole("status")).toHaveText(
      `Solicitação enviada com sucesso! Nossa equipe entrará em contato para ativar a integração com ${shown.name}.`,
    );
    await expect(form.getByLabel("Nome")).toHaveValue("");

    const mail = await mailFor(email);
    expect(mail.subject).toBe(`Solicitação de Integração - ${shown.name}`);
    for (const line of [
      "Nome: Fábio Nunes",
      `E-mail: ${email}`,
      "Telefone / WhatsApp: (41) 99123-4567",
      "Empresa: Pizzaria Bella Napoli",
      "Mensagem: Três lojas em Curitiba, cerca de 400 pedidos por dia no iFood.",
      "Tipo de formulário: integracao",
      `Página de origem: /integracoes/${shown.id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
  });
});

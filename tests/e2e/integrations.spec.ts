import { expect, type Page } from "@playwright/test";
import { integrationCategories } from "../../app/content/integrations/categories";
import { integrationCountText } from "../../app/lib/integrations";
import { content } from "../support/content";
import { mailFor, mailsFor, test, uniqueEmail } from "./helpers";

/** The catalogue as content/integracoes/ has it (in the catalogue's order). */
const integrations = content.integrations;
const inCategory = (id: string) => integrations.filter((i) => i.category === id);
const categoryName = (id: string) => integrationCategories.find((c) => c.id === id)?.name ?? id;
const comingSoon = integrations.filter((i) => i.status === "em-breve");
const available = integrations.filter((i) => i.status === "disponivel");
/** Two categories that each hold something, the first and the last of the filter. */
const [firstCategory, lastCategory] = [
  integrationCategories.find((c) => inCategory(c.id).length > 0)?.id ?? "",
  integrationCategories.findLast((c) => inCategory(c.id).length > 0)?.id ?? "",
];

const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Categorias de integração" });
const cards = (page: Page) =>
  page.locator('a[href^="/integracoes/"]').filter({ has: page.locator("[data-wordmark]") });
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** On a phone the catalogue folds by category (tests/e2e/phone-layouts.spec.ts): opens every fold. */
async function openFolds(page: Page) {
  for (const summary of await page
    .locator("main details[data-fold] > summary")
    .filter({ visible: true })
    .all())
    await summary.click();
}

test.describe("integrations catalogue", () => {
  test("lists every integration in order, with the count in the header and the 'Em breve' badges", async ({
    page,
  }) => {
    await page.goto("/integracoes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.integrationsPage.hero.title);
    await expect(page.getByText(integrationCountText(integrations.length))).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      content.integrationsPage.seo.description,
    );
    await expect(cards(page)).toHaveCount(integrations.length);
    await expect(cards(page).locator("[data-wordmark]")).toHaveText(integrations.map((i) => i.name));
    await expect(cards(page).filter({ hasText: "Em breve" })).toHaveCount(comingSoon.length);
    for (const { name } of comingSoon) {
      await expect(page.getByRole("link", { name: new RegExp(`^${literal(name)} Em breve`) })).toBeVisible();
    }
    const first = available[0];
    if (!first) throw new Error("content/integracoes/ has no available integration");
    const card = page.getByRole("link", { name: new RegExp(`^${literal(first.name)} `) });
    await expect(card).not.toContainText("Em breve");
    await expect(card).toContainText(first.description);
    await expect(card).toContainText(categoryName(first.category));
    await expect(card).toHaveAttribute("href", `/integracoes/${first.id}`);
  });

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

  test("an unknown category shows the empty state and a way back to all", async ({ page }) => {
    const response = await page.goto("/integracoes?categoria=delivery-por-drone");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Nenhuma integração encontrada")).toBeVisible();
    await expect(page.getByText("Escolha outra categoria")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Ver todas as integrações" }).click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(cards(page)).toHaveCount(integrations.length);
  });

  test("the developer section shows the API areas and the bearer-token examples", async ({ page }) => {
    await page.goto("/integracoes");
    const { developers } = content.integrationsPage;
    const section = page.getByRole("region", { name: developers.title });
    await expect(section).toContainText(developers.lead);
    for (const area of developers.areas) {
      await expect(section.getByText(area.title, { exact: true })).toBeVisible();
      await expect(section.getByText(area.description, { exact: true })).toBeVisible();
    }
    const code = section.locator("pre code");
    await expect(code.nth(0)).toContainText("GET /v1/orders");
    await expect(code.nth(0)).toContainText("Authorization: Bearer");
    await expect(code.nth(1)).toContainText("PUT /v1/orders/{order_id}/status");
    for (const key of ['"status"', '"delivered_at"', '"delivery_notes"']) {
      await expect(code.nth(1)).toContainText(key);
    }
    for (const key of ['"success": true', '"order_id"', '"status"']) {
      await expect(code.nth(2)).toContainText(key);
    }
    const collection = section.getByRole("link", { name: /Abrir coleção da API/ });
    await expect(collection).toHaveAttribute("target", "_blank");
    await expect(collection).toHaveAttribute("href", /^https:\/\//);
    await expect(section.getByRole("link", { name: "Falar com o suporte Técnico" })).toHaveAttribute(
      "href",
      /^\/contato/,
    );
    await expect(page.getByRole("link", { name: /Ver todas as funcionalidades/ })).toHaveAttribute(
      "href",
      "/funcionalidades",
    );
  });

  test("the custom-integration call opens the contact form with the subject filled in", async ({ page }) => {
    await page.goto("/integracoes");
    await expect(
      page.getByRole("heading", { name: content.integrationsPage.customIntegration.title }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Solicitar integração personalizada" }).click();
    await expect(page).toHaveURL(/\/contato\?assunto=Integra%C3%A7%C3%A3o%20personalizada$/);
    await expect(page.locator("#contato").getByLabel("Assunto")).toHaveValue("Integração personalizada");
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

    test("an integration page's hero carries the same tile, whatever the name's length", async ({ page }) => {
      const byLength = [...integrations].sort((a, b) => a.name.length - b.name.length);
      const measured = [];
      for (const integration of [byLength[0], byLength.at(-1)]) {
        await page.goto(`/integracoes/${integration?.id}`);
        const tile = page.locator("[data-wordmark]");
        await expect(tile).toHaveText(integration?.name ?? "");
        measured.push(await tileMetrics(tile));
      }
      expect(measured[0]?.fits).toBe(true);
      expect(measured[1]).toEqual(measured[0]);
      await page.goto("/integracoes");
      await openFolds(page);
      const card = await tileMetrics(cards(page).locator("[data-wordmark]").first());
      expect(measured[0]?.font).toBe(card.font);
      expect(measured[0]?.height).toBe(card.height);
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

/** The WebPage block of a page's JSON-LD scripts, its keywords as a list. */
function webPageOf(blocks: string[]) {
  const thing = blocks
    .map((block) => JSON.parse(block) as { "@type": string; keywords?: string; name?: string })
    .find((block) => block["@type"] === "WebPage");
  return thing && { name: thing.name, keywords: thing.keywords?.split(", ") ?? [] };
}

/** The first available and the first coming-soon integration of the catalogue. */
const [shown, soon] = [available[0], comingSoon[0]].map((integration) => {
  if (!integration) throw new Error("content/integracoes/ needs an available and a coming-soon integration");
  return integration;
}) as [(typeof integrations)[number], (typeof integrations)[number]];

test.describe("integration detail", () => {
  test("an available integration: every part in order and a working configure button", async ({ page }) => {
    const { id, name, difficulty, category, tags, setupTime } = shown;
    await page.goto(`/integracoes/${id}`);
    await expect(page).toHaveTitle(new RegExp(`^Integração ${literal(name)} \\|`));
    const breadcrumb = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Início", "Integrações"]);
    await expect(breadcrumb.getByRole("link", { name: "Integrações" })).toHaveAttribute(
      "href",
      "/integracoes",
    );
    await expect(breadcrumb.getByText(name, { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Integração ${name}`);
    for (const badge of [categoryName(category), `Dificuldade: ${difficulty}`, "Disponível"]) {
      await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
      tags.map((tag) => `#${tag}`),
    );
    await expect(page.getByText("Tempo de configuração")).toBeVisible();
    await expect(page.getByText(setupTime, { exact: true })).toBeVisible();
    await expect(page.getByText("Nível de complexidade")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver documentação" })).toHaveAttribute("href", "/api-aberta");

    const headings = await page.locator("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      `Parceria Gama Delivery e ${name}`,
      "Como funciona",
      "Funcionalidades",
      "Resultados",
      "Benefícios",
      "Casos de uso",
      `Solicitar integração com ${name}`,
      "Perguntas frequentes",
      `Pronto para conectar ${name} ao seu delivery?`,
    ]);
    await expect(page.getByRole("heading", { level: 3, name: "Autenticação segura" })).toBeVisible();
    await expect(page.getByText(/OAuth 2.0 ou por chave de API/)).toBeVisible();

    const useCases = page.getByRole("region", { name: "Casos de uso" });
    await expect(useCases.getByRole("heading", { level: 4 })).toHaveCount(
      shown.useCases.flatMap((group) => group.cases).length,
    );

    const faq = page.getByRole("region", { name: "Perguntas frequentes" }).locator("details");
    await expect(faq.locator("summary")).toHaveText(shown.faq.map((item) => item.question));
    await faq.first().locator("summary").click();
    await expect(faq.first()).toHaveAttribute("open", "");

    await page.getByRole("link", { name: "Configurar integração" }).click();
    await expect(page).toHaveURL(new RegExp(`/integracoes/${id}#solicitar$`));
    await expect(
      requestForm(page).getByRole("heading", { name: `Solicitar integração com ${name}` }),
    ).toBeInViewport();
    await expect(requestForm(page).getByRole("button", { name: "Solicitar integração" })).toBeEnabled();
  });

  test("the search keywords are in the page's metadata, not in its text", async ({ page }) => {
    await page.goto(`/integracoes/${shown.id}`);
    await expect(page.getByText("Palavras-chave")).toHaveCount(0);
    const main = await page.locator("main").innerText();
    for (const keyword of shown.seoKeywords) expect(main).not.toContain(keyword);
    const about = webPageOf(await page.locator('script[type="application/ld+json"]').allTextContents());
    expect(about?.name).toBe(`Integração ${shown.name}`);
    for (const keyword of [...shown.tags, ...shown.seoKeywords]) expect(about?.keywords).toContain(keyword);
  });

  test("every integration page keeps its keywords out of the body", { tag: "@no-js-only" }, async ({
    request,
  }) => {
    for (const integration of integrations) {
      const html = await (await request.get(`/integracoes/${integration.id}`)).text();
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      const about = webPageOf(scripts.map((match) => match[1] ?? ""));
      for (const keyword of integration.seoKeywords) {
        expect(about?.keywords, integration.id).toContain(keyword);
      }
      expect(html, integration.id).not.toContain("Palavras-chave");
    }
  });

  test("an integration page opens like every detail page: the same hero band and trail", async ({ page }) => {
    /** The hero's band and trail as the reader sees them, and the first tag chip's look. */
    const look = async (path: string) => {
      await page.goto(path);
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
    expect(await look(`/integracoes/${shown.id}`)).toEqual(await look("/funcionalidades/cardapio-digital"));
  });

  test("an integration page's tags are chips styled like the blog's", async ({ page }) => {
    const chip = async (path: string) => {
      await page.goto(path);
      return page
        .getByRole("list", { name: "Tags" })
        .first()
        .getByRole("listitem")
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return [s.fontSize, s.backgroundColor, s.color, s.borderRadius, s.padding].join(" ");
        });
    };
    expect(await chip(`/integracoes/${shown.id}`)).toBe(await chip(`/blog/${content.posts[0]?.id}`));
  });

  test("an available integration's request: required fields, then the mail", async ({ page }) => {
    const email = uniqueEmail("integracao");
    await page.goto(`/integracoes/${shown.id}`);
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

  test("a coming-soon integration: configure disabled, notify-me request enabled and delivered", async ({
    page,
  }) => {
    const email = uniqueEmail("aviso");
    await page.goto(`/integracoes/${soon.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Integração ${soon.name}`);
    await expect(page.getByRole("main").getByText("Em breve", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Em breve" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Configurar integração" })).toHaveCount(0);

    const form = requestForm(page);
    await expect(
      form.getByRole("heading", { name: `Quero ser avisado quando a integração com ${soon.name} chegar` }),
    ).toBeVisible();
    const submit = form.getByRole("button", { name: "Avise-me quando estiver disponível" });
    await expect(submit).toBeEnabled();

    await fillRequest(page, email);
    await submit.click();
    await expect(form.getByRole("status")).toHaveText(
      `Pronto! Avisaremos você por e-mail assim que a integração com ${soon.name} estiver disponível.`,
    );
    const mail = await mailFor(email);
    expect(mail.subject).toBe(`Aviso de Disponibilidade - ${soon.name}`);
    expect(mail.text).toContain("Tipo de formulário: aviso_integracao");
    expect(mail.text).toContain("Empresa: Pizzaria Bella Napoli");
    expect(mail.text).not.toContain("Mensagem:");
  });

  test("an unknown id answers 404 with a link back to the catalogue", async ({ page }) => {
    const response = await page.goto("/integracoes/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integração não encontrada");
    await expect(page).toHaveTitle(/Integração não encontrada/);
    await page.getByRole("link", { name: "Voltar para Integrações" }).click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(cards(page)).toHaveCount(integrations.length);
  });

  test("posting to an unknown integration answers 404 and sends nothing", async ({ request }) => {
    const email = uniqueEmail("fantasma");
    const response = await request.post("/integracoes/nao-existe", {
      form: { nome: "Ana", empresa: "X", email, telefone: "11987654321" },
    });
    expect(response.status()).toBe(404);
    expect(await mailsFor(email)).toHaveLength(0);
  });
});

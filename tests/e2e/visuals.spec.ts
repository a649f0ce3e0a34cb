import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { illustrations } from "../../app/content/illustrations";
import { contact, content, contentDir } from "../support/content";
import { test } from "./helpers";

/**
 * What a visitor sees, with JavaScript on and off: layout that holds on a phone and a laptop,
 * the spec's words, and the product drawings on every feature page and post.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box (not rendered)");
  return found;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * How many lines an element's text occupies: its text's boxes, counted by distinct tops. Only text
 * counts: an icon beside it is centred on the line, so its box starts a pixel off the text's.
 */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
    }
    return tops.size;
  });
}

/** An image that has loaded and drawn (the browser decoded it). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** The file behind an image answers 200 as SVG. */
async function expectSvg(page: Page, src: string | null) {
  expect(src).toMatch(/\.svg$/);
  const response = await page.request.get(src as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the WhatsApp button leaves the contact form's Empresa field free while the visitor types", async ({
    page,
  }) => {
    await page.goto("/contato");
    const empresa = page.locator("#contato").getByLabel("Empresa (opcional)");
    const button = page.getByRole("link", { name: /Conversar no WhatsApp com a equipe comercial/ });
    await expect(button).toBeVisible();
    await empresa.click();
    // The field at the bottom of the screen, where the floating button sits.
    await empresa.evaluate((el) => {
      el.scrollIntoView({ block: "end" });
      window.scrollBy(0, 40);
    });
    await expect(empresa).toBeFocused();
    if (await button.isVisible()) expect(intersects(await box(button), await box(empresa))).toBe(false);
    // It comes back once the visitor leaves the field.
    await empresa.blur();
    await expect(button).toBeVisible();
  });

  test("the partners button fits the screen on one line", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("link", { name: "Conheça Nossos Parceiros e Integrações" });
    await cta.scrollIntoViewIfNeeded();
    const b = await box(cta);
    expect(b.x).toBeGreaterThanOrEqual(16);
    expect(b.x + b.width).toBeLessThanOrEqual(390 - 16);
    expect(await lineCount(cta)).toBe(1);
  });

  test("the /hamburgueria closing band stacks its two buttons at one width", async ({ page }) => {
    await page.goto("/hamburgueria");
    const band = page.getByRole("region", { name: "Sua hamburgueria pronta para vender em até 15 minutos" });
    const [first, second] = [band.getByRole("link").nth(0), band.getByRole("link").nth(1)];
    const [a, b] = [await box(first), await box(second)];
    expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(a.x - b.x)).toBeLessThanOrEqual(1);
  });
});

test.describe("on a laptop (1366 px)", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the statistics row shares one line for its figures and one for its labels", async ({ page }) => {
    await page.goto("/");
    const stats = page.getByRole("region", { name: "Números da Gama Delivery" });
    const values = stats.locator("dd");
    // Four figures, the first the revenue fact as content/fatos.yaml words it.
    await expect(values).toHaveCount(4);
    await expect(values.first()).toHaveText(content.facts.faturamentoGerado);
    const tops = await Promise.all((await values.all()).map(async (v) => Math.round((await box(v)).y)));
    expect(new Set(tops).size).toBe(1);
    const labelTops = await Promise.all(
      (await stats.locator("dt").all()).map(async (v) => Math.round((await box(v)).y)),
    );
    expect(new Set(labelTops).size).toBe(1);
  });

  test("the mega-menu opens under its menu item, inside the window", async ({ page }) => {
    await page.goto("/planos");
    const trigger = page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Soluções" });
    await trigger.hover();
    const panel = page.locator(".mega-panel > div");
    await expect(panel).toBeVisible();
    const [t, p] = [await box(trigger), await box(panel)];
    expect(p.x).toBeGreaterThanOrEqual(t.x - 1);
    expect(p.x).toBeLessThanOrEqual(t.x + t.width);
    expect(p.x + p.width).toBeLessThanOrEqual(1366);
  });

  test("the /hamburgueria closing band keeps both buttons on one row", async ({ page }) => {
    for (const width of [1024, 1100, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto("/hamburgueria");
      const band = page.getByRole("region", {
        name: "Sua hamburgueria pronta para vender em até 15 minutos",
      });
      const [a, b] = [await box(band.getByRole("link").nth(0)), await box(band.getByRole("link").nth(1))];
      expect(Math.round(a.y), `at ${width} px`).toBe(Math.round(b.y));
    }
  });

  test("category chips on /integracoes carry an icon and no emoji", async ({ page }) => {
    await page.goto("/integracoes");
    const chips = page.getByRole("navigation", { name: "Categorias de integração" }).getByRole("link");
    await expect(chips).toHaveCount(5);
    for (const chip of await chips.all()) {
      expect(await chip.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
      await expect(chip.locator("svg use")).toHaveAttribute("href", /icons.*\.svg#[a-z-]+$/);
    }
  });
});

test("footer e-mail addresses never break inside the address", async ({ page }) => {
  for (const width of [390, 768, 1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const emails = page.locator("footer a[href^='mailto:']");
    await expect(emails).toHaveCount(2);
    for (const email of await emails.all()) {
      expect(await lineCount(email), `${await email.textContent()} at ${width} px`).toBe(1);
      const b = await box(email);
      expect(b.x + b.width, `inside the window at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

test("/planos lists the ten benefits every plan includes", async ({ page }) => {
  await page.goto("/planos");
  const region = page.getByRole("region", { name: "Incluído em todos os planos" });
  const titles = content.plansPage.commonBenefits.map((benefit) => benefit.title);
  expect(titles).toHaveLength(10);
  expect(titles).toContain(`Pronto em até ${content.facts.minutosDeImplantacao} minutos`);
  await expect(region.getByRole("listitem").locator("span.font-semibold")).toHaveText(titles);
});

test("facts agree across pages: support hours, API kinds, response promises, the catalogue", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByText(contact.humanSupportHours).first()).toBeVisible();
  await expect(page.locator("footer")).toContainText(contact.humanSupportHours);

  await page.goto("/integracoes");
  const api = page.getByRole("region", { name: "API aberta para integrar o seu sistema" });
  await expect(api).toContainText("API de integração para parceiros");
  await expect(api).toContainText("x-api-key");
  await expect(api.getByRole("link", { name: "API aberta da loja" })).toHaveAttribute("href", "/api-aberta");

  await page.goto("/api-aberta");
  await expect(page.locator("[data-api-note]")).toContainText("/v1/orders");
  await expect(page.locator("[data-api-note]")).toContainText("API de integração para parceiros");

  await page.goto("/contato");
  await expect(page.getByRole("region", { name: "Horário de atendimento" })).toContainText(
    `Pelo formulário de contato, respondemos em até ${content.facts.horasRespostaContato} horas úteis.`,
  );

  // The catalogue's count is computed from its files; the platform's is the fact.
  await page.goto("/funcionalidades");
  const lead = page.getByRole("heading", { level: 1 }).locator("xpath=..");
  await expect(lead).toContainText(content.featuresPage.hero.lead);
  await expect(lead).toContainText(
    `a plataforma tem ${content.facts.funcionalidadesNaPlataforma} funcionalidades, e aqui estão as ${content.features.length} principais.`,
  );
});

for (const feature of content.features) {
  test(`/funcionalidades/${feature.id} shows its product illustrations, NPS as a percentage and its form's promise`, async ({
    page,
  }) => {
    await page.goto(`/funcionalidades/${feature.id}`);
    await expect(page.getByText("Vídeo em breve")).toHaveCount(0);
    const hero = page.locator("[data-hero-illustration]");
    const sections = page.locator("[data-feature-image] img");
    await expect(sections).toHaveCount(2);
    // The drawings the feature's file picks: in the hero while it has no video, and beside each section.
    const picked = [
      [sections.nth(0), feature.section1.illustration],
      [sections.nth(1), feature.section2.illustration],
    ] as const;
    const shown = feature.videoUrl ? picked : ([[hero, feature.illustration], ...picked] as const);
    await expect(hero).toHaveCount(feature.videoUrl ? 0 : 1);
    const sources = new Set<string | null>();
    for (const [image, id] of shown) {
      const art = illustrations[id];
      await expect(image).toHaveAttribute("src", art.src);
      await expect(image).toHaveAttribute("alt", art.alt);
      expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
      await expectLoaded(image);
      sources.add(await image.getAttribute("src"));
    }
    expect(sources.size).toBe(shown.length);
    for (const src of sources) await expectSvg(page, src);
    expect(await page.locator("main").innerText()).not.toMatch(/94,53(?!%)/);
    await expect(page.locator("#contratar")).toContainText("Ao enviar este formulário");
  });
}

const postIds = readdirSync(join(contentDir, "blog"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.replace(/\.md$/, ""));

test("every post shows its cover, on the post, on its card and as its share image", async ({ page }) => {
  expect(postIds.sort()).toEqual(content.posts.map((p) => p.id).sort());
  for (const id of postIds) {
    const post = content.posts.find((p) => p.id === id);
    await page.goto(`/blog/${id}`);
    const cover = page.locator("article header img[data-cover]");
    expect((await cover.getAttribute("alt"))?.length ?? 0).toBeGreaterThan(20);
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "630");
    await expectLoaded(cover);
    await expectSvg(page, await cover.getAttribute("src"));
    const share = await page.locator('meta[property="og:image"]').getAttribute("content");
    // Its share image: the drawing as a JPEG for the launch posts, a PNG drawn at build for a new one.
    expect(share).toMatch(new RegExp(`/og/blog-${id}\\.(jpg|png)$`));
    expect(new URL(share as string).pathname).toBe(post?.ogImage);
    const response = await page.request.get(new URL(share as string).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain(
      share?.endsWith(".png") ? "image/png" : "image/jpeg",
    );
  }
  await page.goto("/blog");
  const covers = page.locator("article img[data-cover]");
  await expect(covers).toHaveCount(content.posts.length);
  for (const cover of await covers.all()) await expectLoaded(cover);
  // The first cover fills a phone's first screen: fetched at once and first; the others wait.
  await expect(covers.first()).toHaveAttribute("fetchpriority", "high");
  await expect(covers.first()).not.toHaveAttribute("loading", "lazy");
  for (const cover of (await covers.all()).slice(1)) await expect(cover).toHaveAttribute("loading", "lazy");
});

test("the home map band says what nationwide service means", async ({ page }) => {
  await page.goto("/");
  const band = page.getByRole("region", { name: "+3.000 lojas atendidas" });
  await expect(band.getByRole("listitem")).toHaveCount(3);
  await expect(band).toContainText("Suporte humano todos os dias");
  await expectLoaded(band.getByRole("img", { name: /Mapa do Brasil/ }));
  await expect(band.getByRole("link", { name: "Ver as lojas demonstrativas" })).toHaveAttribute(
    "href",
    "#lojas-demo",
  );
});

import { expect, type Locator } from "@playwright/test";
import { illustrations } from "../../app/content/illustrations";
import { content } from "../support/content";
import { test } from "./helpers";

/**
 * What a visitor sees that only a browser can show: layout that holds on a phone and a laptop, and
 * the product drawings, covers and map actually decoded. The words, facts and which drawing each page
 * names are checked without a browser (tests/request/visuals.spec.ts).
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
    const cta = page.getByRole("link", { name: content["pagina-inicio"].partners.link });
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
    await expect(values.first()).toHaveText(content.fatos.faturamentoGerado);
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

/**
 * Every product drawing a feature page shows, every post's cover and the home map decode in the
 * browser. The request tests check that each page names exactly these files (src, alt, size) and that
 * each answers as SVG; here the map and the blog's covers are watched in their page, and the feature
 * drawings and post covers (each page's own file) are decoded in one page instead of 42 and 7 loads.
 */
test("the product drawings, the post covers and the home map decode in the browser", async ({ page }) => {
  await page.goto("/");
  await expectLoaded(
    page.getByRole("region", { name: "+3.000 lojas atendidas" }).getByRole("img", { name: /Mapa do Brasil/ }),
  );

  await page.goto("/blog");
  const covers = page.locator("article img[data-cover]");
  await expect(covers).toHaveCount(content.blog.length);
  for (const cover of await covers.all()) await expectLoaded(cover);

  const sources = [
    ...new Set([
      ...content.funcionalidades.flatMap((feature) => [
        ...(feature.videoUrl ? [] : [illustrations[feature.illustration].src]),
        illustrations[feature.section1.illustration].src,
        illustrations[feature.section2.illustration].src,
      ]),
      ...content.blog.map((post) => post.cover),
    ]),
  ];
  expect(sources.length).toBeGreaterThan(content.funcionalidades.length);
  const undecoded = await page.evaluate(async (srcs) => {
    const failed: string[] = [];
    for (const src of srcs) {
      const image = new Image();
      image.src = src;
      await image.decode().catch(() => undefined);
      if (!(image.complete && image.naturalWidth > 0)) failed.push(src);
    }
    return failed;
  }, sources);
  expect(undecoded, "images that did not decode").toEqual([]);
});

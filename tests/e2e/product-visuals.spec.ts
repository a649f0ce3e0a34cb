import type { Page } from "@playwright/test";
import { content } from "../support/content";
import { expect, test } from "./helpers";

/**
 * Where the product drawings and the drawn proof sit, measured in the browser, one test per page at
 * both widths (the viewport is resized within the test): each hero's drawing beside the text at
 * 1366 px and under it at 390 px, inside the screen, its text still the largest thing painted on a
 * phone; on the home page the testimonials' figures on one line, the first client card whole, the
 * partner rows faded at their edges and every partner's name on one line. What the server renders
 * (sources, alt texts, sizes): tests/request/product-visuals.spec.ts.
 */

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

/** The hero's drawing and the text beside it: the h1 and the last button of its column. */
async function heroBoxes(page: Page) {
  return page.evaluate(() => {
    const drawing = document.querySelector<HTMLImageElement>("main [data-hero-drawing]");
    const title = document.querySelector("main h1");
    // The title's column: its buttons (a form beside it has its own, which do not count).
    const last = [...(title?.parentElement?.querySelectorAll("a, button") ?? [])].at(-1);
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY } : null;
    };
    return {
      drawing: box(drawing),
      loaded: Boolean(drawing?.complete && drawing.naturalWidth > 0),
      title: box(title),
      lastButton: box(last),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

/** The element of the page's largest contentful paint so far (a fresh load, before any input). */
function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
          const el = last?.element;
          resolve(
            el ? `${el.tagName}${el.hasAttribute("data-hero-drawing") ? "[data-hero-drawing]" : ""}` : "none",
          );
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/**
 * The hero's drawing beside the text at 1366 px (to its right, level with the title) and under it
 * at 390 px (below the last button, centred), loaded, inside the screen, and on a phone never the
 * page's largest contentful paint: the text is.
 */
async function expectHeroDrawing(page: Page, path: string, { besideTitle = true } = {}) {
  await page.setViewportSize(desktop);
  await page.goto(path);
  await expect(page.locator("main [data-hero-drawing]")).toBeVisible();
  await expect.poll(async () => (await heroBoxes(page)).loaded, `${path}: the drawing loads`).toBe(true);
  const wide = await heroBoxes(page);
  const [drawing, title] = [wide.drawing, wide.title];
  if (!drawing || !title) throw new Error(`${path}: a hero with a title and a drawing`);
  expect(wide.overflow, `${path} at 1366: no sideways scroll`).toBeLessThanOrEqual(0);
  if (besideTitle) {
    expect(drawing.left, `${path} at 1366: the drawing is right of the title`).toBeGreaterThan(title.right);
    expect(drawing.top, `${path} at 1366: level with the text`).toBeLessThan(wide.lastButton?.bottom ?? 0);
    expect(drawing.bottom).toBeGreaterThan(title.top);
  }
  expect(drawing.right).toBeLessThanOrEqual(desktop.width);

  await page.setViewportSize(phone);
  await page.goto(path);
  const paint = await largestPaint(page);
  expect(paint, `${path} at 390: the text is the largest paint`).not.toContain("data-hero-drawing");
  await expect.poll(async () => (await heroBoxes(page)).loaded).toBe(true);
  const narrow = await heroBoxes(page);
  if (!narrow.drawing || !narrow.lastButton) throw new Error(`${path}: a drawing and buttons at 390 px`);
  expect(narrow.overflow, `${path} at 390: no sideways scroll`).toBeLessThanOrEqual(0);
  expect(narrow.drawing.top, `${path} at 390: the drawing is under the buttons`).toBeGreaterThanOrEqual(
    narrow.lastButton.bottom,
  );
  expect(narrow.drawing.left).toBeGreaterThanOrEqual(0);
  expect(narrow.drawing.right).toBeLessThanOrEqual(phone.width);
  const centre = (narrow.drawing.left + narrow.drawing.right) / 2;
  expect(Math.abs(centre - phone.width / 2), `${path} at 390: centred`).toBeLessThan(2);
}

test("/revenda: the reseller's panel beside the text, and under it on a phone", async ({ page }) => {
  await expectHeroDrawing(page, "/revenda");
});

test("a solution: its module beside the text, and under it on a phone", async ({ page }) => {
  const solution = content.solucoes[0];
  await expectHeroDrawing(page, `/solucoes/${solution?.id}`);
});

test("/hamburgueria: the campaign's drawing beside the text, and under it on a phone", async ({ page }) => {
  await expectHeroDrawing(page, "/hamburgueria");
});

test("integration pages: the category's panel and the partner's name on one line, at any name's length", async ({
  page,
}) => {
  const byLength = [...content.integracoes].sort((a, b) => a.name.length - b.name.length);
  for (const integration of [byLength[0], byLength.at(-1)]) {
    const path = `/integracoes/${integration?.id}`;
    await expectHeroDrawing(page, path);
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      const tag = page.locator("[data-partner-tag]");
      await expect(tag).toContainText(integration?.name ?? "?");
      const [tagBox, drawingBox] = await Promise.all([
        tag.boundingBox(),
        page.locator("main [data-hero-drawing]").boundingBox(),
      ]);
      if (!tagBox || !drawingBox) throw new Error(`${path}: the tag and the drawing`);
      // One line: the tag is no taller than its emblem and padding; inside the screen; on the drawing.
      expect(tagBox.height, `${path} at ${viewport.width}: the name on one line`).toBeLessThan(56);
      expect(tagBox.x).toBeGreaterThanOrEqual(0);
      expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(viewport.width);
      expect(tagBox.y + tagBox.height).toBeGreaterThan(drawingBox.y);
    }
  }
});

test("home: the whole product under the promises, where the column ended early", async ({ page }) => {
  await expectHeroDrawing(page, "/", { besideTitle: false });
  await page.setViewportSize(desktop);
  await page.goto("/");
  const boxes = await page.evaluate(() => {
    const box = (el: Element | null) => el?.getBoundingClientRect();
    const promises = document.querySelector("main h1")?.parentElement?.querySelector("ul");
    return {
      promises: box(promises ?? null),
      drawing: box(document.querySelector("main [data-hero-drawing]")),
      form: box(document.querySelector("form#demo")),
    };
  });
  if (!boxes.promises || !boxes.drawing || !boxes.form) throw new Error("promises, drawing and form");
  // Under the promises, in the text's column, left of the demonstration form.
  expect(boxes.drawing.top).toBeGreaterThan(boxes.promises.bottom);
  expect(boxes.drawing.right).toBeLessThan(boxes.form.left);
});

test("home: testimonials' figures on one line, portraits round, the first client card whole, partner rows faded, names on one line", async ({
  page,
}) => {
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await page.goto("/");

    // Side by side (1366 px), every card's figures start on one line, whatever each quote's length.
    const results = page.locator("#depoimentos [data-results]");
    await results.first().scrollIntoViewIfNeeded();
    const tops = (await Promise.all((await results.all()).map((r) => r.boundingBox()))).map((b) => b?.y ?? 0);
    expect(tops.length).toBe(
      content["pagina-inicio"].testimonials.items.filter((t) => t.results.length > 0).length,
    );
    if (viewport === desktop)
      expect(Math.max(...tops) - Math.min(...tops), "figures on one baseline").toBeLessThanOrEqual(0.5);

    for (const portrait of await page.locator("#depoimentos figcaption img[data-portrait]").all()) {
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const box = await portrait.boundingBox();
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(0.5);
    }

    // The first client card's border lies inside the list that scrolls (which cuts what is outside).
    const list = page.getByRole("list", { name: "Clientes Gama Delivery" });
    await list.scrollIntoViewIfNeeded();
    const edge = await list.evaluate((ul) => {
      const first = ul.querySelector("li");
      const style = first ? getComputedStyle(first) : null;
      return {
        listLeft: ul.getBoundingClientRect().left,
        cardLeft: first?.getBoundingClientRect().left ?? -1,
        border: Number.parseFloat(style?.borderLeftWidth ?? "0"),
        outside: style?.boxShadow ?? "",
      };
    });
    expect(edge.border, "the card's edge is a border, inside its box").toBeGreaterThanOrEqual(1);
    expect(edge.cardLeft).toBeGreaterThanOrEqual(edge.listLeft);
    expect(edge.outside).not.toMatch(/0px 0px 0px 1px/);
    await expect
      .poll(() =>
        list
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    // Both partner rows fade out at their edges, and every partner's name and kind sit on one line.
    for (const name of ["Parceiros, primeira fileira", "Parceiros, segunda fileira"]) {
      const row = page.getByRole("region", { name });
      await row.scrollIntoViewIfNeeded();
      const mask = await row.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.maskImage || style.webkitMaskImage;
      });
      // From opaque inside to transparent at both ends (the two gradients are intersected).
      for (const side of ["left", "right"])
        expect(mask, `${name}: faded at the ${side}`).toMatch(
          new RegExp(`linear-gradient\\(to ${side}, rgb\\(0, 0, 0\\) \\d+%, rgba\\(0, 0, 0, 0\\) 100%\\)`),
        );
      const lines = await row.locator("li[data-partner]").evaluateAll((items) =>
        items.map((li) => {
          const [name, kind] = [...li.querySelectorAll("span.block")] as HTMLElement[];
          // One line box: the text's range has one rectangle per line it is set on.
          const oneLine = (el?: HTMLElement) => {
            if (!el) return false;
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
          };
          return { name: name?.textContent, oneLine: oneLine(name) && oneLine(kind) };
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines)
        expect(line, `${line.name} at ${viewport.width}`).toEqual({ ...line, oneLine: true });
    }
  }
});

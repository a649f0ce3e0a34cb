import type { Page } from "@playwright/test";
import { expect, test } from "./helpers";

/**
 * One layout system, checked by geometry on a laptop and a phone (with JavaScript on; the phone menu,
 * a disclosure that works without it, with JavaScript off as well):
 * portraits stay round, the WhatsApp button never covers a control, plan cards line up row by row,
 * and the menus hold their shape.
 */
const viewports = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** The visible WhatsApp button's accessible name (the floating one or, on narrow windows, the header's). */
const whatsappName = "Conversar no WhatsApp com a equipe comercial (abre em nova aba)";

/**
 * The controls the visible WhatsApp button covers where the page is scrolled now: each one that
 * shares a point with the button's box and shows right under it there (nothing else, such as the
 * sticky header, lies between them), described by its tag and text.
 */
function coveredControls(page: Page, name: string): Promise<string[]> {
  return page.evaluate((label) => {
    const button = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find(
      (a) => a.textContent?.trim() === label && a.checkVisibility({ visibilityProperty: true }),
    );
    if (!button) return ["no visible WhatsApp button"];
    const own = button.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (control === button || control.contains(button) || button.contains(control)) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      for (const box of control.getClientRects()) {
        const left = Math.max(box.left, own.left);
        const right = Math.min(box.right, own.right);
        const top = Math.max(box.top, own.top);
        const bottom = Math.min(box.bottom, own.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        const under = document
          .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
          .find((element) => !button.contains(element));
        if (under && (control === under || control.contains(under))) {
          covered.push(`${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return covered;
  }, name);
}

/** Scrolls through the whole page, a screen at a time, collecting what the button covers on the way. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    for (const control of await coveredControls(page, whatsappName)) found.add(`${control} at ${y}px`);
  }
  return [...found];
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/", "/hamburgueria"]) {
      test(`testimonial portraits on ${path} are round: a fixed square box`, async ({ page }) => {
        await page.goto(path);
        const portraits = page.locator("figure figcaption span:has(> img[data-portrait])");
        expect(await portraits.count()).toBeGreaterThan(0);
        for (const portrait of await portraits.all()) {
          await portrait.scrollIntoViewIfNeeded();
          const box = await portrait.boundingBox();
          expect(box, "portrait has a box").not.toBeNull();
          expect(
            Math.abs((box?.width ?? 0) - (box?.height ?? 1)),
            `portrait ${JSON.stringify(box)}`,
          ).toBeLessThan(0.5);
          expect(box?.width).toBeGreaterThanOrEqual(40);
          expect(await portrait.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");
        }
      });
    }

    for (const path of [
      "/",
      "/funcionalidades",
      "/contato",
      "/planos",
      "/integracoes",
      "/revenda",
      "/blog",
      "/hamburgueria",
    ]) {
      test(`the WhatsApp button covers no control anywhere on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("link", { name: whatsappName })).toBeVisible();
        expect(await coveredWhileScrolling(page)).toEqual([]);
      });
    }

    test("/planos: the hero is centred on one axis", async ({ page }) => {
      await page.goto("/planos");
      const hero = page.locator("main > section").first();
      const centres = await Promise.all(
        [
          hero.getByText("Planos e preços", { exact: true }),
          page.getByRole("heading", { level: 1 }),
          hero.locator("h1 + p"),
          page.getByRole("navigation", { name: "Período de cobrança" }).locator("ul"),
        ].map(async (part) => {
          const box = await part.boundingBox();
          return box ? box.x + box.width / 2 : Number.NaN;
        }),
      );
      for (const centre of centres) expect(Math.abs(centre - viewport.width / 2)).toBeLessThanOrEqual(2);
      // The heading's text itself sits in the middle, not only its box.
      const text = await page.getByRole("heading", { level: 1 }).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const box = range.getBoundingClientRect();
        return box.left + box.width / 2;
      });
      expect(Math.abs(text - viewport.width / 2)).toBeLessThanOrEqual(2);
      // The plans' button labels: tests/request/geometry.spec.ts.
    });

    test("the WhatsApp button leaves the contact form's fields free while the visitor types", async ({
      page,
    }) => {
      await page.goto("/contato");
      const empresa = page.locator("#contato").getByLabel("Empresa (opcional)");
      await empresa.click();
      await empresa.pressSequentially("Açaí da Praça");
      // The field at the bottom of the screen, where a floating button would sit.
      await empresa.evaluate((el) => {
        el.scrollIntoView({ block: "end" });
        window.scrollBy(0, 40);
      });
      await expect(empresa).toBeFocused();
      expect(await coveredControls(page, whatsappName)).toEqual([]);
    });
  });
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Opens the phone menu with a tap where the visitor's finger would land. */
  async function openMenu(page: Page) {
    const box = await page.getByLabel("Menu", { exact: true }).boundingBox();
    if (!box) throw new Error("no menu button");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole("navigation", { name: "Menu móvel" })).toBeVisible();
  }

  // The menu is a disclosure that opens, dims the page and holds it still with JavaScript off too.
  test("the open menu dims the page behind a backdrop, and the page does not scroll @no-js", async ({
    page,
  }) => {
    await page.goto("/planos");
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await openMenu(page);
    const nav = await page.getByRole("navigation", { name: "Menu móvel" }).boundingBox();
    if (!nav) throw new Error("no menu");
    // Below the menu, the backdrop is what the visitor sees and touches, down to the screen's edge.
    const below = { x: 195, y: Math.round((nav.y + nav.height + 844) / 2) };
    expect(nav.y + nav.height).toBeLessThan(800);
    const backdrop = await page.evaluate(({ x, y }) => {
      const top = document.elementFromPoint(x, y);
      return top
        ? { hidden: top.getAttribute("aria-hidden"), colour: getComputedStyle(top).backgroundColor }
        : null;
    }, below);
    expect(backdrop?.hidden).toBe("true");
    expect(backdrop?.colour).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    await page.mouse.move(below.x, below.y);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    // Closed, the page scrolls again.
    await page.getByLabel("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Menu móvel" })).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("a tap on the backdrop or Escape closes the menu", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/planos");
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    await openMenu(page);
    await page.mouse.click(195, 830);
    await expect(menu).toBeHidden();
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByLabel("Menu", { exact: true })).toBeFocused();
  });

  test("the WhatsApp button covers nothing of the open menu", async ({ page }) => {
    await page.goto("/planos");
    await openMenu(page);
    expect(await coveredControls(page, whatsappName)).toEqual([]);
    await page.getByRole("navigation", { name: "Menu móvel" }).getByText("Soluções", { exact: true }).click();
    expect(await coveredControls(page, whatsappName)).toEqual([]);
  });
});

test.describe("on a laptop (1366 px)", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the mega-menu: three columns of one-line descriptions, links on their heading's edge, 'Ver mais' in the footer row", async ({
    page,
  }) => {
    await page.goto("/planos");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Soluções" }).hover();
    await expect(nav.getByRole("link", { name: /Ver mais/ })).toBeVisible();
    const layout = await page.evaluate(() => {
      const panel = document.querySelector(".mega-panel");
      if (!panel) return null;
      /** The left edge and top of an element's text (not its box, which may carry padding). */
      const text = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const first = range.getClientRects()[0];
        return { left: Math.round(first?.left ?? Number.NaN), top: Math.round(first?.top ?? Number.NaN) };
      };
      const lines = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          .size;
      };
      const columns = [...panel.querySelectorAll("ul")]
        .filter((list) => list.querySelector("a span + span"))
        .map((list) => {
          const heading = list.previousElementSibling as Element;
          const links = [...list.querySelectorAll("a")];
          return {
            heading: text(heading),
            labels: links.map((a) => text(a.firstElementChild as Element).left),
            descriptionLines: links.map((a) => lines(a.lastElementChild as Element)),
          };
        });
      const more = [...panel.querySelectorAll("a")].find((a) => a.textContent?.includes("Ver mais"));
      const footerLinks = [...panel.querySelectorAll("a")].filter(
        (a) => !a.querySelector("span + span") && a !== more,
      );
      const mid = (el: Element) => {
        const box = el.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      };
      return {
        columns,
        more: more ? mid(more) : null,
        footer: footerLinks.map(mid),
      };
    });
    expect(layout?.columns).toHaveLength(3);
    const columns = layout?.columns ?? [];
    expect(new Set(columns.map((c) => c.heading.top)).size).toBe(1);
    expect(new Set(columns.map((c) => c.heading.left)).size).toBe(3);
    for (const column of columns) {
      for (const left of column.labels) expect(Math.abs(left - column.heading.left)).toBeLessThanOrEqual(1);
      expect(column.descriptionLines.every((n) => n === 1)).toBe(true);
    }
    // 'Ver mais' shares the footer row with the other links there: it does not float alone.
    expect(layout?.footer.length).toBeGreaterThan(0);
    for (const mid of layout?.footer ?? [])
      expect(Math.abs(mid - (layout?.more ?? 0))).toBeLessThanOrEqual(2);
  });

  test("/planos: the cards' sections line up row by row across the cards", async ({ page }) => {
    await page.goto("/planos");
    const cards = await page.getByRole("region", { name: "Planos" }).getByRole("article").all();
    expect(cards.length).toBeGreaterThan(1);
    /** The top of each part of a card, in order: name, description, price, each group, limits, button. */
    const rows = (card: (typeof cards)[number]) =>
      card.evaluate((article) =>
        [
          article.querySelector("h2"),
          article.querySelector("h2 + p"),
          article.querySelector("[data-price]"),
          ...article.querySelectorAll("h3"),
          article.querySelector("a:last-of-type, div:last-child > a"),
        ].map((part) => Math.round(part?.getBoundingClientRect().top ?? Number.NaN)),
      );
    const first = await rows(cards[0] as (typeof cards)[number]);
    expect(first.length).toBeGreaterThan(5);
    for (const card of cards.slice(1)) expect(await rows(card)).toEqual(first);
  });
});

test.describe("the brand typeface", () => {
  // The stylesheet's one face and its file: tests/request/geometry.spec.ts.
  test("a first visit paints in the fallback and fetches Inter after hydration; the next page and the next visit are in Inter, which the fallback matches line for line", {
    tag: "@js-only",
  }, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const first = await page.evaluate(() => ({
      mark: document.documentElement.dataset.font,
      h1: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
    }));
    expect(first).toEqual({ mark: "fallback", h1: expect.stringMatching(/^"Inter Fallback"/) });
    // Fetched once the page is hydrated, long after the first contentful paint, and noted for next time.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("brand-font"))).toMatch(/\.woff2$/);
    const fetched = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
      const font = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"));
      return {
        afterPaint: (font?.startTime ?? -1) > paint,
        file: new URL(font?.name ?? "", location.href).pathname,
      };
    });
    expect(fetched.afterPaint).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("brand-font"))).toBe(fetched.file);
    // This page keeps the fallback; the next page comes in Inter.
    expect(await page.evaluate(() => document.documentElement.dataset.font)).toBe("fallback");
    const homeHeading = await page.locator("h1").innerText();
    await page.getByRole("banner").locator('a[href="/planos"]').first().click();
    await expect(page).toHaveURL(/\/planos$/);
    await expect(page.locator("h1")).not.toHaveText(homeHeading);
    const next = await page.evaluate(() => ({
      mark: document.documentElement.dataset.font ?? null,
      h1: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
      inter: document.fonts.check('20px "Inter Variable"'),
    }));
    expect(next).toEqual({
      mark: null,
      h1: expect.stringMatching(/^"Inter Variable", "Inter Fallback"/),
      inter: true,
    });

    // The next visit: Inter from the first paint, from the browser's cache.
    await page.goto("/contato");
    const visit = await page.evaluate(() => ({
      mark: document.documentElement.dataset.font ?? null,
      h1: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
      fromCache: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    }));
    expect(visit).toEqual({ mark: null, h1: expect.stringMatching(/^"Inter Variable"/), fromCache: [0] });

    const measured = await page.evaluate(async () => {
      await Promise.all([400, 800].map((weight) => document.fonts.load(`${weight} 20px "Inter Variable"`)));
      const sample = "Venda mais no delivery com seu próprio cardápio digital, WhatsApp e PDV integrados";
      /** The box of the sample set in one family at a weight (a line, inline, so its width is the text's). */
      const box = (family: string, weight: number) => {
        const span = document.createElement("span");
        span.textContent = sample;
        span.style.cssText = `font: ${weight} 20px/normal ${family}; white-space: nowrap; position: absolute; top: 0; left: 0;`;
        document.body.append(span);
        const { width, height } = span.getBoundingClientRect();
        span.remove();
        return { width, height };
      };
      return [400, 800].map((weight) => ({
        weight,
        inter: box('"Inter Variable"', weight),
        fallback: box('"Inter Fallback"', weight),
      }));
    });
    for (const { weight, inter, fallback } of measured) {
      // Same line height (ascent + descent) and nearly the same width: the first page and the next
      // are laid out alike.
      expect(Math.abs(inter.height - fallback.height), `line height at ${weight}`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(inter.width - fallback.width) / inter.width, `width at ${weight}`).toBeLessThan(0.02);
    }
    // The one file the stylesheet names, and no other (the second visit took it from the cache).
    expect([...new Set(fonts)]).toEqual([fetched.file]);
  });

  test("without JavaScript the stylesheet asks for Inter at the first paint", {
    tag: "@no-js-only",
  }, async ({ page }) => {
    await page.goto("/planos");
    const h1 = await page.evaluate(
      () => getComputedStyle(document.querySelector("h1") as Element).fontFamily,
    );
    expect(h1).toMatch(/^"Inter Variable", "Inter Fallback"/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('20px "Inter Variable"'))).toBe(true);
  });
});

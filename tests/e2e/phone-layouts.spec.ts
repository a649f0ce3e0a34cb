import type { Locator, Page } from "@playwright/test";
import { content } from "../support/content";
import { expect, test } from "./helpers";

/**
 * Issue 30's layouts, measured where they show: the long lists folded on a phone (390 px) and whole on
 * a laptop (1366 px), with JavaScript on and off (@no-js); the baselines and slips at both widths. What
 * the server renders (the <details>, the notice, the tables) is read without a browser in
 * tests/request/what-a-visitor-sees.spec.ts.
 */

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

/** Reopens the page at another width: the layout is the first paint's, as a visitor gets it. */
async function at(page: Page, size: { width: number; height: number }, path: string) {
  await page.setViewportSize(size);
  await page.goto(path);
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};

/** Nothing of the page lies past the window's right edge (the phone would scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const size = page.viewportSize();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size?.width);
}

/** Every fold of the main content, and the cards (links) inside it. */
const folds = (page: Page) => page.locator("main details[data-fold]");

test.describe("long lists on a phone", () => {
  test("/funcionalidades: each category folds on a phone, opens on a tap; on a laptop every card shows", {
    tag: "@no-js",
  }, async ({ page }) => {
    const cards = page.locator('main details a[href^="/funcionalidades/"]');
    await at(page, phone, "/funcionalidades");
    const count = await folds(page).count();
    expect(count).toBeGreaterThan(1);
    for (const fold of await folds(page).all()) {
      await expect(fold.locator("summary h3")).toBeVisible();
      await expect(fold.locator('a[href^="/funcionalidades/"]').first()).toBeHidden();
    }
    await expectNoSidewaysScroll(page);
    const folded = await page.evaluate(() => document.documentElement.scrollHeight);
    // A tap opens one category; every card is reachable that way.
    for (const summary of await folds(page).locator("summary").all()) await summary.click();
    await expect(cards.filter({ visible: true })).toHaveCount(content.funcionalidades.length);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(folded * 2);

    await at(page, laptop, "/funcionalidades");
    await expect(cards.filter({ visible: true })).toHaveCount(content.funcionalidades.length);
    // The heading is not a switch there: a click leaves the cards in place.
    await folds(page).first().locator("summary h3").click({ force: true });
    await expect(folds(page).first().locator('a[href^="/funcionalidades/"]').first()).toBeVisible();
  });

  test("/integracoes: each category folds on a phone; on a laptop the cards fill one grid, four a row", {
    tag: "@no-js",
  }, async ({ page }) => {
    const cards = page.locator('main details a[href^="/integracoes/"]');
    await at(page, phone, "/integracoes");
    await expectNoSidewaysScroll(page);
    await expect(cards.first()).toBeHidden();
    await expect(cards.filter({ visible: true })).toHaveCount(0);
    const first = folds(page).first();
    await first.locator("summary").click();
    await expect(first.locator('a[href^="/integracoes/"]').first()).toBeVisible();
    expect((await box(first.locator('a[href^="/integracoes/"]').first())).width).toBeGreaterThan(300);

    await at(page, laptop, "/integracoes");
    await expect(cards.filter({ visible: true })).toHaveCount(content.integracoes.length);
    await expect(page.locator("main details summary").filter({ visible: true })).toHaveCount(0);
    // The folds give way: one grid, four a row, a category's first card beside the last one before it.
    const top = async (i: number) => Math.round((await box(cards.nth(i))).y);
    const tops = await Promise.all([0, 1, 2, 3, 4].map(top));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
    const firstCategory = content.integracoes.filter((i) => i.category === content.integracoes[0]?.category);
    if (firstCategory.length % 4 !== 0) {
      expect(await top(firstCategory.length)).toBe(await top(firstCategory.length - 1));
    }
  });

  test("/privacidade and /termos-de-uso: sections fold on a phone and the contents opens the one it names", {
    tag: "@no-js",
  }, async ({ page }) => {
    for (const path of ["/privacidade", "/termos-de-uso"]) {
      await at(page, phone, path);
      await expectNoSidewaysScroll(page);
      const sections = page.locator("article details[data-fold]");
      const last = sections.last();
      await expect(last.locator("summary h2")).toBeVisible();
      await expect(last.locator("summary + div")).toBeHidden();
      const toc = page.getByRole("navigation", { name: "Sumário" }).getByRole("link");
      await toc.last().click();
      await expect(last.locator("summary h2")).toBeInViewport();
      // Its text shows: the link's target opens it, without JavaScript too.
      await expect(last.locator("summary + div")).toBeVisible();
      await expect(sections.first().locator("summary + div")).toBeHidden();

      await at(page, laptop, path);
      await expect(page.locator("article details summary + div").filter({ visible: true })).toHaveCount(
        await sections.count(),
      );
    }
  });

  test("/planos: a card's full list is one tap away on a phone, whole on a laptop; 'Anual' moves no card", {
    tag: "@no-js",
  }, async ({ page }) => {
    const cards = page.getByRole("region", { name: "Planos" }).getByRole("article");
    const more = page.getByText("Ver tudo o que está incluído");
    await at(page, phone, "/planos");
    await expectNoSidewaysScroll(page);
    const first = cards.first();
    await expect(first.getByRole("listitem").first()).toBeHidden();
    await expect(more).toHaveCount(content.planos.length);
    await first.getByText("Ver tudo o que está incluído").click();
    await expect(first.getByRole("listitem")).toHaveCount(content["pagina-planos"].planFeatures.length);
    for (const item of await first.getByRole("listitem").all()) await expect(item).toBeVisible();
    // Each card opens on its own.
    await expect(cards.nth(1).getByRole("listitem").first()).toBeHidden();

    for (const size of [phone, laptop]) {
      await at(page, size, "/planos");
      if (size === laptop) {
        await expect(more.filter({ visible: true })).toHaveCount(0);
        await expect(cards.first().getByRole("listitem").last()).toBeVisible();
      }
      // Each card's top in the page (the switch may keep the scroll position or reset it).
      const tops = () =>
        cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top + scrollY));
      const monthly = await tops();
      await page
        .getByRole("navigation", { name: "Período de cobrança" })
        .getByRole("link", { name: "Anual" })
        .click();
      await expect(page).toHaveURL(/periodo=anual/);
      await expect(page.getByText(/^Economize \d+%$/)).toBeVisible();
      // The saving's badge had its room: no card moved.
      expect(await tops()).toEqual(monthly);
    }
  });

  test("the home page's demo stores: a row that scrolls sideways on a phone, four side by side on a laptop", async ({
    page,
  }) => {
    const stores = page.locator("section[aria-labelledby=lojas-demo] li");
    await at(page, phone, "/");
    const count = await stores.count();
    expect(count).toBe(Object.keys(content.site.demoStores).length);
    const row = stores.first().locator("..");
    const tops = await Promise.all((await stores.all()).map(async (store) => (await box(store)).y));
    expect(new Set(tops).size).toBe(1);
    const scroll = await row.evaluate((el) => ({ width: el.scrollWidth, visible: el.clientWidth }));
    expect(scroll.width).toBeGreaterThan(scroll.visible);
    // The next card peeks in: a sign that the row goes on.
    const second = await box(stores.nth(1));
    expect(second.x).toBeLessThan(phone.width);
    await stores.last().getByRole("link").scrollIntoViewIfNeeded();
    await expect(stores.last().getByRole("link")).toBeInViewport();
    // The row scrolls, not the page.
    await expectNoSidewaysScroll(page);

    await at(page, laptop, "/");
    const wide = await Promise.all((await stores.all()).map(async (store) => box(store)));
    expect(new Set(wide.map((b) => Math.round(b.y))).size).toBe(1);
    expect(wide.at(-1)?.x ?? 0).toBeGreaterThan(wide[0]?.x ?? 0);
  });
});

test("/api-aberta: the base URL breaks only at a slash and every tab is on screen, on a phone and a laptop", async ({
  page,
}) => {
  for (const size of [phone, laptop]) {
    await at(page, size, "/api-aberta");
    // The URL's lines, read character by character: each line but the last ends with a slash.
    const lines = await page.locator("p.select-all").evaluate((el) => {
      const byTop = new Map<number, string>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent?.length ?? 0); i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? "") + node.textContent?.[i]);
        }
      }
      return [...byTop.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
    });
    expect(lines.join("")).toBe(await page.locator("p.select-all").textContent());
    for (const line of lines.slice(0, -1)) expect(line, lines.join(" | ")).toMatch(/\/$/);

    const tabs = page.getByRole("tablist").getByRole("tab");
    expect(await tabs.count()).toBeGreaterThan(4);
    for (const tab of await tabs.all()) {
      const { x, width } = await box(tab);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(size.width);
    }
    const bar = await page.getByRole("tablist").evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(bar).toBe(0);
  }
});

test.describe("baselines and slips, at 390 and 1366 px", () => {
  test("/sobrenos: the figures share one baseline in their row and sit at the top of their card", async ({
    page,
  }) => {
    for (const size of [phone, laptop]) {
      await at(page, size, "/sobrenos");
      const cards = page.locator("section[aria-labelledby=resultados] dl > div");
      expect(await cards.count()).toBe(content["pagina-sobre-nos"].results.length);
      const figures = await cards.evaluateAll((all) =>
        all.map((card) => {
          const value = card.querySelector("dd")?.getBoundingClientRect();
          const own = card.getBoundingClientRect();
          return {
            row: Math.round(own.top),
            bottom: Math.round(value?.bottom ?? 0),
            offset: Math.round((value?.top ?? 0) - own.top),
          };
        }),
      );
      for (const figure of figures) {
        const row = figures.filter((other) => other.row === figure.row);
        for (const other of row)
          expect(Math.abs(other.bottom - figure.bottom), size.width.toString()).toBeLessThanOrEqual(1);
      }
      expect(new Set(figures.map((f) => f.offset)).size, size.width.toString()).toBe(1);
    }
  });

  test("a blog post: the title block starts on its text's left edge", async ({ page }) => {
    const [post] = content.blog;
    if (!post) throw new Error("the content has no blog post");
    for (const size of [phone, laptop]) {
      await at(page, size, `/blog/${post.id}`);
      const title = await box(page.getByRole("heading", { level: 1 }));
      const text = await box(page.locator("article > header + div h2").first());
      expect(Math.abs(title.x - text.x), size.width.toString()).toBeLessThanOrEqual(1);
    }
  });

  test("/integracoes' code examples: no column runs longer than the other; one column on a phone, in order", async ({
    page,
  }) => {
    const section = page.locator("section[aria-labelledby=api-desenvolvedores]");
    const figures = section.getByRole("figure");
    await at(page, laptop, "/integracoes");
    const blocks = await Promise.all((await figures.all()).map(box));
    expect(blocks).toHaveLength(3);
    const [list, update, answer] = blocks as [
      Awaited<ReturnType<typeof box>>,
      Awaited<ReturnType<typeof box>>,
      Awaited<ReturnType<typeof box>>,
    ];
    expect(update.x).toBeGreaterThan(list.x + list.width);
    expect(Math.abs(list.y - update.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(answer.y + answer.height - (update.y + update.height))).toBeLessThanOrEqual(1);

    await at(page, phone, "/integracoes");
    const stacked = await Promise.all((await figures.all()).map(box));
    for (let i = 1; i < stacked.length; i++) {
      expect(stacked[i]?.y ?? 0).toBeGreaterThan((stacked[i - 1]?.y ?? 0) + (stacked[i - 1]?.height ?? 0));
      expect(Math.abs((stacked[i]?.x ?? 0) - (stacked[0]?.x ?? 0))).toBeLessThanOrEqual(1);
    }
  });

  test("/integracoes/{id}: the FAQ lines up with the centred form above it", async ({ page }) => {
    const [integration] = content.integracoes;
    if (!integration) throw new Error("the content has no integration");
    for (const size of [phone, laptop]) {
      await at(page, size, `/integracoes/${integration.id}`);
      const form = await box(page.locator("main form").last().locator("xpath=ancestor::section[1]"));
      const faq = await box(
        page.locator("section[aria-labelledby=perguntas-frequentes] details").first().locator(".."),
      );
      expect(Math.abs(faq.x - form.x), size.width.toString()).toBeLessThanOrEqual(1);
      expect(Math.abs(faq.width - form.width), size.width.toString()).toBeLessThanOrEqual(1);
    }
  });

  test("a feature page's closing form has its copy and drawing beside it, no empty column", async ({
    page,
  }) => {
    const feature = content.funcionalidades[0];
    if (!feature) throw new Error("the content has no feature");
    const form = page.locator("#contratar");
    const copy = form.locator("xpath=preceding-sibling::div[1]");
    await at(page, laptop, `/funcionalidades/${feature.id}`);
    await copy.locator("img").scrollIntoViewIfNeeded();
    await expect
      .poll(() => copy.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const side = await box(copy);
    const filled = await copy.evaluate((el) => {
      const last = el.lastElementChild?.getBoundingClientRect();
      const first = el.firstElementChild?.getBoundingClientRect();
      return (last?.bottom ?? 0) - (first?.top ?? 0);
    });
    const formBox = await box(form);
    expect(side.x + side.width).toBeLessThan(formBox.x);
    // The copy and the drawing fill the column beside the form: less than 150 px left empty, split
    // above and below (it was 400 px under the copy).
    expect(formBox.height - filled).toBeLessThan(150);

    await at(page, phone, `/funcionalidades/${feature.id}`);
    await expect(copy.locator("img")).toBeHidden();
    expect((await box(form)).y).toBeGreaterThan((await box(copy)).y);
  });

  test("the mega-menu at 1024 and 1366 px: every label with its pill and every description on one line, inside the window", async ({
    page,
  }) => {
    for (const width of [1024, laptop.width]) {
      await at(page, { width, height: 768 }, "/planos");
      const nav = page.getByRole("navigation", { name: "Principal" });
      await nav.getByRole("link", { name: "Soluções" }).hover();
      await expect(nav.getByRole("link", { name: /Ver mais/ })).toBeVisible();
      const panel = await box(page.locator(".mega-panel > div"));
      expect(panel.x, `${width}`).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width, `${width}`).toBeLessThanOrEqual(width);
      const links = await page.locator(".mega-panel .grid a").evaluateAll((all) =>
        all.map((a) => {
          const lines = (el: Element | undefined) => {
            if (!el) return 0;
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set(
              [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
            ).size;
          };
          const [label, description] = [...a.children];
          const link = a.getBoundingClientRect();
          const pill = label?.querySelector(".rounded-full")?.getBoundingClientRect();
          return {
            text: a.textContent,
            // The label and its pill stay inside the link's padding (8 px), on one line.
            fits:
              (label?.getBoundingClientRect().right ?? 0) <= link.right - 7 &&
              (label?.getBoundingClientRect().height ?? 99) <= 28,
            description: lines(description),
            // A pill keeps its words on one line, at its own width.
            pill: pill ? Math.round(pill.height) <= 24 : true,
          };
        }),
      );
      expect(links.length).toBeGreaterThan(10);
      for (const link of links) {
        expect(link.fits, `${width}: ${link.text}`).toBe(true);
        expect(link.description, `${width}: ${link.text}`).toBe(1);
        expect(link.pill, `${width}: ${link.text}`).toBe(true);
      }
    }
  });

  test("/contato's hours table fits a phone", async ({ page }) => {
    await at(page, phone, "/contato");
    const section = page.getByRole("region", { name: "Horário de atendimento" });
    const table = section.getByRole("table");
    await expect(table.getByRole("rowheader")).toHaveCount(2);
    const [outer, inner] = [await box(section), await box(table)];
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    await expectNoSidewaysScroll(page);
  });
});

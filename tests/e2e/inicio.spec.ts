import { expect, type Locator, type Page } from "@playwright/test";
import { content } from "../support/content";
import { cardText, serverRows, uniquePartners } from "../support/inicio";
import { test } from "./helpers";

// The demo form has its own spec (demo-form.spec.ts); this one covers what only a browser shows of the
// rest of the home page: its layout, the moving partner rows and the carousels. The copy, figures,
// links and their targets, and the partner rows as the server renders them: tests/request/inicio.spec.ts.
// What the page says comes from content/paginas/inicio.yaml, read here as the build reads it.
const { coverage, testimonials, clients } = content["pagina-inicio"];
const demoStores = content["pagina-inicio"].demoStores.stores;
const homeFeatures = content["pagina-inicio"].features.cards;

/**
 * Spec 1, section 1 and 9: the marketing figures, in the order of the statistics, each in the
 * wording every page uses (the facts of content/fatos.yaml).
 */
const { faturamentoGerado, pedidosProcessados, lojasAtendidas, parceiros } = content.fatos;
const specFigures = [faturamentoGerado, pedidosProcessados, lojasAtendidas, parceiros];

function partnerRows(page: Page): [Locator, Locator] {
  return [
    page.getByRole("region", { name: "Parceiros, primeira fileira" }),
    page.getByRole("region", { name: "Parceiros, segunda fileira" }),
  ];
}

/** Texts of a row's cards in the accessible tree (the aria-hidden copy is left out). */
async function accessibleCards(row: Locator): Promise<string[]> {
  return (await row.getByRole("listitem").allTextContents()).map((text) => text.trim());
}

const scrollLeft = (el: Locator) => el.evaluate((node) => node.scrollLeft);
/** Visible width, one loop period (half the scroll width: each half is rendered twice) and the 60% step. */
const geometry = (el: Locator) =>
  el.evaluate((node) => ({
    visible: node.clientWidth,
    period: node.scrollWidth / 2,
    step: Math.round(node.clientWidth * 0.6),
  }));
const wrap = (offset: number, period: number) => ((offset % period) + period) % period;

/**
 * Loads the home page with a fake clock, waits for hydration (the partner controls
 * appear with the shuffle), brings the rows into view and stops time, so that only
 * `page.clock.runFor` makes the rows move.
 */
async function loadWithStoppedClock(page: Page) {
  // Fake timers apply to documents loaded after install, so install first.
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Próximos parceiros" })).toBeVisible();
  await partnerRows(page)[1].scrollIntoViewIfNeeded();
  // Keep the pointer off the rows: hovering one pauses it.
  await page.mouse.move(1, 1);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.clock.runFor(300);
}

test.describe("home page", () => {
  test("shows every section in the spec's order; the map is drawn; 'Agendar demonstração' brings the form into view", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const sections = [
      main.getByRole("heading", { level: 1 }),
      main.getByRole("heading", { name: coverage.title }),
      main.getByText(specFigures[0] ?? "", { exact: true }),
      main.getByRole("heading", { name: "Lojas demonstrativas" }),
      partnerRows(page)[0],
      main.getByRole("link", { name: homeFeatures[0]?.title }),
      main.getByRole("figure").filter({ hasText: testimonials.items[0]?.company }),
      main.getByRole("img", { name: new RegExp(`^${clients.items[0]?.name}, `) }),
      main.getByRole("link", { name: content["pagina-inicio"].finalCta.contract }),
    ];
    const tops: number[] = [];
    for (const section of sections) {
      await expect(section).toHaveCount(1);
      const box = await section.boundingBox();
      tops.push(box?.y ?? Number.NaN);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    // The coverage map really is drawn (it loads lazily, so once in view).
    const map = page.getByRole("img", { name: /Mapa do Brasil/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The final call to action scrolls to the demo form (with JavaScript, the router follows the link).
    await page.getByRole("link", { name: content["pagina-inicio"].finalCta.demo }).click();
    await expect(page).toHaveURL("/#demonstracao");
    await expect(page.locator("#demonstracao")).toBeInViewport();
  });

  test("the four demo stores open their demo URL in a new tab that cannot reach back", async ({
    page,
    context,
  }) => {
    // The demo stores live on another host: answer for it, so the new tab has something to load.
    await context.route(/^https:\/\/demo\.gamadelivery\.com\.br\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Loja demo</title>" }),
    );
    await page.goto("/");
    const section = page.getByRole("region", { name: "Lojas demonstrativas" });
    await expect(section.getByRole("listitem")).toHaveCount(demoStores.length);
    for (const store of demoStores) {
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: store.name }) });
      const link = card.getByRole("link", { name: content["pagina-inicio"].demoStores.visit });
      const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(tab).toHaveURL(content.site.demoStores[store.store]);
      // noopener: the new tab cannot reach back to the site.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    await expect(page).toHaveURL("/");
  });

  test("the client carousel's arrows scroll by 60% of its visible width", { tag: "@js-only" }, async ({
    page,
  }) => {
    await page.goto("/");
    const list = page.getByRole("list", { name: "Clientes Gama Delivery" });
    const next = page.getByRole("button", { name: "Próximos clientes" });
    await expect(next).toBeVisible();
    const { visible, pitch } = await list.evaluate((node) => ({
      visible: node.clientWidth,
      pitch: (node.children[1] as HTMLElement).offsetLeft - (node.children[0] as HTMLElement).offsetLeft,
    }));
    expect(await scrollLeft(list)).toBe(0);
    await next.click();
    // The list snaps to card edges, so the step lands on the card edge nearest to 60%.
    const settled = async () => {
      let last = -1;
      await expect
        .poll(async () => {
          const now = await scrollLeft(list);
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
      return last;
    };
    const afterNext = await settled();
    expect(Math.abs(afterNext - visible * 0.6)).toBeLessThanOrEqual(pitch / 2);
    await page.getByRole("button", { name: "Clientes anteriores" }).click();
    await expect.poll(() => scrollLeft(list)).toBe(0);
  });

  // Without JavaScript the rows and the list have no buttons: the keyboard scrolls them (the partner
  // rows as the server renders them: tests/request/inicio.spec.ts).
  test.describe("without JavaScript", { tag: "@no-js-only" }, () => {
    test.use({ javaScriptEnabled: false });

    test("the partner rows and the client list scroll by keyboard", async ({ page }) => {
      await page.goto("/");
      const [first] = partnerRows(page);
      const clientList = page.getByRole("list", { name: "Clientes Gama Delivery" });
      for (const scroller of [first, clientList]) {
        await expect(scroller).toHaveAttribute("tabindex", "0");
        expect(await scrollLeft(scroller)).toBe(0);
        await scroller.focus();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => scrollLeft(scroller)).toBeGreaterThan(0);
      }
    });
  });

  test.describe("partner rows", () => {
    test("the browser shuffles the partners after load; each appears once in the accessible tree, the loop copy hidden", {
      tag: "@js-only",
    }, async ({ page }) => {
      await page.goto("/");
      // The controls render in the same update as the shuffle: read the rows after it, not during it.
      await expect(page.getByRole("button", { name: "Próximos parceiros" })).toBeVisible();
      const rows = partnerRows(page);
      const shown: string[] = [];
      for (const row of rows) {
        const cards = await accessibleCards(row);
        shown.push(...cards);
        // Each half is rendered twice for a seamless loop; the second copy is aria-hidden.
        await expect(row.locator("li")).toHaveCount(cards.length * 2);
        await expect(row.locator('li[aria-hidden="true"]')).toHaveCount(cards.length);
      }
      expect([...shown].sort()).toEqual(uniquePartners.map(cardText).sort());
      expect(shown.filter((text) => text.startsWith("iFood"))).toHaveLength(1);
      // With 23 partners a shuffle keeps the server order with probability 1/23! (about 4e-23).
      expect(shown).not.toEqual(serverRows.flat());
      // One loop period is exactly half the scroll width, so wrapping around shows no jump.
      for (const row of rows) {
        const { period } = await geometry(row);
        const copyOffset = await row.evaluate((node) => {
          const items = node.querySelectorAll("li");
          const first = items[0] as HTMLElement;
          return (items[items.length / 2] as HTMLElement).offsetLeft - first.offsetLeft;
        });
        expect(copyOffset).toBe(period);
      }
    });

    test("a mouse drag moves a row and pauses it; it resumes 1 s after release", { tag: "@js-only" }, async ({
      page,
    }) => {
      await loadWithStoppedClock(page);
      const [first, second] = partnerRows(page);
      const box = await first.boundingBox();
      if (!box) throw new Error("the first row has no box");
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      const before = await scrollLeft(first);
      await page.mouse.down();
      await page.mouse.move(x - 100, y, { steps: 5 });
      await page.mouse.up();
      // Spec 1, section 9: the drag multiplier is 2.
      expect(await scrollLeft(first)).toBe(before + 200);
      await page.mouse.move(1, 1);
      const dragged = await scrollLeft(first);
      const other = await scrollLeft(second);
      await page.clock.runFor(900);
      expect(await scrollLeft(first)).toBe(dragged);
      // The other row went on moving.
      expect(await scrollLeft(second)).toBeLessThan(other);
      await page.clock.runFor(300);
      expect(await scrollLeft(first)).toBeGreaterThan(dragged);
    });

    test("rows scroll in opposite directions; the pause toggle stops and resumes the motion", {
      tag: "@js-only",
    }, async ({ page }) => {
      await loadWithStoppedClock(page);
      const [first, second] = partnerRows(page);
      const start = [await scrollLeft(first), await scrollLeft(second)];
      await page.clock.runFor(1000);
      expect(await scrollLeft(first)).toBeGreaterThan(start[0] ?? 0);
      expect(await scrollLeft(second)).toBeLessThan(start[1] ?? 0);

      const toggle = page.getByRole("button", { name: "Pausar animação" });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      const held = [await scrollLeft(first), await scrollLeft(second)];
      await page.clock.runFor(2000);
      expect([await scrollLeft(first), await scrollLeft(second)]).toEqual(held);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await page.clock.runFor(500);
      expect(await scrollLeft(first)).toBeGreaterThan(held[0] ?? 0);
      expect(await scrollLeft(second)).toBeLessThan(held[1] ?? 0);
    });

    test("next and previous glide both rows by 60% of their width, looping", { tag: "@js-only" }, async ({
      page,
    }) => {
      await loadWithStoppedClock(page);
      const rows = partnerRows(page);
      // Hold the auto-scroll so only the buttons move the rows.
      await page.getByRole("button", { name: "Pausar animação" }).click();
      const start = await Promise.all(rows.map(scrollLeft));
      const shapes = await Promise.all(rows.map(geometry));
      const expectAt = async (offsets: (shape: { period: number; step: number }, from: number) => number) => {
        for (const [index, row] of rows.entries()) {
          const shape = shapes[index] as { period: number; step: number };
          const expected = wrap(offsets(shape, start[index] ?? 0), shape.period);
          expect(Math.abs((await scrollLeft(row)) - expected)).toBeLessThanOrEqual(1);
        }
      };

      await page.getByRole("button", { name: "Próximos parceiros" }).click();
      // It glides: after one frame the row has moved, but not the whole way.
      await page.clock.runFor(20);
      const midway = await scrollLeft(rows[0]);
      expect(midway).not.toBe(start[0]);
      expect(
        Math.abs(midway - wrap((start[0] ?? 0) + (shapes[0]?.step ?? 0), shapes[0]?.period ?? 1)),
      ).toBeGreaterThan(1);
      await page.clock.runFor(1000);
      await expectAt((shape, from) => from + shape.step);

      // Twice back: the first row starts near the loop's start, so this wraps around.
      await page.getByRole("button", { name: "Parceiros anteriores" }).click();
      await page.getByRole("button", { name: "Parceiros anteriores" }).click();
      await page.clock.runFor(1000);
      await expectAt((shape, from) => from - shape.step);
    });

    test.describe("under reduced motion", () => {
      test.beforeEach(async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
      });

      test("the rows stay still, and the buttons move them at once", { tag: "@js-only" }, async ({
        page,
      }) => {
        await loadWithStoppedClock(page);
        const rows = partnerRows(page);
        const start = await Promise.all(rows.map(scrollLeft));
        await page.clock.runFor(3000);
        expect(await Promise.all(rows.map(scrollLeft))).toEqual(start);
        // Nothing moves by itself, so there is nothing to pause.
        await expect(page.getByRole("button", { name: "Pausar animação" })).toBeHidden();

        const shapes = await Promise.all(rows.map(geometry));
        await page.getByRole("button", { name: "Próximos parceiros" }).click();
        // One frame is enough: no glide.
        await page.clock.runFor(20);
        expect(await Promise.all(rows.map(scrollLeft))).toEqual(
          shapes.map((shape, index) => wrap((start[index] ?? 0) + shape.step, shape.period)),
        );
      });
    });
  });
});

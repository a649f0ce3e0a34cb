import { expect, type Page } from "@playwright/test";
import { elsewhere, first, firstTopic, homeOf, inTopic, total, tutorials } from "../support/treinamentos";
import { axeViolations, test, withJavaScript } from "./helpers";

/**
 * What a browser shows of the tutorials page: the tabs switching with JavaScript, the dialogs (opened
 * in place with JavaScript, by the card's link without it), focus, the carousel, and the covers drawn
 * with nothing asked of the video host. Every tab and dialog address as the server renders it, the
 * cards, covers and links: tests/request/treinamentos.spec.ts.
 */
const tabNav = (page: Page) => page.getByRole("navigation", { name: "Categorias de tutoriais" });
const videoList = (page: Page) => page.getByRole("list", { name: /^Vídeos de / });
const cards = (page: Page) => videoList(page).getByRole("link");

/**
 * The machine is offline, and the content's tutorials have no video yet: any request to the video
 * host is recorded (a tutorial without a video must not fetch a thumbnail) and answered offline.
 */
async function watchVideoHost(page: Page) {
  const requests: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(ytimg|youtube|youtube-nocookie)\.com\//, (route) => {
    requests.push(route.request().url());
    return route.abort("failed");
  });
  return requests;
}

test.beforeAll(() => {
  // This suite checks the tutorials as shipped: without a video address (issue 24). A tutorial with
  // one is proved on a scratch copy of the content (tests/e2e/editor.spec.ts).
  expect(tutorials.filter((t) => t.url)).toEqual([]);
});

test.describe("tutorials page: tabs", () => {
  test("with JavaScript, choosing a tab puts it in the URL and shows its videos", async ({ page }) => {
    const tab = homeOf(elsewhere);
    if (!tab) throw new Error(`${elsewhere.id} is in no tab`);
    await page.goto("/treinamentos");
    const link = tabNav(page).getByRole("link", { name: tab.name });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/treinamentos\\?categoria=${tab.id}$`));
    await expect(link).toHaveAttribute("aria-current", "true");
    await expect(videoList(page)).toHaveAccessibleName(`Vídeos de ${tab.name}`);
    await expect(cards(page)).toHaveCount(inTopic(tab.id).length);
    await expect(cards(page).filter({ hasText: elsewhere.title })).toHaveCount(1);

    // Back to the default tab: its URL is the bare page.
    await tabNav(page).getByRole("link", { name: firstTopic.name }).click();
    await expect(page).toHaveURL(/\/treinamentos$/);
    await expect(cards(page).filter({ hasText: first.title })).toHaveCount(1);
  });
});

test.describe("tutorials page: tutorials without a video yet", () => {
  test("the covers are drawn, and nothing is asked of the video host", async ({ page }) => {
    const requests = await watchVideoHost(page);
    await page.goto("/treinamentos?categoria=todos");
    await expect(cards(page)).toHaveCount(total);
    // Which cover each card shows, and that the site serves it: tests/request/treinamentos.spec.ts.
    // The covers load (the row scrolls, so bring the last card in view as well).
    const img = cards(page).last().locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    expect(requests).toEqual([]);
  });

  // A dialog reached by a link: with JavaScript it opens in place, without it the link's page shows it.
  test("a card opens its dialog with 'Vídeo em breve' in place of the player @no-js", async ({ page }) => {
    const requests = await watchVideoHost(page);
    await page.goto("/treinamentos");
    const card = cards(page).filter({ hasText: first.title });
    await card.click();
    const dialog = page.getByRole("dialog", { name: first.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: first.title })).toBeVisible();
    await expect(dialog.getByText("Tutorial do sistema Gama Delivery")).toBeVisible();
    await expect(dialog.getByText("Vídeo em breve")).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    if (withJavaScript()) {
      // The dialog opens in place: the address stays the tab's.
      await expect(page).toHaveURL(/\/treinamentos$/);
    } else {
      // Without JavaScript the card is a link to this page with the dialog open; 'Fechar' leads back.
      await expect(page).toHaveURL(new RegExp(`/treinamentos\\?tutorial=${first.id}#tutorial$`));
      await dialog.getByRole("link", { name: "Fechar" }).click();
      await expect(page).toHaveURL(/\/treinamentos$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(cards(page).filter({ hasText: first.title })).toBeVisible();
    }
    expect(requests).toEqual([]);
  });

  test("while no tutorial has a video, 'Começar agora' leads to the list", async ({ page }) => {
    await page.goto("/treinamentos");
    const start = page.getByRole("link", { name: "Começar agora" });
    await expect(start).toHaveAttribute("href", "#videos");
    await start.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(videoList(page)).toBeInViewport();
  });

  test("the video row is reachable and scrollable by keyboard", async ({ page }) => {
    await page.goto("/treinamentos?categoria=todos");
    const list = videoList(page);
    await list.focus();
    await expect(list).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("tutorials page: dialog", () => {
  test("opened, it is modal with focus on 'Fechar' and keeps Tab from the page behind it; Escape closes it and focus returns to the card", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto("/treinamentos");
    const card = cards(page).filter({ hasText: first.title });
    await card.click();

    const dialog = page.getByRole("dialog", { name: first.title });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await expect(dialog).toHaveAccessibleDescription("Tutorial do sistema Gama Delivery");
    await expect(dialog.getByRole("link", { name: "Fechar" })).toBeFocused();

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      // Focus may sit in the dialog or leave for the browser's own controls, never on the page behind it.
      const behind = await page.evaluate(() => {
        const active = document.activeElement;
        const open = document.querySelector("dialog[open]");
        return active && active !== document.body && !open?.contains(active)
          ? active.outerHTML.slice(0, 80)
          : null;
      });
      expect(behind).toBeNull();
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("the close button closes it and focus returns", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/treinamentos?categoria=todos");
    const card = cards(page).last();
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: tutorials.at(-1)?.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Fechar" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});

test("the open tutorial dialog has no WCAG 2.2 AA violation", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/treinamentos");
  await cards(page).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeViolations(page, "dialog")).toEqual([]);
});

test.describe("tutorials page: carousel", () => {
  test("the arrows move the row by 320 px, and a new tab starts at its first video", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto("/treinamentos?categoria=todos");
    const list = videoList(page);
    const scrollLeft = () => list.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await page.getByRole("button", { name: "Próximos vídeos" }).click();
    await expect.poll(scrollLeft).toBe(320);
    await page.getByRole("button", { name: "Próximos vídeos" }).click();
    await expect.poll(scrollLeft).toBe(640);
    await page.getByRole("button", { name: "Vídeos anteriores" }).click();
    await expect.poll(scrollLeft).toBe(320);

    // A new tab starts at its first video.
    await tabNav(page).getByRole("link", { name: "Configuração inicial" }).click();
    await expect(videoList(page)).toHaveAccessibleName("Vídeos de Configuração inicial");
    expect(await videoList(page).evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("under reduced motion the arrows jump without animation", { tag: "@js-only" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/treinamentos?categoria=todos");
    const list = videoList(page);
    await page.getByRole("button", { name: "Próximos vídeos" }).click();
    // Read at once: an instant scroll has already finished.
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(320);
  });
});

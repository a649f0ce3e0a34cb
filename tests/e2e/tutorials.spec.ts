import { expect, type Page } from "@playwright/test";
import { allTutorialsTab, tutorialTopics } from "../../app/content/tutorial-topics.ts";
import { content } from "../support/content";
import { axeViolations, test, withJavaScript } from "./helpers";

const tabNav = (page: Page) => page.getByRole("navigation", { name: "Categorias de tutoriais" });
const videoList = (page: Page) => page.getByRole("list", { name: /^Vídeos de / });
const cards = (page: Page) => videoList(page).getByRole("link");

const { tutorials } = content;
const total = tutorials.length;
const [firstTopic] = tutorialTopics;
const inTopic = (id: string) => tutorials.filter((t) => (t.topics as readonly string[]).includes(id));
/** A tutorial of the first tab and one that is not in it, both from the content. */
const first = inTopic(firstTopic.id)[0];
const elsewhere = tutorials.find((t) => !t.topics.includes(firstTopic.id));
if (!first || !elsewhere) throw new Error("the tests need a tutorial in the first tab and one outside it");
const homeOf = (t: { topics: readonly string[] }) =>
  tutorialTopics.find((topic) => t.topics.includes(topic.id));

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
  test("shows the hero, the six tabs and the first tab selected by default", async ({ page }) => {
    await page.goto("/treinamentos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Começar agora" })).toBeVisible();
    // The spec's six tabs, in its order.
    await expect(tabNav(page).getByRole("link")).toHaveText([
      "Configuração inicial",
      "Gestão de pedidos",
      "Marketing e comunicação",
      "Pagamentos e financeiro",
      "Integrações",
      "Todos os vídeos",
    ]);
    await expect(tabNav(page).getByRole("link", { name: firstTopic.name })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(tabNav(page).locator("[aria-current]")).toHaveCount(1);
    await expect(videoList(page)).toHaveAccessibleName(`Vídeos de ${firstTopic.name}`);
    await expect(cards(page).filter({ hasText: first.title })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: elsewhere.title })).toHaveCount(0);
    const count = inTopic(firstTopic.id).length;
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByText(count === 1 ? "1 vídeo" : `${count} vídeos`, { exact: true })).toBeVisible();
  });

  test("'Todos os vídeos' lists every tutorial, in the content's order", async ({ page }) => {
    await page.goto("/treinamentos");
    await tabNav(page).getByRole("link", { name: allTutorialsTab.name }).click();
    await expect(page).toHaveURL(/\/treinamentos\?categoria=todos$/);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByText(`${total} vídeos`, { exact: true })).toBeVisible();
    const titles = await cards(page).evaluateAll((links) =>
      links.map((a) => a.querySelector(":scope > span:last-child")?.textContent?.trim()),
    );
    expect(titles).toEqual(tutorials.map((t) => t.title));
    // The hero's count is the number of tutorials, computed.
    await expect(page.getByText(new RegExp(`\\b${total} tutoriais`)).first()).toBeVisible();
  });

  test("choosing a tab puts it in the URL and shows its videos", async ({ page }) => {
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

  test("the server renders the tab the URL names", async ({ page, request }) => {
    const tab = homeOf(elsewhere);
    if (!tab) throw new Error(`${elsewhere.id} is in no tab`);
    const response = await request.get(`/treinamentos?categoria=${tab.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(elsewhere.title);
    if (!first.topics.includes(tab.id)) expect(html).not.toContain(first.title);
    expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${tab.name}<`));

    await page.goto(`/treinamentos?categoria=${tab.id}`);
    await expect(tabNav(page).getByRole("link", { name: tab.name })).toHaveAttribute("aria-current", "true");
  });

  test("an unknown tab falls back to the default one", async ({ page }) => {
    await page.goto("/treinamentos");
    const defaultTitles = await cards(page).allInnerTexts();
    const response = await page.goto("/treinamentos?categoria=nao-existe");
    expect(response?.status()).toBe(200);
    await expect(tabNav(page).getByRole("link", { name: firstTopic.name })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await cards(page).allInnerTexts()).toEqual(defaultTitles);
  });
});

test.describe("tutorials page: tutorials without a video yet", () => {
  test("each card shows its drawn cover, and nothing is asked of the video host", async ({ page }) => {
    // Which cover each card gets, and the one notice above the list: tests/request/what-a-visitor-sees.spec.ts.
    const requests = await watchVideoHost(page);
    await page.goto("/treinamentos?categoria=todos");
    await expect(cards(page)).toHaveCount(total);
    await expect(cards(page).first().locator("img")).toHaveAttribute("src", /^\/img\/treinamentos\/.+\.svg$/);
    // The covers load (the row scrolls, so bring the last card in view as well).
    const img = cards(page).last().locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await expect(img).toHaveAttribute("alt", "");
    expect(requests).toEqual([]);
  });

  test("a card opens its dialog with 'Vídeo em breve' in place of the player", async ({ page }) => {
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

  test("the dialog's address opens it from another tab too", { tag: "@no-js-only" }, async ({ page }) => {
    await page.goto("/treinamentos?categoria=todos");
    const card = cards(page).filter({ hasText: elsewhere.title });
    await expect(card).toHaveAttribute(
      "href",
      `/treinamentos?categoria=todos&tutorial=${elsewhere.id}#tutorial`,
    );
    await card.click();
    await expect(page.getByRole("dialog", { name: elsewhere.title })).toBeVisible();
    await page.getByRole("dialog").getByRole("link", { name: "Fechar" }).click();
    await expect(page).toHaveURL(/\/treinamentos\?categoria=todos$/);
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
  test("Escape closes it and focus returns to the card", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/treinamentos");
    const card = cards(page).filter({ hasText: first.title });
    await card.click();

    const dialog = page.getByRole("dialog", { name: first.title });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await expect(dialog).toHaveAccessibleDescription("Tutorial do sistema Gama Delivery");
    await expect(dialog.getByRole("link", { name: "Fechar" })).toBeFocused();

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

  test("opened from the keyboard, the dialog keeps Tab from reaching the page behind it", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto("/treinamentos");
    const card = cards(page).first();
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
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
  test("the arrows move the row by 320 px", { tag: "@js-only" }, async ({ page }) => {
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
  });

  test("under reduced motion the arrows jump without animation", { tag: "@js-only" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/treinamentos?categoria=todos");
    const list = videoList(page);
    await page.getByRole("button", { name: "Próximos vídeos" }).click();
    // Read at once: an instant scroll has already finished.
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(320);
  });

  test("a new tab starts at its first video", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/treinamentos?categoria=todos");
    await page.getByRole("button", { name: "Próximos vídeos" }).click();
    await expect.poll(() => videoList(page).evaluate((el) => el.scrollLeft)).toBe(320);
    await tabNav(page).getByRole("link", { name: "Configuração inicial" }).click();
    await expect(videoList(page)).toHaveAccessibleName("Vídeos de Configuração inicial");
    expect(await videoList(page).evaluate((el) => el.scrollLeft)).toBe(0);
  });
});

import { expect, type Page } from "@playwright/test";
import { axeViolations, test, withJavaScript } from "./helpers";

const tabNav = (page: Page) => page.getByRole("navigation", { name: "Categorias de tutoriais" });
const videoList = (page: Page) => page.getByRole("list", { name: /^Vídeos de / });
const cards = (page: Page) => videoList(page).getByRole("link");
const idOf = (href: string | null) => new URL(href ?? "", "https://x.invalid").searchParams.get("v");

/** A 1x1 PNG: what the video host answers when a thumbnail loads. */
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAAMBAQAY3Y2wAAAAAElFTkSuQmCC",
  "base64",
);

/** The machine is offline: answer the video host's requests so each test decides what they do. */
async function stubVideoHost(page: Page, thumbnails: "load" | "fail") {
  await page.route("https://i.ytimg.com/**", (route) =>
    thumbnails === "load"
      ? route.fulfill({ status: 200, contentType: "image/png", body: pixel })
      : route.abort("failed"),
  );
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
  );
  await page.route("https://www.youtube.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><html lang=pt-BR><title>YouTube</title><h1>Vídeo no YouTube</h1></html>",
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await stubVideoHost(page, "fail");
});

test.describe("tutorials page: tabs", () => {
  test("shows the hero, the six tabs and the first tab selected by default", async ({ page }) => {
    await page.goto("/treinamentos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Começar Agora" })).toBeVisible();
    await expect(tabNav(page).getByRole("link")).toHaveText([
      "Configuração Inicial",
      "Gestão de Pedidos",
      "Marketing e Comunicação",
      "Pagamentos e Financeiro",
      "Integrações",
      "Todos os Vídeos",
    ]);
    await expect(tabNav(page).getByRole("link", { name: "Configuração Inicial" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(tabNav(page).locator("[aria-current]")).toHaveCount(1);
    await expect(videoList(page)).toHaveAccessibleName("Vídeos de Configuração Inicial");
    await expect(cards(page).filter({ hasText: "Como cadastrar produtos" })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "Como ativar o Pix automático" })).toHaveCount(0);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(38);
    await expect(page.getByText(`${count} vídeos`, { exact: true })).toBeVisible();
  });

  test("'Todos os Vídeos' lists the 38 tutorials", async ({ page }) => {
    await page.goto("/treinamentos");
    await tabNav(page).getByRole("link", { name: "Todos os Vídeos" }).click();
    await expect(page).toHaveURL(/\/treinamentos\?categoria=todos$/);
    await expect(cards(page)).toHaveCount(38);
    await expect(page.getByText("38 vídeos", { exact: true })).toBeVisible();
  });

  test("choosing a tab puts it in the URL and shows its videos", async ({ page }) => {
    await page.goto("/treinamentos");
    const payments = tabNav(page).getByRole("link", { name: "Pagamentos e Financeiro" });
    await payments.click();
    await expect(page).toHaveURL(/\/treinamentos\?categoria=pagamentos-e-financeiro$/);
    await expect(payments).toHaveAttribute("aria-current", "true");
    await expect(videoList(page)).toHaveAccessibleName("Vídeos de Pagamentos e Financeiro");
    await expect(cards(page).filter({ hasText: "Como ativar o Pix automático" })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "Como cadastrar produtos" })).toHaveCount(0);

    // Back to the default tab: its URL is the bare page.
    await tabNav(page).getByRole("link", { name: "Configuração Inicial" }).click();
    await expect(page).toHaveURL(/\/treinamentos$/);
    await expect(cards(page).filter({ hasText: "Como cadastrar produtos" })).toHaveCount(1);
  });

  test("the server renders the tab the URL names", async ({ page, request }) => {
    const response = await request.get("/treinamentos?categoria=integracoes");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Como integrar um parceiro de entregas");
    expect(html).not.toContain("Como cadastrar produtos");
    expect(html).toMatch(/aria-current="true"[^>]*>Integrações</);

    await page.goto("/treinamentos?categoria=integracoes");
    await expect(tabNav(page).getByRole("link", { name: "Integrações" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(cards(page).filter({ hasText: "Como integrar sua loja ao marketplace" })).toHaveCount(1);
  });

  test("an unknown tab falls back to the default one", async ({ page }) => {
    await page.goto("/treinamentos");
    const defaultTitles = await cards(page).allInnerTexts();
    const response = await page.goto("/treinamentos?categoria=nao-existe");
    expect(response?.status()).toBe(200);
    await expect(tabNav(page).getByRole("link", { name: "Configuração Inicial" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await cards(page).allInnerTexts()).toEqual(defaultTitles);
  });
});

test.describe("tutorials page: videos", () => {
  test("every video is a link to its YouTube page", async ({ page }) => {
    await page.goto("/treinamentos?categoria=todos");
    const hrefs = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toHaveLength(38);
    for (const href of hrefs) {
      expect(href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    }
    expect(new Set(hrefs).size).toBe(38);
    // 'Começar Agora' leads to the first video.
    await expect(page.getByRole("link", { name: "Começar Agora" })).toHaveAttribute("href", hrefs[0] ?? "");
  });

  test("clicking a video plays it: the YouTube page without JavaScript, the player with it", async ({
    page,
  }) => {
    await page.goto("/treinamentos");
    const card = cards(page).filter({ hasText: "Como cadastrar produtos" });
    const href = await card.getAttribute("href");
    await card.click();
    if (withJavaScript()) {
      await expect(page.getByRole("dialog", { name: "Como cadastrar produtos" })).toBeVisible();
      await expect(page).toHaveURL(/\/treinamentos$/);
    } else {
      await expect(page).toHaveURL(href ?? "");
      await expect(page.getByRole("heading", { name: "Vídeo no YouTube" })).toBeVisible();
    }
  });

  test("thumbnails come from the video host with size and lazy loading", async ({ page }) => {
    await page.unrouteAll();
    await stubVideoHost(page, "load");
    await page.goto("/treinamentos");
    const card = cards(page).first();
    const img = card.locator("img");
    const id = idOf(await card.getAttribute("href"));
    await expect(img).toHaveAttribute("src", `https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "480");
    await expect(img).toHaveAttribute("height", "360");
    await expect(img).toHaveAttribute("alt", "");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // A thumbnail that loads keeps its source: no placeholder.
    await expect(img).not.toHaveAttribute("data-fallback");
    await expect(img).toHaveAttribute("src", /^https:\/\/i\.ytimg\.com\//);
  });

  test("a thumbnail that fails to load shows the placeholder", async ({ page }) => {
    await page.goto("/treinamentos");
    const img = cards(page).first().locator("img");
    await img.scrollIntoViewIfNeeded();
    if (withJavaScript()) {
      // onError swaps in the site's own placeholder, which loads offline.
      await expect(img).toHaveAttribute("src", "/img/treinamentos/sem-miniatura.svg");
      await expect(img).toHaveAttribute("data-fallback", "");
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    } else {
      // Without JavaScript, CSS covers the broken image with the placeholder.
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0))
        .toBe(true);
      const after = await img.evaluate((el) => {
        const style = getComputedStyle(el, "::after");
        return { image: style.backgroundImage, position: style.position };
      });
      expect(after.image).toContain("/img/treinamentos/sem-miniatura.svg");
      expect(after.position).toBe("absolute");
      const placeholder = await page.request.get("/img/treinamentos/sem-miniatura.svg");
      expect(placeholder.status()).toBe(200);
    }
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

test.describe("tutorials page: player dialog", () => {
  test("a card opens the player; Escape closes it and focus returns to the card", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto("/treinamentos");
    const card = cards(page).filter({ hasText: "Como cadastrar produtos" });
    const id = idOf(await card.getAttribute("href"));
    await card.click();

    const dialog = page.getByRole("dialog", { name: "Como cadastrar produtos" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await expect(dialog.getByRole("heading", { name: "Como cadastrar produtos" })).toBeVisible();
    await expect(dialog.getByText("Tutorial do sistema Gama Delivery")).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription("Tutorial do sistema Gama Delivery");

    const src = await dialog.locator("iframe").getAttribute("src");
    const player = new URL(src ?? "");
    expect(player.origin).toBe("https://www.youtube-nocookie.com");
    expect(player.pathname).toBe(`/embed/${id}`);
    expect(player.searchParams.get("autoplay")).toBe("1");
    await expect(dialog.locator("iframe")).toHaveAttribute("allow", /autoplay/);
    await expect(dialog.getByRole("button", { name: "Fechar" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The player is gone, so the video stops.
    await expect(page.locator("iframe")).toHaveCount(0);
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
      // Focus may sit in the dialog (or the player frame inside it) or leave for the browser's own
      // controls, never on the page behind the dialog.
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

  test("'Começar Agora' opens the first video; the close button closes it and focus returns", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto("/treinamentos?categoria=todos");
    const firstTitle = (await cards(page).first().innerText()).trim();
    const start = page.getByRole("link", { name: "Começar Agora" });
    await start.click();

    const dialog = page.getByRole("dialog", { name: firstTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Tutorial do sistema Gama Delivery")).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?.*autoplay=1/,
    );

    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();

    // It opens again, from the keyboard too.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
  });
});

test("the open player dialog has no WCAG 2.2 AA violation", { tag: "@js-only" }, async ({ page }) => {
  await page.goto("/treinamentos");
  await page.getByRole("link", { name: "Começar Agora" }).click();
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
    await tabNav(page).getByRole("link", { name: "Configuração Inicial" }).click();
    await expect(videoList(page)).toHaveAccessibleName("Vídeos de Configuração Inicial");
    expect(await videoList(page).evaluate((el) => el.scrollLeft)).toBe(0);
  });
});

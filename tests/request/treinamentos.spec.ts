import type { CheerioAPI } from "cheerio";
import { coverOf } from "../../app/content/treinamentos.ts";
import { allTutorialsTab } from "../../app/content/tutorial-topics.ts";
import { elsewhere, first, firstTopic, homeOf, inTopic, total, tutorials } from "../support/treinamentos";
import { accessibleName, ask, expect, named, test, textOf, visibleText } from "./helpers";

/**
 * The tutorials page as the server renders it: every tab the URL can name (each a link: the page
 * without JavaScript), the cards, their covers and links, and the dialog an address opens. Tabs
 * switching in place, the dialogs, focus, the carousel and the covers drawn: tests/e2e/treinamentos.spec.ts.
 */
const tabLink = ($: CheerioAPI, name: string) =>
  named($, 'nav[aria-label="Categorias de tutoriais"] a[href]', name);
const videoList = ($: CheerioAPI) => named($, "ul", /^Vídeos de /);
const cards = ($: CheerioAPI) => videoList($).find("a[href]");
const cardsWith = ($: CheerioAPI, title: string) => cards($).filter((_, a) => textOf($(a)).includes(title));
const tabs = ($: CheerioAPI) =>
  $('nav[aria-label="Categorias de tutoriais"] a[href]')
    .toArray()
    .map((a) => textOf($(a)));

const videoHost = /^https?:\/\/([a-z0-9-]+\.)*(ytimg|youtube|youtube-nocookie)\.com\//;
/**
 * What of the video host the page would make a browser fetch: pictures, frames, scripts, and links
 * that preload or preconnect. (A link to the company's channel in the JSON-LD fetches nothing.)
 */
const videoHostFetches = ($: CheerioAPI) =>
  [
    ...$("[src], [srcset], [poster], [data]")
      .toArray()
      .flatMap((el) => ["src", "srcset", "poster", "data"].map((name) => $(el).attr(name) ?? "")),
    ...$('link[rel~="preconnect"], link[rel~="preload"], link[rel~="prefetch"], link[rel~="dns-prefetch"]')
      .toArray()
      .map((link) => $(link).attr("href") ?? ""),
  ].filter((url) => videoHost.test(url));

test.beforeAll(() => {
  // This suite checks the tutorials as shipped: without a video address (issue 24). A tutorial with
  // one is proved on a scratch copy of the content (tests/e2e/editor.spec.ts).
  expect(tutorials.filter((t) => t.url)).toEqual([]);
});

test.describe("tutorials page: tabs", () => {
  test("shows the hero, the six tabs and the first tab selected by default", async () => {
    const { status, $ } = await ask("/treinamentos");
    expect(status).toBe(200);
    expect(visibleText($, "h1")).not.toBe("");
    expect(named($, "a[href]", "Começar agora")).toHaveLength(1);
    // The spec's six tabs, in its order.
    expect(tabs($)).toEqual([
      "Configuração inicial",
      "Gestão de pedidos",
      "Marketing e comunicação",
      "Pagamentos e financeiro",
      "Integrações",
      "Todos os vídeos",
    ]);
    expect(tabLink($, firstTopic.name).attr("aria-current")).toBe("true");
    expect($('nav[aria-label="Categorias de tutoriais"] [aria-current]')).toHaveLength(1);
    expect(accessibleName($, videoList($))).toBe(`Vídeos de ${firstTopic.name}`);
    expect(cardsWith($, first.title)).toHaveLength(1);
    expect(cardsWith($, elsewhere.title)).toHaveLength(0);
    const count = inTopic(firstTopic.id).length;
    expect(cards($)).toHaveLength(count);
    expect(visibleText($)).toContain(count === 1 ? "1 vídeo" : `${count} vídeos`);
  });

  test("'Todos os vídeos' lists every tutorial, in the content's order", async () => {
    const href = tabLink((await ask("/treinamentos")).$, allTutorialsTab.name).attr("href") ?? "";
    expect(href).toBe("/treinamentos?categoria=todos");
    const { $ } = await ask(href);
    expect(cards($)).toHaveLength(total);
    expect(visibleText($)).toContain(`${total} vídeos`);
    const titles = cards($)
      .toArray()
      .map((a) => textOf($(a).children("span").last()));
    expect(titles).toEqual(tutorials.map((t) => t.title));
    // The hero's count is the number of tutorials, computed.
    expect(visibleText($)).toMatch(new RegExp(`\\b${total} tutoriais`));
  });

  test("each tab is a link to its address, which shows its videos; the default tab's is the bare page", async () => {
    const tab = homeOf(elsewhere);
    if (!tab) throw new Error(`${elsewhere.id} is in no tab`);
    const href = tabLink((await ask("/treinamentos")).$, tab.name).attr("href") ?? "";
    expect(href).toBe(`/treinamentos?categoria=${tab.id}`);
    const { $ } = await ask(href);
    expect(tabLink($, tab.name).attr("aria-current")).toBe("true");
    expect(accessibleName($, videoList($))).toBe(`Vídeos de ${tab.name}`);
    expect(cards($)).toHaveLength(inTopic(tab.id).length);
    expect(cardsWith($, elsewhere.title)).toHaveLength(1);
    // Back to the default tab: its address is the bare page.
    expect(tabLink($, firstTopic.name).attr("href")).toBe("/treinamentos");
    expect(cardsWith((await ask("/treinamentos")).$, first.title)).toHaveLength(1);
  });

  test("the server renders the tab the URL names", async () => {
    const tab = homeOf(elsewhere);
    if (!tab) throw new Error(`${elsewhere.id} is in no tab`);
    const { status, body: html, $ } = await ask(`/treinamentos?categoria=${tab.id}`);
    expect(status).toBe(200);
    expect(html).toContain(elsewhere.title);
    if (!first.topics.includes(tab.id)) expect(html).not.toContain(first.title);
    expect(html).toMatch(new RegExp(`aria-current="true"[^>]*>${tab.name}<`));
    expect(tabLink($, tab.name).attr("aria-current")).toBe("true");
  });

  test("an unknown tab falls back to the default one", async () => {
    const defaults = (await ask("/treinamentos")).$;
    const defaultTitles = cards(defaults)
      .toArray()
      .map((a) => textOf(defaults(a)));
    const { status, $ } = await ask("/treinamentos?categoria=nao-existe");
    expect(status).toBe(200);
    expect(tabLink($, firstTopic.name).attr("aria-current")).toBe("true");
    expect(
      cards($)
        .toArray()
        .map((a) => textOf($(a))),
    ).toEqual(defaultTitles);
  });
});

test.describe("tutorials page: tutorials without a video yet", () => {
  test("each card shows the cover drawn for its subject, served by the site; nothing points at the video host", async () => {
    const { $ } = await ask("/treinamentos?categoria=todos");
    expect(cards($)).toHaveLength(total);
    const shown = cards($)
      .toArray()
      .map((a) => ({
        cover: $(a).find("img").attr("src"),
        alt: $(a).find("img").attr("alt"),
        text: textOf($(a)),
      }));
    // Each tutorial's drawing (its file's choice, else its title's subject, else its first tab's), not
    // one drawing for all: tutorials about different things show different drawings.
    expect(shown.map((card) => card.cover)).toEqual(tutorials.map(coverOf));
    expect(new Set(shown.map((card) => card.cover)).size).toBeGreaterThan(tutorials.length / 2);
    // That the videos are coming is said once, above the list (tests/request/what-a-visitor-sees.spec.ts).
    for (const card of shown) expect(card.text).not.toContain("Vídeo em breve");
    expect(shown.at(-1)?.alt).toBe("");
    // Each drawing is served by the site and is a picture.
    for (const cover of new Set(shown.map((card) => card.cover))) {
      const response = await ask(cover ?? "");
      expect(response.status, cover ?? "").toBe(200);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
    }
    // No thumbnail, player or preconnect of the video host in the page (that the browser asks it for
    // nothing, and draws the covers: tests/e2e/treinamentos.spec.ts).
    expect(videoHostFetches($)).toEqual([]);
  });

  test("a card links to this page with its dialog: 'Vídeo em breve' in place of the player, and 'Fechar' back", async () => {
    const { $ } = await ask("/treinamentos");
    const href = cardsWith($, first.title).attr("href") ?? "";
    expect(href).toBe(`/treinamentos?tutorial=${first.id}#tutorial`);
    const opened = await ask(href);
    expect(opened.status).toBe(200);
    const dialog = named(opened.$, "dialog", first.title);
    expect(dialog).toHaveLength(1);
    expect(dialog.attr("id")).toBe("tutorial");
    expect(textOf(dialog.find("h2"))).toBe(first.title);
    expect(textOf(dialog)).toContain("Tutorial do sistema Gama Delivery");
    expect(textOf(dialog)).toContain("Vídeo em breve");
    expect(dialog.find("iframe")).toHaveLength(0);
    expect(named(opened.$, "dialog a[href]", "Fechar").attr("href")).toBe("/treinamentos");
    expect(videoHostFetches(opened.$)).toEqual([]);
    // Without the address, no dialog has content.
    expect(textOf($("dialog"))).toBe("");
  });

  test("the dialog's address opens it from another tab too", async () => {
    const { $ } = await ask("/treinamentos?categoria=todos");
    const href = cardsWith($, elsewhere.title).attr("href") ?? "";
    expect(href).toBe(`/treinamentos?categoria=todos&tutorial=${elsewhere.id}#tutorial`);
    const opened = (await ask(href)).$;
    expect(named(opened, "dialog", elsewhere.title)).toHaveLength(1);
    expect(named(opened, "dialog a[href]", "Fechar").attr("href")).toBe("/treinamentos?categoria=todos");
  });

  test("while no tutorial has a video, 'Começar agora' leads to the list", async () => {
    const { $ } = await ask("/treinamentos");
    expect(named($, "a[href]", "Começar agora").attr("href")).toBe("#videos");
    // The anchor heads the section that holds the list.
    expect($("#videos")).toHaveLength(1);
    expect(videoList($).closest("section").find("#videos")).toHaveLength(1);
  });

  test("the video row is reachable by keyboard", async () => {
    const { $ } = await ask("/treinamentos?categoria=todos");
    // A focusable scroller (the arrow keys scroll it: tests/e2e/treinamentos.spec.ts).
    expect(videoList($).attr("tabindex")).toBe("0");
  });
});

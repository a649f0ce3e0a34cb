import type { CheerioAPI } from "cheerio";
import { type PageKey, pages } from "../../app/content/pages.ts";
import { demoStoreIds } from "../../app/content/schema/inicio.ts";
import { content } from "../support/content";
import { cardText, serverRows, uniquePartners } from "../support/inicio";
import { ask, expect, named, test, textOf, visibleText } from "./helpers";

/**
 * The home page as the server renders it (what a browser without JavaScript shows, and what the
 * browser's enhancements start from): its copy, figures, links and their targets. The layout, the
 * moving partner rows and the carousels: tests/e2e/inicio.spec.ts. What the page says comes from
 * content/paginas/inicio.yaml (and the testimonials and clients it picks), read as the build reads it.
 */
const { coverage, stats, testimonials, clients } = content["pagina-inicio"];
const demoStores = content["pagina-inicio"].demoStores.stores;
const homeFeatures = content["pagina-inicio"].features.cards;
const { hero, finalCta } = content["pagina-inicio"];

/** Spec 1, sections 1 and 9: the marketing figures, in the order of the statistics (content/fatos.yaml). */
const { faturamentoGerado, pedidosProcessados, lojasAtendidas, parceiros } = content.fatos;
const specFigures = [faturamentoGerado, pedidosProcessados, lojasAtendidas, parceiros];

/** Where a card's link leads: a page of the site, a feature or a solution. */
function pathOf(to: (typeof homeFeatures)[number]["to"]): string {
  if (to.discriminant === "feature") return `/funcionalidades/${to.value}`;
  if (to.discriminant === "solution") return `/solucoes/${to.value}`;
  return pages[to.value as PageKey];
}

const partnerRows = ($: CheerioAPI) => [
  named($, "section", "Parceiros, primeira fileira"),
  named($, "section", "Parceiros, segunda fileira"),
];
/** Texts of a row's cards in the accessible tree (the aria-hidden copy is left out). */
const accessibleCards = ($: CheerioAPI, row: ReturnType<CheerioAPI>) =>
  row
    .find("li")
    .filter((_, li) => $(li).closest('[aria-hidden="true"]').length === 0)
    .toArray()
    .map((li) => $(li).text().trim());
const link = ($: CheerioAPI, name: string | RegExp) => named($, "main a[href]", name);

/** A page a link leads to answers 200 with a main heading. */
async function expectPage(path: string) {
  const target = await ask(path);
  expect(target.status, path).toBe(200);
  expect(textOf(target.$("h1")), `${path} has a main heading`).not.toBe("");
}

test.describe("home page", () => {
  test("hero: its first button leads to /contato and its second to /revenda", async () => {
    const { status, $ } = await ask("/");
    expect(status).toBe(200);
    expect(visibleText($, "main h1")).not.toBe("");
    expect(link($, hero.contract).attr("href")).toBe("/contato");
    expect(link($, hero.resell).attr("href")).toBe("/revenda");
    await expectPage("/revenda");
  });

  test("coverage: the map of Brazil and the stores served ('+3.000 lojas atendidas')", async () => {
    expect(coverage.title).toContain(lojasAtendidas);
    const { $ } = await ask("/");
    expect($("h2").filter((_, h) => textOf($(h)) === coverage.title)).toHaveLength(1);
    const map = $("img").filter((_, img) => /Mapa do Brasil/.test($(img).attr("alt") ?? ""));
    expect(map).toHaveLength(1);
    const source = await ask(map.attr("src") ?? "");
    expect(source.status).toBe(200);
    expect(source.headers.get("content-type")).toMatch(/^image\//);
    // That the browser draws it once scrolled into view: tests/e2e/inicio.spec.ts.
  });

  test("the four statistics show the facts' figures with their labels", async () => {
    expect(stats.map((stat) => stat.value)).toEqual(specFigures);
    const { $ } = await ask("/");
    const region = named($, "section", "Números da Gama Delivery");
    expect(
      region
        .find("dd")
        .toArray()
        .map((dd) => textOf($(dd))),
    ).toEqual(specFigures);
    expect(
      region
        .find("dt")
        .toArray()
        .map((dt) => textOf($(dt))),
    ).toEqual(stats.map((stat) => stat.label));
  });

  test("the four demo stores link to their demo URL, in a new tab, with noopener", async () => {
    expect(demoStores.map((store) => store.store)).toEqual([...demoStoreIds]);
    const { $ } = await ask("/");
    const section = named($, "section", "Lojas demonstrativas");
    expect(section.find("li")).toHaveLength(demoStores.length);
    for (const store of demoStores) {
      const card = section.find("li").filter((_, li) => textOf($(li).find("h3")) === store.name);
      expect(card, store.name).toHaveLength(1);
      expect(textOf(card)).toContain(store.description);
      const storeLink = card
        .find("a[href]")
        .filter((_, a) => textOf($(a)).startsWith(content["pagina-inicio"].demoStores.visit));
      expect(storeLink.attr("href")).toBe(content.site.demoStores[store.store]);
      expect(storeLink.attr("target")).toBe("_blank");
      expect(storeLink.attr("rel")).toMatch(/\bnoopener\b/);
    }
  });

  test("partners: the button leads to the integrations catalogue", async () => {
    const { $ } = await ask("/");
    expect(link($, content["pagina-inicio"].partners.link).attr("href")).toBe("/integracoes");
    await expectPage("/integracoes");
  });

  test("the feature cards link to pages that answer 200", async () => {
    const { $ } = await ask("/");
    const cards = named($, "section", content["pagina-inicio"].features.title).find("li");
    expect(cards).toHaveLength(homeFeatures.length);
    for (const [index, feature] of homeFeatures.entries()) {
      const card = cards.eq(index).find("a[href]");
      expect(textOf(card)).toContain(feature.title);
      expect(textOf(card)).toContain(feature.description);
      expect(card.attr("href")).toBe(pathOf(feature.to));
      await expectPage(pathOf(feature.to));
    }
  });

  test("three testimonials with name, company and results", async () => {
    expect(testimonials.items).toHaveLength(3);
    const { $ } = await ask("/");
    for (const testimonial of testimonials.items) {
      const figure = $("figure").filter((_, f) => textOf($(f)).includes(testimonial.company));
      expect(figure, testimonial.company).toHaveLength(1);
      expect(textOf(figure.find("blockquote"))).toBe(testimonial.text);
      expect(textOf(figure)).toContain(testimonial.name);
      for (const result of testimonial.results) expect(textOf(figure)).toContain(result);
    }
  });

  test("final call to action: its buttons lead to /contato and to the demo form", async () => {
    const { $ } = await ask("/");
    expect(link($, finalCta.contract).attr("href")).toBe("/contato");
    expect(link($, finalCta.demo).attr("href")).toBe("/#demonstracao");
    expect($("#demonstracao")).toHaveLength(1);
    // The hero and CTA targets answer.
    for (const path of ["/contato", "/revenda", "/integracoes"])
      expect((await ask(path)).status, path).toBe(200);
  });

  test("the client carousel lists every client", async () => {
    const { $ } = await ask("/");
    const list = named($, "ul", "Clientes Gama Delivery");
    expect(list.find("li")).toHaveLength(clients.items.length);
    // Each card is the client's drawn mark, named in its alt text (tests/request/product-visuals.spec.ts).
    for (const client of clients.items) {
      const item = list
        .find("li")
        .filter((_, li) => ($(li).find("img").attr("alt") ?? "").includes(client.name));
      expect(item, client.name).toHaveLength(1);
      expect(item.find("img").attr("alt")).toContain(client.segment.toLocaleLowerCase("pt-BR"));
    }
  });

  test("the server renders the partner rows in a stable order, with no dead controls", async () => {
    for (let load = 0; load < 2; load++) {
      const { $ } = await ask("/");
      const [first, second] = partnerRows($);
      if (!first || !second) throw new Error("two partner rows");
      expect(accessibleCards($, first)).toEqual(serverRows[0]);
      expect(accessibleCards($, second)).toEqual(serverRows[1]);
      // The row controls come with JavaScript (tests/e2e/inicio.spec.ts); without it, none is there.
      for (const name of [
        "Parceiros anteriores",
        "Pausar animação",
        "Próximos parceiros",
        "Próximos clientes",
      ])
        expect(named($, "button", name), name).toHaveLength(0);
    }
  });

  test("each partner appears once in the accessible tree; the loop copy is hidden", async () => {
    const { $ } = await ask("/");
    const shown: string[] = [];
    for (const row of partnerRows($)) {
      const cards = accessibleCards($, row);
      shown.push(...cards);
      // Each half is rendered twice for a seamless loop; the second copy is aria-hidden.
      expect(row.find("li")).toHaveLength(cards.length * 2);
      expect(row.find('li[aria-hidden="true"]')).toHaveLength(cards.length);
    }
    expect([...shown].sort()).toEqual(uniquePartners.map(cardText).sort());
    expect(shown.filter((text) => text.startsWith("iFood"))).toHaveLength(1);
    // The loop's period (half the scroll width) and the rows after the browser's shuffle:
    // tests/e2e/inicio.spec.ts.
  });
});

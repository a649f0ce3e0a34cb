import type { CheerioAPI } from "cheerio";
import { site } from "../../app/content/site.ts";
import { SEARCH_PARAM } from "../../app/lib/blog.ts";
import { contact, content } from "../support/content";
import { accessibleName, ask, expect, named, test, visibleText } from "./helpers";

/**
 * What the server renders for issue 30 ("what a visitor sees, round three"): the tutorials' notice and
 * covers, the phone folds (<details>) of the long pages, the plans' coming modules, /contato's hours
 * table, the 404 page's way on, the API page's base URL. The layouts themselves, with JavaScript on and
 * off, are measured in a browser (tests/e2e/phone-layouts.spec.ts).
 */

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
const linksIn = ($: CheerioAPI, scope: ReturnType<CheerioAPI>) =>
  scope
    .find("a")
    .toArray()
    .map((a) => ({ name: accessibleName($, a), href: $(a).attr("href") ?? "" }));

test.describe("tutorials", () => {
  test("say once, above the list, that the videos are being recorded, with the help centre and support linked", async () => {
    const { status, $ } = await ask("/treinamentos?categoria=todos");
    expect(status).toBe(200);
    const { videosComing } = content["pagina-treinamentos"];
    const notice = named($, "section", videosComing.title);
    expect(notice).toHaveLength(1);
    // Its words are marketing's (content/paginas/treinamentos.yaml), facts written in.
    expect(squeeze(notice.find("p").first().text())).toBe(squeeze(videosComing.text));
    expect(videosComing.text).toContain(content.fatos.atendimentoHumanoAbre);
    expect(linksIn($, notice)).toEqual([
      { name: "Central de ajuda", href: "/central-de-ajuda" },
      {
        name: `Suporte: ${contact.support.phone}`,
        href: `tel:+55${contact.support.phone.replace(/\D/g, "")}`,
      },
      { name: contact.support.email, href: `mailto:${contact.support.email}` },
      { name: "Falar com o suporte", href: "/contato?assunto=Suporte" },
    ]);
    // Above the list, and only once: the cards themselves no longer repeat it.
    const list = named($, "ul", "Vídeos de Todos os vídeos");
    expect(list).toHaveLength(1);
    expect($("*").index(notice)).toBeLessThan($("*").index(list));
    expect(visibleText($, "main")).not.toContain("Vídeo em breve");
    expect(visibleText($, "main").split(videosComing.title)).toHaveLength(2);
  });
});

test.describe("phone folds: each long list is in <details>, every item in the HTML", () => {
  test("/funcionalidades folds each category under its heading; a chosen category comes open", async () => {
    const { $ } = await ask("/funcionalidades");
    const folds = $("main details[data-fold]");
    const groups = new Set(content.funcionalidades.map((feature) => feature.category));
    expect(folds).toHaveLength(groups.size);
    for (const fold of folds.toArray()) {
      expect($(fold).attr("open")).toBeUndefined();
      expect($(fold).children("summary").find("h3")).toHaveLength(1);
    }
    // Every feature's card is in the page, folded or not.
    expect(folds.find('a[href^="/funcionalidades/"]')).toHaveLength(content.funcionalidades.length);

    const [category] = groups;
    const chosen = await ask(`/funcionalidades?categoria=${category}`);
    const open = chosen.$("main details[data-fold]");
    expect(open).toHaveLength(1);
    expect(open.attr("open")).toBeDefined();
  });

  test("/integracoes folds each category; every integration's card is in the page", async () => {
    const { $ } = await ask("/integracoes");
    const folds = $("main details[data-fold]");
    expect(folds).toHaveLength(new Set(content.integracoes.map((i) => i.category)).size);
    const cards = folds.find('a[href^="/integracoes/"]');
    expect(cards.toArray().map((a) => $(a).attr("href"))).toEqual(
      content.integracoes.map((i) => `/integracoes/${i.id}`),
    );
  });

  for (const path of ["/privacidade", "/termos-de-uso"]) {
    test(`${path} folds each section under its heading, the contents linking to it`, async () => {
      const { $ } = await ask(path);
      const toc = named($, "nav", "Sumário").find("a");
      const folds = $("article details[data-fold]");
      expect(folds).toHaveLength(toc.length);
      folds.toArray().forEach((fold, index) => {
        const heading = $(fold).children("summary").find("h2");
        expect(`#${heading.attr("id")}`).toBe(toc.eq(index).attr("href"));
        // The section's text is in the HTML, after its heading.
        expect(squeeze($(fold).children("div").text()).length).toBeGreaterThan(100);
      });
    });
  }

  test("/planos puts each card's full list behind 'Ver tudo o que está incluído'", async () => {
    const { $ } = await ask("/planos");
    const cards = named($, "section", "Planos").find("article");
    expect(cards).toHaveLength(content.planos.length);
    for (const card of cards.toArray()) {
      const fold = $(card).find("details[data-fold]");
      expect(fold).toHaveLength(1);
      expect(squeeze(fold.children("summary").text())).toBe("Ver tudo o que está incluído");
      expect(fold.find("li")).toHaveLength(content["pagina-planos"].planFeatures.length);
    }
  });
});

test("/planos shows a coming module as coming on every card: the 'Em breve' mark, no tick", async () => {
  const coming = content["pagina-planos"].planFeatures.filter((feature) => feature.comingSoon);
  expect(coming.map((feature) => feature.name)).toContain("WhatsApp Integrado");
  const { $ } = await ask("/planos");
  for (const card of named($, "section", "Planos").find("article").toArray()) {
    for (const feature of coming) {
      const line = $(card)
        .find("li")
        .filter((_, li) => squeeze($(li).text()).includes(feature.name));
      expect(line).toHaveLength(1);
      // The words for assistive technology and the catalogue's badge, never "Incluído".
      expect(squeeze(line.text())).toMatch(new RegExp(`^Em breve: ${feature.name}\\s*Em breve$`));
      expect(line.find('use[href$="#check"]')).toHaveLength(0);
    }
  }
});

test("/contato gives the hours as one table, each channel named, from the facts", async () => {
  const { $ } = await ask("/contato");
  const hours = named($, "section", "Horário de atendimento");
  const table = hours.find("table");
  expect(table).toHaveLength(1);
  const cells = (row: Parameters<CheerioAPI>[0]) =>
    $(row)
      .children("th, td")
      .toArray()
      .map((cell) => squeeze($(cell).text()));
  const [head, ...rows] = table.find("tr").toArray();
  expect(cells(head)).toEqual(["Canal", "Segunda a sexta", "Sábados, domingos e feriados"]);
  const { fatos: facts } = content;
  expect(rows.map(cells)).toEqual([
    [
      "Suporte humano",
      `${facts.atendimentoHumanoAbre} às ${facts.atendimentoHumanoFecha}`,
      `${facts.atendimentoHumanoAbre} às ${facts.atendimentoHumanoFecha}`,
    ],
    [
      "Telefone e e-mail do suporte",
      `${facts.suporteDiasUteisAbre} às ${facts.suporteFecha}`,
      `${facts.suporteFimDeSemanaAbre} às ${facts.suporteFecha}`,
    ],
  ]);
  expect(table.find('th[scope="row"]')).toHaveLength(2);
  expect(squeeze(hours.text())).toContain(contact.responsePromise);
});

test("the 404 page offers the main pages and the blog's search, a GET form that needs no JavaScript", async () => {
  const missing = await ask("/pagina-que-nao-existe");
  expect(missing.status).toBe(404);
  const { $ } = missing;
  // The header's pages (marketing's list in content/navegacao.yaml), the home page aside.
  const header = named($, "nav", "Principal")
    .find("> ul > li > a")
    .toArray()
    .map((a) => ({ name: accessibleName($, a), href: $(a).attr("href") ?? "" }));
  expect(header.length).toBeGreaterThan(3);
  const main = named($, "nav", "Páginas principais");
  expect(main).toHaveLength(1);
  expect(linksIn($, main)).toEqual(header.filter((link) => link.href !== "/"));

  const search = named($, "section", "Buscar no blog").find("form");
  expect(search).toHaveLength(1);
  expect(search.attr("method")).toBe("get");
  expect(search.attr("action")).toBe("/blog");
  const input = search.find('input[type="search"]');
  expect(input.attr("name")).toBe(SEARCH_PARAM);
  expect(accessibleName($, $(`label[for="${input.attr("id")}"]`))).toBe("Buscar artigos");

  // What the form asks for: the blog's results for the term.
  const [post] = content.blog;
  if (!post) throw new Error("the content has no blog post");
  const word = post.title.split(/\s+/).find((w) => w.length > 6) ?? post.title;
  const results = await ask(`/blog?${SEARCH_PARAM}=${encodeURIComponent(word)}`);
  expect(results.status).toBe(200);
  expect(visibleText(results.$, "main")).toContain(post.title);
});

test("/api-aberta lets the base URL break only after a slash", async () => {
  const { $ } = await ask("/api-aberta");
  const url = $("p.select-all");
  expect(url).toHaveLength(1);
  expect(url.text()).toBe(site.apiBaseUrl);
  expect(url.attr("class")).not.toContain("break-all");
  // Break opportunities only right after a slash (never between two), one after each path segment.
  const parts = (url.html() ?? "").split("<wbr>");
  expect(parts.length).toBeGreaterThan(2);
  for (const part of parts.slice(0, -1)) expect(part).toMatch(/[^/]\/$|^https:\/\/$/);
  for (const part of parts.slice(1)) expect(part).not.toMatch(/^\//);
});

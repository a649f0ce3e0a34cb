import type { CheerioAPI } from "cheerio";
import { featureCategories } from "../../app/content/funcionalidades/categories";
import { illustrations } from "../../app/content/illustrations";
import { mailFor, uniqueEmail } from "../e2e/helpers";
import { content } from "../support/content";
import {
  accessibleName,
  ask,
  byText,
  expect,
  field,
  named,
  submitForm,
  test,
  textOf,
  visibleText,
} from "./helpers";

/**
 * The feature catalogue, the feature pages and the solution pages as the server renders them: the
 * filter state of the URL, the copy, drawings, links and their targets, the 404s, and the interest
 * forms as a browser without JavaScript posts them. The filter followed with JavaScript, the cards'
 * layout, the drawings drawn and the form sent with JavaScript: tests/e2e/funcionalidades.spec.ts.
 */
const { funcionalidades: features, solucoes: solutions } = content;
const featureById = (id: string) => {
  const feature = features.find((f) => f.id === id);
  if (!feature) throw new Error(`${id} is not in content/funcionalidades/`);
  return feature;
};
const catalogue = ($: CheerioAPI) => named($, "section", "Catálogo de funcionalidades");
const filterLink = ($: CheerioAPI, name: string) =>
  named($, 'nav[aria-label="Filtrar por categoria"] a[href]', name);
/** The feature pages a part of the page links to, in order. */
const hrefs = ($: CheerioAPI, part: ReturnType<CheerioAPI>) =>
  part
    .find("a[href^='/funcionalidades/']")
    .toArray()
    .map((a) => $(a).attr("href"));
const headings3 = ($: CheerioAPI, part: ReturnType<CheerioAPI>) =>
  part
    .find("h3")
    .toArray()
    .map((h) => textOf($(h)));
const counted = (n: number) => (n === 1 ? "1 funcionalidade" : `${n} funcionalidades`);
/** The categories that hold features, in the filter's order: the page's groups. */
const groups = featureCategories
  .map((category) => ({ ...category, features: features.filter((f) => f.category === category.id) }))
  .filter((group) => group.features.length > 0);

test.describe("feature catalogue", () => {
  test("filters by category through the URL, and 'Todas' clears it", async () => {
    const all = await ask("/funcionalidades");
    expect(all.status).toBe(200);
    const $ = all.$;
    expect(textOf($("h1"))).toBe(content["pagina-funcionalidades"].hero.title);
    expect(
      $('nav[aria-label="Filtrar por categoria"] a[href]')
        .toArray()
        .map((a) => textOf($(a))),
    ).toEqual([
      "Todas",
      "Vendas",
      "Gestão",
      "Fidelização",
      "Marketing",
      "Fiscal",
      "Consultoria",
      "Equipamentos",
    ]);
    expect(visibleText($)).toContain(counted(features.length));
    // Without JavaScript a category is a link to the filtered page (with JavaScript the browser test
    // sees the grid change in place).
    expect(filterLink($, "Fidelização").attr("href")).toBe("/funcionalidades?categoria=fidelizacao");

    const filtered = (await ask("/funcionalidades?categoria=fidelizacao")).$;
    expect(filterLink(filtered, "Fidelização").attr("aria-current")).toBe("true");
    const loyalty = features.filter((f) => f.category === "fidelizacao");
    const grid = catalogue(filtered);
    expect(headings3(filtered, grid)).toEqual(["Fidelização"]);
    expect(
      grid
        .find("a[href]")
        .filter((_, a) => accessibleName(filtered, a).includes(featureById("roleta-da-sorte").title)),
    ).toHaveLength(1);
    expect(hrefs(filtered, grid)).toEqual(loyalty.map((f) => `/funcionalidades/${f.id}`));
    expect(
      grid
        .find("a[href]")
        .filter((_, a) => textOf(filtered(a)).includes(featureById("cardapio-digital").title)),
    ).toHaveLength(0);
    expect(visibleText(filtered)).toContain(counted(loyalty.length));
    expect(filterLink(filtered, "Todas").attr("href")).toBe("/funcionalidades");
  });

  test("every card, under its category's heading, shows its title and whole description", async () => {
    const { $ } = await ask("/funcionalidades");
    const grid = catalogue($);
    expect(headings3($, grid)).toEqual(groups.map((g) => g.name));
    for (const group of groups) {
      const section = grid.find("section").filter((_, s) => named($, "section", group.name).is(s));
      expect(section, group.name).toHaveLength(1);
      expect(section.find("a[href]")).toHaveLength(group.features.length);
      expect(hrefs($, section)).toEqual(group.features.map((f) => `/funcionalidades/${f.id}`));
      for (const feature of group.features) {
        const card = section.find(`a[href="/funcionalidades/${feature.id}"]`);
        expect(textOf(card)).toContain(feature.title);
        expect(textOf(card)).toContain(feature.shortDescription);
      }
    }
    // That no card is cut or animated, at a laptop's and a phone's width: tests/e2e/funcionalidades.spec.ts.
  });

  test("a category in the URL shows its heading and its cards alone", async () => {
    const gestao = groups.find((g) => g.id === "gestao");
    if (!gestao) throw new Error("no feature in Gestão");
    const { $ } = await ask("/funcionalidades?categoria=gestao");
    const grid = catalogue($);
    expect(headings3($, grid)).toEqual([gestao.name]);
    expect(hrefs($, grid)).toEqual(gestao.features.map((f) => `/funcionalidades/${f.id}`));
    expect(visibleText($)).toContain(counted(gestao.features.length));
    // An unknown category shows the whole catalogue.
    const unknown = (await ask("/funcionalidades?categoria=fidelizão")).$;
    expect(headings3(unknown, catalogue(unknown))).toEqual(groups.map((g) => g.name));
  });

  test("cards show title, category badge and the 'Em breve' badge, and open their page", async () => {
    const { $ } = await ask("/funcionalidades?categoria=marketing");
    const card = catalogue($)
      .find("a[href]")
      .filter((_, a) => accessibleName($, a).includes(featureById("campanhas-whatsapp").title));
    expect(card).toHaveLength(1);
    expect(textOf(card)).toContain("Em breve");
    expect(textOf(card)).toContain("Marketing");
    expect(card.attr("href")).toBe("/funcionalidades/campanhas-whatsapp");
    const page = await ask("/funcionalidades/campanhas-whatsapp");
    expect(page.status).toBe(200);
    expect(textOf(page.$("h1"))).not.toBe("");
  });

  test("a feature page shows every part in order, with product illustrations while no video exists", async () => {
    const feature = featureById("cardapio-digital");
    const { $ } = await ask(`/funcionalidades/${feature.id}`);
    const trail = named($, "nav", "Trilha de navegação");
    expect(
      trail
        .find("a[href]")
        .toArray()
        .map((a) => textOf($(a))),
    ).toEqual(["Início", "Funcionalidades"]);
    expect(byText($, feature.title, trail).attr("aria-current")).toBe("page");
    expect(named($, "a[href]", feature.hero.cta).attr("href")).toBe("#contratar");
    expect(named($, "a[href]", "Agendar demonstração").first().attr("href")).toBe("/#demonstracao");
    expect(textOf($("body"))).not.toContain("Vídeo em breve");
    expect($("[data-hero-illustration]").attr("alt")).toBe(illustrations[feature.illustration].alt);
    expect(
      $("h2")
        .toArray()
        .map((h) => textOf($(h)))
        .slice(0, 5),
    ).toEqual([
      feature.section1.title,
      feature.section2.title,
      feature.benefitsSection.title,
      feature.resultsSection.title,
      feature.finalCta.title,
    ]);
    for (const result of feature.resultsSection.results) {
      expect(byText($, result.value).length, result.value).toBeGreaterThan(0);
    }
    expect(textOf($("#contratar"))).toContain(feature.finalCta.form.disclaimer);
    expect(feature.finalCta.form.disclaimer).toMatch(/em até \d+ horas?\b/);
  });

  test("the KDS page shows beside each section the drawing of what it says", async () => {
    const feature = featureById("modulo-kds");
    const { $ } = await ask(`/funcionalidades/${feature.id}`);
    for (const section of [feature.section1, feature.section2]) {
      const drawing = $("section")
        .filter(
          (_, s) =>
            $(s)
              .find("h2")
              .filter((__, h) => textOf($(h)) === section.title).length > 0,
        )
        .find("img");
      expect(drawing, section.title).toHaveLength(1);
      expect(drawing.attr("alt")).toBe(illustrations[section.illustration].alt);
      expect(drawing.attr("src")).toBe(illustrations[section.illustration].src);
    }
    // That each drawing loads at its width (800): tests/e2e/funcionalidades.spec.ts.
  });

  test("every feature page renders the three drawings its content names, and the server sends each one", async () => {
    const served = new Set<string>();
    for (const feature of features) {
      const { body: html } = await ask(`/funcionalidades/${feature.id}`);
      for (const id of [feature.illustration, feature.section1.illustration, feature.section2.illustration]) {
        const { src, alt } = illustrations[id];
        expect(html, `${feature.id} shows ${id}`).toContain(`src="${src}"`);
        expect(html, `${feature.id} describes ${id}`).toContain(`alt="${alt}"`);
        served.add(src);
      }
    }
    for (const src of served) {
      const response = await ask(src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get("content-type"), src).toContain("image/svg+xml");
    }
  });

  test("an unknown feature answers 404 with a way back", async () => {
    const { status, $ } = await ask("/funcionalidades/nao-existe");
    expect(status).toBe(404);
    expect($("h1, h2").filter((_, h) => textOf($(h)) === "Funcionalidade não encontrada")).toHaveLength(1);
    expect(named($, "a[href]", "Ver todas as funcionalidades").attr("href")).toBe("/funcionalidades");
  });

  test("the feature form without JavaScript validates on the server and delivers 'Interesse em {title}'", async () => {
    const email = uniqueEmail("funcionalidade");
    const feature = featureById("modulo-kds");
    const path = `/funcionalidades/${feature.id}`;
    const missing = await submitForm(path, "#contratar form", { nome: "Rita Alves" });
    expect(textOf(missing.$('#contratar [role="alert"]'))).toBe(
      "Por favor, preencha todos os campos obrigatórios.",
    );
    expect(field(missing.$, "#contratar", "Nome Completo").value).toBe("Rita Alves");

    const sent = await submitForm(path, "#contratar form", {
      nome: "Rita Alves",
      email,
      whatsapp: "21 99876-5432",
      mensagem: "Tenho duas cozinhas.",
    });
    expect(textOf(sent.$('#contratar [role="status"]'))).toBe(
      "Recebemos seu interesse! Nossa equipe entra em contato em até 1 hora.",
    );
    expect(field(sent.$, "#contratar", "Nome Completo").value).toBe("");
    const mail = await mailFor(email);
    expect(mail.subject).toBe(`Interesse em ${feature.title}`);
    expect(mail.text).toContain("Tipo de formulário: funcionalidade");
    expect(mail.text).toContain("Telefone / WhatsApp: (21) 99876-5432");
    expect(mail.text).toContain("Mensagem: Tenho duas cozinhas.");
  });
});

test.describe("solution pages", () => {
  test("a solution page lists its problems, linked features and FAQ, and its form delivers", async () => {
    const email = uniqueEmail("solucao");
    const solution = solutions.find((s) => s.id === "sistema-fiscal");
    if (!solution) throw new Error("no sistema-fiscal in content/solucoes/");
    const path = `/solucoes/${solution.id}`;
    const { status, $ } = await ask(path);
    expect(status).toBe(200);
    expect(textOf($("h1"))).toBe(solution.title);
    expect($("h2").filter((_, h) => textOf($(h)) === "O que esta solução resolve")).toHaveLength(1);
    // The features the file picks, in its order, each card opening its page.
    const included = named($, "main section", "Funcionalidades incluídas");
    expect(hrefs($, included)).toEqual(solution.features.map((id) => `/funcionalidades/${id}`));
    for (const id of solution.features) {
      expect(textOf(included.find(`a[href="/funcionalidades/${id}"]`))).toContain(featureById(id).title);
    }
    // The FAQ: the site's native disclosures, each answer inside (the plans page's browser test opens one).
    const faq = $("main details").first();
    expect(faq.children("summary")).toHaveLength(1);
    expect(textOf(faq.children("p"))).not.toBe("");
    expect(faq.attr("open")).toBeUndefined();

    // Sent without JavaScript (with JavaScript: the same form on a feature page in
    // tests/e2e/funcionalidades.spec.ts, and this page in tests/e2e/form-outcome.spec.ts).
    const sent = await submitForm(path, "#fale-conosco form", {
      nome: "Caio Prado",
      email,
      whatsapp: "(31) 3456-7890",
    });
    expect(textOf(sent.$('#fale-conosco [role="status"]'))).not.toBe("");
    expect((await mailFor(email)).subject).toBe(`Interesse em ${solution.menuLabel}`);
  });

  test("an unknown solution answers 404", async () => {
    const { status, $ } = await ask("/solucoes/nao-existe");
    expect(status).toBe(404);
    expect($("h1, h2").filter((_, h) => textOf($(h)) === "Solução não encontrada")).toHaveLength(1);
  });
});

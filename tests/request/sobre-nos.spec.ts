import { ask, expect, headings, linksNamed, named, squeeze, test, visibleText } from "./helpers";

/** The page "sobre-nos" (/sobrenos) as the server sends it, and its old address (/sobreNos). */

test.describe("about page", () => {
  test("/sobreNos and its variants answer 301 to /sobrenos", async () => {
    for (const path of ["/sobreNos", "/SobreNos", "/sobrenos/"]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe("/sobrenos");
    }
    const canonical = await ask("/sobrenos");
    expect(canonical.status).toBe(200);
  });

  test("a visit to /sobreNos lands on the about page, and the footer links the canonical address", async () => {
    const moved = await ask("/sobreNos");
    const landing = await ask(moved.headers.get("location") ?? "");
    expect(landing.status).toBe(200);
    expect(landing.$("h1")).toHaveLength(1);
    expect(visibleText(landing.$, "h1")).not.toBe("");
    const about = linksNamed(landing.$, landing.$("footer"), "Sobre nós");
    expect(about).toHaveLength(1);
    expect(about.attr("href")).toBe("/sobrenos");
  });

  test("the about page shows mission, purpose, the six values, the three audiences and the spec's results", async () => {
    const { $ } = await ask("/sobrenos");
    const main = $("main");
    expect(headings($, main, "Nossa missão")).toHaveLength(1);
    expect(headings($, main, "Nosso propósito")).toHaveLength(1);

    const values = named($, "main section", "Nossos valores");
    expect(values).toHaveLength(1);
    expect(
      values
        .find("h3")
        .toArray()
        .map((h) => squeeze($(h).text())),
    ).toEqual([
      "Inovação constante",
      "Foco no cliente",
      "Excelência técnica",
      "Crescimento sustentável",
      "Colaboração",
      "Transparência",
    ]);

    const audiences = named($, "main section", "Para quem trabalhamos");
    expect(audiences).toHaveLength(1);
    expect(
      audiences
        .find("h3")
        .toArray()
        .map((h) => squeeze($(h).text())),
    ).toEqual(["Lojistas", "Franquias", "White label"]);
    const reseller = linksNamed($, audiences, "Conhecer o programa de revenda");
    expect(reseller).toHaveLength(1);
    expect(reseller.attr("href")).toBe("/revenda");

    const results = named($, "main section", "Resultados que falam por nós");
    expect(results).toHaveLength(1);
    const figures = results
      .find("dd")
      .toArray()
      .map((dd) => squeeze($(dd).text()));
    for (const figure of [
      "+R$ 1 bilhão",
      "+23 milhões",
      "+3.000",
      "+100",
      "94,53%",
      "+230",
      "5%",
      "40%",
      "Até 5h",
    ]) {
      expect(
        figures.some((text) => text.includes(figure)),
        figure,
      ).toBe(true);
    }
    expect(squeeze(results.text())).toContain("de NPS nos últimos 6 meses");
    expect(squeeze(results.text())).toContain("revendedores");
  });

  test("the about page lists twenty features whose catalogue links all open a feature page", async () => {
    const { $ } = await ask("/sobrenos");
    const section = named($, "section", "Tudo o que a plataforma faz pela sua loja");
    expect(section).toHaveLength(1);
    expect(section.find("li")).toHaveLength(20);
    const hrefs = section
      .find("li a")
      .toArray()
      .map((a) => $(a).attr("href") ?? "");
    expect(hrefs.length).toBeGreaterThanOrEqual(15);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/funcionalidades\/[a-z0-9-]+$/);
      const page = await ask(href);
      expect(page.status, href).toBe(200);
      expect(page.body, href).not.toContain("Funcionalidade não encontrada");
    }
    const menu = linksNamed($, section, "Cardápio digital");
    expect(menu).toHaveLength(1);
    expect(menu.attr("href")).toBe("/funcionalidades/cardapio-digital");
  });
});

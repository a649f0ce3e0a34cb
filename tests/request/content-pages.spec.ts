import { content } from "../support/content";
import { accessibleName, ask, expect, headings, linksNamed, named, squeeze, test } from "./helpers";

/**
 * The content pages as the server sends them: the legal texts and their tables of contents, the help
 * centre's frame and the hamburger-shop landing (the about page: tests/request/sobre-nos.spec.ts).
 * Scrolling to an anchor, the frame's size and the landing's form run in a browser
 * (tests/e2e/content-pages.spec.ts); following a link with JavaScript, in
 * tests/e2e/client-navigation.spec.ts for every page.
 */

const legalPages = [
  { path: "/privacidade", title: "Política de Privacidade" },
  { path: "/termos-de-uso", title: "Termos de Uso" },
];

test.describe("legal pages", () => {
  for (const { path, title } of legalPages) {
    test(`${path}: title, last update and a table of contents that points at its headings`, async () => {
      const { $ } = await ask(path);
      expect($("h1")).toHaveLength(1);
      expect(squeeze($("h1").text())).toBe(title);
      // The element that says when the text last changed (the innermost one holding those words).
      const updated = $("body *").filter(
        (_, el) =>
          $(el).text().includes("Última atualização:") &&
          !$(el)
            .children()
            .toArray()
            .some((child) => $(child).text().includes("Última atualização:")),
      );
      expect(updated).toHaveLength(1);
      expect(squeeze(updated.text())).toBe("Última atualização: 10/11/2024");
      expect(updated.find("time").attr("datetime")).toBe("2024-11-10");

      const toc = named($, "nav", "Sumário");
      expect(toc).toHaveLength(1);
      const entries = toc
        .find("a")
        .toArray()
        .map((a) => ({ href: $(a).attr("href") ?? "", text: $(a).text() }));
      expect(entries.length).toBeGreaterThanOrEqual(15);
      for (const entry of entries) {
        expect(entry.href).toMatch(/^#[a-z0-9-]+$/);
        const target = $(`[id="${entry.href.slice(1)}"]`);
        expect(target, entry.href).toHaveLength(1);
        expect(target.is('h1, h2, h3, h4, h5, h6, [role="heading"]'), entry.href).toBe(true);
        expect(squeeze(target.text()), entry.href).toBe(squeeze(entry.text));
      }
    });
  }

  test("the privacy policy names the LGPD, the data protection officer and the data subject's rights", async () => {
    const { $ } = await ask("/privacidade");
    const main = $("main");
    expect(squeeze(main.text())).toContain("Lei nº 13.709/2018");
    expect(headings($, main, "10. Seus direitos como titular")).toHaveLength(1);
    expect(headings($, main, "16. Encarregado e contato")).toHaveLength(1);
    const terms = main
      .find("a")
      .filter((_, a) => accessibleName($, a).toLowerCase().includes("termos de uso"));
    expect(terms).toHaveLength(1);
    expect(terms.attr("href")).toBe("/termos-de-uso");
  });

  test("the terms give each role its duties, the promotions opt-out, the admin panel and the court", async () => {
    const { $ } = await ask("/termos-de-uso");
    const main = $("main");
    for (const role of ["Usuário", "Lojista", "Consumidor", "Entregador", "Garçom/Atendente"]) {
      expect(headings($, main, new RegExp(`Deveres do ${role}$`)), role).toHaveLength(1);
    }
    expect(headings($, main, /O Painel Administrativo do Lojista/)).toHaveLength(1);
    expect(squeeze(main.text())).toContain(
      "O Consumidor pode deixar de receber mensagens promocionais a qualquer momento",
    );
    expect(squeeze(main.text())).toContain("foro da comarca de São Paulo/SP");
  });
});

test.describe("help centre", () => {
  test("embeds the help site, titled, allowed by the policy, with a link that opens it in a new tab", async () => {
    const { headers, $ } = await ask("/central-de-ajuda");
    const frameSrc = headers.get("content-security-policy")?.match(/frame-src [^;]*/)?.[0];
    expect(frameSrc).toContain(new URL(content.site.helpCenterUrl).origin);
    expect($("h1")).toHaveLength(1);
    expect(squeeze($("h1").text())).toBe("Central de ajuda");
    const frame = $("iframe");
    expect(frame).toHaveLength(1);
    expect(frame.attr("title")).toBe("Central de ajuda da Gama Delivery");
    expect(frame.attr("src")).toBe(content.site.helpCenterUrl);

    const newTab = linksNamed($, $("body"), "Abrir a central de ajuda em nova aba");
    expect(newTab).toHaveLength(1);
    expect(newTab.attr("href")).toBe(content.site.helpCenterUrl);
    expect(newTab.attr("target")).toBe("_blank");
    expect(newTab.attr("rel")).toMatch(/noopener/);
  });
});

test.describe("hamburger-shop landing", () => {
  test("its navigation and buttons lead to its own sections", async () => {
    const { $ } = await ask("/hamburgueria");
    const main = $("main");
    const nav = named($, "main nav", "Nesta página");
    expect(nav).toHaveLength(1);
    for (const [name, anchor] of [
      ["Funcionalidades", "#funcionalidades"],
      ["Benefícios", "#beneficios"],
      ["Casos de sucesso", "#casos"],
      ["Contato", "#contato"],
    ] as const) {
      const link = linksNamed($, nav, name);
      expect(link, name).toHaveLength(1);
      expect(link.attr("href"), name).toBe(anchor);
      expect(main.find(anchor), anchor).toHaveLength(1);
    }
    for (const name of [
      "Quero contratar",
      "Solicitar demonstração",
      "Quero contratar agora",
      "Agendar demonstração",
    ]) {
      const link = linksNamed($, main, name);
      expect(link, name).toHaveLength(1);
      expect(link.attr("href"), name).toBe("#contato");
    }
    const cases = linksNamed($, main, "Ver cases de sucesso");
    expect(cases).toHaveLength(1);
    expect(cases.attr("href")).toBe("#casos");

    expect(main.find("#funcionalidades h3")).toHaveLength(6);
    expect(main.find("#beneficios h3")).toHaveLength(3);
    expect(main.find("#beneficios").text()).toContain("+40%");
    expect(main.find("#casos figure")).toHaveLength(3);
    expect(main.find("#casos blockquote")).toHaveLength(3);
  });
});

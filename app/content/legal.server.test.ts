import legal from "virtual:content/legal";
import { describe, expect, it } from "vitest";
import { staticPages } from "~/lib/sitemap";
import { getLegalDocument, legalDocumentIds, renderLegalDocument, splitSections } from "./legal.server";

describe("legal texts", () => {
  for (const id of legalDocumentIds) {
    describe(id, () => {
      const doc = getLegalDocument(id);

      it("prints its last update as dd/mm/aaaa, the date the sitemap gives", () => {
        const [year, month, day] = legal[id].updated.split("-");
        expect(doc.updated).toEqual({ text: `${day}/${month}/${year}`, iso: legal[id].updated });
        expect(staticPages.find((p) => p.path === `/${id}`)?.lastmod).toBe(doc.updated.iso);
      });

      it("has a table of contents whose every entry is a heading of the text", () => {
        expect(doc.toc.length).toBeGreaterThanOrEqual(15);
        for (const entry of doc.toc) {
          expect(doc.html).toContain(`<h2 id="${entry.id}">`);
        }
        expect(new Set(doc.toc.map((e) => e.id)).size).toBe(doc.toc.length);
      });

      it("is a complete document under the LGPD, with the facts written in", () => {
        expect(doc.html.split(/\s+/).length).toBeGreaterThan(2500);
        expect(doc.html).toContain("13.709/2018");
        expect(doc.html).toMatch(/foro da comarca de São Paulo\/SP/);
        expect(doc.html).not.toMatch(/\{[A-Za-z]+\}/);
      });
    });
  }

  it("the terms name the five roles, each with its duties, the promotions opt-out and the admin panel", () => {
    const { toc, html } = getLegalDocument("termos-de-uso");
    const sections = toc.map((e) => e.text);
    for (const role of ["Usuário", "Lojista", "Consumidor", "Entregador", "Garçom/Atendente"]) {
      expect(sections.filter((s) => s.endsWith(`Deveres do ${role}`))).toHaveLength(1);
      expect(html).toContain(`<strong>${role}:</strong>`);
    }
    expect(html).toContain("O Consumidor pode deixar de receber mensagens promocionais a qualquer momento");
    expect(sections.some((s) => s.includes("Painel Administrativo"))).toBe(true);
    expect(html).toContain("cadastra e mantém o seu <strong>cardápio</strong>");
  });

  it("renders a text's body with its sections and its date", () => {
    const doc = renderLegalDocument({
      id: "privacidade",
      title: "Política",
      description: "Descrição",
      updated: "2025-02-01",
      body: "Abertura.\n\n## 1. Quem somos\n\nTexto.\n\n### Detalhe\n",
    });
    expect(doc.updated).toEqual({ text: "01/02/2025", iso: "2025-02-01" });
    expect(doc.toc).toEqual([{ level: 2, id: "1-quem-somos", text: "1. Quem somos" }]);
  });
});

describe("legal sections", () => {
  it("cut the text at its level-2 headings, losing nothing", () => {
    const doc = getLegalDocument("privacidade");
    expect(doc.sections.map((s) => s.id)).toEqual(doc.toc.map((e) => e.id));
    const joined =
      doc.intro + doc.sections.map((s) => `<h2 id="${s.id}">${s.heading}</h2>\n${s.html}`).join("");
    expect(joined).toBe(doc.html);
    expect(splitSections("<p>A</p>\n")).toEqual({ intro: "<p>A</p>\n", sections: [] });
    expect(splitSections('<h2 id="x">X <em>y</em></h2>\n<p>B</p>\n<h3 id="z">Z</h3>\n')).toEqual({
      intro: "",
      sections: [{ id: "x", heading: "X <em>y</em>", html: '<p>B</p>\n<h3 id="z">Z</h3>\n' }],
    });
  });
});

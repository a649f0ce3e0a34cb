import { describe, expect, it } from "vitest";
import { staticPages } from "~/lib/sitemap";
import { getLegalDocument, legalDocumentIds, parseLegalDocument } from "./legal.server";

describe("legal texts", () => {
  for (const id of legalDocumentIds) {
    describe(id, () => {
      const doc = getLegalDocument(id);

      it("was last updated on 10/11/2024, as the sitemap says", () => {
        expect(doc.updated).toEqual({ text: "10/11/2024", iso: "2024-11-10" });
        expect(staticPages.find((p) => p.path === `/${id}`)?.lastmod).toBe(doc.updated.iso);
      });

      it("has a table of contents whose every entry is a heading of the text", () => {
        expect(doc.toc.length).toBeGreaterThanOrEqual(15);
        for (const entry of doc.toc) {
          expect(doc.html).toContain(`<h2 id="${entry.id}">`);
        }
        expect(new Set(doc.toc.map((e) => e.id)).size).toBe(doc.toc.length);
        // The date line is shown by the page, not repeated in the body.
        expect(doc.html).not.toContain("Última atualização");
      });

      it("is a complete document under the LGPD", () => {
        expect(doc.html.split(/\s+/).length).toBeGreaterThan(2500);
        expect(doc.html).toContain("13.709/2018");
        expect(doc.html).toMatch(/foro da comarca de São Paulo\/SP/);
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

  it("refuses a text without its last-update line", () => {
    expect(() => parseLegalDocument("## 1. Introdução\n\nTexto.")).toThrow(/Última atualização/);
    expect(parseLegalDocument("Última atualização: 01/02/2025.\n\n## A\n").updated.iso).toBe("2025-02-01");
  });
});

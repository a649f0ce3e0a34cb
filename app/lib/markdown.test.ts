import { describe, expect, it } from "vitest";
import { renderMarkdown, slugify } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders headings of three levels with ids, bullet lists, bold and paragraphs", () => {
    const { html, headings } = renderMarkdown(
      "# Título\n\n## Gestão de estoque\n\n### Ficha técnica\n\n- **Pix** automático\n- Cupom\n\nTexto comum.",
    );
    expect(html).toContain('<h1 id="titulo">Título</h1>');
    expect(html).toContain('<h2 id="gestao-de-estoque">Gestão de estoque</h2>');
    expect(html).toContain('<h3 id="ficha-tecnica">Ficha técnica</h3>');
    expect(html).toContain("<ul>\n<li><strong>Pix</strong> automático</li>\n<li>Cupom</li>\n</ul>");
    expect(html).toContain("<p>Texto comum.</p>");
    expect(headings).toEqual([
      { level: 1, id: "titulo", text: "Título" },
      { level: 2, id: "gestao-de-estoque", text: "Gestão de estoque" },
      { level: 3, id: "ficha-tecnica", text: "Ficha técnica" },
    ]);
  });

  it("escapes raw HTML and script in content instead of passing it to the page", () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\nOlá <img src=x onerror="alert(2)">');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses javascript: links", () => {
    const { html } = renderMarkdown("[clique](javascript:alert(1))");
    expect(html).not.toContain('href="javascript:');
  });

  it("gives repeated headings distinct ids", () => {
    const { headings } = renderMarkdown("## Dúvidas\n\n## Dúvidas");
    expect(headings.map((h) => h.id)).toEqual(["duvidas", "duvidas-2"]);
  });
});

describe("slugify", () => {
  it("drops accents and punctuation", () => {
    expect(slugify("Direitos do titular (LGPD)")).toBe("direitos-do-titular-lgpd");
    expect(slugify("Açaí & Cia.")).toBe("acai-cia");
  });
});

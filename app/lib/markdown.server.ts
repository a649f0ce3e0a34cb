import MarkdownIt from "markdown-it";

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** Headings in document order, with the ids given to them: a table of contents. */
  headings: Heading[];
}

/** "Uso de cookies e tecnologias" -> "uso-de-cookies-e-tecnologias": readable anchors in pt-BR. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// Raw HTML in content is escaped, never passed through (html: false).
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * Renders trusted Markdown content (blog posts, legal texts) to HTML. Every
 * heading gets a unique id so a table of contents can link to it.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = md.parse(source, {});
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const text = tokens[index + 1]?.children?.map((child) => child.content).join("") ?? "";
    const base = slugify(text) || "secao";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    token.attrSet("id", id);
    headings.push({ level: Number(token.tag.slice(1)), id, text });
  });
  return { html: md.renderer.render(tokens, md.options, {}), headings };
}

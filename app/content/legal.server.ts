import legal from "virtual:content/legal";
import { type Heading, renderMarkdown } from "~/lib/markdown.server";
import { type LegalTextId, legalTextIds } from "./schema/legal";
import type { LegalText } from "./schema/load";

/** The legal texts (content/legal/*.md), rendered once when the server starts: nothing is read per request. */
export const legalDocumentIds = legalTextIds;
export type LegalDocumentId = LegalTextId;

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  description: string;
  /** Last update as printed (dd/mm/aaaa) and as an ISO date for <time> and the sitemap. */
  updated: { text: string; iso: string };
  html: string;
  /** The document's sections (level-2 headings), in order: the table of contents. */
  toc: Heading[];
  /** The same HTML cut at its level-2 headings: the text before the first, then each section. */
  intro: string;
  sections: LegalSection[];
}

/** One section of a legal text: its heading (id and inner HTML) and the HTML that follows it. */
export interface LegalSection {
  id: string;
  heading: string;
  html: string;
}

const H2 = /<h2 id="([^"]+)">([\s\S]*?)<\/h2>\n?/g;

/** Cuts rendered HTML at its level-2 headings, so a page can fold each section on its own. */
export function splitSections(html: string): { intro: string; sections: LegalSection[] } {
  const parts = html.split(H2);
  const [intro = "", ...rest] = parts;
  const sections: LegalSection[] = [];
  for (let i = 0; i < rest.length; i += 3) {
    sections.push({ id: rest[i] ?? "", heading: rest[i + 1] ?? "", html: rest[i + 2] ?? "" });
  }
  return { intro, sections };
}

/** A legal text as its page shows it: the body rendered, with a table of contents, and its date printed. */
export function renderLegalDocument(text: LegalText): LegalDocument {
  const [year, month, day] = text.updated.split("-");
  const { html, headings } = renderMarkdown(text.body);
  return {
    id: text.id,
    title: text.title,
    description: text.description,
    updated: { text: `${day}/${month}/${year}`, iso: text.updated },
    html,
    toc: headings.filter((heading) => heading.level === 2),
    ...splitSections(html),
  };
}

const documents = Object.fromEntries(
  legalDocumentIds.map((id) => [id, renderLegalDocument(legal[id])]),
) as Record<LegalDocumentId, LegalDocument>;

export function getLegalDocument(id: LegalDocumentId): LegalDocument {
  return documents[id];
}

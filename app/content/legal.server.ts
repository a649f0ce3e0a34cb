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
  };
}

const documents = Object.fromEntries(
  legalDocumentIds.map((id) => [id, renderLegalDocument(legal[id])]),
) as Record<LegalDocumentId, LegalDocument>;

export function getLegalDocument(id: LegalDocumentId): LegalDocument {
  return documents[id];
}

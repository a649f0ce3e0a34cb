import { type Heading, renderMarkdown } from "~/lib/markdown.server";

/** The legal texts, bundled at build time: nothing is read from disk per request. */
const sources = import.meta.glob<string>("./legal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const legalDocumentIds = ["privacidade", "termos-de-uso"] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

const pages: Record<LegalDocumentId, { title: string; description: string }> = {
  privacidade: {
    title: "Política de Privacidade",
    description:
      "Como a Gama Delivery trata dados pessoais conforme a LGPD: quais dados coleta, para quê, com quem compartilha, por quanto tempo guarda e como você exerce os seus direitos.",
  },
  "termos-de-uso": {
    title: "Termos de Uso",
    description:
      "Regras de uso do site e da plataforma da Gama Delivery: deveres de usuários, consumidores, lojistas, entregadores e atendentes, planos, cancelamento, privacidade e foro.",
  },
};

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  description: string;
  /** Last update as printed (dd/mm/aaaa) and as an ISO date for <time>. */
  updated: { text: string; iso: string };
  html: string;
  /** The document's sections (level-2 headings), in order: the table of contents. */
  toc: Heading[];
}

const UPDATED_LINE = /^Última atualização: (\d{2})\/(\d{2})\/(\d{4})\.?[ \t]*(?:\r?\n|$)/;

/**
 * Splits a legal text into its last-update date (its first line, required)
 * and its rendered body with a table of contents.
 */
export function parseLegalDocument(source: string): Omit<LegalDocument, "id" | "title" | "description"> {
  const match = UPDATED_LINE.exec(source.trimStart());
  if (!match) throw new Error("A legal text must start with 'Última atualização: dd/mm/aaaa.'");
  const [line, day, month, year] = match;
  const { html, headings } = renderMarkdown(source.trimStart().slice(line.length));
  return {
    updated: { text: `${day}/${month}/${year}`, iso: `${year}-${month}-${day}` },
    html,
    toc: headings.filter((heading) => heading.level === 2),
  };
}

// Parsed once, when the server starts; a text without its date fails the build's first render and the tests.
const documents = Object.fromEntries(
  legalDocumentIds.map((id) => {
    const source = sources[`./legal/${id}.md`];
    if (source === undefined) throw new Error(`Missing legal text app/content/legal/${id}.md`);
    return [id, { id, ...pages[id], ...parseLegalDocument(source) }];
  }),
) as Record<LegalDocumentId, LegalDocument>;

export function getLegalDocument(id: LegalDocumentId): LegalDocument {
  return documents[id];
}

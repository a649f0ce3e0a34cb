import { fields, singleton } from "@keystatic/core";
import { line, paragraph } from "./fields.ts";

/** The legal texts, by address; the server's legal pages read this list (and nothing else here). */
export const legalTextIds = ["privacidade", "termos-de-uso"] as const;
export type LegalTextId = (typeof legalTextIds)[number];

/**
 * A legal text: Markdown edited as rich text, its title, the description search engines show and
 * the date of its last change (printed on the page and given to the sitemap).
 */
const legalText = (label: string, path: string) =>
  singleton({
    label,
    path,
    format: { contentField: "content" },
    entryLayout: "content",
    schema: {
      title: line("Título", { max: 80 }),
      description: paragraph("Descrição para os buscadores", { max: 300 }),
      updated: fields.date({
        label: "Última atualização",
        description: "Mude a data sempre que o texto mudar",
        validation: { isRequired: true },
      }),
      content: fields.markdoc({ label: "Texto", extension: "md" }),
    },
  });

export const privacidade = legalText("Política de privacidade", "legal/privacidade");
export const termosDeUso = legalText("Termos de uso", "legal/termos-de-uso");

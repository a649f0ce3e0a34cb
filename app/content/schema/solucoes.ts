import { collection, fields } from "@keystatic/core";
import { illustrationIds, illustrations } from "../illustrations.ts";
import { faq, line, paragraph, SLUG_PATTERN } from "./fields.ts";
import { picker, textCardItems } from "./sections.ts";

/** What search engines show whole: checked with the facts written in (app/content/schema/load.ts). */
export const META_DESCRIPTION = { min: 120, max: 160 } as const;

/**
 * The solution landing pages: one file each, `content/solucoes/{id}.yaml`, whose name is the page's
 * address (/solucoes/{id}). The features a page lists are picked from the feature collection.
 */
export const solucoes = collection({
  label: "Soluções",
  path: "solucoes/*",
  format: "yaml",
  slugField: "menuLabel",
  columns: ["menuLabel", "title"],
  schema: {
    menuLabel: fields.slug({
      name: {
        label: "Nome curto",
        description: "Na trilha de navegação e no assunto do e-mail de quem preenche o formulário",
        validation: { isRequired: true, length: { max: 40 } },
      },
      slug: {
        label: "Endereço da página",
        description: "Aparece no link: /solucoes/endereco",
        validation: { pattern: SLUG_PATTERN, length: { max: 60 } },
      },
    }),
    title: line("Título da página", { max: 90 }),
    metaDescription: fields.text({
      label: "Descrição para os buscadores",
      description: `Entre ${META_DESCRIPTION.min} e ${META_DESCRIPTION.max} caracteres com os fatos escritos: o Google mostra este texto abaixo do título`,
      multiline: true,
      // The build checks the length with the facts written in; a token is longer than its value.
      validation: { isRequired: true, length: { min: 100, max: 200 } },
    }),
    hero: fields.object(
      {
        eyebrow: line("Chamada acima do título", { max: 40 }),
        title: line("Promessa abaixo do título", { max: 120 }),
        description: paragraph("Texto de abertura", { max: 400 }),
      },
      { label: "Topo da página" },
    ),
    illustration: fields.select({
      label: "Desenho ao lado do título",
      description: "O módulo que a página vende, desenhado como a tela do produto",
      options: illustrationIds.map((id) => ({ value: id, label: illustrations[id].name })),
      defaultValue: illustrationIds[0],
    }),
    problems: textCardItems({
      label: "O que esta solução resolve",
      description: "Quatro problemas, em duas colunas",
      length: { min: 4, max: 4 },
      max: { title: 60, description: 300 },
    }),
    features: picker({
      label: "Funcionalidades incluídas",
      description: "De três a seis cartões, nesta ordem",
      collection: "funcionalidades",
      length: { min: 3, max: 6 },
    }),
    faq: faq({ length: { min: 3, max: 8 } }),
    form: fields.object(
      {
        title: line("Título", { max: 80 }),
        description: paragraph("Texto", { max: 300 }),
      },
      { label: "Formulário no fim da página" },
    ),
  },
});

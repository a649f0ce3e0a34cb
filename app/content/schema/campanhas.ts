import { collection, fields } from "@keystatic/core";
import { SLUG_PATTERN } from "./fields.ts";
import { sectionBlocks } from "./sections.ts";

/** What search engines show whole, checked with the facts written in (app/content/schema/load.ts). */
export const CAMPAIGN_DESCRIPTION = { min: 70, max: 170 } as const;

/**
 * Campaign pages: one file each, `content/campanhas/{endereco}.yaml`, served at the root of the site
 * (/{endereco}) and built from the section library (app/content/schema/sections.ts) in any order.
 * The build refuses an address the site already uses. Dates are days in Brasília time: before the
 * first day the address is not found; after the last one it answers that the campaign is over.
 */
export const campanhas = collection({
  label: "Campanhas",
  path: "campanhas/*",
  format: "yaml",
  slugField: "title",
  schema: {
    title: fields.slug({
      name: {
        label: "Título da página",
        description: "Na aba do navegador, nos buscadores e quando a página é compartilhada",
        validation: { isRequired: true, length: { max: 70 } },
      },
      slug: {
        label: "Endereço da página",
        description: "A página fica em /endereco, como /black-friday: não pode ser o de outra página do site",
        validation: { pattern: SLUG_PATTERN, length: { max: 60 } },
      },
    }),
    description: fields.text({
      label: "Descrição para os buscadores",
      description: `Entre ${CAMPAIGN_DESCRIPTION.min} e ${CAMPAIGN_DESCRIPTION.max} caracteres com os fatos escritos: o Google mostra este texto abaixo do título`,
      multiline: true,
      validation: { isRequired: true, length: { min: 1, max: 200 } },
    }),
    indexed: fields.checkbox({
      label: "Aparecer nos buscadores",
      description: "Desmarcado, a página pede aos buscadores que não a mostrem e fica fora do sitemap",
      defaultValue: true,
    }),
    start: fields.date({
      label: "Primeiro dia",
      description:
        "Opcional. Antes deste dia (horário de Brasília) o endereço responde 'página não encontrada'",
    }),
    end: fields.date({
      label: "Último dia",
      description:
        "Opcional. Depois deste dia (horário de Brasília) a página diz que a campanha acabou, com links para os planos e o contato, e sai do sitemap",
    }),
    sections: sectionBlocks({
      label: "Seções",
      description: "Na ordem da página; cada uma com o seu formulário",
    }),
  },
});

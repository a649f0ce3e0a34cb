import { fields, singleton } from "@keystatic/core";
import { line } from "./fields.ts";
import { featureId, link, page } from "./links.ts";

/**
 * The header's links, the features mega-menu that 'Soluções' opens and the footer's columns. A
 * feature's 'Em breve' or 'Nova' badge shows beside its name in the menu by itself: it is the
 * feature's own badge, not typed here.
 */
export const navegacao = singleton({
  label: "Menus e rodapé",
  path: "navegacao",
  format: "yaml",
  schema: {
    header: fields.array(
      fields.object({
        label: line("Texto", { max: 30 }),
        page: page("Página"),
        megaMenu: fields.checkbox({
          label: "Abre o menu de funcionalidades",
          description: "Só uma entrada do topo abre o menu de funcionalidades",
        }),
      }),
      {
        label: "Links do topo",
        itemLabel: (props) => props.fields.label.value || "Novo link",
        validation: { length: { min: 1, max: 9 } },
      },
    ),
    megaMenu: fields.object(
      {
        columns: fields.array(
          fields.object({
            title: line("Título da coluna", { max: 40 }),
            links: fields.array(
              fields.object({
                label: line("Texto", { max: 40 }),
                feature: featureId(),
                description: fields.text({
                  label: "Descrição de uma linha",
                  description:
                    "Aparece sob o nome no menu do computador. Uma coluna sem descrições vai para a linha de baixo do menu, ao lado de 'Ver mais'",
                  validation: { length: { max: 40 } },
                }),
              }),
              {
                label: "Links",
                itemLabel: (props) => props.fields.label.value || "Novo link",
                validation: { length: { min: 1, max: 8 } },
              },
            ),
          }),
          {
            label: "Colunas",
            itemLabel: (props) => props.fields.title.value || "Nova coluna",
            validation: { length: { min: 1, max: 5 } },
          },
        ),
        more: line("Link para todas as funcionalidades", { max: 30 }),
      },
      { label: "Menu de funcionalidades" },
    ),
    footer: fields.array(
      fields.object({
        title: line("Título da coluna", { max: 40 }),
        links: fields.array(fields.object({ label: line("Texto", { max: 40 }), to: link() }), {
          label: "Links",
          itemLabel: (props) => props.fields.label.value || "Novo link",
          validation: { length: { min: 1, max: 10 } },
        }),
      }),
      {
        label: "Colunas do rodapé",
        itemLabel: (props) => props.fields.title.value || "Nova coluna",
        validation: { length: { min: 1, max: 5 } },
      },
    ),
  },
});

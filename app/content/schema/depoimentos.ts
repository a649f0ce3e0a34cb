import { collection, fields } from "@keystatic/core";
import { line, paragraph, SLUG_PATTERN } from "./fields.ts";

/**
 * Customer testimonials, one file each (`content/depoimentos/{empresa}.yaml`): written once, and
 * each page that shows testimonials picks the ones it wants (the home page, /hamburgueria).
 */
export const depoimentos = collection({
  label: "Depoimentos",
  path: "depoimentos/*",
  format: "yaml",
  slugField: "company",
  columns: ["company", "name", "city"],
  schema: {
    company: fields.slug({
      name: {
        label: "Empresa",
        description: "O nome do negócio de quem fala, como aparece sob o depoimento",
        validation: { isRequired: true, length: { max: 60 } },
      },
      slug: { label: "Identificador", validation: { pattern: SLUG_PATTERN } },
    }),
    name: line("Nome de quem fala", { max: 40, description: "Primeiro nome, ou nome e inicial: Rafael M." }),
    city: line("Cidade", { max: 40, description: "Cidade e estado: Campinas, SP" }),
    text: paragraph("Depoimento", { max: 400 }),
    results: fields.array(line("Resultado", { max: 30, description: "Ex.: +38% em vendas" }), {
      label: "Resultados",
      description: "Nenhum ou três números que o cliente alcançou, mostrados como etiquetas no cartão",
      itemLabel: (props) => props.value || "Novo resultado",
      validation: { length: { max: 3 } },
    }),
  },
});

/** Client names of the home page's carousel, one file each, set as plain wordmarks. */
export const clientes = collection({
  label: "Clientes",
  path: "clientes/*",
  format: "yaml",
  slugField: "name",
  columns: ["name", "segment"],
  schema: {
    name: fields.slug({
      name: { label: "Nome do cliente", validation: { isRequired: true, length: { max: 40 } } },
      slug: { label: "Identificador", validation: { pattern: SLUG_PATTERN } },
    }),
    segment: line("Segmento", { max: 30, description: "Ex.: Pizzaria" }),
  },
});

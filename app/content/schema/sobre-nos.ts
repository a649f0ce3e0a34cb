import { fields, singleton } from "@keystatic/core";
import { icon, line, paragraph } from "./fields.ts";
import { optionalFeatureId, page } from "./links.ts";
import { heroCopy } from "./sections.ts";

/** A section's title and the paragraph under it. */
const heading = (label: string) =>
  fields.object({ title: line("Título", { max: 80 }), intro: paragraph("Texto", { max: 240 }) }, { label });

/** /sobrenos: mission, purpose, values, audiences, results and the platform's feature list. */
export const paginaSobreNos = singleton({
  label: "Sobre nós",
  path: "paginas/sobre-nos",
  format: "yaml",
  schema: {
    hero: heroCopy({ title: 100, lead: 300 }),
    mission: paragraph("Nossa missão", { max: 400 }),
    purpose: paragraph("Nosso propósito", { max: 600 }),
    valuesSection: heading("Valores: título"),
    values: fields.array(
      fields.object({
        icon: icon(),
        title: line("Valor", { max: 40 }),
        description: paragraph("Descrição", { max: 300 }),
      }),
      {
        label: "Valores",
        itemLabel: (props) => props.fields.title.value || "Novo valor",
        validation: { length: { min: 6, max: 6 } },
      },
    ),
    audiencesSection: fields.object({ title: line("Título", { max: 80 }) }, { label: "Para quem: título" }),
    audiences: fields.array(
      fields.object({
        icon: icon(),
        title: line("Público", { max: 40 }),
        description: paragraph("Descrição", { max: 300 }),
        points: fields.array(line("Ponto", { max: 100 }), {
          label: "Pontos",
          itemLabel: (props) => props.value || "Novo ponto",
          validation: { length: { min: 3, max: 4 } },
        }),
        linkLabel: line("Texto do link", { max: 40 }),
        linkTo: page("O link leva para"),
      }),
      {
        label: "Para quem trabalhamos",
        itemLabel: (props) => props.fields.title.value || "Novo público",
        validation: { length: { min: 3, max: 3 } },
      },
    ),
    resultsSection: heading("Resultados: título"),
    results: fields.array(
      fields.object({
        value: line("Número", { max: 40, description: "Use um fato entre chaves, como {nps}" }),
        label: line("Legenda", { max: 80 }),
      }),
      {
        label: "Resultados",
        itemLabel: (props) => props.fields.label.value || "Novo resultado",
        validation: { length: { min: 3, max: 12 } },
      },
    ),
    featuresSection: heading("Funcionalidades: título"),
    featureList: fields.array(
      fields.object({
        label: line("Funcionalidade", { max: 60 }),
        feature: optionalFeatureId("Página da funcionalidade"),
      }),
      {
        label: "Lista de funcionalidades",
        itemLabel: (props) => props.fields.label.value || "Nova funcionalidade",
        validation: { length: { min: 4, max: 24 } },
      },
    ),
    callToAction: fields.object(
      { title: line("Título", { max: 60 }), text: paragraph("Texto", { max: 240 }) },
      { label: "Chamada final" },
    ),
  },
});

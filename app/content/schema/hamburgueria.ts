import { fields, singleton } from "@keystatic/core";
import { line, paragraph } from "./fields.ts";
import { icon } from "./home.ts";

/** /hamburgueria: the landing page for burger shops. */
export const paginaHamburgueria = singleton({
  label: "Hamburgueria",
  path: "paginas/hamburgueria",
  format: "yaml",
  schema: {
    hero: fields.object(
      {
        eyebrow: line("Chamada acima do título", { max: 60 }),
        title: line("Título", { max: 120 }),
        description: paragraph("Texto de abertura", { max: 400 }),
      },
      { label: "Topo da página" },
    ),
    featuresSection: fields.object(
      { title: line("Título", { max: 80 }), intro: paragraph("Texto", { max: 240 }) },
      { label: "Funcionalidades: título" },
    ),
    features: fields.array(
      fields.object({
        icon: icon(),
        title: line("Título", { max: 60 }),
        description: paragraph("Descrição", { max: 320 }),
      }),
      {
        label: "Funcionalidades",
        itemLabel: (props) => props.fields.title.value || "Nova funcionalidade",
        validation: { length: { min: 3, max: 9 } },
      },
    ),
    benefitsTitle: line("Benefícios: título", { max: 80 }),
    benefits: fields.array(
      fields.object({
        value: line("Número", {
          max: 40,
          description: "Use um fato entre chaves, como {minutosDeImplantacao} min",
        }),
        title: line("Título", { max: 60 }),
        description: paragraph("Descrição", { max: 320 }),
      }),
      {
        label: "Benefícios",
        itemLabel: (props) => props.fields.title.value || "Novo benefício",
        validation: { length: { min: 3, max: 3 } },
      },
    ),
    testimonials: fields.object(
      {
        title: line("Título", { max: 80 }),
        items: fields.array(
          fields.relationship({
            label: "Depoimento",
            collection: "depoimentos",
            validation: { isRequired: true },
          }),
          {
            label: "Depoimentos mostrados",
            itemLabel: (props) => props.value ?? "Escolha um depoimento",
            validation: { length: { min: 3, max: 3 } },
          },
        ),
      },
      { label: "Casos de sucesso" },
    ),
    callToAction: fields.object(
      { title: line("Título", { max: 100 }), text: paragraph("Texto", { max: 240 }) },
      { label: "Faixa de chamada" },
    ),
    contact: fields.object(
      { title: line("Título", { max: 100 }), description: paragraph("Texto", { max: 400 }) },
      { label: "Formulário de contato" },
    ),
  },
});

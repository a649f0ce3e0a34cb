import { collection, fields, singleton } from "@keystatic/core";
import { featureGroupIds } from "../../lib/pricing.ts";
import { iconNames } from "../icon-names.ts";
import { choice, faq, line, paragraph, SLUG_PATTERN, whole } from "./fields.ts";
import { heroCopy } from "./sections.ts";

const price = (label: string) =>
  whole(label, { min: 1, max: 100_000, description: "Em reais inteiros, sem centavos" });
const limit = (label: string) => whole(label, { min: 1, max: 10_000_000 });

/** The plans of /planos: one file each, shown cheapest first. */
export const planos = collection({
  label: "Planos e preços",
  path: "planos/*",
  format: "yaml",
  slugField: "name",
  columns: ["name", "monthlyPrice", "annualPrice"],
  schema: {
    name: fields.slug({
      name: { label: "Nome do plano", validation: { isRequired: true, length: { max: 30 } } },
      slug: { label: "Identificador", validation: { pattern: SLUG_PATTERN } },
    }),
    description: paragraph("Descrição", { max: 300 }),
    monthlyPrice: price("Preço mensal (R$ por mês)"),
    annualPrice: price("Preço no plano anual (R$ por mês, cobrado 12 vezes)"),
    popular: fields.checkbox({ label: "Mais Popular", description: "Exatamente um plano tem o selo" }),
    limits: fields.object(
      {
        pedidos: limit("Pedidos por mês"),
        usuarios: limit("Usuários"),
        lojas: limit("Lojas"),
        whatsapp: limit("Mensagens de WhatsApp por mês"),
      },
      { label: "Limites" },
    ),
    cta: line("Texto do botão", { max: 40 }),
  },
});

const groupLabels = {
  vendas: "Vendas",
  marketing: "Marketing",
  gestao: "Gestão",
  fiscal: "Fiscal",
  integracoes: "Integrações",
  outros: "Suporte e outros",
} as const;

/** The copy of /planos around the cards, and the lines every card compares. */
export const paginaPlanos = singleton({
  label: "Página de planos",
  path: "paginas/planos",
  format: "yaml",
  schema: {
    hero: heroCopy({ title: 80, lead: 400 }),
    featureGroupNames: fields.object(
      Object.fromEntries(
        featureGroupIds.map((id) => [id, line(`Título do grupo ${groupLabels[id]}`, { max: 40 })]),
      ) as {
        [Id in (typeof featureGroupIds)[number]]: ReturnType<typeof line>;
      },
      { label: "Títulos dos grupos de recursos nos cartões" },
    ),
    planFeatures: fields.array(
      fields.object({
        name: line("Recurso", { max: 60 }),
        category: choice("Grupo", featureGroupIds, groupLabels, "vendas"),
        from: fields.relationship({
          label: "Incluído a partir do plano",
          collection: "planos",
          validation: { isRequired: true },
        }),
        feature: fields.relationship({
          label: "Funcionalidade",
          description: "Quando a linha fala de uma funcionalidade do catálogo: o selo 'Em breve' vem dela",
          collection: "funcionalidades",
        }),
        comingSoon: fields.checkbox({
          label: "Em breve",
          description:
            "Só para uma linha sem funcionalidade: marque enquanto o recurso não está disponível, e o cartão mostra 'em breve'",
        }),
      }),
      {
        label: "Recursos comparados nos cartões",
        itemLabel: (props) => props.fields.name.value || "Novo recurso",
        validation: { length: { min: 1 } },
      },
    ),
    commonBenefits: fields.array(
      fields.object({
        icon: fields.select({
          label: "Ícone",
          options: iconNames.map((name) => ({ value: name, label: name })),
          defaultValue: "star",
        }),
        title: line("Título", { max: 60 }),
        description: paragraph("Descrição", { max: 200 }),
      }),
      {
        label: "Incluído em todos os planos",
        itemLabel: (props) => props.fields.title.value || "Novo benefício",
        validation: { length: { min: 10, max: 10 } },
      },
    ),
    faq: faq({ length: { min: 4 } }),
    guarantee: fields.object(
      { title: line("Título", { max: 60 }), text: paragraph("Texto", { max: 300 }) },
      { label: "Garantia" },
    ),
  },
});

import { fields, singleton } from "@keystatic/core";
import { line, paragraph, whole } from "./fields.ts";

/**
 * The four tiers of the reseller programme, cheapest per client last. Their names are the spec's and
 * stay as they are: the editor changes a tier's fee and range, not its name.
 */
export const tierIds = ["start", "gold", "platinum", "diamond"] as const;
export type TierId = (typeof tierIds)[number];
export const tierNames: Record<TierId, string> = {
  start: "Partner Start",
  gold: "Partner Gold",
  platinum: "Partner Platinum",
  diamond: "Partner Diamond",
};

const titled = (label: string, max: number) =>
  fields.array(
    fields.object({ title: line("Título", { max: 60 }), description: paragraph("Descrição", { max }) }),
    {
      label,
      itemLabel: (props) => props.fields.title.value || "Novo item",
      validation: { length: { min: 3, max: 9 } },
    },
  );

const reais = (label: string, max: number) =>
  whole(label, { min: 1, max, description: "Em reais inteiros, sem centavos" });

/** One tier: its fee per active client and where its range of clients starts. */
const tier = (id: TierId) =>
  fields.object(
    {
      monthlyFeePerClient: reais("Mensalidade por cliente ativo (R$)", 10_000),
      minClients: whole("A partir de quantos clientes ativos", { min: 1, max: 100_000 }),
    },
    { label: tierNames[id] },
  );

/** /revenda: the white-label reseller programme, its prices and what each tier includes. */
export const paginaRevenda = singleton({
  label: "Revenda",
  path: "paginas/revenda",
  format: "yaml",
  schema: {
    hero: fields.object(
      {
        eyebrow: line("Chamada acima do título", { max: 60 }),
        title: line("Título", { max: 100 }),
        description: paragraph("Texto de abertura", { max: 300 }),
      },
      { label: "Topo da página" },
    ),
    benefits: titled("Por que revender", 240),
    handledByGama: titled("Do que a Gama Delivery cuida", 240),
    setup: fields.object(
      {
        feesByLevel: fields.array(
          fields.object({
            level: whole("Nível", { min: 1, max: 9 }),
            fee: reais("Taxa única (R$)", 100_000),
          }),
          {
            label: "Taxa de implantação por nível",
            description: "Os níveis em ordem: 1, 2, 3...",
            itemLabel: (props) => `Nível ${props.fields.level.value ?? "?"}`,
            validation: { length: { min: 1, max: 9 } },
          },
        ),
        maxInstallments: whole("Parcelas no cartão (no máximo)", { min: 1, max: 12 }),
        readyLine: line("Frase do prazo de implantação", {
          max: 120,
          description: "Ex.: Sua estrutura fica pronta em até {horasImplantacaoRevenda} horas.",
        }),
      },
      { label: "Taxa de implantação" },
    ),
    tiers: fields.object(
      { start: tier("start"), gold: tier("gold"), platinum: tier("platinum"), diamond: tier("diamond") },
      {
        label: "Faixas de mensalidade",
        description:
          "Cada faixa vai do seu número de clientes até o da próxima menos um; a última não tem limite",
      },
    ),
    features: fields.array(
      fields.object({
        label: line("Recurso", { max: 60 }),
        from: fields.select({
          label: "Incluído a partir da faixa",
          options: tierIds.map((id) => ({ value: id, label: tierNames[id] })),
          defaultValue: "start",
        }),
      }),
      {
        label: "O que cada faixa inclui",
        itemLabel: (props) => props.fields.label.value || "Novo recurso",
        validation: { length: { min: 1, max: 20 } },
      },
    ),
    requirements: fields.array(line("Requisito", { max: 120 }), {
      label: "Requisitos para ser revendedor",
      itemLabel: (props) => props.value || "Novo requisito",
      validation: { length: { min: 1, max: 6 } },
    }),
    requirementsNote: line("Frase depois dos requisitos", { max: 160 }),
  },
});

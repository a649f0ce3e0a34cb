import { z } from "zod";
import type { IconName } from "../icon-names";

/**
 * The five integration categories, in filter order. `icon` is the emoji a broken logo
 * falls back to; `symbol` is the category's icon from the site's sprite, used on the filter chips,
 * where an emoji would draw an empty box on systems without an emoji font.
 */
export const integrationCategories = [
  { id: "marketplace", name: "Marketplace", color: "red", icon: "🛵", symbol: "bike" },
  { id: "pagamento", name: "Pagamento", color: "emerald", icon: "💳", symbol: "wallet" },
  { id: "maquininha", name: "Maquininha", color: "sky", icon: "🏧", symbol: "credit-card" },
  { id: "sistema-gestao", name: "Sistemas de Gestão", color: "violet", icon: "🗂️", symbol: "layers" },
  { id: "marketing-vendas", name: "Marketing e Vendas", color: "amber", icon: "📣", symbol: "megaphone" },
] as const satisfies readonly { id: string; name: string; color: string; icon: string; symbol: IconName }[];

export type IntegrationCategoryId = (typeof integrationCategories)[number]["id"];
export const integrationCategoryIds = integrationCategories.map((c) => c.id) as [
  IntegrationCategoryId,
  ...IntegrationCategoryId[],
];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id must be a kebab-case slug");
const text = z.string().trim().min(1);

/** Setup times an integration can promise: from 30 minutes to 1 day (what the support team can commit to). */
export const setupTimes = ["30 minutos", "1 hora", "2 horas", "3 horas", "4 horas", "1 dia"] as const;

export const integrationSchema = z.strictObject({
  id: slug,
  name: text,
  /** One sentence for the catalogue card. */
  description: text.max(180),
  /** Two or three paragraphs for the detail page, separated by blank lines. */
  detailedDescription: text,
  category: z.enum(integrationCategoryIds),
  tags: z.array(text).min(3).max(6),
  features: z.array(text).min(4),
  benefits: z.array(text).min(3),
  results: z.array(z.strictObject({ metric: text, value: text, description: text })).length(3),
  setupTime: z.enum(setupTimes),
  difficulty: z.enum(["Fácil", "Médio", "Avançado"]),
  status: z.enum(["disponivel", "em-breve"]),
  seoKeywords: z.array(text).min(4),
  partnership: z.strictObject({
    description: text,
    benefits: z.array(text).min(3),
    solutions: z.array(text).min(3),
    contribution: text,
  }),
  /** Use cases by kind of business, three cards each. */
  useCases: z
    .array(
      z.strictObject({
        category: text,
        cases: z.array(z.strictObject({ title: text, description: text })).length(3),
      }),
    )
    .min(2)
    .max(3),
  faq: z.array(z.strictObject({ question: text, answer: text })).length(6),
});

export type Integration = z.infer<typeof integrationSchema>;

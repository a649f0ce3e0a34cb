import type { IconName } from "../icon-names.ts";

/**
 * The integration catalogue's fixed lists: the editor's choices and what the pages render from
 * them. Apart from the content schema because the catalogue renders them in the browser, where the
 * editor must not go.
 */

/**
 * The five integration categories, in filter order (the catalogue lists them in this order too).
 * `symbol` is the category's icon from the site's sprite, on the filter chips and the wordmark tiles.
 */
export const integrationCategories = [
  { id: "marketplace", name: "Marketplace", color: "red", symbol: "bike" },
  { id: "pagamento", name: "Pagamento", color: "emerald", symbol: "wallet" },
  { id: "maquininha", name: "Maquininha", color: "sky", symbol: "credit-card" },
  { id: "sistema-gestao", name: "Sistemas de Gestão", color: "violet", symbol: "layers" },
  { id: "marketing-vendas", name: "Marketing e Vendas", color: "amber", symbol: "megaphone" },
] as const satisfies readonly { id: string; name: string; color: string; symbol: IconName }[];

export type IntegrationCategory = (typeof integrationCategories)[number];
export type IntegrationCategoryId = IntegrationCategory["id"];
export const integrationCategoryIds = integrationCategories.map((c) => c.id) as [
  IntegrationCategoryId,
  ...IntegrationCategoryId[],
];

/** Setup times an integration can promise: from 30 minutes to 1 day (what the support team can commit to). */
export const setupTimes = ["30 minutos", "1 hora", "2 horas", "3 horas", "4 horas", "1 dia"] as const;

export const difficulties = ["Fácil", "Médio", "Avançado"] as const;

export const integrationStatuses = ["disponivel", "em-breve"] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/**
 * Display helpers for the plans page (the billing period, the annual discount, limits; prices are
 * written by `formatReais` in ./reais). Pure and free of schemas, so the page's component can use
 * them in the browser.
 */

/** Feature groups of a plan card, in the order sales presents them. */
export const featureGroupIds = ["vendas", "marketing", "gestao", "fiscal", "integracoes", "outros"] as const;
export type FeatureGroupId = (typeof featureGroupIds)[number];

/** The billing period of /planos, read from `?periodo=`. */
export type BillingPeriod = "mensal" | "anual";

const count = new Intl.NumberFormat("pt-BR");

/** "1.000", "20.000": the plans' limits with the Brazilian thousands separator. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** `?periodo=anual` selects annual billing; anything else, or nothing, is monthly. */
/** The query parameter of the billing period (`?periodo=anual`). */
export const PERIOD_PARAM = "periodo";

export function readBillingPeriod(params: URLSearchParams): BillingPeriod {
  return params.get(PERIOD_PARAM) === "anual" ? "anual" : "mensal";
}

/** What a year costs when billed annually: twelve times the discounted monthly price. */
export function annualTotal(plan: { annualPrice: number }): number {
  return plan.annualPrice * 12;
}

/** Whole percent saved in a year by paying annually instead of monthly. */
export function annualSavingPercent(plan: { monthlyPrice: number; annualPrice: number }): number {
  const monthlyYear = plan.monthlyPrice * 12;
  const annualYear = plan.annualPrice * 12;
  return Math.round(((monthlyYear - annualYear) / monthlyYear) * 100);
}

function isFeatureGroupId(value: string): value is FeatureGroupId {
  return (featureGroupIds as readonly string[]).includes(value);
}

/**
 * A plan's features in groups, in the order sales presents them (vendas, marketing, gestao,
 * fiscal, integracoes, outros). A feature whose category is none of these
 * falls into outros; empty groups are left out; order inside a group is kept.
 */
export function groupFeatures<Feature extends { category: string }>(
  features: readonly Feature[],
): { id: FeatureGroupId; features: Feature[] }[] {
  const groups = new Map<FeatureGroupId, Feature[]>(featureGroupIds.map((id) => [id, []]));
  for (const feature of features) {
    const id = isFeatureGroupId(feature.category) ? feature.category : "outros";
    groups.get(id)?.push(feature);
  }
  return featureGroupIds
    .map((id) => ({ id, features: groups.get(id) ?? [] }))
    .filter((group) => group.features.length > 0);
}

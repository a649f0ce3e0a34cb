import plansPage from "virtual:content/pagina-planos";
import plans from "virtual:content/planos";
import type { PlanCardData } from "~/components/planos/plan-card";
import { annualTotal, groupFeatures } from "~/lib/pricing";
import type { Plan, PlansPage } from "./schema/load";

export type { Plan, PlansPage };
/**
 * The plans of /planos (content/planos/*.yaml), cheapest first, and the page's copy with the lines
 * every card compares (content/paginas/planos.yaml). Prices are whole reais per month;
 * `annualPrice` is the per-month price when billed annually (billed as twelve times it).
 */
export { plans, plansPage };

export interface PlanFeature {
  name: string;
  included: boolean;
  category: PlansPage["planFeatures"][number]["category"];
  /** Not available yet: the card marks it 'em breve'. */
  comingSoon: boolean;
}

/**
 * A card's lines for one plan: every line of the page, included from the plan the line names
 * upwards (plans are cheapest first, and each includes everything of the plans below it).
 */
export function featuresOf(plan: Pick<Plan, "id">): PlanFeature[] {
  const rank = (id: string) => plans.findIndex((p) => p.id === id);
  return plansPage.planFeatures.map(({ name, category, from, comingSoon }) => ({
    name,
    category,
    comingSoon,
    included: rank(from) <= rank(plan.id),
  }));
}

/** A plan as its card shows it: prices, the page's lines grouped, limits and button. */
export function planCard(plan: Plan): PlanCardData {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    monthlyPrice: plan.monthlyPrice,
    annualPrice: plan.annualPrice,
    annualTotal: annualTotal(plan),
    popular: plan.popular,
    groups: groupFeatures(featuresOf(plan)).map((group) => ({
      id: group.id,
      name: plansPage.featureGroupNames[group.id],
      features: group.features.map(({ name, included, comingSoon }) => ({ name, included, comingSoon })),
    })),
    limits: plan.limits,
    cta: plan.cta,
  };
}

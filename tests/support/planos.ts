import { content } from "./content";

/* What the plans' cards should show, from content/planos/, for the request and browser tests alike. */

/** The plans as content/planos/ has them, with the prices as the cards write them ("1.524"). */
export const plans = content.planos.map((plan) => ({
  name: plan.name,
  monthly: plan.monthlyPrice.toLocaleString("pt-BR"),
  annual: plan.annualPrice.toLocaleString("pt-BR"),
  yearly: (plan.annualPrice * 12).toLocaleString("pt-BR"),
  cta: plan.cta,
  popular: plan.popular,
}));
export const saving = (() => {
  const reference = content.planos.find((plan) => plan.popular);
  return reference ? Math.round((1 - reference.annualPrice / reference.monthlyPrice) * 100) : 0;
})();

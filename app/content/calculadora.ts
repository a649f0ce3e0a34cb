import marketplaceReference from "virtual:content/pagina-calculadora";
import { formatLongDate } from "~/lib/dates";
import {
  computeSavings,
  readSavingsValues,
  type SavingsPlan,
  type SavingsValues,
  savingsFields,
  savingsQuery,
  savingsSummary,
  valuesFromSearchParams,
  valuesOf,
} from "~/lib/savings";
import { plans } from "./planos";

/**
 * The savings calculator's reference rates (/calculadora) come from content/paginas/calculadora.yaml:
 * what the main Brazilian delivery marketplace publicly charges a restaurant per order, the page they
 * were read on and when, and the form's starting figures; the first plan fills the form. The
 * marketplace changes its prices and negotiates some contracts, so the page says they may change.
 *
 * The monthly fee the marketplace charges above a sales threshold is left out on purpose: the
 * calculator compares per-order costs, and leaving it out keeps the estimate on the safe side.
 */
export { marketplaceReference };

/** The form's starting values: the reference figures and the default plan's rates. */
export function defaultSavingsValues(reference = marketplaceReference): SavingsValues {
  const [plan] = reference.plans;
  return valuesOf({
    orders: reference.defaultOrders,
    ticket: reference.defaultTicket,
    commission: plan.commission,
    paymentFee: plan.paymentFee,
  });
}

/** The Gama plans as the calculator compares them (prices and order limits from plans.ts). */
export const savingsPlans: SavingsPlan[] = plans.map((plan) => ({
  id: plan.id,
  name: plan.name,
  monthlyPrice: plan.monthlyPrice,
  annualPrice: plan.annualPrice,
  ordersLimit: plan.limits.pedidos,
}));

/** What the page shows about the reference rates: the source, when they were checked, each plan. */
export function referenceView(reference = marketplaceReference) {
  const [defaultPlan] = reference.plans;
  return {
    marketplace: reference.marketplace,
    source: reference.source,
    checkedAt: formatLongDate(reference.checkedAt),
    defaultPlanId: defaultPlan.id,
    plans: reference.plans,
  };
}

/**
 * A calculation passed along in a query string (the calculator's "Quero economizar" link to
 * /contato, or the contact form's hidden field): its canonical query and the summary lines, or
 * null when the parameters are missing or unusable. The figures are always recomputed here, so a
 * lead never carries numbers the calculator would not have shown.
 */
export function savingsCalculationFrom(params: URLSearchParams): { query: string; lines: string[] } | null {
  if (!savingsFields.every((field) => params.has(field))) return null;
  const reading = readSavingsValues(valuesFromSearchParams(params, defaultSavingsValues()));
  if (!reading.ok) return null;
  return {
    query: savingsQuery(valuesOf(reading.input)),
    lines: savingsSummary(reading.input, computeSavings(reading.input, savingsPlans)),
  };
}

/** The contact message with the calculation the visitor saw appended, when one came along. */
export function withSavingsCalculation(message: string, calculation: string | undefined): string {
  const found = calculation ? savingsCalculationFrom(new URLSearchParams(calculation)) : null;
  if (!found) return message;
  return `${message}\n\nSimulação da calculadora de economia (estimativa):\n${found.lines.map((line) => `- ${line}`).join("\n")}`;
}

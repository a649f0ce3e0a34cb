import { z } from "zod";
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
import { plans } from "./plans";

/**
 * The savings calculator's reference rates (/calculadora): what the main Brazilian delivery
 * marketplace publicly charges a restaurant per order, and the page's starting figures. The
 * marketplace changes its prices and negotiates some contracts, so the date the rates were checked
 * and the page they were read on travel with them, and the page says they may change. When the
 * marketplace publishes new rates, update `plans` and `checkedAt` here; nothing else needs to change.
 *
 * The monthly fee the marketplace charges above a sales threshold is left out on purpose: the
 * calculator compares per-order costs, and leaving it out keeps the estimate on the safe side.
 */
const percent = z.number().min(0).max(100);
const isoDate = z.iso.date();

export const marketplacePlanSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  /** The marketplace's own name for the plan. */
  name: z.string().trim().min(1),
  /** Who delivers the orders on that plan, as a short phrase. */
  delivery: z.string().trim().min(1),
  /** Commission on the order value, in percent. */
  commission: percent.multipleOf(0.01),
  /** Fee on orders paid online through the marketplace, in percent. */
  paymentFee: percent.multipleOf(0.01),
});

export const marketplaceReferenceSchema = z
  .strictObject({
    /** Named in the copy as the source of the reference rates (text only, no logo). */
    marketplace: z.string().trim().min(1),
    /** The public page the rates were read from. */
    source: z.url(),
    /** When someone last checked the rates on that page (YYYY-MM-DD). */
    checkedAt: isoDate,
    plans: z.array(marketplacePlanSchema).min(1),
    /** The plan whose rates fill the form when a visitor arrives. */
    defaultPlan: z.string(),
    /** Starting figures of the form: a small delivery's month. */
    defaultOrders: z.number().int().min(1).max(100_000),
    defaultTicket: z.number().min(1).max(10_000).multipleOf(0.01),
  })
  .refine((ref) => ref.plans.some((plan) => plan.id === ref.defaultPlan), {
    message: "the default plan is one of the plans",
    path: ["defaultPlan"],
  });

export type MarketplaceReference = z.infer<typeof marketplaceReferenceSchema>;

export const marketplaceReference: MarketplaceReference = {
  marketplace: "iFood",
  source: "https://blog-parceiros.ifood.com.br/taxas-ifood/",
  checkedAt: "2026-11-23",
  plans: [
    {
      id: "basico",
      name: "Plano Básico",
      delivery: "entrega feita pela sua loja",
      commission: 12,
      paymentFee: 3.2,
    },
    {
      id: "entrega",
      name: "Plano Entrega",
      delivery: "entrega feita pelos entregadores do marketplace",
      commission: 23,
      paymentFee: 3.2,
    },
  ],
  defaultPlan: "basico",
  defaultOrders: 400,
  defaultTicket: 50,
};

function defaultPlanOf(reference: MarketplaceReference) {
  const plan = reference.plans.find((p) => p.id === reference.defaultPlan) ?? reference.plans[0];
  if (!plan) throw new Error("the calculator needs at least one reference plan");
  return plan;
}

/** The form's starting values: the reference figures and the default plan's rates. */
export function defaultSavingsValues(reference = marketplaceReference): SavingsValues {
  const plan = defaultPlanOf(reference);
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
  const defaultPlan = defaultPlanOf(reference);
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

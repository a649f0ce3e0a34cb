/**
 * The savings calculator of /calculadora: reading what a visitor typed (Brazilian number format),
 * the pt-BR messages for what cannot be used, and the arithmetic. Pure and free of schemas, so the
 * server renders the result from the query string and the browser recomputes it as the visitor
 * types, with the same code and without zod in the bundle.
 */

import { formatReais } from "./reais";
import { savingsFields } from "./savings-fields";

/** The form's fields, which are also the query string's parameters. */
export { savingsFields };
export type SavingsField = (typeof savingsFields)[number];

/** What the visitor typed, field by field (kept as typed, so an error shows the same text back). */
export type SavingsValues = Record<SavingsField, string>;

/** The numbers a calculation needs: orders per month, average ticket in reais, rates in percent. */
export interface SavingsInput {
  orders: number;
  ticket: number;
  commission: number;
  paymentFee: number;
}

/** A Gama plan as the calculator needs it: prices in whole reais per month, and its order limit. */
export interface SavingsPlan {
  id: string;
  name: string;
  /** Per month, billed monthly. */
  monthlyPrice: number;
  /** Per month, billed annually (twelve times this once a year). */
  annualPrice: number;
  /** Orders per month the plan includes. */
  ordersLimit: number;
}

export const limits = {
  orders: { min: 1, max: 100_000 },
  ticket: { min: 1, max: 10_000 },
  percent: { max: 100 },
  /** Longer text is not a number anyone types; it is rejected before it is read. */
  length: 24,
} as const;

type ParsedNumber =
  | { ok: true; value: number; decimals: number }
  | { ok: false; reason: "empty" | "invalid" | "negative" };

const MINUS = /^[-\u2212]/;
const THOUSANDS_ONLY = /^\d{1,3}(\.\d{3})+$/;
const COMMA_DECIMAL = /^(\d{1,3}(\.\d{3})+|\d+),(\d+)$/;
const POINT_DECIMAL = /^\d+\.(\d+)$/;
const INTEGER = /^\d+$/;

/**
 * A number as a Brazilian visitor writes it: "1.234,56", "1234,56", "12,5%", "R$ 45,90", "1.200".
 * A dot followed by groups of three digits is a thousands separator ("1.500" is 1500); a single
 * dot followed by anything else is taken as a decimal point, as people type "12.5" too. Anything
 * else (letters, exponents such as "1e309", several commas, spaces inside the number) is invalid.
 */
export function parseBrazilianNumber(raw: string, unit?: "currency" | "percent"): ParsedNumber {
  let text = raw.trim();
  if (text === "") return { ok: false, reason: "empty" };
  if (text.length > limits.length) return { ok: false, reason: "invalid" };
  if (unit === "currency") text = text.replace(/^R\$\s*/i, "");
  if (unit === "percent") text = text.replace(/\s*%$/, "");
  let negative = false;
  if (MINUS.test(text)) {
    negative = true;
    text = text.slice(1).trim();
  }
  let integerPart: string;
  let fraction = "";
  const comma = COMMA_DECIMAL.exec(text);
  const point = POINT_DECIMAL.exec(text);
  if (INTEGER.test(text)) integerPart = text;
  else if (THOUSANDS_ONLY.test(text)) integerPart = text.replaceAll(".", "");
  else if (comma) {
    integerPart = (comma[1] ?? "").replaceAll(".", "");
    fraction = comma[3] ?? "";
  } else if (point) {
    integerPart = text.slice(0, text.indexOf("."));
    fraction = point[1] ?? "";
  } else return { ok: false, reason: "invalid" };
  const value = Number(fraction ? `${integerPart}.${fraction}` : integerPart);
  if (!Number.isFinite(value)) return { ok: false, reason: "invalid" };
  if (negative && value !== 0) return { ok: false, reason: "negative" };
  return { ok: true, value, decimals: fraction.replace(/0+$/, "").length };
}

const integerFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** The pt-BR message for each way a field can be wrong. */
export const savingsMessages = {
  pedidos: {
    empty: "Informe quantos pedidos você recebe por mês no marketplace.",
    invalid: "Use só números para os pedidos, como 1.200.",
    negative: "O número de pedidos não pode ser negativo.",
    fraction: "Informe um número inteiro de pedidos, sem casas decimais.",
    tooSmall: "Informe pelo menos 1 pedido por mês.",
    tooLarge: `Informe no máximo ${integerFormat.format(limits.orders.max)} pedidos por mês.`,
  },
  ticket: {
    empty: "Informe o ticket médio, o valor médio de um pedido.",
    invalid: "Use só números para o ticket médio, como 45,90.",
    negative: "O ticket médio não pode ser negativo.",
    fraction: "Use no máximo 2 casas decimais no ticket médio, como 45,90.",
    tooSmall: `O ticket médio precisa ser de pelo menos R$ ${limits.ticket.min}.`,
    tooLarge: `O ticket médio pode ser de no máximo R$ ${integerFormat.format(limits.ticket.max)}.`,
  },
  comissao: {
    empty: "Informe a comissão que o marketplace cobra (use 0 se não houver).",
    invalid: "Use só números para a comissão, como 12 ou 12,5%.",
    negative: "A comissão não pode ser negativa.",
    fraction: "Use no máximo 2 casas decimais na comissão, como 12,5%.",
    tooLarge: "A comissão não pode passar de 100%.",
  },
  taxa: {
    empty: "Informe a taxa de pagamento online (use 0 se não houver).",
    invalid: "Use só números para a taxa de pagamento, como 3,2%.",
    negative: "A taxa de pagamento não pode ser negativa.",
    fraction: "Use no máximo 2 casas decimais na taxa de pagamento, como 3,2%.",
    tooLarge: "A taxa de pagamento não pode passar de 100%.",
    sumTooLarge: "A comissão e a taxa de pagamento somadas não podem passar de 100%.",
  },
} as const;

export type SavingsErrors = Partial<Record<SavingsField, string>>;

export type SavingsReading = { ok: true; input: SavingsInput } | { ok: false; errors: SavingsErrors };

function readField(
  field: SavingsField,
  raw: string,
  unit: "currency" | "percent" | undefined,
  rule: { maxDecimals: number; min?: number; max: number },
): { value: number } | { error: string } {
  const messages: Record<string, string> = savingsMessages[field];
  const parsed = parseBrazilianNumber(raw, unit);
  if (!parsed.ok) return { error: messages[parsed.reason] as string };
  if (parsed.decimals > rule.maxDecimals) return { error: messages.fraction as string };
  if (rule.min !== undefined && parsed.value < rule.min) return { error: messages.tooSmall as string };
  if (parsed.value > rule.max) return { error: messages.tooLarge as string };
  return { value: parsed.value };
}

/** Reads the four fields; every field with a problem gets its own message. */
export function readSavingsValues(values: SavingsValues): SavingsReading {
  const errors: SavingsErrors = {};
  const numbers: Partial<Record<SavingsField, number>> = {};
  const rules = {
    pedidos: [undefined, { maxDecimals: 0, min: limits.orders.min, max: limits.orders.max }],
    ticket: ["currency", { maxDecimals: 2, min: limits.ticket.min, max: limits.ticket.max }],
    comissao: ["percent", { maxDecimals: 2, max: limits.percent.max }],
    taxa: ["percent", { maxDecimals: 2, max: limits.percent.max }],
  } as const;
  for (const field of savingsFields) {
    const [unit, rule] = rules[field];
    const result = readField(field, values[field], unit, rule);
    if ("error" in result) errors[field] = result.error;
    else numbers[field] = result.value;
  }
  const { pedidos, ticket, comissao, taxa } = numbers;
  if (comissao !== undefined && taxa !== undefined && comissao + taxa > limits.percent.max) {
    errors.taxa = savingsMessages.taxa.sumTooLarge;
  }
  if (pedidos === undefined || ticket === undefined || comissao === undefined || taxa === undefined) {
    return { ok: false, errors };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { orders: pedidos, ticket, commission: comissao, paymentFee: taxa } };
}

/**
 * The form's values from a query string. A parameter that is absent takes its default (a bare
 * /calculadora shows the reference figures), while one sent empty stays empty and gets its message,
 * as a submitted form sends every field. Typed text comes back cut to a sane length.
 */
export function valuesFromSearchParams(params: URLSearchParams, defaults: SavingsValues): SavingsValues {
  const values = { ...defaults };
  for (const field of savingsFields) {
    const raw = params.get(field);
    if (raw !== null) values[field] = raw.slice(0, 64);
  }
  return values;
}

/** "3,2", "45,9", "1200": how a number is written back into a field and into links. */
export function formatInputNumber(value: number): string {
  return String(value).replace(".", ",");
}

/** The form's values for a calculation, as fields and links carry them. */
export function valuesOf(input: SavingsInput): SavingsValues {
  return {
    pedidos: formatInputNumber(input.orders),
    ticket: formatInputNumber(input.ticket),
    comissao: formatInputNumber(input.commission),
    taxa: formatInputNumber(input.paymentFee),
  };
}

/** The query string of a set of values (e.g. "pedidos=400&ticket=50&comissao=12&taxa=3%2C2"). */
export function savingsQuery(values: SavingsValues): string {
  return new URLSearchParams(savingsFields.map((field) => [field, values[field]])).toString();
}

export interface PlanComparison {
  id: string;
  name: string;
  ordersLimit: number;
  /** False when the visitor's orders are above the plan's monthly limit: no figures then. */
  fits: boolean;
  monthlyPrice: number;
  annualPrice: number;
  /** Twelve monthly payments. */
  perYear: number;
  /** Twelve months billed annually. */
  perYearAnnualBilling: number;
  /** Marketplace cost minus the plan (monthly billing); negative when the plan costs more. */
  differencePerMonth: number;
  differencePerYear: number;
  differencePerYearAnnualBilling: number;
}

export interface SavingsResult {
  /** Sales through the marketplace per month, in reais. */
  salesPerMonth: number;
  /** Commission plus payment fee per month and per year, in reais (not rounded). */
  marketplacePerMonth: number;
  marketplacePerYear: number;
  plans: PlanComparison[];
  /** The cheapest plan that takes the visitor's orders, if any does. */
  bestPlan: PlanComparison | null;
}

/**
 * What the marketplace takes (commission and payment fee on every order) against what each plan
 * costs. Money is worked out in cents and hundredths of a percent, which are whole numbers for any
 * input the form accepts, so the result is exact before it is rounded for display.
 */
export function computeSavings(input: SavingsInput, plans: readonly SavingsPlan[]): SavingsResult {
  const ticketCents = Math.round(input.ticket * 100);
  const rateHundredths = Math.round((input.commission + input.paymentFee) * 100);
  const salesPerMonth = (input.orders * ticketCents) / 100;
  // cents × hundredths of a percent = 10⁻⁶ reais.
  const marketplaceMicroReais = input.orders * ticketCents * rateHundredths;
  const marketplacePerMonth = marketplaceMicroReais / 1_000_000;
  const marketplacePerYear = (marketplaceMicroReais * 12) / 1_000_000;
  const compared = [...plans]
    .sort((a, b) => a.monthlyPrice - b.monthlyPrice)
    .map((plan) => {
      const perYear = plan.monthlyPrice * 12;
      const perYearAnnualBilling = plan.annualPrice * 12;
      return {
        id: plan.id,
        name: plan.name,
        ordersLimit: plan.ordersLimit,
        fits: input.orders <= plan.ordersLimit,
        monthlyPrice: plan.monthlyPrice,
        annualPrice: plan.annualPrice,
        perYear,
        perYearAnnualBilling,
        differencePerMonth: marketplacePerMonth - plan.monthlyPrice,
        differencePerYear: marketplacePerYear - perYear,
        differencePerYearAnnualBilling: marketplacePerYear - perYearAnnualBilling,
      };
    });
  return {
    salesPerMonth,
    marketplacePerMonth,
    marketplacePerYear,
    plans: compared,
    bestPlan: compared.find((plan) => plan.fits) ?? null,
  };
}

const percentFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** "12%", "3,2%". */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

export function formatOrders(value: number): string {
  return integerFormat.format(value);
}

/**
 * The calculation in a few plain lines: shown on the contact page before it is sent, and written
 * into the lead, so the visitor sees exactly what sales will read.
 */
export function savingsSummary(input: SavingsInput, result: SavingsResult): string[] {
  const lines = [
    `Pedidos por mês no marketplace: ${formatOrders(input.orders)}, com ticket médio de ${formatReais(input.ticket, { cents: "if-any" })} (${formatReais(result.salesPerMonth)} em vendas por mês).`,
    `Comissão de ${formatPercent(input.commission)} e taxa de pagamento de ${formatPercent(input.paymentFee)}: ${formatReais(result.marketplacePerMonth)} por mês, ${formatReais(result.marketplacePerYear)} por ano pagos ao marketplace.`,
  ];
  for (const plan of result.plans) {
    lines.push(
      plan.fits
        ? `Plano ${plan.name} (${formatReais(plan.monthlyPrice)} por mês): ${differenceText(plan.differencePerMonth, "por mês")}, ${differenceText(plan.differencePerYear, "por ano")}.`
        : `Plano ${plan.name}: não comporta ${formatOrders(input.orders)} pedidos por mês (limite de ${formatOrders(plan.ordersLimit)}).`,
    );
  }
  return lines;
}

/** "economia de R$ 2.881 por mês", or "custo a mais de R$ 60 por mês" when the plan costs more. */
export function differenceText(difference: number, period: string): string {
  const rounded = Math.round(difference);
  return rounded >= 0
    ? `economia de ${formatReais(rounded)} ${period}`
    : `custo a mais de ${formatReais(-rounded)} ${period}`;
}

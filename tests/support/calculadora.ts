import { content } from "./content";

/*
 * What the savings calculator should show, derived from content (the plans, cheapest first, and the
 * reference rates of content/paginas/calculadora.yaml), for its request and browser tests alike: a
 * price, a limit or a rate changed in the editor changes these figures and no test.
 */

// Intl writes "R$" and the amount with a no-break space; \s matches it.
export const reais = (amount: string) => new RegExp(`R\\$\\s${amount.replaceAll(".", "\\.")}(?!\\d)`);
/** Whole reais and counts as the page writes them: 14.611. */
export const whole = (amount: number) => new Intl.NumberFormat("pt-BR").format(Math.round(amount));
/** A regular expression's source for "R$ 14.611", any space after R$. */
export const money = (amount: number) => `R\\$\\s${whole(amount).replaceAll(".", "\\.")}`;

// The plans compared come from content (cheapest first), so a price or a limit changed in the
// editor changes the figures below and no test.
export const plans = content.planos;
export const fits = (orders: number) => plans.filter((plan) => plan.limits.pedidos >= orders);
export const fitsNot = (orders: number) => plans.filter((plan) => plan.limits.pedidos < orders);
/** A plan card's savings line: the marketplace's monthly cost against the plan's monthly price. */
export const savingsLine = (monthlyCost: number, plan: (typeof plans)[number]) =>
  new RegExp(
    `Economia de ${money(monthlyCost - plan.monthlyPrice)} por mês, economia de ${money(
      monthlyCost * 12 - plan.monthlyPrice * 12,
    )} por ano`,
  );
// The reference rates and the form's starting figures come from content/paginas/calculadora.yaml;
// the first plan's rates fill the form.
export const reference = content["pagina-calculadora"];
export const [firstRates, ...otherRates] = reference.plans;
/** A figure as the form writes it: 400, 3,2. */
export const typed = (value: number) => String(value).replace(".", ",");
/** The marketplace's monthly cost for a month of orders at a plan's rates. */
export const monthlyCost = (
  orders: number,
  ticket: number,
  rates: { commission: number; paymentFee: number },
) => (orders * ticket * (rates.commission + rates.paymentFee)) / 100;
export const startingCost = monthlyCost(reference.defaultOrders, reference.defaultTicket, firstRates);
/** The query the form's starting ticket and rates make, after a given number of orders. */
export const startingQuery = (orders: string) =>
  `pedidos=${orders}&ticket=${encodeURIComponent(typed(reference.defaultTicket))}&comissao=${encodeURIComponent(
    typed(firstRates.commission),
  )}&taxa=${encodeURIComponent(typed(firstRates.paymentFee))}`;
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Prices in reais as every page writes them: Intl's pt-BR currency format for BRL ("R$", a
 * no-break space, a dot between thousands, a comma before the cents). The one formatter of the
 * site, so a price reads the same on /planos, /calculadora and /revenda. Pure, for the browser too.
 */

const wholeReais = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const reaisWithCents = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "R$ 159", "R$ 2.196": whole reais, rounded to the nearest one. With `cents: "if-any"`, an amount
 * with cents shows them ("R$ 663,33", "R$ 45,90") and a whole one does not ("R$ 2.490").
 */
export function formatReais(value: number, options: { cents?: "never" | "if-any" } = {}): string {
  if (options.cents === "if-any" && !Number.isInteger(value)) return reaisWithCents.format(value);
  // Math.round first, so -0.4 shows as "R$ 0" and never as "-R$ 0".
  return wholeReais.format(Math.round(value) || 0);
}

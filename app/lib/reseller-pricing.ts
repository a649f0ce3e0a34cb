/** Display helpers for the reseller programme's figures (price ranges and instalments). */

const wholeReais = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const reaisWithCents = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** R$ 2.490 for whole amounts, R$ 663,33 when there are cents. */
export function formatReais(value: number): string {
  return Number.isInteger(value) ? wholeReais.format(value) : reaisWithCents.format(value);
}

/** Each card installment of a fee split in `count`, rounded to the cent. */
export function installmentValue(fee: number, count: number): number {
  return Math.round((fee / count) * 100) / 100;
}

/** "1 a 10 clientes", "Acima de 60 clientes". */
export function clientRangeLabel(range: { min: number; max: number | null }): string {
  if (range.max === null) return `Acima de ${range.min - 1} clientes`;
  return `${range.min} a ${range.max} clientes`;
}

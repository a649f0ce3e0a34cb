/**
 * Display helpers for the reseller programme's figures (instalments, client ranges); its prices are
 * written by `formatReais(value, { cents: "if-any" })` in ./reais.
 */

/** Each card installment of a fee split in `count`, rounded to the cent. */
export function installmentValue(fee: number, count: number): number {
  return Math.round((fee / count) * 100) / 100;
}

/** "1 a 10 clientes", "Acima de 60 clientes". */
export function clientRangeLabel(range: { min: number; max: number | null }): string {
  if (range.max === null) return `Acima de ${range.min - 1} clientes`;
  return `${range.min} a ${range.max} clientes`;
}

import { describe, expect, it } from "vitest";
import { clientRangeLabel, formatReais, installmentValue } from "./reseller-pricing";

// Intl separates "R$" from the amount with a no-break space.
const plain = (value: string) => value.replace(/\u00a0/g, " ");

describe("reseller pricing display", () => {
  it("writes whole reais without cents and fractions with cents", () => {
    expect(plain(formatReais(2490))).toBe("R$ 2.490");
    expect(plain(formatReais(60))).toBe("R$ 60");
    expect(plain(formatReais(663.33))).toBe("R$ 663,33");
  });

  it("splits a fee into installments rounded to the cent", () => {
    expect(installmentValue(2490, 3)).toBe(830);
    expect(installmentValue(1990, 3)).toBe(663.33);
    expect(installmentValue(890, 3)).toBe(296.67);
  });

  it("labels client ranges, open-ended included", () => {
    expect(clientRangeLabel({ min: 1, max: 10 })).toBe("1 a 10 clientes");
    expect(clientRangeLabel({ min: 61, max: null })).toBe("Acima de 60 clientes");
  });
});

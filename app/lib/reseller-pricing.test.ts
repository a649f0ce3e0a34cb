import { describe, expect, it } from "vitest";
import { clientRangeLabel, installmentValue } from "./reseller-pricing";

describe("reseller pricing display", () => {
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

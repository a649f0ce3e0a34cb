import { describe, expect, it } from "vitest";
import { formatReais } from "./reais";

// Intl separates "R$" from the amount with a no-break space.
const plain = (value: string) => value.replace(/\u00a0/g, " ");

describe("formatReais", () => {
  it("writes whole reais with the Brazilian separators and no decimals", () => {
    expect(plain(formatReais(159))).toBe("R$ 159");
    expect(plain(formatReais(2196))).toBe("R$ 2.196");
    expect(plain(formatReais(178_078))).toBe("R$ 178.078");
    expect(plain(formatReais(0))).toBe("R$ 0");
  });

  it("rounds to the nearest real instead of showing cents, and never writes a negative zero", () => {
    expect(plain(formatReais(182.6))).toBe("R$ 183");
    expect(plain(formatReais(14_839.8372))).toBe("R$ 14.840");
    expect(plain(formatReais(0.5))).toBe("R$ 1");
    expect(plain(formatReais(-0.4))).toBe("R$ 0");
    expect(plain(formatReais(-67.8))).toBe("-R$ 68");
  });

  it("shows cents only when asked to and the amount has them", () => {
    expect(plain(formatReais(663.33, { cents: "if-any" }))).toBe("R$ 663,33");
    expect(plain(formatReais(45.9, { cents: "if-any" }))).toBe("R$ 45,90");
    expect(plain(formatReais(2490, { cents: "if-any" }))).toBe("R$ 2.490");
    expect(plain(formatReais(60, { cents: "if-any" }))).toBe("R$ 60");
    expect(plain(formatReais(663.33))).toBe("R$ 663");
  });

  it("keeps Intl's own no-break space", () => {
    expect(formatReais(229)).toBe("R$\u00a0229");
    expect(formatReais(45.9, { cents: "if-any" })).toBe("R$\u00a045,90");
  });
});

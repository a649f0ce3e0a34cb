import { describe, expect, it } from "vitest";
import {
  defaultSavingsValues,
  marketplaceReference,
  marketplaceReferenceSchema,
  savingsCalculationFrom,
  savingsPlans,
  withSavingsCalculation,
} from "./calculator";
import { plans } from "./plans";

const plain = (value: string) => value.replace(/\u00a0/g, " ");

describe("calculator content", () => {
  it("passes its schema: a source page, the date it was checked, the plans it describes", () => {
    expect(() => marketplaceReferenceSchema.parse(marketplaceReference)).not.toThrow();
    expect(marketplaceReference.plans.map((plan) => plan.name)).toEqual(["Plano Básico", "Plano Entrega"]);
  });

  it("rejects a default plan that is not listed and a date that is not a date", () => {
    expect(
      marketplaceReferenceSchema.safeParse({ ...marketplaceReference, defaultPlan: "premium" }).success,
    ).toBe(false);
    expect(
      marketplaceReferenceSchema.safeParse({ ...marketplaceReference, checkedAt: "ontem" }).success,
    ).toBe(false);
  });

  it("starts the form with the default plan's rates, written as a visitor would", () => {
    expect(defaultSavingsValues()).toEqual({ pedidos: "400", ticket: "50", comissao: "12", taxa: "3,2" });
  });

  it("compares every Gama plan with its monthly and annual prices and its order limit", () => {
    expect(savingsPlans).toHaveLength(plans.length);
    expect(savingsPlans.find((p) => p.id === "profissional")).toEqual({
      id: "profissional",
      name: "Profissional",
      monthlyPrice: 229,
      annualPrice: 183,
      ordersLimit: 2000,
    });
  });
});

describe("savingsCalculationFrom", () => {
  it("recomputes a calculation from the calculator's parameters, in canonical form", () => {
    const found = savingsCalculationFrom(
      new URLSearchParams({ pedidos: "1.234", ticket: "R$ 45,90", comissao: "23%", taxa: "3,2" }),
    );
    expect(found?.query).toBe("pedidos=1234&ticket=45%2C9&comissao=23&taxa=3%2C2");
    expect(found?.lines.map(plain)).toContain(
      "Comissão de 23% e taxa de pagamento de 3,2%: R$ 14.840 por mês, R$ 178.078 por ano pagos ao marketplace.",
    );
  });

  it("brings nothing when a parameter is missing or unusable", () => {
    expect(savingsCalculationFrom(new URLSearchParams("assunto=Plano"))).toBeNull();
    expect(savingsCalculationFrom(new URLSearchParams("pedidos=400&ticket=50&comissao=12"))).toBeNull();
    expect(savingsCalculationFrom(new URLSearchParams("pedidos=-4&ticket=50&comissao=12&taxa=3"))).toBeNull();
  });
});

describe("withSavingsCalculation", () => {
  it("appends the calculation the visitor saw to the message", () => {
    const message = withSavingsCalculation(
      "Quero economizar.",
      "pedidos=400&ticket=50&comissao=12&taxa=3%2C2",
    );
    expect(plain(message)).toBe(
      [
        "Quero economizar.",
        "",
        "Simulação da calculadora de economia (estimativa):",
        "- Pedidos por mês no marketplace: 400, com ticket médio de R$ 50 (R$ 20.000 em vendas por mês).",
        "- Comissão de 12% e taxa de pagamento de 3,2%: R$ 3.040 por mês, R$ 36.480 por ano pagos ao marketplace.",
        "- Plano Essencial (R$ 159 por mês): economia de R$ 2.881 por mês, economia de R$ 34.572 por ano.",
        "- Plano Profissional (R$ 229 por mês): economia de R$ 2.811 por mês, economia de R$ 33.732 por ano.",
        "- Plano Avançado (R$ 299 por mês): economia de R$ 2.741 por mês, economia de R$ 32.892 por ano.",
      ].join("\n"),
    );
  });

  it("leaves the message alone without a calculation or with a forged one", () => {
    expect(withSavingsCalculation("Olá", undefined)).toBe("Olá");
    expect(withSavingsCalculation("Olá", "")).toBe("Olá");
    expect(withSavingsCalculation("Olá", "pedidos=<script>&ticket=50&comissao=12&taxa=3")).toBe("Olá");
  });
});

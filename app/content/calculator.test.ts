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
    for (const plan of plans) {
      expect(savingsPlans.find((p) => p.id === plan.id)).toEqual({
        id: plan.id,
        name: plan.name,
        monthlyPrice: plan.monthlyPrice,
        annualPrice: plan.annualPrice,
        ordersLimit: plan.limits.pedidos,
      });
    }
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

/** "2.881": a whole number with the Brazilian thousands separator. */
const thousands = (value: number) => value.toLocaleString("pt-BR");

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
        // The marketplace costs R$ 3.040 a month (R$ 36.480 a year); each plan saves that less its price.
        ...plans.map(
          (plan) =>
            `- Plano ${plan.name} (R$ ${plan.monthlyPrice} por mês): economia de R$ ${thousands(3040 - plan.monthlyPrice)} por mês, economia de R$ ${thousands(36480 - 12 * plan.monthlyPrice)} por ano.`,
        ),
      ].join("\n"),
    );
  });

  it("leaves the message alone without a calculation or with a forged one", () => {
    expect(withSavingsCalculation("Olá", undefined)).toBe("Olá");
    expect(withSavingsCalculation("Olá", "")).toBe("Olá");
    expect(withSavingsCalculation("Olá", "pedidos=<script>&ticket=50&comissao=12&taxa=3")).toBe("Olá");
  });
});

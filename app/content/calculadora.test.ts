import { describe, expect, it } from "vitest";
import {
  defaultSavingsValues,
  marketplaceReference,
  savingsCalculationFrom,
  savingsPlans,
  withSavingsCalculation,
} from "./calculadora";
import { plans } from "./planos";

const plain = (value: string) => value.replace(/\u00a0/g, " ");

describe("calculator content", () => {
  it("reads the reference rates from content/paginas/calculadora.yaml: a source page, a date, the plans", () => {
    expect(marketplaceReference.source).toMatch(/^https:\/\//);
    expect(marketplaceReference.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(marketplaceReference.plans.length).toBeGreaterThan(0);
    expect(new Set(marketplaceReference.plans.map((plan) => plan.id)).size).toBe(
      marketplaceReference.plans.length,
    );
  });

  it("starts the form with the first plan's rates, written as a visitor would", () => {
    const reference = {
      ...marketplaceReference,
      defaultOrders: 1200,
      defaultTicket: 42.5,
      plans: [
        {
          id: "1",
          name: "Plano Básico",
          delivery: "entrega feita pela sua loja",
          commission: 12,
          paymentFee: 3.2,
        },
        {
          id: "2",
          name: "Plano Entrega",
          delivery: "entregadores do marketplace",
          commission: 23,
          paymentFee: 3.5,
        },
      ],
    } satisfies typeof marketplaceReference;
    expect(defaultSavingsValues(reference)).toEqual({
      pedidos: "1200",
      ticket: "42,5",
      comissao: "12",
      taxa: "3,2",
    });
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

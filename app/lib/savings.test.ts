import { describe, expect, it } from "vitest";
import { formatReais } from "./reais";
import {
  computeSavings,
  differenceText,
  parseBrazilianNumber,
  readSavingsValues,
  type SavingsPlan,
  savingsMessages,
  savingsQuery,
  savingsSummary,
  valuesFromSearchParams,
} from "./savings";

// Intl separates "R$" from the amount with a no-break space.
const plain = (value: string) => value.replace(/\u00a0/g, " ");

// The three plans as /planos sells them, written out here so the expected figures below can be
// checked by hand without reading the content module.
const plans: SavingsPlan[] = [
  { id: "essencial", name: "Essencial", monthlyPrice: 159, annualPrice: 127, ordersLimit: 500 },
  { id: "profissional", name: "Profissional", monthlyPrice: 229, annualPrice: 183, ordersLimit: 2000 },
  { id: "avancado", name: "Avançado", monthlyPrice: 299, annualPrice: 239, ordersLimit: 10000 },
];

describe("parseBrazilianNumber", () => {
  it.each([
    ["1.234,56", undefined, 1234.56, 2],
    ["1234,5", undefined, 1234.5, 1],
    ["1.200", undefined, 1200, 0],
    ["1.234.567", undefined, 1234567, 0],
    ["400", undefined, 400, 0],
    ["  400  ", undefined, 400, 0],
    ["12.5", undefined, 12.5, 1],
    ["12,5%", "percent", 12.5, 1],
    ["3,2 %", "percent", 3.2, 1],
    ["R$ 45,90", "currency", 45.9, 1],
    ["r$45", "currency", 45, 0],
    ["-0", undefined, 0, 0],
  ] as const)("reads %j as %d", (raw, unit, value, decimals) => {
    expect(parseBrazilianNumber(raw, unit)).toEqual({ ok: true, value, decimals });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "invalid"],
    ["12a", "invalid"],
    ["1e309", "invalid"],
    ["1e3", "invalid"],
    ["Infinity", "invalid"],
    ["NaN", "invalid"],
    ["0x10", "invalid"],
    ["12,3,4", "invalid"],
    ["1.23.4", "invalid"],
    ["1 234", "invalid"],
    [",5", "invalid"],
    ["12,", "invalid"],
    ["12%", "invalid"],
    ["9".repeat(400), "invalid"],
    ["-5", "negative"],
    ["\u22125", "negative"],
    ["-1.234,5", "negative"],
  ] as const)("rejects %j as %s", (raw, reason) => {
    expect(parseBrazilianNumber(raw)).toEqual({ ok: false, reason });
  });
});

describe("readSavingsValues", () => {
  it("reads Brazilian input into numbers", () => {
    expect(
      readSavingsValues({ pedidos: "1.234", ticket: "R$ 45,90", comissao: "23%", taxa: "3,2%" }),
    ).toEqual({
      ok: true,
      input: { orders: 1234, ticket: 45.9, commission: 23, paymentFee: 3.2 },
    });
  });

  it("gives each field its own pt-BR message", () => {
    expect(readSavingsValues({ pedidos: "", ticket: "abc", comissao: "-1", taxa: "3,256" })).toEqual({
      ok: false,
      errors: {
        pedidos: "Informe quantos pedidos você recebe por mês no marketplace.",
        ticket: "Use só números para o ticket médio, como 45,90.",
        comissao: "A comissão não pode ser negativa.",
        taxa: "Use no máximo 2 casas decimais na taxa de pagamento, como 3,2%.",
      },
    });
  });

  it("rejects fractions of orders, out-of-range values and rates over 100% together", () => {
    const read = (values: Partial<Record<"pedidos" | "ticket" | "comissao" | "taxa", string>>) =>
      readSavingsValues({ pedidos: "400", ticket: "50", comissao: "12", taxa: "3,2", ...values });
    expect(read({ pedidos: "12,5" })).toEqual({
      ok: false,
      errors: { pedidos: savingsMessages.pedidos.fraction },
    });
    expect(read({ pedidos: "0" })).toEqual({
      ok: false,
      errors: { pedidos: "Informe pelo menos 1 pedido por mês." },
    });
    expect(read({ pedidos: "100.001" })).toEqual({
      ok: false,
      errors: { pedidos: "Informe no máximo 100.000 pedidos por mês." },
    });
    expect(read({ ticket: "0,50" })).toEqual({
      ok: false,
      errors: { ticket: savingsMessages.ticket.tooSmall },
    });
    expect(read({ ticket: "10.000,01" })).toEqual({
      ok: false,
      errors: { ticket: "O ticket médio pode ser de no máximo R$ 10.000." },
    });
    expect(read({ comissao: "101" })).toEqual({
      ok: false,
      errors: { comissao: "A comissão não pode passar de 100%." },
    });
    expect(read({ comissao: "80", taxa: "30" })).toEqual({
      ok: false,
      errors: { taxa: "A comissão e a taxa de pagamento somadas não podem passar de 100%." },
    });
    // Trailing zeros are not extra decimals: "45,900" is R$ 45,90.
    expect(read({ ticket: "45,900", comissao: "0", taxa: "0" })).toEqual({
      ok: true,
      input: { orders: 400, ticket: 45.9, commission: 0, paymentFee: 0 },
    });
  });
});

describe("valuesFromSearchParams", () => {
  const defaults = { pedidos: "400", ticket: "50", comissao: "12", taxa: "3,2" };

  it("fills absent parameters with the defaults and keeps empty ones empty", () => {
    expect(valuesFromSearchParams(new URLSearchParams(""), defaults)).toEqual(defaults);
    expect(valuesFromSearchParams(new URLSearchParams("pedidos=800&taxa="), defaults)).toEqual({
      ...defaults,
      pedidos: "800",
      taxa: "",
    });
  });

  it("cuts what it echoes back to a sane length", () => {
    const values = valuesFromSearchParams(new URLSearchParams({ ticket: "x".repeat(10_000) }), defaults);
    expect(values.ticket).toHaveLength(64);
  });

  it("writes the query string a shared link carries", () => {
    expect(savingsQuery(defaults)).toBe("pedidos=400&ticket=50&comissao=12&taxa=3%2C2");
  });
});

describe("computeSavings", () => {
  it("400 orders of R$ 50 at 12% + 3,2%: R$ 3.040 a month to the marketplace", () => {
    // Sales 400 × 50 = 20.000; 15,2% of that = 3.040 a month, 36.480 a year.
    const result = computeSavings({ orders: 400, ticket: 50, commission: 12, paymentFee: 3.2 }, plans);
    expect(result.salesPerMonth).toBe(20000);
    expect(result.marketplacePerMonth).toBe(3040);
    expect(result.marketplacePerYear).toBe(36480);
    const [essencial, profissional, avancado] = result.plans;
    // Essencial: 3.040 − 159 = 2.881 a month; 36.480 − 12 × 159 (1.908) = 34.572 a year;
    // billed annually 36.480 − 12 × 127 (1.524) = 34.956.
    expect(essencial).toMatchObject({
      fits: true,
      perYear: 1908,
      perYearAnnualBilling: 1524,
      differencePerMonth: 2881,
      differencePerYear: 34572,
      differencePerYearAnnualBilling: 34956,
    });
    // Profissional: 3.040 − 229 = 2.811; 36.480 − 2.748 = 33.732. Avançado: 2.741; 36.480 − 3.588 = 32.892.
    expect(profissional).toMatchObject({ fits: true, differencePerMonth: 2811, differencePerYear: 33732 });
    expect(avancado).toMatchObject({ fits: true, differencePerMonth: 2741, differencePerYear: 32892 });
    expect(result.bestPlan?.id).toBe("essencial");
  });

  it("1.234 orders of R$ 45,90 at 23% + 3,2%: Essencial is too small, Profissional fits", () => {
    // Sales 1.234 × 45,90 = 56.640,60; 26,2% of that = 14.839,8372 a month (R$ 14.840),
    // × 12 = 178.078,0464 a year (R$ 178.078).
    const result = computeSavings({ orders: 1234, ticket: 45.9, commission: 23, paymentFee: 3.2 }, plans);
    expect(result.salesPerMonth).toBeCloseTo(56640.6, 6);
    expect(result.marketplacePerMonth).toBeCloseTo(14839.8372, 6);
    expect(result.marketplacePerYear).toBeCloseTo(178078.0464, 6);
    expect(plain(formatReais(result.marketplacePerMonth))).toBe("R$ 14.840");
    expect(plain(formatReais(result.marketplacePerYear))).toBe("R$ 178.078");
    const [essencial, profissional] = result.plans;
    expect(essencial?.fits).toBe(false);
    expect(profissional?.fits).toBe(true);
    // 14.839,8372 − 229 = 14.610,8372 (R$ 14.611); 178.078,0464 − 2.748 = 175.330,0464 (R$ 175.330).
    expect(plain(formatReais(profissional?.differencePerMonth ?? 0))).toBe("R$ 14.611");
    expect(plain(formatReais(profissional?.differencePerYear ?? 0))).toBe("R$ 175.330");
    expect(result.bestPlan?.id).toBe("profissional");
  });

  it("a small shop can pay more on a plan than in fees, and says so", () => {
    // 20 × 30 = 600 in sales; 15,2% = 91,20 a month; Essencial costs 159, so 67,80 more (R$ 68).
    const result = computeSavings({ orders: 20, ticket: 30, commission: 12, paymentFee: 3.2 }, plans);
    expect(result.marketplacePerMonth).toBeCloseTo(91.2, 9);
    expect(result.bestPlan?.differencePerMonth).toBeCloseTo(-67.8, 9);
    expect(plain(differenceText(result.bestPlan?.differencePerMonth ?? 0, "por mês"))).toBe(
      "custo a mais de R$ 68 por mês",
    );
    // 1.094,40 a year against 1.908: R$ 814 more.
    expect(plain(differenceText(result.bestPlan?.differencePerYear ?? 0, "por ano"))).toBe(
      "custo a mais de R$ 814 por ano",
    );
  });

  it("above every plan's order limit there is no best plan", () => {
    const result = computeSavings({ orders: 12000, ticket: 40, commission: 12, paymentFee: 3.2 }, plans);
    expect(result.plans.every((plan) => !plan.fits)).toBe(true);
    expect(result.bestPlan).toBeNull();
  });

  it("the largest input the form accepts stays exact to the real", () => {
    // 100.000 × 10.000 = 1.000.000.000 in sales; 100% of it goes to the marketplace.
    const result = computeSavings(
      { orders: 100000, ticket: 10000, commission: 96.8, paymentFee: 3.2 },
      plans,
    );
    expect(result.marketplacePerMonth).toBe(1_000_000_000);
    expect(result.marketplacePerYear).toBe(12_000_000_000);
  });
});

describe("savingsSummary", () => {
  it("says the calculation in lines a person reads", () => {
    const input = { orders: 1234, ticket: 45.9, commission: 23, paymentFee: 3.2 };
    const lines = savingsSummary(input, computeSavings(input, plans)).map(plain);
    expect(lines).toEqual([
      "Pedidos por mês no marketplace: 1.234, com ticket médio de R$ 45,90 (R$ 56.641 em vendas por mês).",
      "Comissão de 23% e taxa de pagamento de 3,2%: R$ 14.840 por mês, R$ 178.078 por ano pagos ao marketplace.",
      "Plano Essencial: não comporta 1.234 pedidos por mês (limite de 500).",
      "Plano Profissional (R$ 229 por mês): economia de R$ 14.611 por mês, economia de R$ 175.330 por ano.",
      // 14.839,8372 − 299 = 14.540,8372; 178.078,0464 − 3.588 = 174.490,0464.
      "Plano Avançado (R$ 299 por mês): economia de R$ 14.541 por mês, economia de R$ 174.490 por ano.",
    ]);
  });
});

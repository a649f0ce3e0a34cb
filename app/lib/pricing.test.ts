import { describe, expect, it } from "vitest";
import { annualSavingPercent, annualTotal, formatCount, groupFeatures, readBillingPeriod } from "./pricing";

describe("formatCount", () => {
  it("groups thousands with a dot", () => {
    expect(formatCount(500)).toBe("500");
    expect(formatCount(1000)).toBe("1.000");
    expect(formatCount(20000)).toBe("20.000");
  });
});

describe("readBillingPeriod", () => {
  it("is annual only for periodo=anual", () => {
    expect(readBillingPeriod(new URLSearchParams("periodo=anual"))).toBe("anual");
    expect(readBillingPeriod(new URLSearchParams("periodo=mensal"))).toBe("mensal");
    expect(readBillingPeriod(new URLSearchParams(""))).toBe("mensal");
    expect(readBillingPeriod(new URLSearchParams("periodo=ANUAL"))).toBe("mensal");
    expect(readBillingPeriod(new URLSearchParams("periodo=semestral"))).toBe("mensal");
  });
});

describe("annual billing", () => {
  it("bills twelve times the annual per-month price", () => {
    expect(annualTotal({ annualPrice: 183 })).toBe(2196);
    expect(annualTotal({ annualPrice: 127 })).toBe(1524);
  });

  it("computes the whole percent saved against paying monthly", () => {
    expect(annualSavingPercent({ monthlyPrice: 229, annualPrice: 183 })).toBe(20);
    expect(annualSavingPercent({ monthlyPrice: 159, annualPrice: 127 })).toBe(20);
    expect(annualSavingPercent({ monthlyPrice: 299, annualPrice: 239 })).toBe(20);
    expect(annualSavingPercent({ monthlyPrice: 100, annualPrice: 75 })).toBe(25);
    expect(annualSavingPercent({ monthlyPrice: 100, annualPrice: 100 })).toBe(0);
  });
});

describe("groupFeatures", () => {
  it("orders groups vendas, marketing, gestao, fiscal, integracoes, outros and keeps order inside", () => {
    const groups = groupFeatures([
      { name: "Suporte", category: "outros" },
      { name: "API", category: "integracoes" },
      { name: "NFC-e", category: "fiscal" },
      { name: "Relatórios", category: "gestao" },
      { name: "Cashback", category: "marketing" },
      { name: "Cardápio", category: "vendas" },
      { name: "PDV", category: "vendas" },
    ]);
    expect(groups.map((g) => g.id)).toEqual([
      "vendas",
      "marketing",
      "gestao",
      "fiscal",
      "integracoes",
      "outros",
    ]);
    expect(groups[0]?.features.map((f) => f.name)).toEqual(["Cardápio", "PDV"]);
  });

  it("puts a feature of an unknown category into outros", () => {
    const groups = groupFeatures([
      { name: "Roleta", category: "fidelizão" },
      { name: "Suporte", category: "outros" },
      { name: "Cardápio", category: "vendas" },
    ]);
    expect(groups.map((g) => g.id)).toEqual(["vendas", "outros"]);
    expect(groups[1]?.features.map((f) => f.name)).toEqual(["Roleta", "Suporte"]);
  });

  it("leaves out empty groups", () => {
    expect(groupFeatures([])).toEqual([]);
    expect(groupFeatures([{ category: "fiscal" }]).map((g) => g.id)).toEqual(["fiscal"]);
  });
});

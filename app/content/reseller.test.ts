import { describe, expect, it } from "vitest";
import { reseller, resellerSchema, type TierId } from "./reseller";

describe("reseller programme content", () => {
  it("matches the schema", () => {
    expect(resellerSchema.safeParse(reseller).error?.issues ?? []).toEqual([]);
  });

  it("has the spec's setup fee per level, in up to 3 installments, ready in 48 hours", () => {
    expect(reseller.setup.feesByLevel).toEqual([
      { level: 1, fee: 2490 },
      { level: 2, fee: 1990 },
      { level: 3, fee: 1490 },
      { level: 4, fee: 890 },
    ]);
    expect(reseller.setup.maxInstallments).toBe(3);
    expect(reseller.setup.readyWithinHours).toBe(48);
  });

  it("has the four monthly tiers with the spec's fees and client ranges", () => {
    expect(reseller.tiers.map((t) => [t.name, t.monthlyFeePerClient, t.clients.min, t.clients.max])).toEqual([
      ["Partner Start", 100, 1, 10],
      ["Partner Gold", 90, 11, 20],
      ["Partner Platinum", 80, 21, 60],
      ["Partner Diamond", 60, 61, null],
    ]);
  });

  it("covers every client count exactly once", () => {
    reseller.tiers.forEach((tier, index) => {
      const next = reseller.tiers[index + 1];
      if (next) expect(next.clients.min).toBe((tier.clients.max ?? Number.NaN) + 1);
      else expect(tier.clients.max).toBeNull();
    });
  });

  it("gives each tier the spec's features", () => {
    const tiersOf = (label: string) => reseller.features.find((f) => f.label === label)?.tiers;
    const all: TierId[] = ["start", "gold", "platinum", "diamond"];
    for (const label of [
      "White label com a sua marca",
      "Domínio próprio",
      "Onboarding e treinamento",
      "Material de marketing",
      "Comunidade de revendedores",
      "Suporte na implantação",
    ]) {
      expect(tiersOf(label)).toEqual(all);
    }
    expect(tiersOf("Indicação de leads")).toEqual(["gold", "platinum", "diamond"]);
    expect(tiersOf("Consultoria")).toEqual(["platinum", "diamond"]);
    expect(tiersOf("Grupo VIP")).toEqual(["diamond"]);
    expect(reseller.features).toHaveLength(9);
  });

  it("lists the spec's requirements", () => {
    expect(reseller.requirements).toEqual([
      "Mínimo de 10 clientes ativos",
      "Concluir a plataforma de aprendizagem da Gama Delivery",
      "Realizar os treinamentos obrigatórios",
    ]);
  });
});

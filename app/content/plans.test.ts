import { describe, expect, it } from "vitest";
import { annualSavingPercent, featureGroupIds } from "~/lib/pricing";
import { type Plan, planIds, planSchema, plans, plansPage, plansPageSchema, plansSchema } from "./plans";

const byId = (id: string) => plans.find((plan) => plan.id === id);
const included = (id: string) =>
  byId(id)
    ?.features.filter((f) => f.included)
    .map((f) => f.name) ?? [];

/** Each plan next to the plan above it, cheapest first. */
const steps = plans.slice(1).map((bigger, i) => [plans[i], bigger] as const);

describe("plans content", () => {
  it("matches the schemas", () => {
    expect(plansSchema.safeParse(plans).error?.issues ?? []).toEqual([]);
    expect(plansPageSchema.safeParse(plansPage).error?.issues ?? []).toEqual([]);
  });

  it("offers the three plans cheapest first, Profissional alone as the popular one", () => {
    expect(plans.map((p) => p.id)).toEqual([...planIds]);
    expect(plans.filter((p) => p.popular).map((p) => p.name)).toEqual(["Profissional"]);
    expect(new Set(plans.map((p) => p.cta)).size).toBe(plans.length);
  });

  it("costs more and allows more with each bigger plan, on either billing", () => {
    for (const [smaller, bigger] of steps) {
      expect(bigger?.monthlyPrice, bigger?.id).toBeGreaterThan(smaller?.monthlyPrice ?? 0);
      expect(bigger?.annualPrice, bigger?.id).toBeGreaterThan(smaller?.annualPrice ?? 0);
      for (const [name, value] of Object.entries(smaller?.limits ?? {})) {
        expect(bigger?.limits[name as keyof Plan["limits"]], `${bigger?.id} ${name}`).toBeGreaterThan(value);
      }
    }
  });

  it("saves the same whole percent on every plan when billed annually", () => {
    const savings = new Set(plans.map(annualSavingPercent));
    expect(savings.size).toBe(1);
    expect([...savings][0]).toBeGreaterThan(0);
  });

  it("includes everything of the smaller plan in each bigger one, and more", () => {
    for (const [smaller, bigger] of steps) {
      const biggerIncludes = included(bigger?.id ?? "");
      expect(included(smaller?.id ?? "").filter((name) => !biggerIncludes.includes(name))).toEqual([]);
      expect(biggerIncludes.length, bigger?.id).toBeGreaterThan(included(smaller?.id ?? "").length);
    }
    const biggest = plans.at(-1);
    expect(biggest?.features.filter((f) => !f.included)).toEqual([]);
  });

  it("lists the same features, in the same order and groups, on every card", () => {
    const lines = (id: string) => byId(id)?.features.map((f) => `${f.category}/${f.name}`);
    expect(lines("profissional")).toEqual(lines("essencial"));
    expect(lines("avancado")).toEqual(lines("essencial"));
  });

  it("names every feature group", () => {
    expect(Object.keys(plansPage.featureGroupNames).sort()).toEqual([...featureGroupIds].sort());
  });

  it("rejects a feature category outside the spec's groups and a repeated feature", () => {
    const plan = byId("essencial");
    const withCategory = { ...plan, features: [{ name: "Roleta", included: true, category: "fidelizão" }] };
    expect(planSchema.safeParse(withCategory).success).toBe(false);
    const repeated = { ...plan, features: [plan?.features[0], plan?.features[0]] };
    expect(planSchema.safeParse(repeated).success).toBe(false);
  });

  it("states the FAQ's facts and the guarantee", () => {
    const answers = plansPage.faq.map((item) => item.answer).join("\n");
    expect(answers).toMatch(/upgrade ou downgrade.*imediatamente/);
    expect(answers).toMatch(/Nenhum plano cobra taxa de adesão/);
    expect(answers).toMatch(/7 dias de teste grátis.*cancelar sem nenhum custo/);
    expect(answers).toMatch(/Todos os planos incluem suporte técnico/);
    expect(answers).toMatch(/Profissional e Avançado.*prioritário.*24 horas por dia, 7 dias por semana/);
    expect(plansPage.guarantee.text).toMatch(/7 dias.*100%/);
  });
});

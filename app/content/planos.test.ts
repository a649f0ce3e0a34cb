import { describe, expect, it } from "vitest";
import { annualSavingPercent, featureGroupIds } from "~/lib/pricing";
import { featuresOf, plans, plansPage } from "./planos";

const included = (id: string) =>
  featuresOf({ id })
    .filter((f) => f.included)
    .map((f) => f.name);

/** Each plan next to the plan above it, cheapest first. */
const steps = plans.slice(1).map((bigger, i) => [plans[i], bigger] as const);

// The figures themselves are content (content/planos/*.yaml): these are the rules they keep,
// whatever marketing sets the prices to.
describe("plans content", () => {
  it("offers plans cheapest first, with one alone as the popular one and its own button", () => {
    const prices = plans.map((p) => p.monthlyPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(plans.filter((p) => p.popular)).toHaveLength(1);
    expect(new Set(plans.map((p) => p.cta)).size).toBe(plans.length);
  });

  it("costs more and allows more with each bigger plan, on either billing", () => {
    for (const [smaller, bigger] of steps) {
      expect(bigger?.monthlyPrice, bigger?.id).toBeGreaterThan(smaller?.monthlyPrice ?? 0);
      expect(bigger?.annualPrice, bigger?.id).toBeGreaterThan(smaller?.annualPrice ?? 0);
      for (const [name, value] of Object.entries(smaller?.limits ?? {})) {
        const limits = bigger?.limits as Record<string, number> | undefined;
        expect(limits?.[name], `${bigger?.id} ${name}`).toBeGreaterThan(value);
      }
    }
  });

  it("saves on every plan when billed annually", () => {
    for (const plan of plans) expect(annualSavingPercent(plan), plan.id).toBeGreaterThan(0);
  });

  it("includes everything of the smaller plan in each bigger one, and more", () => {
    for (const [smaller, bigger] of steps) {
      const biggerIncludes = included(bigger?.id ?? "");
      expect(included(smaller?.id ?? "").filter((name) => !biggerIncludes.includes(name))).toEqual([]);
      expect(biggerIncludes.length, bigger?.id).toBeGreaterThan(included(smaller?.id ?? "").length);
    }
    const biggest = plans.at(-1);
    expect(featuresOf({ id: biggest?.id ?? "" }).filter((f) => !f.included)).toEqual([]);
  });

  it("lists the same lines, in the same order, on every card", () => {
    const lines = (id: string) => featuresOf({ id }).map((f) => `${f.category}/${f.name}`);
    for (const plan of plans) expect(lines(plan.id)).toEqual(lines(plans[0]?.id ?? ""));
  });

  it("names every feature group", () => {
    expect(Object.keys(plansPage.featureGroupNames).sort()).toEqual([...featureGroupIds].sort());
  });

  it("marks the WhatsApp module, which is still coming, 'em breve' on the cards", () => {
    const coming = plansPage.planFeatures.filter((f) => f.comingSoon).map((f) => f.name);
    expect(coming).toContain("WhatsApp Integrado");
    expect(
      featuresOf({ id: plans[0]?.id ?? "" }).find((f) => f.name === "WhatsApp Integrado")?.comingSoon,
    ).toBe(true);
  });

  it("states the FAQ's facts and the guarantee, with the facts written in", () => {
    const answers = plansPage.faq.map((item) => item.answer).join("\n");
    expect(answers).toMatch(/upgrade ou downgrade.*imediatamente/);
    expect(answers).toMatch(/Nenhum plano cobra taxa de adesão/);
    expect(answers).toMatch(/\d+ dias de teste grátis.*cancelar sem nenhum custo/);
    expect(answers).toMatch(/Todos os planos incluem suporte técnico/);
    expect(answers).toMatch(/Profissional e Avançado.*prioritário.*24 horas por dia, 7 dias por semana/);
    expect(plansPage.guarantee.text).toMatch(/\d+ dias.*100%/);
    expect(JSON.stringify(plansPage)).not.toMatch(/\{[A-Za-z]+\}/);
  });
});

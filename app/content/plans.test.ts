import { describe, expect, it } from "vitest";
import { featureGroupIds } from "~/lib/pricing";
import { planSchema, plans, plansPage, plansPageSchema, plansSchema } from "./plans";

const byId = (id: string) => plans.find((plan) => plan.id === id);
const included = (id: string) =>
  byId(id)
    ?.features.filter((f) => f.included)
    .map((f) => f.name)
    .sort();

const allPlans = [
  "Cardápio Digital",
  "Aplicativo Mobile",
  "WhatsApp Integrado",
  "Ponto de Venda",
  "Relatórios Básicos",
  "Suporte por Chat",
];
const professionalAdds = [
  "Robô de Atendimento IA",
  "Integração iFood",
  "Controle de Mesa",
  "Programa de Fidelidade",
  "Relatórios Avançados",
  "Suporte Prioritário",
];
const advancedAdds = ["Cashback", "Emissão Fiscal NFC-e", "API Personalizada"];

describe("plans content", () => {
  it("matches the schemas", () => {
    expect(plansSchema.safeParse(plans).error?.issues ?? []).toEqual([]);
    expect(plansPageSchema.safeParse(plansPage).error?.issues ?? []).toEqual([]);
  });

  it("has the spec's three plans, prices, limits and calls to action, Profissional popular", () => {
    expect(
      plans.map((p) => [p.name, p.monthlyPrice, p.annualPrice, p.limits, p.cta, p.popular === true]),
    ).toEqual([
      [
        "Essencial",
        159,
        127,
        { pedidos: 500, usuarios: 3, lojas: 1, whatsapp: 1000 },
        "Começar Agora",
        false,
      ],
      [
        "Profissional",
        229,
        183,
        { pedidos: 2000, usuarios: 10, lojas: 3, whatsapp: 5000 },
        "Escolher Profissional",
        true,
      ],
      [
        "Avançado",
        299,
        239,
        { pedidos: 10000, usuarios: 30, lojas: 10, whatsapp: 20000 },
        "Escolher Avançado",
        false,
      ],
    ]);
  });

  it("includes the spec's features in each plan", () => {
    expect(included("essencial")).toEqual([...allPlans].sort());
    expect(included("profissional")).toEqual([...allPlans, ...professionalAdds].sort());
    expect(included("avancado")).toEqual([...allPlans, ...professionalAdds, ...advancedAdds].sort());
  });

  it("lists the same features, in the same order and groups, on every card", () => {
    const lines = (id: string) => byId(id)?.features.map((f) => `${f.category}/${f.name}`);
    expect(lines("profissional")).toEqual(lines("essencial"));
    expect(lines("avancado")).toEqual(lines("essencial"));
    // Essencial shows every addition of the bigger plans as not included.
    const missing = byId("essencial")
      ?.features.filter((f) => !f.included)
      .map((f) => f.name);
    expect(missing?.sort()).toEqual([...professionalAdds, ...advancedAdds].sort());
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

import { describe, expect, it } from "vitest";
import { getSolution, solutionSchema, solutions } from "./solutions";

/** The six /solucoes pages the footer links to, in footer order. */
const solutionIds = [
  "sistema-gestao",
  "sistema-pdv",
  "cardapio-digital",
  "robo-atendimento",
  "sistema-fiscal",
  "controle-estoque",
];

/** Every id of the feature catalogue. */
const catalogueIds = [
  "cardapio-digital",
  "whatsapp-integrado",
  "robo-atendimento-ia",
  "integracao-ifood",
  "ponto-venda",
  "auto-atendimento",
  "cardapio-mesas",
  "cardapio-balcao",
  "agendamento-pedidos",
  "turbo-delivery-proprio",
  "turbo-ifood",
  "entrega-facil-ifood",
  "programa-fidelidade",
  "cashback",
  "indique-e-ganhe",
  "roleta-da-sorte",
  "campanhas-whatsapp",
  "crm",
  "google-analytics",
  "sistema-avaliacoes",
  "cupom-de-desconto",
  "fiscal-nfce",
  "emissao-nfe",
  "manifesto-notas-dfe",
  "speed-fiscal",
  "modulo-financeiro",
  "controle-estoque",
  "roteirizacao-entregas",
  "controle-mesa",
  "controle-mesa2",
  "modulo-kds",
  "app-entregador",
  "controle-de-caixa",
  "controle-de-fiados",
  "impressao-por-setor",
  "ficha-tecnica",
  "gestao-financeira",
  "solucoes-auto-atendimento",
  "mini-pdv",
  "smartpos",
  "impressora",
  "tef",
];

describe("solution landing pages content", () => {
  for (const solution of solutions) {
    it(`${solution.id} matches the schema`, () => {
      const result = solutionSchema.safeParse(solution);
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it(`${solution.id} links only to catalogue features`, () => {
      expect(solution.featureIds.filter((id) => !catalogueIds.includes(id))).toEqual([]);
    });
  }

  it("holds the six solution ids exactly once each, in footer order", () => {
    expect(solutions.map((s) => s.id)).toEqual(solutionIds);
  });

  it("finds a solution by id and nothing for an unknown id", () => {
    expect(getSolution("sistema-pdv")?.menuLabel).toBe("Sistema PDV");
    expect(getSolution("sistema-inexistente")).toBeUndefined();
  });

  it("rejects a meta description outside 120–160 characters and a repeated feature id", () => {
    const first = solutions[0];
    if (!first) throw new Error("no solutions");
    expect(solutionSchema.safeParse({ ...first, metaDescription: "Curta demais." }).success).toBe(false);
    const repeated = [first.featureIds[0], ...first.featureIds.slice(0, 2)];
    expect(solutionSchema.safeParse({ ...first, featureIds: repeated }).success).toBe(false);
  });
});

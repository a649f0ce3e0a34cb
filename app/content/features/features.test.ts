import { describe, expect, it } from "vitest";
import { features as equipment } from "./equipment";
import { features, filterFeatures, getFeature } from "./index";
import { features as loyaltyMarketingFiscal } from "./loyalty-marketing-fiscal";
import { features as management } from "./management";
import { features as sales } from "./sales";
import { featureSchema } from "./schema";

/** Every id the old site's catalogue published (its URLs are linked from outside), with the marketplace items' current names. */
const specIds = [
  "cardapio-digital",
  "whatsapp-integrado",
  "robo-atendimento-ia",
  "integracao-ifood",
  "ponto-venda",
  "programa-fidelidade",
  "cashback",
  "fiscal-nfce",
  "campanhas-whatsapp",
  "crm",
  "google-analytics",
  "auto-atendimento",
  "app-entregador",
  "turbo-delivery-proprio",
  "turbo-ifood",
  "indique-e-ganhe",
  "entrega-facil-ifood",
  "controle-mesa",
  "controle-mesa2",
  "solucoes-auto-atendimento",
  "mini-pdv",
  "smartpos",
  "impressora",
  "tef",
  "sistema-avaliacoes",
  "cardapio-mesas",
  "cardapio-balcao",
  "agendamento-pedidos",
  "modulo-financeiro",
  "controle-estoque",
  "roteirizacao-entregas",
  "modulo-kds",
  "emissao-nfe",
  "manifesto-notas-dfe",
  "speed-fiscal",
  "roleta-da-sorte",
  "controle-de-caixa",
  "controle-de-fiados",
  "impressao-por-setor",
  "cupom-de-desconto",
  "ficha-tecnica",
  "gestao-financeira",
];

const parts = { sales, loyaltyMarketingFiscal, management, equipment };

describe("feature catalogue content", () => {
  for (const [part, entries] of Object.entries(parts)) {
    for (const entry of entries) {
      it(`${part}: ${entry.id} matches the schema`, () => {
        const result = featureSchema.safeParse(entry);
        expect(result.error?.issues ?? []).toEqual([]);
      });
    }
  }

  it("holds every id of the spec exactly once", () => {
    const ids = features.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(expect.arrayContaining(specIds));
    expect(ids.filter((id) => !specIds.includes(id))).toEqual([]);
  });

  it("marks exactly whatsapp-integrado and campanhas-whatsapp as coming soon", () => {
    const comingSoon = features.filter((f) => f.badge?.text === "Em breve").map((f) => f.id);
    expect(comingSoon.sort()).toEqual(["campanhas-whatsapp", "whatsapp-integrado"]);
  });

  it("files roleta-da-sorte under loyalty, where its filter can find it", () => {
    expect(getFeature("roleta-da-sorte")?.category).toBe("fidelizacao");
    expect(filterFeatures("fidelizacao").map((f) => f.id)).toContain("roleta-da-sorte");
  });

  it("rejects a category that is not one of the seven (the old 'fidelizão' bug)", () => {
    const roleta = getFeature("roleta-da-sorte");
    expect(roleta).toBeDefined();
    expect(featureSchema.safeParse({ ...roleta, category: "fidelizão" }).success).toBe(false);
  });

  it("carries the spec's claims on the pages they belong to", () => {
    const json = (id: string) => JSON.stringify(getFeature(id));
    expect(json("cardapio-digital")).toContain("40%");
    expect(json("cardapio-digital")).toContain("60%");
    expect(features.some((f) => f.id.includes("whatsapp") && JSON.stringify(f).includes("98%"))).toBe(true);
    expect(json("robo-atendimento-ia")).toMatch(/5 s(egundos)?/);
    expect(features.every((f) => /1 hora/.test(f.detailsPage.finalCta.form.disclaimer))).toBe(true);
  });
});

import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "../fatos";
import { featureCategories } from "./categories";
import { featureFilters, featureGroups, featureSummary, features, getFeature, shownFeature } from "./index";

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

const files = readdirSync(join(resolve(process.env.CONTENT_DIR || "content"), "funcionalidades"));

describe("feature catalogue content", () => {
  it("holds one feature per file, and every id the spec published", () => {
    expect(features.map((f) => `${f.id}.yaml`).sort()).toEqual(
      files.filter((f) => f.endsWith(".yaml")).sort(),
    );
    expect(features.map((f) => f.id)).toEqual(expect.arrayContaining(specIds));
  });

  it("lists the catalogue by category, in the filter's order, then by position", () => {
    const rank = (id: string) => featureCategories.findIndex((c) => c.id === id);
    for (const [a, b] of features.slice(1).map((f, i) => [features[i], f] as const)) {
      if (!a) continue;
      expect(rank(a.category) < rank(b.category) || (a.category === b.category && a.order <= b.order)).toBe(
        true,
      );
    }
  });

  it("marks whatsapp-integrado and campanhas-whatsapp 'Em breve', as the spec and PRODUCT.md say", () => {
    for (const id of ["whatsapp-integrado", "campanhas-whatsapp"]) {
      const feature = getFeature(id);
      if (!feature) throw new Error(`${id} is missing`);
      expect(feature.badge).toBe("em-breve");
      expect(featureSummary(feature).badge).toEqual({ text: "Em breve", color: "yellow" });
    }
  });

  it("files roleta-da-sorte under loyalty, where its filter can find it", () => {
    expect(getFeature("roleta-da-sorte")?.category).toBe("fidelizacao");
    const [loyalty] = featureGroups("fidelizacao");
    expect(loyalty?.name).toBe("Fidelização");
    expect(loyalty?.features.map((f) => f.id)).toContain("roleta-da-sorte");
  });

  it("groups every feature once under its category's heading, and one category alone when filtered", () => {
    const groups = featureGroups(null);
    expect(groups.map((g) => g.id)).toEqual(
      featureCategories.filter((c) => features.some((f) => f.category === c.id)).map((c) => c.id),
    );
    expect(groups.flatMap((g) => g.features.map((f) => f.id))).toEqual(features.map((f) => f.id));
    for (const group of groups) {
      expect(featureGroups(group.id)).toEqual([group]);
      for (const card of group.features) expect(getFeature(card.id)?.category).toBe(group.id);
    }
    expect(featureFilters.map((f) => f.name)).toEqual(["Todas", ...featureCategories.map((c) => c.name)]);
  });

  it("sends a card its badges' words and colours, and nothing of the page", () => {
    const marketplace = features.find((f) => f.categoryLabel);
    if (!marketplace) throw new Error("no feature with its own category label");
    const card = featureSummary(marketplace);
    expect(card.categoryBadge.text).toBe(marketplace.categoryLabel);
    expect(Object.keys(card).sort()).toEqual(
      ["categoryBadge", "icon", "id", "shortDescription", "title", ...(card.badge ? ["badge"] : [])].sort(),
    );
    const plain = features.find((f) => !f.categoryLabel && !f.badge);
    if (!plain) throw new Error("no feature without labels");
    const page = shownFeature(plain);
    expect(page.categoryBadge.text).toBe(featureCategories.find((c) => c.id === plain.category)?.name);
    expect(page).not.toHaveProperty("badge");
  });

  it("carries the spec's claims on the pages they belong to, and every form's promise", () => {
    const json = (id: string) => JSON.stringify(getFeature(id));
    expect(json("cardapio-digital")).toContain("40%");
    expect(json("cardapio-digital")).toContain("60%");
    expect(features.some((f) => f.id.includes("whatsapp") && JSON.stringify(f).includes("98%"))).toBe(true);
    expect(json("robo-atendimento-ia")).toMatch(/5 s(egundos)?/);
    const promise =
      facts.horasRespostaFuncionalidade === 1 ? "1 hora" : `${facts.horasRespostaFuncionalidade} horas`;
    expect(features.filter((f) => !f.finalCta.form.disclaimer.includes(`em até ${promise}`))).toEqual([]);
  });

  it("states facts as the facts file says them (no stale figure typed in a page)", () => {
    const text = JSON.stringify(features);
    expect(text).not.toMatch(/\{[A-Za-z]+\}/);
    expect(text).toContain(`${facts.lojasAtendidas} lojas`);
    expect(text).toContain(`das ${facts.atendimentoHumanoAbre} às ${facts.atendimentoHumanoFecha}`);
  });
});

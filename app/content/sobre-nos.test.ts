import facts from "virtual:content/fatos";
import { describe, expect, it } from "vitest";
import { aboutPage } from "./sobre-nos";

describe("about page content", () => {
  it("states every figure the company claims, each written as its fact", () => {
    const figures = aboutPage.results.map((r) => `${r.value} ${r.label}`);
    for (const fact of [
      facts.faturamentoGerado,
      facts.pedidosProcessados,
      facts.lojasAtendidas,
      facts.parceiros,
      facts.nps,
      facts.funcionalidadesNaPlataforma,
      facts.crescimentoMensal,
      facts.aumentoMedioDeVendas,
      `${facts.horasEconomizadasPorDia}h`,
    ]) {
      expect(
        figures.filter((figure) => figure.includes(fact)),
        fact,
      ).toHaveLength(1);
    }
  });

  it("has the spec's six values and three audiences, each audience leading to a page", () => {
    expect(aboutPage.values).toHaveLength(6);
    expect(aboutPage.audiences).toHaveLength(3);
    for (const audience of aboutPage.audiences) expect(audience.link.to).toMatch(/^\/[a-z-]+$/);
  });
});

import { describe, expect, it } from "vitest";
import { staticPages } from "~/lib/sitemap";
import { about, aboutSchema } from "./about";
import { getFeature } from "./features";

describe("about page content", () => {
  it("passes its schema: six values, three audiences, nine results, twenty features", () => {
    expect(aboutSchema.safeParse(about).error?.issues ?? []).toEqual([]);
  });

  it("states every figure of the spec", () => {
    const figures = about.results.map((r) => `${r.value} ${r.label}`);
    for (const claim of [
      /^\+R\$ 1 bilhão em faturamento gerado para nossos clientes/,
      /^\+23 milhões de pedidos/,
      /^\+3\.000 lojas/,
      /^\+100 revendedores/,
      /^94,53% de NPS nos últimos 6 meses/,
      /^\+230 funcionalidades/,
      /^5% de crescimento ao mês/,
      /^40% de aumento médio nas vendas/,
      /^Até 5h economizadas por dia/,
    ]) {
      expect(
        figures.filter((f) => claim.test(f)),
        String(claim),
      ).toHaveLength(1);
    }
  });

  it("links every catalogue item to an existing feature page", () => {
    const linked = about.featureList.flatMap((item) => (item.featureId ? [item.featureId] : []));
    expect(linked.length).toBeGreaterThanOrEqual(15);
    expect(linked.filter((id) => !getFeature(id))).toEqual([]);
    expect(new Set(linked).size).toBe(linked.length);
  });

  it("points each audience card at a page of the site", () => {
    const pages = new Set(staticPages.map((p) => p.path));
    expect(about.audiences.map((a) => a.link.to).filter((to) => !pages.has(to))).toEqual([]);
  });
});

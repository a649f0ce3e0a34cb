import navigation from "virtual:content/navegacao";
import home from "virtual:content/pagina-inicio";
import about from "virtual:content/pagina-sobre-nos";
import { describe, expect, it } from "vitest";
import { getFeature } from "./funcionalidades";
import { featureBadges } from "./funcionalidades/categories";
import { featureBadge, pathOf } from "./links.server";
import { siteNavigation } from "./navegacao.server";
import { solutions } from "./solucoes";

/** Links between pages of the catalogue are checked, not hoped for: a renamed id must fail here, not in a visitor's browser. */
describe("catalogue links", () => {
  it("every mega-menu link names a feature, and opens its page", () => {
    const named = navigation.megaMenu.columns.flatMap((column) => column.links.map((link) => link.feature));
    expect(named.filter((id) => !getFeature(id))).toEqual([]);
    expect(siteNavigation.megaMenu.flatMap((column) => column.links.map((link) => link.to))).toEqual(
      named.map((id) => `/funcionalidades/${id}`),
    );
  });

  it("every feature and solution the footer and the home page's cards name exists", () => {
    const links = [
      ...navigation.footer.flatMap((column) => column.links.map((link) => link.to)),
      ...home.features.cards.map((card) => card.to),
    ];
    const missing = links.filter(
      (link) =>
        (link.discriminant === "feature" && !getFeature(link.value)) ||
        (link.discriminant === "solution" && !solutions.some((s) => s.id === link.value)),
    );
    expect(missing).toEqual([]);
  });

  it("every feature a solution page lists exists", () => {
    const broken = solutions.flatMap((s) =>
      s.features.filter((id) => !getFeature(id)).map((id) => `${s.id} -> ${id}`),
    );
    expect(broken).toEqual([]);
  });

  it("every feature the about page links exists", () => {
    const linked = about.featureList.flatMap((item) => (item.feature ? [item.feature] : []));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((id) => !getFeature(id))).toEqual([]);
    expect(new Set(linked).size).toBe(linked.length);
  });

  it("a link to a feature or solution that does not exist names the file and field that wrote it", () => {
    const where = "content/navegacao.yaml: footer.0.links.2.to";
    expect(() => pathOf({ discriminant: "feature", value: "nao-existe" }, where)).toThrow(
      `${where}: "nao-existe" is not a feature (/funcionalidades/nao-existe does not exist)`,
    );
    expect(() => pathOf({ discriminant: "solution", value: "nao-existe" }, where)).toThrow(
      `${where}: "nao-existe" is not a solution (/solucoes/nao-existe does not exist)`,
    );
    expect(pathOf({ discriminant: "page", value: "planos" }, where)).toBe("/planos");
  });

  it("a feature's own badge ('Em breve', 'Nova') goes with every menu link to it, and no other", () => {
    const links = siteNavigation.megaMenu.flatMap((column) => column.links);
    const badgeOf = (to: string) => {
      const id = getFeature(to.replace("/funcionalidades/", ""))?.badge;
      return id ? featureBadges[id].text : undefined;
    };
    expect(links.filter((link) => badgeOf(link.to)).length).toBeGreaterThan(0);
    for (const link of links) expect(link.badge, link.to).toBe(badgeOf(link.to));
    expect(featureBadge({ discriminant: "page", value: "planos" })).toBeUndefined();
  });
});

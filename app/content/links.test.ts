import { describe, expect, it } from "vitest";
import { about } from "./about";
import { getFeature } from "./features";
import { homeFeatures } from "./home";
import { megaMenu } from "./navigation";
import { solutions } from "./solutions";

/** Links between pages of the catalogue are checked, not hoped for: a renamed id must fail here, not in a visitor's browser. */
describe("catalogue links", () => {
  it("every mega-menu link opens a feature page", () => {
    const broken = megaMenu
      .flatMap((column) => column.links)
      .map((link) => link.to.replace("/funcionalidades/", ""))
      .filter((id) => !getFeature(id));
    expect(broken).toEqual([]);
  });

  it("every feature a solution page lists exists", () => {
    const broken = solutions.flatMap((s) =>
      s.features.filter((id) => !getFeature(id)).map((id) => `${s.id} -> ${id}`),
    );
    expect(broken).toEqual([]);
  });

  it("every home page feature card and about-page feature link exists", () => {
    expect(homeFeatures.filter((f) => !getFeature(f.id)).map((f) => f.id)).toEqual([]);
    const aboutLinks = about.featureList.flatMap((item) => (item.featureId ? [item.featureId] : []));
    expect(aboutLinks.filter((id) => !getFeature(id))).toEqual([]);
  });
});

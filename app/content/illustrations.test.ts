import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { features } from "./features";
import {
  categoryIllustrations,
  featureIllustration,
  featureIllustrations,
  illustrations,
} from "./illustrations";

const file = (src: string) => new URL(`../../public${src}`, import.meta.url);

describe("product illustrations", () => {
  it.each(Object.entries(illustrations))("%s is a small SVG with alt text and its size", (_id, art) => {
    expect(existsSync(file(art.src))).toBe(true);
    expect(statSync(file(art.src)).size).toBeLessThan(10_000);
    const svg = readFileSync(file(art.src), "utf8");
    expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${art.width} ${art.height}"`));
    expect(svg).toContain("<title>");
    expect(art.alt.length).toBeGreaterThan(40);
  });

  it("every feature has its own illustration, and the category lists name known ones", () => {
    expect(features.filter((f) => !(f.id in featureIllustration)).map((f) => f.id)).toEqual([]);
    expect(Object.keys(featureIllustration).filter((id) => !features.some((f) => f.id === id))).toEqual([]);
    for (const ids of Object.values(categoryIllustrations)) {
      for (const id of ids) expect(illustrations).toHaveProperty(id);
    }
  });

  it.each(features.map((f) => [f.id, f] as const))(
    "%s shows three different illustrations",
    (_id, feature) => {
      const { hero, sections } = featureIllustrations(feature);
      const shown = [hero, ...sections].map((art) => art?.src);
      expect(new Set(shown).size).toBe(3);
      expect(hero?.src).toBe(illustrations[featureIllustration[feature.id] ?? "pdv"].src);
    },
  );

  it("the ten drawings are all in use", () => {
    const used = new Set(features.flatMap((f) => featureIllustrations(f).sections.map((art) => art.src)));
    for (const f of features) used.add(featureIllustrations(f).hero?.src ?? "");
    expect([...used].sort()).toEqual(
      Object.values(illustrations)
        .map((art) => art.src)
        .sort(),
    );
  });

  it("a feature with a video shows its own illustration in the first section instead", () => {
    const feature = { id: "modulo-kds", category: "gestao" as const, videoUrl: "https://youtu.be/x" };
    const { hero, sections } = featureIllustrations(feature);
    expect(hero).toBeNull();
    expect(sections[0].src).toBe("/img/produto/kds.svg");
  });
});

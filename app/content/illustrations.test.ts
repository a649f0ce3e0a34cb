import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawnFromContent } from "../../scripts/vite-content.ts";
import { content } from "../../tests/support/content.ts";
import { features } from "./funcionalidades";
import { illustration, illustrationIds, illustrations } from "./illustrations";

const file = (src: string) => new URL(`../../public${src}`, import.meta.url);
/** The drawings that show content are drawn by the build (scripts/vite-content.ts), the rest are committed. */
const drawn = drawnFromContent(content);
const body = (src: string) =>
  drawn.get(src) ?? (existsSync(file(src)) ? readFileSync(file(src), "utf8") : null);

describe("product illustrations", () => {
  it.each(Object.entries(illustrations))(
    "%s is a small SVG with alt text, its size and an editor name",
    (_id, art) => {
      const svg = body(art.src);
      if (svg === null) throw new Error(`${art.src}: neither under public/ nor drawn by the build`);
      expect(Buffer.byteLength(svg)).toBeLessThan(10_000);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${art.width} ${art.height}"`));
      expect(svg).toContain("<title>");
      expect(art.alt.length).toBeGreaterThan(40);
      expect(art.name.length).toBeGreaterThan(3);
    },
  );

  it("gives the editor a distinct name for each drawing, and pages what they show", () => {
    const names = illustrationIds.map((id) => illustrations[id].name);
    expect(new Set(names).size).toBe(names.length);
    expect(illustration("kds")).toEqual({
      src: "/img/produto/kds.svg",
      alt: illustrations.kds.alt,
      width: 800,
      height: 600,
    });
  });

  it("shows the KDS page's kitchen by station beside its station section and the timer beside its preparation-time section", () => {
    const kds = features.find((f) => f.id === "modulo-kds");
    const sections = kds ? [kds.section1, kds.section2] : [];
    const about = (words: RegExp) => sections.find((section) => words.test(section.title))?.illustration;
    expect(about(/estação/i)).toBe("kds-estacoes");
    expect(about(/tempo de preparo/i)).toBe("kds-tempo");
    expect(illustrations["kds-estacoes"].alt).toMatch(/estaç/);
    expect(illustrations["kds-tempo"].alt).toMatch(/cronômetro/);
  });

  it.each(features.map((f) => [f.id, f] as const))(
    "%s shows three different drawings of the list",
    (_id, feature) => {
      const shown = [feature.illustration, feature.section1.illustration, feature.section2.illustration];
      for (const id of shown) expect(illustrationIds).toContain(id);
      expect(new Set(shown).size).toBe(3);
    },
  );
});

import { describe, expect, it } from "vitest";
import { PORTRAIT_SIZE, portraitSvg } from "./portrait";

describe("a testimonial's drawn portrait", () => {
  it("is the same face for the same file name, build after build", () => {
    expect(portraitSvg("cantina-nonna-lina")).toBe(portraitSvg("cantina-nonna-lina"));
  });

  it("gives each testimonial file a face of its own", () => {
    const ids = [
      "cantina-nonna-lina",
      "pizzaria-forno-da-vila",
      "fumaca-burger-artesanal",
      "dupla-smash-hamburgueria",
    ];
    expect(new Set(ids.map(portraitSvg)).size).toBe(ids.length);
  });

  it("is an SVG of the card's size that credits its style's licence", () => {
    const svg = portraitSvg("chapa-quente-smash-burger");
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}"`));
    expect(svg).toContain("Notionists");
    expect(svg).toContain("CC0 1.0");
  });
});

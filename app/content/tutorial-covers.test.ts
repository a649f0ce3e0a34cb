import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { coverSubjectOf, tutorialCovers } from "./tutorial-covers";
import { tutorialTopics } from "./tutorial-topics";

const dir = fileURLToPath(new URL("../../public/img/treinamentos/", import.meta.url));

describe("tutorial covers", () => {
  it.each(tutorialCovers.map((cover) => [cover.id]))("%s is a small 16:9 drawing with a title", (id) => {
    const file = `${dir}${id}.svg`;
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(12_000);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 480 270"/);
    expect(svg).toMatch(/<title>[^<]{20,}<\/title>/);
  });

  it("has a drawing for every subject and tab and no drawing left over, each with its own editor name", () => {
    const drawn = readdirSync(dir).filter((file) => file.endsWith(".svg") && file !== "sem-miniatura.svg");
    const named = [...tutorialCovers.map((cover) => cover.id), ...tutorialTopics.map((topic) => topic.id)];
    expect(drawn.sort()).toEqual(named.map((id) => `${id}.svg`).sort());
    expect(new Set(tutorialCovers.map((cover) => cover.name)).size).toBe(tutorialCovers.length);
  });

  it("reads the subject at the start of a word, with or without accents", () => {
    expect(coverSubjectOf("Como configurar os HORÁRIOS")).toBe("horarios");
    expect(coverSubjectOf("Como ativar módulos adicionais")).toBe("modulos");
    expect(coverSubjectOf("Como abrir e fechar o caixa no PDV")).toBe("caixa");
    // "pix" inside another word is not Pix.
    expect(coverSubjectOf("Conheça o sistema")).toBeNull();
    expect(coverSubjectOf("Como usar o apixonado")).toBeNull();
  });
});

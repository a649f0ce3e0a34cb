import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { carouselStepPx, tutorialsForTab } from "~/lib/tutorials";
import { parseVideoUrl } from "~/lib/video";
import { coverOf, tutorials } from "./treinamentos";
import { tutorialTabs, tutorialTopics } from "./tutorial-topics";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

describe("tutorials content", () => {
  it("has tutorials with unique titles, each in at least one topical tab", () => {
    expect(tutorials.length).toBeGreaterThan(0);
    expect(new Set(tutorials.map((t) => t.title)).size).toBe(tutorials.length);
    const topics = new Set<string>(tutorialTopics.map((t) => t.id));
    for (const tutorial of tutorials) {
      expect(tutorial.topics.length, tutorial.id).toBeGreaterThan(0);
      expect(
        tutorial.topics.every((topic) => topics.has(topic)),
        tutorial.id,
      ).toBe(true);
    }
  });

  it("every topical tab lists some videos, and 'Todos os vídeos' all of them in content order", () => {
    for (const topic of tutorialTopics)
      expect(tutorialsForTab(topic.id, tutorials).length, topic.id).toBeGreaterThan(0);
    const all = tutorialTabs.at(-1);
    expect(tutorialsForTab(all?.id ?? "", tutorials)).toEqual(tutorials);
  });

  it("carries no made-up video: a tutorial has a real YouTube address or none", () => {
    for (const tutorial of tutorials) {
      if (tutorial.url === null) {
        expect(tutorial.videoId, tutorial.id).toBeNull();
        continue;
      }
      expect(parseVideoUrl(tutorial.url), tutorial.id).toBe(tutorial.videoId);
      // The placeholder ids the first version shipped (GdTreino001...) named no video.
      expect(tutorial.videoId, tutorial.id).not.toMatch(/^GdTreino\d+$/);
    }
  });

  it("gives every tutorial a drawn cover that exists, its subject's, not one drawing for all", () => {
    const covers = tutorials.map(coverOf);
    for (const cover of covers) expect(existsSync(`${publicDir}${cover}`), cover).toBe(true);
    // Each tutorial of the content names a subject in its title: none falls back to its tab's cover.
    const tabCovers = tutorialTopics.map((topic) => `/img/treinamentos/${topic.id}.svg`);
    expect(covers.filter((cover) => tabCovers.includes(cover))).toEqual([]);
    // Two tutorials share a cover only when they share a subject (the two about payment methods).
    expect(new Set(covers).size).toBeGreaterThanOrEqual(tutorials.length - 3);
  });

  it("draws a new tutorial's cover from its title, the editor's choice first, else its first tab's", () => {
    const tutorial = (title: string, cover = "", topics = ["integracoes"]) =>
      coverOf({ title, cover, topics } as Parameters<typeof coverOf>[0]);
    expect(tutorial("Como receber por Pix na entrega")).toBe("/img/treinamentos/pix.svg");
    expect(tutorial("Como criar um cupom de primeira compra")).toBe("/img/treinamentos/cupons.svg");
    expect(tutorial("Como imprimir a comanda da cozinha")).toBe("/img/treinamentos/impressao.svg");
    expect(tutorial("Como receber por Pix", "caixa")).toBe("/img/treinamentos/caixa.svg");
    expect(tutorial("Conheça o sistema", "", ["marketing-e-comunicacao", "integracoes"])).toBe(
      "/img/treinamentos/marketing-e-comunicacao.svg",
    );
  });

  it("the carousel moves 320 px per arrow click", () => {
    expect(carouselStepPx).toBe(320);
  });
});

import { describe, expect, it } from "vitest";
import { normalizeTitle, readTab, tabHref, titleMatches, tutorialsForTab } from "./tutorials";

const tabs = [
  { id: "primeira", keywords: ["mesa"] },
  { id: "segunda", keywords: ["pix", "forma de pagamento"] },
  { id: "todos", keywords: null },
];

describe("tutorial tabs", () => {
  it("normalizes titles: lower case, no accents, no punctuation", () => {
    expect(normalizeTitle("Configurações do PDV (ponto de venda)!")).toBe(
      "configuracoes do pdv ponto de venda",
    );
  });

  it("matches a keyword at the start of a word, across accents and plurals", () => {
    expect(titleMatches("Gestão das Mesas", ["mesa"])).toBe(true);
    expect(titleMatches("Pix automático", ["pix"])).toBe(true);
    expect(titleMatches("Ativar a Forma de Pagamento", ["forma de pagamento"])).toBe(true);
    // Inside a word is not a match.
    expect(titleMatches("Comesa", ["mesa"])).toBe(false);
    expect(titleMatches("Como cadastrar produtos", ["pix"])).toBe(false);
  });

  it("a tab without keywords lists every video, in order", () => {
    const videos = [{ title: "B" }, { title: "A" }];
    expect(tutorialsForTab(tabs[2] as (typeof tabs)[number], videos)).toEqual(videos);
  });

  it("a tab lists only the videos its keywords find", () => {
    const videos = [{ title: "Mesas" }, { title: "Pix" }, { title: "Outra forma de pagamento" }];
    expect(tutorialsForTab(tabs[1] as (typeof tabs)[number], videos).map((v) => v.title)).toEqual([
      "Pix",
      "Outra forma de pagamento",
    ]);
  });

  it("reads the tab from ?categoria=, falling back to the first tab", () => {
    const read = (query: string) => readTab(new URLSearchParams(query), tabs).id;
    expect(read("categoria=segunda")).toBe("segunda");
    expect(read("categoria=%20todos%20")).toBe("todos");
    expect(read("")).toBe("primeira");
    expect(read("categoria=")).toBe("primeira");
    expect(read("categoria=nao-existe")).toBe("primeira");
    expect(() => readTab(new URLSearchParams(), [])).toThrow();
  });

  it("links the default tab to the bare page and the others by query", () => {
    expect(tabHref("/treinamentos", tabs, "primeira")).toBe("/treinamentos");
    expect(tabHref("/treinamentos", tabs, "segunda")).toBe("/treinamentos?categoria=segunda");
  });
});

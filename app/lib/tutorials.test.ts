import { describe, expect, it } from "vitest";
import { tutorialTabs } from "~/content/tutorial-topics";
import { readTab, TUTORIAL_PARAM, tabHref, tutorialHref, tutorialsForTab } from "./tutorials";

const tabs = [{ id: "primeira" }, { id: "segunda" }, { id: "todos" }];

describe("tutorial tabs", () => {
  it("has the spec's six tabs in order, the last listing every video", () => {
    expect(tutorialTabs.map((t) => t.name)).toEqual([
      "Configuração inicial",
      "Gestão de pedidos",
      "Marketing e comunicação",
      "Pagamentos e financeiro",
      "Integrações",
      "Todos os vídeos",
    ]);
  });

  it("a topical tab lists the videos that name it, in order; 'todos' lists every video", () => {
    const videos = [
      { title: "A", topics: ["gestao-de-pedidos"] },
      { title: "B", topics: ["integracoes", "gestao-de-pedidos"] },
      { title: "C", topics: ["integracoes"] },
    ];
    expect(tutorialsForTab("gestao-de-pedidos", videos).map((v) => v.title)).toEqual(["A", "B"]);
    expect(tutorialsForTab("integracoes", videos).map((v) => v.title)).toEqual(["B", "C"]);
    expect(tutorialsForTab("todos", videos)).toEqual(videos);
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

  it("links a tutorial without a video to its dialog, in the tab the visitor is on", () => {
    expect(tutorialHref("/treinamentos", tabs, "primeira", "como-abrir-a-loja")).toBe(
      `/treinamentos?${TUTORIAL_PARAM}=como-abrir-a-loja#tutorial`,
    );
    expect(tutorialHref("/treinamentos", tabs, "segunda", "como-abrir-a-loja")).toBe(
      `/treinamentos?categoria=segunda&${TUTORIAL_PARAM}=como-abrir-a-loja#tutorial`,
    );
  });
});

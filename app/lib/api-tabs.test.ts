import { describe, expect, it } from "vitest";
import { apiTabSearch, apiTabs, readApiTab, tabIndexForKey } from "./api-tabs";

const params = (search: string) => new URLSearchParams(search);

describe("readApiTab", () => {
  it("defaults to the introduction", () => {
    expect(readApiTab(params(""))).toBe("introducao");
    expect(readApiTab(params("?aba="))).toBe("introducao");
    expect(readApiTab(params("?aba=%20%20"))).toBe("introducao");
  });

  it("reads every known tab", () => {
    for (const tab of apiTabs) expect(readApiTab(params(`?aba=${tab.id}`))).toBe(tab.id);
    expect(readApiTab(params("?aba=%20endpoints%20"))).toBe("endpoints");
  });

  it("falls back to the introduction for an unknown value", () => {
    expect(readApiTab(params("?aba=webhooks"))).toBe("introducao");
    expect(readApiTab(params("?aba=Endpoints"))).toBe("introducao");
    expect(readApiTab(params("?aba=constructor"))).toBe("introducao");
  });

  it("lists the five tabs in the spec's order", () => {
    expect(apiTabs.map((t) => t.label)).toEqual([
      "Introdução",
      "Autenticação",
      "Endpoints",
      "Exemplos",
      "Homologação",
    ]);
  });
});

describe("apiTabSearch", () => {
  it("gives the default tab the bare URL and the others ?aba=", () => {
    expect(apiTabSearch("introducao")).toBe("");
    expect(apiTabSearch("autenticacao")).toBe("?aba=autenticacao");
  });

  it("round-trips through readApiTab", () => {
    for (const tab of apiTabs) expect(readApiTab(params(apiTabSearch(tab.id)))).toBe(tab.id);
  });
});

describe("tabIndexForKey", () => {
  it("moves with the arrows and wraps around", () => {
    expect(tabIndexForKey("ArrowRight", 0, 5)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 4, 5)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 2, 5)).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 0, 5)).toBe(4);
  });

  it("jumps to the ends with Home and End", () => {
    expect(tabIndexForKey("Home", 3, 5)).toBe(0);
    expect(tabIndexForKey("End", 1, 5)).toBe(4);
  });

  it("ignores other keys and empty lists", () => {
    expect(tabIndexForKey("Enter", 1, 5)).toBeNull();
    expect(tabIndexForKey("ArrowDown", 1, 5)).toBeNull();
    expect(tabIndexForKey("ArrowRight", 0, 0)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { applyCategory, categoryToggleHref, readCategory, selectedCategory } from "./category-filter";

const known = ["marketplace", "pagamento", "sistema-gestao"] as const;
type Id = (typeof known)[number];
const params = (query: string) => new URLSearchParams(query);

const items: { id: string; category: Id }[] = [
  { id: "ifood", category: "marketplace" },
  { id: "stone", category: "pagamento" },
  { id: "keeta", category: "marketplace" },
];

describe("category filter in the URL", () => {
  it("shows everything without a category, or with a blank one", () => {
    expect(readCategory(params(""), known)).toEqual({ kind: "all" });
    expect(readCategory(params("categoria="), known)).toEqual({ kind: "all" });
    expect(readCategory(params("categoria=%20%20"), known)).toEqual({ kind: "all" });
    expect(readCategory(params("outro=marketplace"), known)).toEqual({ kind: "all" });
  });

  it("selects a known category", () => {
    const choice = readCategory(params("categoria=sistema-gestao"), known);
    expect(choice).toEqual({ kind: "category", id: "sistema-gestao" });
    expect(selectedCategory(choice)).toBe("sistema-gestao");
  });

  it("keeps an unknown value apart, so the page can show its empty state", () => {
    const choice = readCategory(params("categoria=Marketplace"), known);
    expect(choice).toEqual({ kind: "unknown", value: "Marketplace" });
    expect(selectedCategory(choice)).toBeNull();
  });

  it("links an unselected category to itself", () => {
    expect(categoryToggleHref("/integracoes", { kind: "all" }, "pagamento")).toBe(
      "/integracoes?categoria=pagamento",
    );
    expect(categoryToggleHref("/integracoes", { kind: "category", id: "marketplace" }, "pagamento")).toBe(
      "/integracoes?categoria=pagamento",
    );
    expect(categoryToggleHref("/integracoes", { kind: "unknown", value: "x" }, "pagamento")).toBe(
      "/integracoes?categoria=pagamento",
    );
  });

  it("links the selected category back to the unfiltered page (toggle off)", () => {
    expect(categoryToggleHref("/integracoes", { kind: "category", id: "pagamento" }, "pagamento")).toBe(
      "/integracoes",
    );
  });

  it("filters the items by the choice", () => {
    expect(applyCategory(items, { kind: "all" }).map((i) => i.id)).toEqual(["ifood", "stone", "keeta"]);
    expect(applyCategory(items, { kind: "category", id: "marketplace" }).map((i) => i.id)).toEqual([
      "ifood",
      "keeta",
    ]);
    expect(applyCategory(items, { kind: "category", id: "sistema-gestao" })).toEqual([]);
    expect(applyCategory(items, { kind: "unknown", value: "x" })).toEqual([]);
  });
});

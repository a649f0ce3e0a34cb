/**
 * A single-choice category filter kept in the URL (`?categoria=...`), as the
 * catalogue pages use it: choosing a category selects it, choosing the selected
 * one again clears it. Pure, so the server render and the links agree.
 */
export const CATEGORY_PARAM = "categoria";

export type CategoryChoice<Id extends string> =
  | { kind: "all" }
  | { kind: "category"; id: Id }
  /** A value in the URL that names no category: the page shows its empty state. */
  | { kind: "unknown"; value: string };

/** Reads the category of a URL's search params; an absent or blank value means all. */
export function readCategory<Id extends string>(
  params: URLSearchParams,
  known: readonly Id[],
): CategoryChoice<Id> {
  const value = params.get(CATEGORY_PARAM)?.trim() ?? "";
  if (value === "") return { kind: "all" };
  const id = known.find((k) => k === value);
  return id ? { kind: "category", id } : { kind: "unknown", value };
}

/** The id a choice selects, if any. */
export function selectedCategory<Id extends string>(choice: CategoryChoice<Id>): Id | null {
  return choice.kind === "category" ? choice.id : null;
}

/**
 * Where a category button leads: to the category, or back to the unfiltered
 * page when the category is the one already selected (the toggle-off).
 */
export function categoryToggleHref<Id extends string>(
  pathname: string,
  choice: CategoryChoice<Id>,
  id: Id,
): string {
  if (choice.kind === "category" && choice.id === id) return pathname;
  return `${pathname}?${new URLSearchParams({ [CATEGORY_PARAM]: id })}`;
}

/** Filters items by the choice: all items, the category's items, or none for an unknown value. */
export function applyCategory<T extends { category: string }>(
  items: readonly T[],
  choice: CategoryChoice<T["category"]>,
): readonly T[] {
  if (choice.kind === "all") return items;
  if (choice.kind === "unknown") return [];
  return items.filter((item) => item.category === choice.id);
}

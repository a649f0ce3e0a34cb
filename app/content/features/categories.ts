/**
 * The seven catalogue categories, in filter order. Kept apart from
 * the catalogue and its zod schema: badges and filters run in the browser and need only this.
 */
export const featureCategories = [
  { id: "vendas", name: "Vendas", color: "emerald" },
  { id: "gestao", name: "Gestão", color: "sky" },
  { id: "fidelizacao", name: "Fidelização", color: "violet" },
  { id: "marketing", name: "Marketing", color: "pink" },
  { id: "fiscal", name: "Fiscal", color: "amber" },
  { id: "consultoria", name: "Consultoria", color: "teal" },
  { id: "equipamentos", name: "Equipamentos", color: "slate" },
] as const;

export type FeatureCategoryId = (typeof featureCategories)[number]["id"];

export const featureCategoryIds = featureCategories.map((c) => c.id) as [
  FeatureCategoryId,
  ...FeatureCategoryId[],
];

export function getFeatureCategory(id: FeatureCategoryId) {
  const category = featureCategories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown feature category ${id}`);
  return category;
}

export function isFeatureCategory(value: string | null): value is FeatureCategoryId {
  return featureCategories.some((c) => c.id === value);
}

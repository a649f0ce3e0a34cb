/**
 * The seven catalogue categories, in filter order (and the order of the groups on /funcionalidades);
 * the editor offers them as a feature's category. Server and editor code: pages get a category's
 * name and colour as loader data.
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
export type FeatureCategoryColor = (typeof featureCategories)[number]["color"];

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

/**
 * The status badges a feature may carry, by the value its file stores: 'Em breve' while it is not
 * available yet (plans that list it show the same mark), 'Nova' for a recent launch. Like the
 * category, resolved on the server: pages get the words and the colour as loader data.
 */
export const featureBadges = {
  "em-breve": { text: "Em breve", color: "yellow" },
  nova: { text: "Nova", color: "green" },
} as const;

export type FeatureBadgeId = keyof typeof featureBadges;

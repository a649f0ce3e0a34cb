import { features as equipment } from "./equipment";
import { features as loyaltyMarketingFiscal } from "./loyalty-marketing-fiscal";
import { features as management } from "./management";
import { features as sales } from "./sales";
import { type Feature, type FeatureCategoryId, featureCategories } from "./schema";

export { type Feature, type FeatureCategoryId, featureCategories };

/** The whole catalogue, in the order of the feature list page. */
export const features: readonly Feature[] = [
  ...sales,
  ...loyaltyMarketingFiscal,
  ...management,
  ...equipment,
];

const byId = new Map(features.map((f) => [f.id, f]));

export function getFeature(id: string): Feature | undefined {
  return byId.get(id);
}

export function getFeatureCategory(id: FeatureCategoryId) {
  const category = featureCategories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown feature category ${id}`);
  return category;
}

export function isFeatureCategory(value: string | null): value is FeatureCategoryId {
  return featureCategories.some((c) => c.id === value);
}

/** Features of one category, or all of them when no category is chosen. */
export function filterFeatures(category: FeatureCategoryId | null): readonly Feature[] {
  return category ? features.filter((f) => f.category === category) : features;
}

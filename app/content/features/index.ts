import { features as equipment } from "./equipment";
import { features as loyaltyMarketingFiscal } from "./loyalty-marketing-fiscal";
import { features as management } from "./management";
import { features as sales } from "./sales";
import { type Feature, type FeatureCategoryId, featureCategories } from "./schema";

export { getFeatureCategory, isFeatureCategory } from "./categories";
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

/** Features of one category, or all of them when no category is chosen. */
export function filterFeatures(category: FeatureCategoryId | null): readonly Feature[] {
  return category ? features.filter((f) => f.category === category) : features;
}

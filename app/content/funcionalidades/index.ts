import features from "virtual:content/funcionalidades";
import featuresPage from "virtual:content/pagina-funcionalidades";
import type { Feature, FeaturesPage } from "../schema/load";
import {
  type FeatureCategoryColor,
  type FeatureCategoryId,
  featureBadges,
  featureCategories,
  getFeatureCategory,
} from "./categories";

export { isFeatureCategory } from "./categories";
export type { Feature, FeatureCategoryId, FeaturesPage };

/**
 * The feature catalogue (content/funcionalidades/*.yaml), in the order /funcionalidades lists it:
 * by category, then by each feature's position in its category. Server code only: pages get what
 * they show as loader data.
 */
export { features, featuresPage };

/** A status badge as a page shows it: its words and colour, resolved on the server. */
export type ShownBadge = (typeof featureBadges)[keyof typeof featureBadges];
/** The category badge as a page shows it: the category's name (or the feature's own label) and colour. */
export interface ShownCategory {
  text: string;
  color: FeatureCategoryColor;
}

/** What a card shows: the page's sections stay on the server. */
export type FeatureSummary = Pick<Feature, "id" | "title" | "shortDescription" | "icon"> & Shown;

/** A feature with its badges as the page shows them. */
export type ShownFeature = Omit<Feature, "badge"> & Shown;

type Shown = { categoryBadge: ShownCategory; badge?: ShownBadge };

const byId = new Map(features.map((f) => [f.id, f]));

export function getFeature(id: string): Feature | undefined {
  return byId.get(id);
}

export function featureSummary(feature: Feature): FeatureSummary {
  const { id, title, shortDescription, icon } = feature;
  return { id, title, shortDescription, icon, ...shown(feature) };
}

export function shownFeature(feature: Feature): ShownFeature {
  const { badge: _, ...rest } = feature;
  return { ...rest, ...shown(feature) };
}

function shown(feature: Feature): Shown {
  const category = getFeatureCategory(feature.category);
  return {
    categoryBadge: { text: feature.categoryLabel ?? category.name, color: category.color },
    ...(feature.badge ? { badge: featureBadges[feature.badge] } : {}),
  };
}

/** The filter's choices on /funcionalidades: 'Todas', then every category. */
export const featureFilters = [
  { id: null, name: "Todas" },
  ...featureCategories.map(({ id, name }) => ({ id, name })),
];

/** The catalogue in its category groups (empty groups left out), or one category's group. */
export function featureGroups(category: FeatureCategoryId | null) {
  return featureCategories
    .filter((c) => category === null || c.id === category)
    .map((c) => ({
      id: c.id,
      name: c.name,
      features: features.filter((f) => f.category === c.id).map(featureSummary),
    }))
    .filter((group) => group.features.length > 0);
}

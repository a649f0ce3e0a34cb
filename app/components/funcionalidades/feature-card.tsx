import { href, Link } from "react-router";
import { IconTile } from "~/components/ui/icon-tile";
import type { FeatureCategoryColor, featureBadges } from "~/content/funcionalidades/categories";
import type { IconName } from "~/content/icon-names";
import { CategoryBadge, StatusBadge } from "./category-badge";

/** A feature as its card shows it (app/content/features shapes it from the content). */
export interface FeatureCardData {
  id: string;
  title: string;
  shortDescription: string;
  icon: IconName;
  categoryBadge: { text: string; color: FeatureCategoryColor };
  badge?: (typeof featureBadges)[keyof typeof featureBadges];
}

/** A grid of feature cards; `className` sets its columns and its space from what is above. */
export function FeatureCards({
  features,
  className,
}: {
  features: readonly FeatureCardData[];
  className: string;
}) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature.id}>
          <FeatureCard feature={feature} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A catalogue card, in place from the first paint: its short description shows whole (the content
 * keeps it short), so cards in a row grow to the longest one.
 */
function FeatureCard({ feature }: { feature: FeatureCardData }) {
  return (
    <Link
      to={href("/funcionalidades/:id", { id: feature.id })}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 transition-shadow hover:shadow-md"
    >
      <span className="flex items-start justify-between gap-2">
        <IconTile name={feature.icon} />
        {feature.badge ? <StatusBadge badge={feature.badge} /> : null}
      </span>
      <span className="mt-4 text-lg font-semibold text-ink">{feature.title}</span>
      <span className="mt-1 text-sm text-stone-600">{feature.shortDescription}</span>
      <span className="mt-auto pt-4">
        <CategoryBadge badge={feature.categoryBadge} />
      </span>
    </Link>
  );
}

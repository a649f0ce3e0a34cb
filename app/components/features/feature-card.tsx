import { href, Link } from "react-router";
import type { Feature } from "~/content/features";

export type FeatureSummary = Omit<Feature, "detailsPage" | "longDescription">;

import { IconTile } from "~/components/ui/icon-tile";
import { CategoryBadge, StatusBadge } from "./category-badge";

/** A grid of feature cards; `className` sets its columns and its space from what is above. */
export function FeatureCards({
  features,
  className,
}: {
  features: readonly FeatureSummary[];
  className: string;
}) {
  return (
    <ul className={className}>
      {features.map((feature, index) => (
        <li key={feature.id}>
          <FeatureCard feature={feature} index={index} />
        </li>
      ))}
    </ul>
  );
}

/** A catalogue card; it rises in 0.1 s after the one before it (none under reduced motion). */
function FeatureCard({ feature, index }: { feature: FeatureSummary; index: number }) {
  return (
    <Link
      to={href("/funcionalidades/:id", { id: feature.id })}
      style={{ animationDelay: `${index * 0.1}s` }}
      className="animate-rise-in flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 transition-shadow hover:shadow-md"
    >
      <span className="flex items-start justify-between gap-2">
        <IconTile name={feature.icon} />
        {feature.badge ? <StatusBadge badge={feature.badge} /> : null}
      </span>
      <span className="mt-4 text-lg font-semibold text-ink">{feature.title}</span>
      <span className="mt-1 line-clamp-2 text-sm text-stone-600">{feature.shortDescription}</span>
      {/* flex-1 on the clamped text would stretch it past two lines and show the rest under the ellipsis. */}
      <span className="mt-auto pt-4">
        <CategoryBadge feature={feature} />
      </span>
    </Link>
  );
}

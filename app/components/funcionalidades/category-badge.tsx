import { Badge } from "~/components/ui/badge";
import type { FeatureCategoryColor, featureBadges } from "~/content/funcionalidades/categories";

/** Tailwind classes per category colour (content names the colour; AA contrast on both). */
const colourClasses = {
  emerald: "bg-emerald-100 text-emerald-800",
  sky: "bg-sky-100 text-sky-800",
  violet: "bg-violet-100 text-violet-800",
  pink: "bg-pink-100 text-pink-800",
  amber: "bg-amber-100 text-amber-900",
  teal: "bg-teal-100 text-teal-800",
  slate: "bg-slate-200 text-slate-800",
} as const;

export const badgeClasses = {
  yellow: "bg-yellow-100 text-yellow-900 ring-1 ring-yellow-300",
  green: "bg-emerald-100 text-emerald-900 ring-1 ring-emerald-300",
} as const;

/** The category badge as the server resolved it: the category's name (or the feature's label) and colour. */
export function CategoryBadge({ badge }: { badge: { text: string; color: FeatureCategoryColor } }) {
  return (
    <Badge size="xs" tone={colourClasses[badge.color]}>
      {badge.text}
    </Badge>
  );
}

/** A feature's status badge as the server resolved it (the plan cards pass 'Em breve' themselves). */
export function StatusBadge({ badge }: { badge: (typeof featureBadges)[keyof typeof featureBadges] }) {
  return (
    <Badge size="xs" tone={badgeClasses[badge.color]}>
      {badge.text}
    </Badge>
  );
}

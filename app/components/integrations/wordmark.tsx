import { Icon } from "~/components/icon";
import type { IntegrationCategory } from "~/content/integrations/categories";
import { categoryTagClass } from "./badges";

/**
 * An integration's wordmark: its category's symbol over its name, set in the site's typeface,
 * bold, centred on a tile in its category's colours (the category tag's). Every partner gets the
 * same box, type size and weight, so none looks louder than another; a long name wraps to a second
 * line at the same size rather than shrinking. Drawn here: no partner's logo or trademark artwork
 * is copied. `data-wordmark` lets tests measure the tiles.
 */
export function Wordmark({
  name,
  category,
  className = "",
}: {
  name: string;
  category: Pick<IntegrationCategory, "color" | "symbol">;
  className?: string;
}) {
  return (
    <span
      data-wordmark=""
      className={`flex h-24 w-full shrink-0 flex-col items-center justify-center gap-1 rounded-xl px-4 text-center ring-1 ${categoryTagClass[category.color]} ${className}`}
    >
      <Icon name={category.symbol} className="size-5" />
      <span className="text-2xl font-bold tracking-tight text-balance text-ink">{name}</span>
    </span>
  );
}

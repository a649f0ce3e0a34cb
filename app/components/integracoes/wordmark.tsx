import type { IntegrationCategory } from "~/content/integracoes/categories";
import { categoryTagClass } from "./badges";
import { PartnerEmblem } from "./emblem";

/**
 * An integration's wordmark: the emblem, then its name set in the site's typeface, bold, on a tile
 * in its category's colours (the category tag's). Every partner gets the same box, type size and
 * weight, so none looks louder than another; a long name wraps to a second line at the same size
 * rather than shrinking. `data-wordmark` lets tests measure the tiles (the name is its last child).
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
      className={`flex h-24 w-full shrink-0 items-center justify-center gap-3 rounded-xl px-4 ring-1 ${categoryTagClass[category.color]} ${className}`}
    >
      <PartnerEmblem category={category} />
      <span className="min-w-0 text-2xl leading-tight font-bold tracking-tight text-balance text-ink">
        {name}
      </span>
    </span>
  );
}

import { Icon } from "~/components/icon";
import type { IconName } from "~/content/icon-names";
import type { IntegrationCategory } from "~/content/integrations/categories";
import { categoryTagClass } from "./badges";

type CategoryColor = IntegrationCategory["color"];

/** What an emblem is drawn from: a category's colour and a symbol of the sprite. */
export interface EmblemLook {
  color: CategoryColor;
  symbol: IconName;
}

/** The emblem's solid colour per category, written out so Tailwind sees each class at build. */
const emblemClass: Record<CategoryColor, string> = {
  red: "bg-red-700",
  emerald: "bg-emerald-700",
  sky: "bg-sky-700",
  violet: "bg-violet-700",
  amber: "bg-amber-700",
};

/**
 * A partner's emblem: its category's symbol, white on a rounded square of the category's colour.
 * The same system as the clients' marks (a symbol on a rounded square, then the name set in type),
 * drawn here: no partner's logo or trademark artwork is copied.
 */
export function PartnerEmblem({ category, size = "size-10" }: { category: EmblemLook; size?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex ${size} shrink-0 items-center justify-center rounded-xl text-white shadow-sm ${emblemClass[category.color]}`}
    >
      <Icon name={category.symbol} className="size-5" />
    </span>
  );
}

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

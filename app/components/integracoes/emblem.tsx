import { Icon } from "~/components/icon";
import type { IconName } from "~/content/icon-names";
import type { IntegrationCategory } from "~/content/integracoes/categories";

/*
 * Apart from the wordmark tile (./wordmark.tsx), so the home page's partner rows bring the emblem
 * alone, not the catalogue's badges.
 */

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

import type { ComponentProps, ReactNode } from "react";
import { Icon } from "../icon";

type IconName = ComponentProps<typeof Icon>["name"];

const tones = {
  brand: "bg-brand-100 text-brand-800",
  soft: "bg-brand-50 text-brand-700",
  /** On a white card, for a mark in the page's dark tone. */
  dark: "bg-stone-900 text-brand-200",
  /** On the tinted band: a white tile lifted by a shadow. */
  raised: "bg-white text-brand-700 shadow-sm ring-1 ring-brand-100",
} as const;

/** The tile and the icon in it: `sm` for a dense grid of short cards. */
const sizes = { md: ["size-12", "size-6"], sm: ["size-11", "size-5"] } as const;

/** An icon on a rounded square, the mark in front of a card's title. */
export function IconTile({
  name,
  tone = "brand",
  size = "md",
  className = "",
}: {
  name: IconName;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [tile, icon] = sizes[size];
  return (
    <span
      className={`inline-flex ${tile} shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${className}`.trim()}
    >
      <Icon name={name} className={icon} />
    </span>
  );
}

interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * A grid of cards, each an icon tile over its h3 and a line of text; `more` adds what a card
 * carries under them, and `large` a larger title for a grid of few, wide cards.
 */
export function IconCards<Item extends IconCard>({
  items,
  className,
  itemClass,
  tone,
  large = false,
  more,
}: {
  items: readonly Item[];
  className: string;
  itemClass: string;
  tone?: keyof typeof tones;
  large?: boolean;
  more?: (item: Item) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClass}>
          <IconTile name={item.icon} tone={tone} />
          <h3 className={`mt-4 ${large ? "text-xl" : "text-lg"} font-semibold`}>{item.title}</h3>
          <p className="mt-2 text-stone-600">{item.description}</p>
          {more?.(item)}
        </li>
      ))}
    </ul>
  );
}

import type { ComponentProps } from "react";
import { Icon } from "../icon";

type IconName = ComponentProps<typeof Icon>["name"];

const tones = {
  brand: "bg-brand-100 text-brand-800",
  soft: "bg-brand-50 text-brand-700",
} as const;

/** An icon on a rounded square, the mark in front of a card's title. */
export function IconTile({
  name,
  tone = "brand",
  className = "",
}: {
  name: IconName;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${className}`.trim()}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}

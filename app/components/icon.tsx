import sprite from "~/assets/icons.svg?url";
import type { IconName } from "~/content/icon-names";

/** Interface icons (arrows, menu, contact), beside the content icons of icon-names.ts. */
export const uiIconNames = [
  "arrow-right",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "copy",
  "external-link",
  "key-round",
  "mail",
  "menu",
  "minus",
  "pause",
  "phone",
  "play",
  "quote",
  "refresh-cw",
  "search",
  "share",
  "sliders-horizontal",
  "x",
] as const;
export type UiIconName = (typeof uiIconNames)[number];

/** The site's own marks in the sprite, drawn in their own colours (see scripts/build-icon-sprite.mjs). */
export function BrandMark({ name, size }: { name: "whatsapp" | "gama"; size: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/**
 * One icon of the site's sprite (scripts/build-icon-sprite.mjs, from Lucide).
 * A reference into a cached SVG file: no icon adds browser JavaScript.
 */
export function Icon({ name, className }: { name: IconName | UiIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

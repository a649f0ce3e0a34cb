import type { ReactNode } from "react";

/** The dark gradient every page opens on. */
export const heroBandClass = "bg-gradient-to-br from-stone-950 via-stone-900 to-brand-900 text-white";

/**
 * The band a page opens on: the dark gradient and the page's width. `container` sets the inner
 * box's width, padding and layout (a grid where the hero has a second column).
 */
export function HeroBand({
  as: Tag = "section",
  container = "max-w-7xl py-14 lg:py-20",
  children,
}: {
  as?: "section" | "header";
  container?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={heroBandClass}>
      <div className={`mx-auto px-4 ${container}`}>{children}</div>
    </Tag>
  );
}

/** The eyebrow, the page's one h1 and its lead paragraph, as every hero sets them. */
export function HeroHeading({
  eyebrow,
  title,
  lead,
  titleClass = "mt-3 max-w-3xl",
  leadClass = "mt-5 max-w-2xl",
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  titleClass?: string;
  leadClass?: string;
}) {
  return (
    <>
      {eyebrow ? <p className="font-semibold text-brand-200">{eyebrow}</p> : null}
      <h1 className={`text-4xl font-extrabold tracking-tight text-balance sm:text-5xl ${titleClass}`}>
        {title}
      </h1>
      {lead ? <p className={`text-lg text-stone-200 ${leadClass}`}>{lead}</p> : null}
    </>
  );
}

/** A one-column hero: eyebrow, title, lead, then whatever the page adds (buttons, a switch). */
export function PageHero({
  container,
  children,
  ...heading
}: Parameters<typeof HeroHeading>[0] & { container?: string; children?: ReactNode }) {
  return (
    <HeroBand container={container}>
      <HeroHeading {...heading} />
      {children}
    </HeroBand>
  );
}

/** The hero's row of buttons under the lead (ButtonLink, the main action first). */
export function HeroActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-wrap gap-3">{children}</div>;
}

/** A drawing a hero shows: an SVG file of the product, its size and its alt text. */
export interface HeroDrawing {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The columns of a hero with a drawing: the text, and the drawing beside it (under it on a phone).
 * On a phone the drawing is kept narrow, so the hero's text stays the largest thing on the first
 * screen (the page's largest contentful paint, which Lighthouse measures on a phone) and no image
 * request can delay it.
 */
export const heroColumns = "grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16";

/**
 * The product drawing beside a hero's text: an image file (never inline, so the HTML stays light),
 * loaded at once (it is on the first screen at desktop width, so never lazily), its width and height
 * holding its box so nothing moves when it arrives. `data-hero-drawing` lets tests find it.
 */
export function HeroPicture({
  drawing,
  size = "mx-auto max-w-60 lg:max-w-none",
  belowFirstScreen = false,
}: {
  drawing: HeroDrawing;
  /** Its width and place: by default a phone's narrow column, and the hero's drawing column on a desktop. */
  size?: string;
  /**
   * A drawing under a tall hero's text (the home page's, at the fold of a laptop and below it on a
   * phone) is fetched once the layout shows it near the screen, not beside the stylesheet and the
   * font that the first paint waits for.
   */
  belowFirstScreen?: boolean;
}) {
  return (
    <img
      src={drawing.src}
      width={drawing.width}
      height={drawing.height}
      alt={drawing.alt}
      loading={belowFirstScreen ? "lazy" : undefined}
      decoding="async"
      data-hero-drawing=""
      className={`h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10 ${size}`}
    />
  );
}

import type { ReactNode } from "react";

/** Each tone paints the full width and sets the colour of the lead paragraph on it. */
const tones = {
  plain: ["", "text-stone-600"],
  muted: ["bg-stone-50", "text-stone-600"],
  dark: ["bg-stone-900 text-white", "text-stone-300"],
} as const;

/**
 * A page section with its h2, labelled by it. `tone` paints the full width; `width` and `padding`
 * shape the content box; a `titleClass` of sr-only keeps the title for screen readers alone.
 * `intro` goes under the title: a string is set as the section's lead paragraph. With `anchor`, the
 * section itself carries `id`, the target of in-page links, landing below the sticky header, and
 * its h2 is `{id}-titulo`.
 */
export function Section({
  id,
  title,
  tone = "plain",
  width = "max-w-7xl",
  padding = "py-16",
  titleClass = "",
  intro,
  anchor = false,
  children,
}: {
  id: string;
  title: ReactNode;
  tone?: keyof typeof tones;
  width?: string;
  padding?: string;
  titleClass?: string;
  intro?: ReactNode;
  anchor?: boolean;
  children: ReactNode;
}) {
  const [band, lead] = tones[tone];
  const titleId = anchor ? `${id}-titulo` : id;
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={titleId}
      className={`${anchor ? "scroll-mt-28 " : ""}${band}`.trim() || undefined}
    >
      <div className={`mx-auto px-4 ${padding} ${width}`}>
        <h2 id={titleId} className={`text-3xl font-bold tracking-tight ${titleClass}`}>
          {title}
        </h2>
        {typeof intro === "string" ? <p className={`mt-3 max-w-3xl text-lg ${lead}`}>{intro}</p> : intro}
        {children}
      </div>
    </section>
  );
}

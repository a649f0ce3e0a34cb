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
 * `intro` goes under the title: a string is set as the section's lead paragraph.
 */
export function Section({
  id,
  title,
  tone = "plain",
  width = "max-w-7xl",
  padding = "py-16",
  titleClass = "mb-8",
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  tone?: keyof typeof tones;
  width?: string;
  padding?: string;
  titleClass?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const [band, lead] = tones[tone];
  return (
    <section aria-labelledby={id} className={band || undefined}>
      <div className={`mx-auto px-4 ${padding} ${width}`}>
        <h2 id={id} className={`text-3xl font-bold tracking-tight ${titleClass}`}>
          {title}
        </h2>
        {typeof intro === "string" ? <p className={`mt-3 max-w-3xl text-lg ${lead}`}>{intro}</p> : intro}
        {children}
      </div>
    </section>
  );
}

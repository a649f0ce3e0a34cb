import type { ReactNode } from "react";

const tones = { plain: "", muted: "bg-stone-50" } as const;

/**
 * A page section with its h2, labelled by it. `tone` paints the full width; `width` and `padding`
 * shape the content box.
 */
export function Section({
  id,
  title,
  tone = "plain",
  width = "max-w-7xl",
  titleClass = "mb-8",
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  tone?: keyof typeof tones;
  width?: string;
  titleClass?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tones[tone] || undefined}>
      <div className={`mx-auto px-4 py-16 ${width}`}>
        <h2 id={id} className={`text-3xl font-bold tracking-tight ${titleClass}`}>
          {title}
        </h2>
        {intro}
        {children}
      </div>
    </section>
  );
}

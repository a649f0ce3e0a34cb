import { Icon } from "~/components/icon";
import { buttonClass } from "~/components/ui/button";
import { Section } from "../section";
import type { Action, SectionProps, Tone } from "./page";

export interface FiguresContent {
  title: string;
  tone: Tone;
  items: readonly { value: string; metric: string; description: string }[];
  /** A link under the figures (to the testimonials that back them, say). */
  link: Action | null;
}

const looks = {
  dark: {
    card: "bg-stone-800",
    value: "text-brand-200",
    text: "text-stone-300",
    link: buttonClass("onDark"),
  },
  muted: {
    card: "bg-white ring-1 ring-stone-200",
    value: "text-brand-700",
    text: "text-stone-600",
    link: buttonClass("outline"),
  },
  plain: {
    card: "bg-stone-50 ring-1 ring-stone-200",
    value: "text-brand-700",
    text: "text-stone-600",
    link: buttonClass("outline"),
  },
} as const;

/** Figures side by side: the number, what it measures and a line about it. */
export function Figures({ id, title, tone, items, link }: SectionProps<FiguresContent>) {
  const look = looks[tone];
  return (
    <Section id={id} anchor title={title} tone={tone}>
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.metric} className={`rounded-2xl p-6 ${look.card}`}>
            <p className={`text-4xl font-extrabold ${look.value}`}>{item.value}</p>
            <h3 className="mt-1 text-lg font-semibold">{item.metric}</h3>
            <p className={`mt-3 ${look.text}`}>{item.description}</p>
          </li>
        ))}
      </ul>
      {link ? (
        <a href={link.href} className={`mt-10 gap-2 ${look.link}`}>
          {link.label}
          <Icon name="arrow-right" className="size-5" />
        </a>
      ) : null}
    </Section>
  );
}

import { Icon } from "~/components/icon";
import { LazyImage } from "~/components/ui/lazy-image";
import { Section } from "../section";
import type { SectionProps, Tone } from "./page";

export interface TestimonialsContent {
  title: string;
  tone: Tone;
  items: readonly TestimonialCardData[];
}

/** A testimonial as a card shows it; the loaders shape their content into it. */
export interface TestimonialCardData {
  name: string;
  /** The drawn portrait beside the name (app/content/schema/portrait.ts). */
  portrait: { src: string; alt: string; width: number; height: number };
  /** The business and its city, under the name. */
  line: string;
  text: string;
  /** Figures the customer reached, as chips above the caption. */
  results?: readonly string[];
}

/**
 * A card's colours and sizes on the surface it sits on; each page brings its own, so the shared
 * bundle carries the cards' structure only.
 */
export interface TestimonialLook {
  card: string;
  mark: string;
  quote: string;
  caption: string;
  /** The colours of the round ground under the portrait. */
  avatar: string;
  line: string;
}

/**
 * Three testimonials side by side, each a figure: the quote, the figures where there are some, and
 * who said it (their portrait, then the name and business). Side by side, the cards share their rows
 * (CSS subgrid): the figures of every card sit on one line and the captions on another, whatever the
 * length of each quote or caption.
 */
export function TestimonialCards({
  items,
  look,
}: {
  items: readonly TestimonialCardData[];
  look: TestimonialLook;
}) {
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr_auto_auto] lg:gap-y-0">
      {items.map((item) => (
        <li key={item.name} className="lg:row-span-4 lg:grid lg:grid-rows-subgrid">
          <figure
            className={`flex h-full flex-col rounded-2xl p-6 lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0 ${look.card}`}
          >
            <Icon name="quote" className={`size-8 ${look.mark}`} />
            <blockquote className={`mt-3 flex-1 ${look.quote}`}>{item.text}</blockquote>
            {item.results ? (
              <ul
                data-results=""
                className="mt-5 grid grid-cols-3 gap-2 self-end text-center text-xs text-stone-300"
              >
                {item.results.map((result) => (
                  <li key={result} className="rounded-lg bg-stone-900 px-2 py-2 font-medium">
                    {result}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="hidden lg:block" />
            )}
            <figcaption className={`${look.caption} flex items-center gap-3 self-start`}>
              <span className={`size-12 shrink-0 overflow-hidden rounded-full ${look.avatar}`}>
                <LazyImage
                  src={item.portrait.src}
                  width={item.portrait.width}
                  height={item.portrait.height}
                  alt={item.portrait.alt}
                  data-portrait=""
                  className="size-12"
                />
              </span>
              <span>
                <span className="block font-semibold">{item.name}</span>
                <span className={`block text-sm ${look.line}`}>{item.line}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The cards on the dark band, and on a light one. */
const looks: Record<"dark" | "light", TestimonialLook> = {
  dark: {
    card: "bg-stone-800",
    mark: "text-brand-200",
    quote: "text-stone-100",
    caption: "mt-5",
    avatar: "bg-brand-100",
    line: "text-stone-300",
  },
  light: {
    card: "bg-white ring-1 ring-stone-200",
    mark: "text-brand-700",
    quote: "text-stone-700",
    caption: "mt-6",
    avatar: "bg-brand-100",
    line: "text-stone-600",
  },
};

/** Testimonials picked from content/depoimentos/, side by side. */
export function Testimonials({ id, title, tone, items }: SectionProps<TestimonialsContent>) {
  return (
    <Section id={id} anchor title={title} tone={tone}>
      <TestimonialCards items={items} look={looks[tone === "dark" ? "dark" : "light"]} />
    </Section>
  );
}

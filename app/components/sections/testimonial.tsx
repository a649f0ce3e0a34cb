import { Icon } from "../icon";
import { Avatar } from "../ui/avatar";

/** A testimonial as a card shows it; the loaders shape their content into it. */
export interface TestimonialCardData {
  name: string;
  /** The letters in the round mark beside the name. */
  initials: string;
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
  /** The avatar's colours. */
  avatar: string;
  line: string;
}

/**
 * Three testimonials side by side, each a figure: the quote, the figures where there are some, and
 * who said it (their avatar, then the name and business).
 */
export function TestimonialCards({
  items,
  look,
}: {
  items: readonly TestimonialCardData[];
  look: TestimonialLook;
}) {
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className={`flex h-full flex-col rounded-2xl p-6 ${look.card}`}>
            <Icon name="quote" className={`size-8 ${look.mark}`} />
            <blockquote className={`mt-3 flex-1 ${look.quote}`}>{item.text}</blockquote>
            {item.results ? (
              <ul className="mt-5 grid grid-cols-3 gap-2 text-center text-xs text-stone-300">
                {item.results.map((result) => (
                  <li key={result} className="rounded-lg bg-stone-900 px-2 py-2 font-medium">
                    {result}
                  </li>
                ))}
              </ul>
            ) : null}
            <figcaption className={`${look.caption} flex items-center gap-3`}>
              <Avatar initials={item.initials} tone={look.avatar} />
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

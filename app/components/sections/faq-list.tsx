import { Icon } from "../icon";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers as native disclosure widgets: they open and close without JavaScript, and
 * the answers are in the HTML for search engines (the page's FAQPage JSON-LD states the same items).
 */
export function FaqList({ items, className = "" }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div
      className={`divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200 ${className}`.trim()}
    >
      {items.map((item) => (
        <details key={item.question} className="group px-5">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-stone-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

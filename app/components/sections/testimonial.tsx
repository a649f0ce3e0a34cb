import type { ReactNode } from "react";

/**
 * Who a testimonial is from, as its figcaption: a round mark with their initials (hidden from
 * screen readers, which read the name), the name, and the business and city under it. The card's
 * tone comes from the caller: `className` spaces the caption, `avatar` and `lineClass` colour it.
 */
export function TestimonialCaption({
  name,
  initials,
  line,
  className,
  avatar,
  lineClass,
}: {
  name: ReactNode;
  initials: string;
  line: ReactNode;
  className: string;
  avatar: string;
  lineClass: string;
}) {
  return (
    <figcaption className={`${className} flex items-center gap-3`}>
      <span aria-hidden="true" className={`inline-flex ${avatar}`}>
        {initials}
      </span>
      <span>
        <span className="block font-semibold">{name}</span>
        <span className={`block text-sm ${lineClass}`}>{line}</span>
      </span>
    </figcaption>
  );
}

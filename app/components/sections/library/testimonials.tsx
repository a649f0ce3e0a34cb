import { Section } from "../section";
import { type TestimonialCardData, TestimonialCards, type TestimonialLook } from "../testimonial";
import type { SectionProps, Tone } from "./page";

export interface TestimonialsContent {
  title: string;
  tone: Tone;
  items: readonly TestimonialCardData[];
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

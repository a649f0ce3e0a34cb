import { type FaqItem, FaqList } from "../faq-list";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface FaqContent {
  title: string;
  items: readonly FaqItem[];
}

/** Questions and answers that open without JavaScript. */
export function Faq({ id, title, items }: SectionProps<FaqContent>) {
  return (
    <Section id={id} anchor title={title} tone="muted" width="max-w-3xl">
      <FaqList items={items} className="mt-8" />
    </Section>
  );
}

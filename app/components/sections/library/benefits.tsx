import { IconCards } from "~/components/ui/icon-tile";
import type { IconName } from "~/content/icon-names";
import { Section } from "../section";
import type { SectionProps, Tone } from "./page";

export interface BenefitsContent {
  title: string;
  intro: string;
  tone: Tone;
  cards: readonly { icon: IconName; title: string; description: string }[];
}

/** Cards of an icon, a title and a text, under the section's title. */
export function Benefits({ id, title, intro, tone, cards }: SectionProps<BenefitsContent>) {
  return (
    <Section id={id} anchor title={title} intro={intro || undefined} tone={tone}>
      <IconCards
        items={cards}
        className="mt-8 card-grid gap-6"
        itemClass={
          tone === "dark"
            ? "rounded-2xl bg-stone-800 p-6 [&_p]:text-stone-300"
            : "rounded-2xl border border-stone-200 bg-white p-6"
        }
        tone="soft"
      />
    </Section>
  );
}

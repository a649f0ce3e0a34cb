import { type FeatureCardData, FeatureCards } from "~/components/funcionalidades/feature-card";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface FeaturesContent {
  title: string;
  intro: string;
  items: readonly FeatureCardData[];
}

/** Features picked from the catalogue, as its cards show them, each leading to its page. */
export function Features({ id, title, intro, items }: SectionProps<FeaturesContent>) {
  return (
    <Section id={id} anchor title={title} intro={intro || undefined} tone="muted">
      <FeatureCards features={items} className="mt-8 card-grid gap-6" />
    </Section>
  );
}

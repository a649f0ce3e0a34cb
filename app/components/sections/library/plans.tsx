import { type PlanCardData, PlanCards } from "~/components/planos/plan-card";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface PlansContent {
  title: string;
  intro: string;
  plans: readonly PlanCardData[];
}

/** Plan cards with their monthly prices, as /planos shows them. */
export function Plans({ id, title, intro, plans }: SectionProps<PlansContent>) {
  return (
    <Section id={id} anchor title={title} intro={intro || undefined} tone="muted">
      <PlanCards plans={plans} annual={false} className="mt-12" />
    </Section>
  );
}

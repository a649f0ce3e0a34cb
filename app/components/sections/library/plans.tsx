import type { CSSProperties } from "react";
import { PlanCard, type PlanCardData, planCardRows } from "~/components/plans/plan-card";
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
      <ul className="mt-12 grid gap-8 lg:grid-cols-3 lg:gap-y-0">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className="flex lg:grid lg:grid-rows-subgrid lg:[grid-row:span_var(--plan-rows)]"
            style={{ "--plan-rows": planCardRows(plan) } as CSSProperties}
          >
            <PlanCard plan={plan} annual={false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

import type { ComponentProps } from "react";
import { SavingsCalculator } from "~/components/calculadora/savings-calculator";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface CalculatorContent {
  title: string;
  intro: string;
  calculator: ComponentProps<typeof SavingsCalculator>;
}

/** The savings calculator, starting from the reference figures; without JavaScript it opens /calculadora. */
export function Calculator({ id, title, intro, calculator }: SectionProps<CalculatorContent>) {
  return (
    <Section id={id} anchor title={title} intro={intro || undefined}>
      <div className="mt-8">
        <SavingsCalculator {...calculator} />
      </div>
    </Section>
  );
}

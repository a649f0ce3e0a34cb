import { IntegrationCard } from "~/components/integracoes/integration-card";
import type { IntegrationCategory } from "~/content/integracoes/categories";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface IntegrationsContent {
  title: string;
  intro: string;
  items: readonly {
    integration: { id: string; name: string; description: string; status: "disponivel" | "em-breve" };
    category: IntegrationCategory;
  }[];
}

/** Integrations picked from the catalogue, as its cards show them. */
export function Integrations({ id, title, intro, items }: SectionProps<IntegrationsContent>) {
  return (
    <Section id={id} anchor title={title} intro={intro || undefined}>
      <ul className="mt-8 card-grid gap-6">
        {items.map((item) => (
          <li key={item.integration.id}>
            <IntegrationCard integration={item.integration} category={item.category} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

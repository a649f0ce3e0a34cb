import { ClientCarousel } from "~/components/inicio/client-carousel";
import type { ClientCard } from "~/content/schema/sections";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface ClientsContent {
  title: string;
  items: readonly ClientCard[];
}

/** The clients' logo marks, in a carousel. */
export function Clients({ id, title, items }: SectionProps<ClientsContent>) {
  return (
    <Section id={id} anchor title={title}>
      <div className="mt-8">
        <ClientCarousel clients={items} />
      </div>
    </Section>
  );
}

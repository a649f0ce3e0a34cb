import { ClientCarousel } from "~/components/home/client-carousel";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface ClientsContent {
  title: string;
  items: readonly { name: string; segment: string }[];
}

/** The clients' wordmarks, in a carousel. */
export function Clients({ id, title, items }: SectionProps<ClientsContent>) {
  return (
    <Section id={id} anchor title={title}>
      <div className="mt-8">
        <ClientCarousel clients={items} />
      </div>
    </Section>
  );
}

import type { ComponentType } from "react";
import type { ResolvedSection, SectionKind, ShownSection } from "~/content/schema/sections";
import { Benefits } from "./benefits";
import { Calculator } from "./calculator";
import { CallToAction } from "./call-to-action";
import { Clients } from "./clients";
import { Faq } from "./faq";
import { Features } from "./features";
import { Figures } from "./figures";
import { Hero } from "./hero";
import { Integrations } from "./integrations";
import { LeadFormSection } from "./lead-form";
import type { SectionPage, SectionProps } from "./page";
import { Plans } from "./plans";
import { RichText } from "./rich-text";
import { Testimonials } from "./testimonials";
import { Video } from "./video";

/**
 * The section library's components, one per kind of app/content/schema/sections.ts: the type says
 * that each takes what its kind's resolver gives, so a kind without its component (or a component
 * that wants more than its kind gives) fails `npm run typecheck`.
 */
export const sectionComponents = {
  hero: Hero,
  benefits: Benefits,
  features: Features,
  testimonials: Testimonials,
  clients: Clients,
  integrations: Integrations,
  figures: Figures,
  plans: Plans,
  calculator: Calculator,
  faq: Faq,
  richText: RichText,
  video: Video,
  callToAction: CallToAction,
  leadForm: LeadFormSection,
} satisfies { [K in SectionKind]: ComponentType<SectionProps<ResolvedSection<K>>> };

/** A page's sections, in its order. */
export function Sections({ sections, page }: { sections: readonly ShownSection[]; page: SectionPage }) {
  return sections.map((section) => {
    const Component = sectionComponents[section.kind] as ComponentType<SectionProps<typeof section.value>>;
    return <Component key={section.id} {...section.value} id={section.id} page={page} />;
  });
}

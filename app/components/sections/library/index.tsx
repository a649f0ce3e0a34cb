import { type ComponentType, lazy, Suspense } from "react";
import type { ResolvedSection, SectionKind, ShownSection } from "~/content/schema/sections";
import type { SectionPage, SectionProps } from "./page";

/**
 * The section library's components, one per kind of app/content/schema/sections.ts, each loaded
 * when a page shows it (a page carries the JavaScript of its own kinds only). The type says that
 * each takes what its kind's resolver gives, so a kind without its component (or a component that
 * wants more than its kind gives) fails `npm run typecheck`.
 */
export const sectionComponents = {
  hero: () => import("./hero").then((m) => m.Hero),
  benefits: () => import("./benefits").then((m) => m.Benefits),
  features: () => import("./features").then((m) => m.Features),
  testimonials: () => import("./testimonials").then((m) => m.Testimonials),
  clients: () => import("./clients").then((m) => m.Clients),
  integrations: () => import("./integrations").then((m) => m.Integrations),
  figures: () => import("./figures").then((m) => m.Figures),
  plans: () => import("./plans").then((m) => m.Plans),
  calculator: () => import("./calculator").then((m) => m.Calculator),
  faq: () => import("./faq").then((m) => m.Faq),
  richText: () => import("./rich-text").then((m) => m.RichText),
  video: () => import("./video").then((m) => m.Video),
  callToAction: () => import("./call-to-action").then((m) => m.CallToAction),
  leadForm: () => import("./lead-form").then((m) => m.LeadFormSection),
} satisfies { [K in SectionKind]: () => Promise<ComponentType<SectionProps<ResolvedSection<K>>>> };

type AnySection = ComponentType<SectionProps<ShownSection["value"]>>;
const loaded = new Map<SectionKind, AnySection>();

/**
 * A kind's component, loaded once. The server renders the whole page before it answers (every
 * lazy part resolved), so the HTML is complete; in the browser the page keeps that HTML until the
 * kind's code has arrived and hydrates it then.
 */
function componentOf(kind: SectionKind): AnySection {
  let component = loaded.get(kind);
  if (!component) {
    component = lazy(() => sectionComponents[kind]().then((c) => ({ default: c as AnySection })));
    loaded.set(kind, component);
  }
  return component;
}

/** A page's sections, in its order, each hydrated as soon as its own code is there. */
export function Sections({ sections, page }: { sections: readonly ShownSection[]; page: SectionPage }) {
  return sections.map((section) => {
    const Component = componentOf(section.kind);
    return (
      <Suspense key={section.id} fallback={null}>
        <Component {...section.value} id={section.id} page={page} />
      </Suspense>
    );
  });
}

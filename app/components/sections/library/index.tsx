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
/** Components whose code is here: rendered as they are. */
const ready = new Map<SectionKind, AnySection>();
/** The others, as lazy components, made once per kind. */
const later = new Map<SectionKind, AnySection>();

/**
 * Loads the components of these kinds. A page's loader awaits it on the server, so the server
 * renders every section in place (a lazy one would be streamed apart and swapped in by a script,
 * which a visitor without JavaScript never runs).
 */
export async function loadSections(kinds: Iterable<SectionKind>): Promise<void> {
  await Promise.all(
    [...new Set(kinds)].map(async (kind) => {
      if (!ready.has(kind)) ready.set(kind, (await sectionComponents[kind]()) as AnySection);
    }),
  );
}

/**
 * A kind's component: itself once loaded; in the browser, until its code has arrived, a lazy one,
 * whose server-rendered HTML stays in place and is hydrated when the code is there.
 */
function componentOf(kind: SectionKind): AnySection {
  const component = ready.get(kind);
  if (component) return component;
  let lazyComponent = later.get(kind);
  if (!lazyComponent) {
    lazyComponent = lazy(() =>
      sectionComponents[kind]().then((c) => {
        ready.set(kind, c as AnySection);
        return { default: c as AnySection };
      }),
    );
    later.set(kind, lazyComponent);
  }
  return lazyComponent;
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

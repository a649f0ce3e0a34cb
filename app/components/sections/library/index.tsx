import { type ComponentType, lazy, Suspense } from "react";
import type { ResolvedSection, SectionKind, ShownSection } from "~/content/schema/sections";
import { Benefits } from "./benefits";
import { CallToAction } from "./call-to-action";
import { Faq } from "./faq";
import { Figures } from "./figures";
import { Hero } from "./hero";
import { LeadFormSection } from "./lead-form";
import type { SectionPage, SectionProps } from "./page";
import { RichText } from "./rich-text";
import { Testimonials } from "./testimonials";

/** A kind whose code is loaded when a page shows it: it brings a catalogue's cards or a widget. */
interface Later<C> {
  later: () => Promise<C>;
}
const later = <C,>(load: () => Promise<C>): Later<C> => ({ later: load });

/**
 * The section library's components, one per kind of app/content/schema/sections.ts. Most are part
 * of the campaign page's code; the ones that bring a catalogue's cards or a widget are loaded when a
 * page shows them. The type says that each takes what its kind's resolver gives, so a kind without
 * its component (or a component that wants more than its kind gives) fails `npm run typecheck`.
 */
export const sectionComponents = {
  hero: Hero,
  benefits: Benefits,
  features: later(() => import("./features").then((m) => m.Features)),
  testimonials: Testimonials,
  clients: later(() => import("./clients").then((m) => m.Clients)),
  integrations: later(() => import("./integrations").then((m) => m.Integrations)),
  figures: Figures,
  plans: later(() => import("./plans").then((m) => m.Plans)),
  calculator: later(() => import("./calculator").then((m) => m.Calculator)),
  faq: Faq,
  richText: RichText,
  video: later(() => import("./video").then((m) => m.Video)),
  callToAction: CallToAction,
  leadForm: LeadFormSection,
} satisfies {
  [K in SectionKind]:
    | ComponentType<SectionProps<ResolvedSection<K>>>
    | Later<ComponentType<SectionProps<ResolvedSection<K>>>>;
};

type AnySection = ComponentType<SectionProps<ShownSection["value"]>>;
type Entry = AnySection | Later<AnySection>;
const entryOf = (kind: SectionKind) => sectionComponents[kind] as Entry;
/** Loaded components of the kinds loaded later. */
const ready = new Map<SectionKind, AnySection>();
/** Their lazy stand-ins in the browser, made once per kind. */
const lazyOnes = new Map<SectionKind, AnySection>();

/**
 * Loads the code of these kinds. A page's loader awaits it on the server, so the server renders
 * every section in place (a lazy one would be sent apart and swapped in by a script, which a
 * visitor without JavaScript never runs).
 */
export async function loadSections(kinds: Iterable<SectionKind>): Promise<void> {
  await Promise.all(
    [...new Set(kinds)].map(async (kind) => {
      const entry = entryOf(kind);
      if ("later" in entry && !ready.has(kind)) ready.set(kind, await entry.later());
    }),
  );
}

/**
 * A kind's component. One loaded later is, in the browser and until its code has arrived, a lazy
 * one: its server-rendered HTML stays in place and is hydrated when the code is there.
 */
function componentOf(kind: SectionKind): AnySection {
  const entry = entryOf(kind);
  if (!("later" in entry)) return entry;
  const loaded = ready.get(kind);
  if (loaded) return loaded;
  let stand = lazyOnes.get(kind);
  if (!stand) {
    stand = lazy(() =>
      entry.later().then((component) => {
        ready.set(kind, component);
        return { default: component };
      }),
    );
    lazyOnes.set(kind, stand);
  }
  return stand;
}

/** A page's sections, in its order. */
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

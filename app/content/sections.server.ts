import clients from "virtual:content/clientes";
import testimonials from "virtual:content/depoimentos";
import { renderMarkdown } from "~/lib/markdown.server";
import { defaultSavingsValues, referenceView, savingsPlans } from "./calculadora";
import { featureSummary, getFeature } from "./funcionalidades";
import { getIntegration, integrationCategories } from "./integracoes";
import { pathOf } from "./links.server";
import { planCard, plans } from "./planos";
import {
  anchorOf,
  clientCard,
  formAnchor,
  type ResolvedSection,
  type SectionEntry,
  type SectionKind,
  type SectionSources,
  type SectionValue,
  type ShownSection,
  sectionLibrary,
  testimonialCard,
} from "./schema/sections";

/**
 * The sources the section resolvers (app/content/schema/sections.ts) read, from the site's content:
 * the build has checked every pick, so an id that names nothing is a bug and throws.
 */
function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not in the content`);
  return value;
}

export const sectionSources = {
  features: (ids) => ids.map((id) => featureSummary(found(getFeature(id), `feature ${id}`))),
  testimonials: (ids) =>
    ids.map((id) =>
      testimonialCard(
        found(
          testimonials.find((t) => t.id === id),
          `testimonial ${id}`,
        ),
      ),
    ),
  clients: (ids) =>
    ids.map((id) =>
      clientCard(
        found(
          clients.find((c) => c.id === id),
          `client ${id}`,
        ),
      ),
    ),
  integrations: (ids) =>
    ids.map((id) => {
      const { name, description, status, category } = found(getIntegration(id), `integration ${id}`);
      return {
        integration: { id, name, description, status },
        category: found(
          integrationCategories.find((c) => c.id === category),
          `integration category ${category}`,
        ),
      };
    }),
  plans: (ids) =>
    (ids.length === 0
      ? plans
      : ids.map((id) =>
          found(
            plans.find((p) => p.id === id),
            `plan ${id}`,
          ),
        )
    ).map(planCard),
  calculator: () => ({
    initialValues: defaultSavingsValues(),
    plans: savingsPlans,
    reference: referenceView(),
  }),
  markdown: (source) => renderMarkdown(source).html,
  path: (to) => pathOf(to, "a section's button"),
} satisfies SectionSources;

/** One section as its component gets it; `id` is its anchor, or its place on the page. */
export function shownSection<K extends SectionKind>(
  kind: K,
  value: SectionValue<K>,
  id: string,
): { kind: K; id: string; value: ResolvedSection<K> } {
  const resolve = sectionLibrary[kind].resolve as (
    value: SectionValue<K>,
    sources: typeof sectionSources,
  ) => ResolvedSection<K>;
  return { kind, id, value: resolve(value, sectionSources) };
}

/** A page's sections as its components get them, and the menu of those with a name. */
export function shownSections(sections: readonly SectionEntry[]): {
  sections: ShownSection[];
  navigation: { id: string; label: string }[];
} {
  return {
    sections: sections.map(
      (section, index) =>
        shownSection(
          section.discriminant,
          section.value,
          anchorOf(section)?.id ||
            (section.discriminant === "leadForm" ? formAnchor(section) : null) ||
            `secao-${index + 1}`,
        ) as ShownSection,
    ),
    navigation: sections
      .map(anchorOf)
      .filter((anchor): anchor is { id: string; label: string } => !!anchor?.label),
  };
}

import { useLoaderData } from "react-router";
import { Fold } from "~/components/fold";
import { FeatureCards } from "~/components/funcionalidades/feature-card";
import { CtaBand } from "~/components/sections/cta-band";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { FilterPills } from "~/components/ui/filter-pill";
import { featureFilters, featureGroups, featuresPage, isFeatureCategory } from "~/content/funcionalidades";
import { featureCategoryIds } from "~/content/funcionalidades/categories";
import { pages } from "~/content/pages";
import { CATEGORY_PARAM } from "~/lib/category-filter";
import type { PageHandle } from "~/lib/page-handle";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/funcionalidades";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Funcionalidades do sistema para delivery",
    description:
      "Conheça todas as funcionalidades da Gama Delivery: vendas, gestão, fidelização, marketing, fiscal, consultoria e equipamentos para o seu delivery.",
    path: pages.funcionalidades,
    siteUrl: siteUrlFrom(matches),
    image: "funcionalidades",
  });

/** The filter lives in the URL (?categoria=gestao): the one parameter the page reads. */
export const handle: PageHandle = {
  searchParams: [{ name: CATEGORY_PARAM, values: featureCategoryIds }],
};

/**
 * The filter lives in the URL (?categoria=gestao); an unknown value shows every feature. The cards
 * come in their categories' groups, each under its heading.
 */
export function loader({ url }: Route.LoaderArgs) {
  const value = url.searchParams.get(CATEGORY_PARAM);
  const category = isFeatureCategory(value) ? value : null;
  const groups = featureGroups(category);
  const count = groups.reduce((sum, group) => sum + group.features.length, 0);
  return { category, filters: featureFilters, groups, count, page: featuresPage };
}

export default function Funcionalidades() {
  const { category, filters, groups, count, page } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroBand container="max-w-7xl py-16">
        <HeroHeading
          eyebrow={page.hero.eyebrow}
          title={page.hero.title}
          titleClass="mt-2 max-w-3xl"
          lead={page.hero.lead}
          leadClass="mt-4 max-w-2xl"
        />
      </HeroBand>

      <Section id="catalogo" title="Catálogo de funcionalidades" titleClass="sr-only" padding="py-12">
        <FilterPills
          label="Filtrar por categoria"
          choices={filters.map((filter) => ({
            key: filter.id ?? "",
            to: filter.id ? `?categoria=${filter.id}` : pages.funcionalidades,
            label: filter.name,
          }))}
          current={category ?? ""}
        />
        <p className="mt-6 text-stone-600" aria-live="polite">
          {count === 1 ? "1 funcionalidade" : `${count} funcionalidades`}
        </p>
        {/* On a phone each category folds (the whole catalogue is 13,000 px tall there); a chosen
            category comes open. From `sm` up every card shows under its heading. */}
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`grupo-${group.id}`} className="mt-4 unfold-sm:mt-8">
            <Fold
              at="sm"
              open={category !== null}
              className="border-b border-stone-200 unfold-sm:border-0"
              summaryClass="min-h-14 py-2 unfold-sm:min-h-0 unfold-sm:py-0"
              summary={
                <span className="flex flex-wrap items-center gap-x-3">
                  <h3 id={`grupo-${group.id}`} className="text-2xl font-bold tracking-tight">
                    {group.name}
                  </h3>
                  {/* How many the fold holds, at a glance (the page's live count says it in words). */}
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700 unfold-sm:hidden"
                  >
                    {group.features.length}
                  </span>
                </span>
              }
            >
              <FeatureCards
                features={group.features}
                className="mt-2 mb-6 grid gap-6 sm:grid-cols-2 unfold-sm:mt-4 unfold-sm:mb-0 lg:grid-cols-4"
              />
            </Fold>
          </section>
        ))}
      </Section>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actions={[
          { to: pages.planos, label: "Ver planos" },
          { to: pages.contato, label: "Falar com especialista" },
        ]}
      />
    </>
  );
}

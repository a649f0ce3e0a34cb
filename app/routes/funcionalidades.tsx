import { useLoaderData } from "react-router";
import { FeatureCards } from "~/components/features/feature-card";
import { CtaBand } from "~/components/sections/cta-band";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { FilterPills } from "~/components/ui/filter-pill";
import { filterFeatures } from "~/content/features";
import { featureCategories, isFeatureCategory } from "~/content/features/categories";
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
    path: pages.features,
    siteUrl: siteUrlFrom(matches),
    image: "funcionalidades",
  });

/** The filter lives in the URL (?categoria=gestao): the one parameter the page reads. */
export const handle: PageHandle = { searchParams: [CATEGORY_PARAM] };

/** An unknown category shows every feature. */
export function loader({ url }: Route.LoaderArgs) {
  const value = url.searchParams.get(CATEGORY_PARAM);
  const category = isFeatureCategory(value) ? value : null;
  // Cards need a summary only; the detail pages carry the rest.
  const features = filterFeatures(category).map(({ detailsPage: _, longDescription: __, ...card }) => card);
  return { category, features };
}

export default function Funcionalidades() {
  const { category, features } = useLoaderData<typeof loader>();
  const filters = [{ id: null, name: "Todas" }, ...featureCategories];
  return (
    <>
      <HeroBand container="max-w-7xl py-16">
        <HeroHeading
          eyebrow="Funcionalidades"
          title="Tudo o que o seu delivery precisa, em uma só plataforma"
          titleClass="mt-2 max-w-3xl"
          lead="Do cardápio digital à nota fiscal, da cozinha ao entregador: aqui estão as principais das mais de 230 funcionalidades da plataforma. Escolha uma categoria e veja como cada uma ajuda a vender mais e trabalhar menos."
          leadClass="mt-4 max-w-2xl"
        />
      </HeroBand>

      <Section id="catalogo" title="Catálogo de funcionalidades" titleClass="sr-only" padding="py-12">
        <FilterPills
          label="Filtrar por categoria"
          choices={filters.map((filter) => ({
            key: filter.id ?? "",
            to: filter.id ? `?categoria=${filter.id}` : pages.features,
            label: filter.name,
          }))}
          current={category ?? ""}
        />
        <p className="mt-6 text-stone-600" aria-live="polite">
          {features.length === 1 ? "1 funcionalidade" : `${features.length} funcionalidades`}
        </p>
        <FeatureCards features={features} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <CtaBand
        title="Encontrou o que sua operação precisa?"
        text="Compare os planos ou converse com um especialista para montar a solução ideal para a sua loja."
        actions={[
          { to: pages.plans, label: "Ver Planos" },
          { to: pages.contact, label: "Falar com Especialista" },
        ]}
      />
    </>
  );
}

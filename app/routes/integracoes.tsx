import { Link } from "react-router";
import { Fold } from "~/components/fold";
import { Icon } from "~/components/icon";
import { DeveloperApi } from "~/components/integracoes/developer-api";
import { IntegrationCard } from "~/components/integracoes/integration-card";
import { allFeaturesAction, CtaBand } from "~/components/sections/cta-band";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { FilterPills } from "~/components/ui/filter-pill";
import { integrationCategories, integrations, integrationsPage } from "~/content/integracoes";
import { integrationCategoryIds } from "~/content/integracoes/categories";
import { pages } from "~/content/pages";
import {
  applyCategory,
  CATEGORY_PARAM,
  categoryToggleHref,
  readCategory,
  selectedCategory,
} from "~/lib/category-filter";
import { integrationCountText } from "~/lib/integrations";
import type { PageHandle } from "~/lib/page-handle";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/integracoes";

const PATH = pages.integracoes;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({
    title: loaderData?.page.seo.title ?? "Integrações",
    description: loaderData?.page.seo.description ?? "",
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    image: "integracoes",
  });

/** The category comes from `?categoria=`; an unknown value shows the empty state, not a 404. */
/** The category filter is the one parameter the page reads. */
export const handle: PageHandle = { searchParams: [CATEGORY_PARAM] };

export function loader({ url }: Route.LoaderArgs) {
  const choice = readCategory(url.searchParams, integrationCategoryIds);
  const shown = applyCategory(integrations, choice).map(({ id, name, description, category, status }) => ({
    id,
    name,
    description,
    category,
    status,
  }));
  return {
    page: integrationsPage,
    choice,
    categories: integrationCategories,
    integrations: shown,
    links: Object.fromEntries(integrationCategoryIds.map((id) => [id, categoryToggleHref(PATH, choice, id)])),
  };
}

export default function Integrations({ loaderData }: Route.ComponentProps) {
  const { page, choice, categories, integrations: shown, links } = loaderData;
  const selected = selectedCategory(choice);
  const selectedName = categories.find((c) => c.id === selected)?.name;
  return (
    <>
      <HeroBand container="max-w-7xl py-14 lg:py-20">
        <HeroHeading eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
        <p aria-live="polite" className="mt-6 text-xl font-bold text-white">
          {integrationCountText(shown.length, selectedName)}
        </p>
      </HeroBand>

      <Section id="catalogo" title="Catálogo de integrações" titleClass="sr-only" padding="py-12">
        <FilterPills
          label="Categorias de integração"
          choices={categories.map((category) => ({
            key: category.id,
            to: links[category.id] ?? PATH,
            label: (
              <>
                <Icon name={category.symbol} className="size-5" />
                {category.name}
              </>
            ),
          }))}
          current={selected}
        />
        {selected ? (
          <p className="mt-3 text-sm text-stone-600">
            Para ver todas as integrações, clique de novo em {selectedName}.
          </p>
        ) : null}

        {shown.length > 0 ? (
          // On a phone each category folds (the catalogue is 12,000 px tall there); a chosen one comes
          // open. From `sm` up the folds give way and every card sits in one grid, as before.
          <div className="mt-6 grid sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
            {categories.map((category) => {
              const inCategory = shown.filter((integration) => integration.category === category.id);
              if (inCategory.length === 0) return null;
              return (
                <Fold
                  key={category.id}
                  at="sm"
                  flat
                  open={selected !== null}
                  className="border-b border-stone-200"
                  summaryClass="min-h-14 py-2"
                  summary={
                    <span className="flex flex-wrap items-center gap-x-3">
                      <span className="text-xl font-bold tracking-tight">{category.name}</span>
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700"
                      >
                        {inCategory.length}
                      </span>
                    </span>
                  }
                >
                  <ul className="mb-6 grid gap-4 unfold-sm:contents">
                    {inCategory.map((integration) => (
                      <li key={integration.id}>
                        <IntegrationCard integration={integration} category={category} />
                      </li>
                    ))}
                  </ul>
                </Fold>
              );
            })}
          </div>
        ) : (
          <div className="mt-8 rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center">
            <p className="text-xl font-semibold">Nenhuma integração encontrada</p>
            <p className="mt-2 text-stone-600">
              Escolha outra categoria para ver as integrações disponíveis.
            </p>
            <Link to={PATH} preventScrollReset className={buttonClass("primary", "md", "mt-6")}>
              Ver todas as integrações
            </Link>
          </div>
        )}
      </Section>

      <DeveloperApi copy={page.developers} />

      <CtaBand
        title={page.customIntegration.title}
        text={page.customIntegration.text}
        actions={[
          {
            to: `${pages.contato}?assunto=${encodeURIComponent("Integração personalizada")}`,
            label: "Solicitar integração personalizada",
          },
          allFeaturesAction,
        ]}
      />
    </>
  );
}

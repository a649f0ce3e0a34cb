import { Link, useLoaderData } from "react-router";
import { FeatureCard } from "~/components/features/feature-card";
import { filterFeatures } from "~/content/features";
import { featureCategories, isFeatureCategory } from "~/content/features/categories";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/funcionalidades";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Funcionalidades do sistema para delivery",
    description:
      "Conheça todas as funcionalidades da Gama Delivery: vendas, gestão, fidelização, marketing, fiscal, consultoria e equipamentos para o seu delivery.",
    path: "/funcionalidades",
    siteUrl: siteUrlFrom(matches),
    image: "funcionalidades",
  });

/** The filter lives in the URL (?categoria=gestao); an unknown value shows every feature. */
export function loader({ url }: Route.LoaderArgs) {
  const value = url.searchParams.get("categoria");
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
      <section className="bg-gradient-to-br from-stone-950 via-stone-900 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <p className="font-semibold text-brand-200">Funcionalidades</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Tudo o que o seu delivery precisa, em uma só plataforma
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-200">
            Do cardápio digital à nota fiscal, da cozinha ao entregador: aqui estão as principais das mais de
            230 funcionalidades da plataforma. Escolha uma categoria e veja como cada uma ajuda a vender mais
            e trabalhar menos.
          </p>
        </div>
      </section>

      <section aria-labelledby="catalogo" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="catalogo" className="sr-only">
          Catálogo de funcionalidades
        </h2>
        <nav aria-label="Filtrar por categoria">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const active = filter.id === category;
              return (
                <li key={filter.name}>
                  <Link
                    to={filter.id ? `?categoria=${filter.id}` : "/funcionalidades"}
                    preventScrollReset
                    aria-current={active ? "true" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium ${
                      active
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800"
                    }`}
                  >
                    {filter.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="mt-6 text-stone-600" aria-live="polite">
          {features.length === 1 ? "1 funcionalidade" : `${features.length} funcionalidades`}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature, index) => (
            <li key={feature.id}>
              <FeatureCard feature={feature} index={index} />
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 className="text-3xl font-bold tracking-tight">Encontrou o que sua operação precisa?</h2>
          <p className="mt-3 text-lg text-brand-50">
            Compare os planos ou converse com um especialista para montar a solução ideal para a sua loja.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/planos"
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Ver Planos
            </Link>
            <Link
              to="/contato"
              className="inline-flex min-h-12 items-center rounded-lg border border-white px-6 font-semibold text-white hover:bg-white/10"
            >
              Falar com Especialista
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from "react-router";
import { FeatureCard } from "~/components/features/feature-card";
import { InterestForm } from "~/components/forms/interest-form";
import { getFeature } from "~/content/features";
import { getSolution, type Solution } from "~/content/solutions";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import * as interest from "~/forms/interest";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList, faqPage, jsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/solucao";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData)
    return [{ title: "Página não encontrada | Gama Delivery" }, { name: "robots", content: "noindex" }];
  const { solution } = loaderData;
  const path = `/solucoes/${params.id}`;
  return seo({
    title: solution.title,
    description: solution.metaDescription,
    path,
    siteUrl,
    image: "solucoes",
    extra: [
      jsonLd(
        breadcrumbList(siteUrl, [
          { name: "Início", path: "/" },
          { name: "Soluções", path: "/funcionalidades" },
          { name: solution.menuLabel, path },
        ]),
      ),
      jsonLd(faqPage(solution.faq)),
    ],
  });
};

function solutionOr404(id: string | undefined): Solution {
  const solution = id ? getSolution(id) : undefined;
  if (!solution) throw data(null, { status: 404 });
  return solution;
}

export function loader({ params }: Route.LoaderArgs) {
  const solution = solutionOr404(params.id);
  const features = solution.featureIds.flatMap((id) => {
    const feature = getFeature(id);
    if (!feature) return [];
    const { detailsPage: _, longDescription: __, ...card } = feature;
    return [card];
  });
  return { solution, features };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const solution = solutionOr404(params.id);
  return handleLeadForms(request, context.get(servicesContext), [
    leadForm(interest, interest.interestIn(solution.menuLabel, "solucao")),
  ]);
}

export default function Solucao() {
  const { solution, features } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-br from-stone-950 via-stone-900 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <p className="font-semibold text-brand-200">{solution.hero.eyebrow}</p>
          <h1 className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {solution.title}
          </h1>
          <p className="mt-4 max-w-3xl text-xl font-semibold text-stone-100">{solution.hero.title}</p>
          <p className="mt-3 max-w-3xl text-lg text-stone-200">{solution.hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#fale-conosco"
              className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              Quero Contratar
            </a>
            <Link
              to="/#demonstracao"
              className="inline-flex min-h-12 items-center rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10"
            >
              Agendar Demonstração
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="problemas" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="problemas" className="text-3xl font-bold tracking-tight">
          O que esta solução resolve
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {solution.problems.map((problem) => (
            <li key={problem.title} className="rounded-2xl border border-stone-200 p-6">
              <h3 className="text-lg font-semibold">{problem.title}</h3>
              <p className="mt-2 text-stone-600">{problem.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="funcionalidades-relacionadas" className="bg-stone-50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="funcionalidades-relacionadas" className="text-3xl font-bold tracking-tight">
            Funcionalidades incluídas
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature, index) => (
              <li key={feature.id}>
                <FeatureCard feature={feature} index={index} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="perguntas" className="mx-auto max-w-4xl px-4 py-16">
        <h2 id="perguntas" className="text-3xl font-bold tracking-tight">
          Perguntas frequentes
        </h2>
        <div className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {solution.faq.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-stone-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-16">
          <InterestForm
            anchor="fale-conosco"
            title={solution.form.title}
            description={solution.form.description}
            submitLabel="Quero Conhecer"
          />
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-semibold text-brand-700">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Solução não encontrada</h1>
      <p className="mt-4 text-lg text-stone-600">
        Veja todas as soluções e funcionalidades da Gama Delivery.
      </p>
      <Link
        to="/funcionalidades"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Ver funcionalidades
      </Link>
    </section>
  );
}

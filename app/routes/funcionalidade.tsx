import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from "react-router";
import { CategoryBadge, StatusBadge } from "~/components/features/category-badge";
import { FeatureImage } from "~/components/features/feature-image";
import { VideoBox } from "~/components/features/video-box";
import { InterestForm } from "~/components/forms/interest-form";
import { Icon } from "~/components/icon";
import { type Feature, getFeature } from "~/content/features";
import { featureIllustrations } from "~/content/illustrations";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import * as interest from "~/forms/interest";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList, jsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/funcionalidade";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return [
      { title: "Funcionalidade não encontrada | Gama Delivery" },
      { name: "robots", content: "noindex" },
    ];
  }
  const { feature } = loaderData;
  const path = `/funcionalidades/${params.id}`;
  return seo({
    title: feature.title,
    description: feature.shortDescription,
    path,
    siteUrl,
    image: "funcionalidades",
    extra: [
      jsonLd(
        breadcrumbList(siteUrl, [
          { name: "Início", path: "/" },
          { name: "Funcionalidades", path: "/funcionalidades" },
          { name: feature.title, path },
        ]),
      ),
    ],
  });
};

function featureOr404(id: string | undefined): Feature {
  const feature = id ? getFeature(id) : undefined;
  if (!feature) throw data(null, { status: 404 });
  return feature;
}

export function loader({ params }: Route.LoaderArgs) {
  const feature = featureOr404(params.id);
  return { feature, illustrations: featureIllustrations(feature) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const feature = featureOr404(params.id);
  return handleLeadForms(request, context.get(servicesContext), [
    leadForm(interest, interest.interestIn(feature.title, "funcionalidade")),
  ]);
}

export default function Funcionalidade() {
  const { feature, illustrations } = useLoaderData<typeof loader>();
  const page = feature.detailsPage;
  return (
    <>
      <section className="bg-gradient-to-br from-stone-950 via-stone-900 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-14">
          <nav aria-label="Trilha de navegação">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-300">
              <li>
                <Link to="/" className="inline-flex min-h-6 items-center hover:text-white hover:underline">
                  Início
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to="/funcionalidades"
                  className="inline-flex min-h-6 items-center hover:text-white hover:underline"
                >
                  Funcionalidades
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-white">
                {feature.title}
              </li>
            </ol>
          </nav>
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-brand-200">
                  <Icon name={feature.icon} className="size-7" />
                </span>
                <CategoryBadge feature={feature} />
                {feature.badge ? <StatusBadge badge={feature.badge} /> : null}
              </div>
              <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                {page.hero.title}
              </h1>
              <p className="mt-4 max-w-xl text-lg text-stone-200">{page.hero.description}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <a
                  href="#contratar"
                  className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
                >
                  {page.hero.ctaButtons.primary.text}
                </a>
                <Link
                  to="/#demonstracao"
                  className="inline-flex min-h-12 items-center rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10"
                >
                  {page.hero.ctaButtons.secondary.text}
                </Link>
              </div>
            </div>
            <VideoBox url={feature.videoUrl} title={feature.title} illustration={illustrations.hero} />
          </div>
        </div>
      </section>

      {[page.section1, page.section2].map((section, index) => (
        <section key={section.title} className={index === 0 ? "bg-white" : "bg-stone-50"}>
          <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
            <div className={index === 1 ? "lg:order-2" : ""}>
              <h2 className="text-3xl font-bold tracking-tight">{section.title}</h2>
              <p className="mt-3 text-lg text-stone-600">{section.description}</p>
              <ul className="mt-6 space-y-3">
                {section.features.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
            <FeatureImage
              image={section.image}
              illustration={illustrations.sections[index] ?? illustrations.sections[0]}
            />
          </div>
        </section>
      ))}

      <section aria-labelledby="beneficios" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="beneficios" className="text-3xl font-bold tracking-tight">
          {page.benefitsSection.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-stone-600">{page.benefitsSection.description}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.benefitsSection.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-stone-200 p-6">
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-stone-600">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="resultados" className="bg-stone-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="resultados" className="text-3xl font-bold tracking-tight">
            {page.resultsSection.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-stone-300">{page.resultsSection.description}</p>
          <dl className="mt-8 grid gap-6 sm:grid-cols-3">
            {page.resultsSection.results.map((result) => (
              <div key={result.metric} className="flex flex-col-reverse rounded-2xl bg-stone-800 p-6">
                <dt>
                  <span className="block font-semibold">{result.metric}</span>
                  <span className="mt-1 block text-sm text-stone-300">{result.description}</span>
                </dt>
                <dd className="mb-2 text-4xl font-extrabold text-brand-200">{result.value}</dd>
              </div>
            ))}
          </dl>
          {page.resultsSection.testimonial ? (
            <figure className="mt-10 grid gap-8 rounded-2xl bg-stone-800 p-8 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <Icon name="quote" className="size-8 text-brand-200" />
                <blockquote className="mt-3 text-lg text-stone-100">
                  {page.resultsSection.testimonial.text}
                </blockquote>
                <figcaption className="mt-4 text-stone-300">
                  <span className="font-semibold text-white">{page.resultsSection.testimonial.author}</span>,{" "}
                  {page.resultsSection.testimonial.company}
                </figcaption>
              </div>
              <ul className="grid content-center gap-3 text-stone-200">
                {Object.values(page.resultsSection.testimonial.stats).map((line) => (
                  <li key={line} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-200" />
                    {line}
                  </li>
                ))}
              </ul>
            </figure>
          ) : null}
        </div>
      </section>

      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{page.finalCta.title}</h2>
            <p className="mt-3 text-lg text-stone-700">{page.finalCta.description}</p>
            <ul className="mt-6 space-y-3">
              {page.finalCta.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
          <InterestForm
            anchor="contratar"
            title={page.finalCta.form.title}
            description={page.finalCta.form.disclaimer}
            submitLabel={page.hero.ctaButtons.primary.text}
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
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Funcionalidade não encontrada</h1>
      <p className="mt-4 text-lg text-stone-600">
        A funcionalidade que você procurou não existe ou mudou de endereço.
      </p>
      <Link
        to="/funcionalidades"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Ver todas as funcionalidades
      </Link>
    </section>
  );
}

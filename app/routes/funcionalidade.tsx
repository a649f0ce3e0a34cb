import { href, useLoaderData } from "react-router";
import {
  FeatureBenefits,
  FeatureHero,
  FeatureResults,
  FeatureSplit,
} from "~/components/features/feature-page";
import { InterestForm } from "~/components/forms/interest-form";
import type { Crumb } from "~/components/sections/breadcrumb";
import { trail } from "~/components/sections/breadcrumb";
import { notFoundBoundary } from "~/components/sections/not-found";
import { CheckList } from "~/components/ui/check-list";
import { type Feature, getFeature } from "~/content/features";
import { featureIllustrations } from "~/content/illustrations";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import * as interest from "~/forms/interest";
import { orNotFound } from "~/lib/not-found";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList } from "~/lib/structured-data";
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
    structuredData: loaderData.structuredData,
  });
};

/** The trail above the title, and the BreadcrumbList that search engines read. */
function crumbsOf(feature: Pick<Feature, "id" | "title">): Crumb[] {
  return trail(
    { name: "Funcionalidades", path: href("/funcionalidades") },
    { name: feature.title, path: href("/funcionalidades/:id", { id: feature.id }) },
  );
}

function featureOr404(id: string | undefined): Feature {
  return orNotFound(id ? getFeature(id) : undefined);
}

/** The JSON-LD is built here, so its builders stay on the server. */
export function loader({ params, context }: Route.LoaderArgs) {
  const feature = featureOr404(params.id);
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  return {
    structuredData: [breadcrumbList(siteUrl, crumbsOf(feature))],
    feature,
    illustrations: featureIllustrations(feature),
  };
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
      <FeatureHero feature={feature} crumbs={crumbsOf(feature)} illustration={illustrations.hero} />
      {[page.section1, page.section2].map((section, index) => (
        <FeatureSplit
          key={section.title}
          section={section}
          index={index}
          illustration={illustrations.sections[index] ?? illustrations.sections[0]}
        />
      ))}
      <FeatureBenefits benefits={page.benefitsSection} />
      <FeatureResults results={page.resultsSection} />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{page.finalCta.title}</h2>
            <p className="mt-3 text-lg text-stone-700">{page.finalCta.description}</p>
            <CheckList items={page.finalCta.benefits} className="mt-6 space-y-3" />
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

export const ErrorBoundary = notFoundBoundary({
  title: "Funcionalidade não encontrada",
  text: "A funcionalidade que você procurou não existe ou mudou de endereço.",
  back: { to: href("/funcionalidades"), label: "Ver todas as funcionalidades" },
});

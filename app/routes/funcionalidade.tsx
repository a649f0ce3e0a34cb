import { href, useLoaderData } from "react-router";
import { InterestForm } from "~/components/forms/interest-form";
import {
  FeatureBenefits,
  FeatureHero,
  FeatureResults,
  FeatureSplit,
} from "~/components/funcionalidades/funcionalidade";
import type { Crumb } from "~/components/sections/breadcrumb";
import { trail } from "~/components/sections/breadcrumb";
import { notFoundBoundary } from "~/components/sections/not-found";
import { CheckList } from "~/components/ui/check-list";
import { LazyImage } from "~/components/ui/lazy-image";
import { type Feature, getFeature, shownFeature } from "~/content/funcionalidades";
import { illustration } from "~/content/illustrations";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
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
    feature: shownFeature(feature),
    // The hero shows the video when the feature has one, else its own drawing.
    illustrations: {
      hero: feature.videoUrl ? null : illustration(feature.illustration),
      section1: illustration(feature.section1.illustration),
      section2: illustration(feature.section2.illustration),
      // Beside the closing form, the feature's drawing fills the column the short copy leaves.
      closing: illustration(feature.illustration),
    },
  };
}

export const clientAction = leadClientAction;

export async function action({ request, context, params }: Route.ActionArgs) {
  const feature = featureOr404(params.id);
  return handleLeadForms(request, context.get(servicesContext), [
    leadForm(interest, interest.interestIn(feature.title, "funcionalidade")),
  ]);
}

export default function Funcionalidade() {
  const { feature, illustrations } = useLoaderData<typeof loader>();
  return (
    <>
      <FeatureHero feature={feature} crumbs={crumbsOf(feature)} illustration={illustrations.hero} />
      {(
        [
          [feature.section1, illustrations.section1],
          [feature.section2, illustrations.section2],
        ] as const
      ).map(([section, art], index) => (
        <FeatureSplit key={section.title} section={section} index={index} illustration={art} />
      ))}
      <FeatureBenefits benefits={feature.benefitsSection} />
      <FeatureResults results={feature.resultsSection} />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{feature.finalCta.title}</h2>
            <p className="mt-3 text-lg text-stone-700">{feature.finalCta.description}</p>
            <CheckList items={feature.finalCta.benefits} className="mt-6 space-y-3" />
            {/* Only beside the form (lg): on a phone the form follows the copy at once. */}
            <LazyImage
              src={illustrations.closing.src}
              width={illustrations.closing.width}
              height={illustrations.closing.height}
              className="mt-8 hidden h-auto w-full max-w-md rounded-2xl lg:block"
            />
          </div>
          <InterestForm
            anchor="contratar"
            title={feature.finalCta.form.title}
            description={feature.finalCta.form.disclaimer}
            submitLabel={feature.hero.cta}
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

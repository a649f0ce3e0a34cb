import { href, useLoaderData } from "react-router";
import { InterestForm } from "~/components/forms/interest-form";
import { FeatureCards } from "~/components/funcionalidades/feature-card";
import { trail } from "~/components/sections/breadcrumb";
import { FaqList } from "~/components/sections/faq-list";
import { FormBand } from "~/components/sections/form-card";
import { notFoundBoundary } from "~/components/sections/not-found";
import {
  HeroActions,
  HeroBand,
  HeroHeading,
  HeroPicture,
  heroColumns,
} from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SolutionProblems } from "~/components/solucao/solution-problems";
import { ButtonLink } from "~/components/ui/button";
import { featureSummary, getFeature } from "~/content/funcionalidades";
import { illustration } from "~/content/illustrations";
import { pages } from "~/content/pages";
import { getSolution, type Solution } from "~/content/solucoes";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as interest from "~/forms/interest";
import { orNotFound } from "~/lib/not-found";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList, faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/solucao";

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData)
    return [{ title: "Página não encontrada | Gama Delivery" }, { name: "robots", content: "noindex" }];
  const { solution } = loaderData;
  return seo({
    title: solution.title,
    description: solution.metaDescription,
    path: `/solucoes/${params.id}`,
    siteUrl,
    image: "solucoes",
    structuredData: loaderData.structuredData,
  });
};

function solutionOr404(id: string | undefined): Solution {
  return orNotFound(id ? getSolution(id) : undefined);
}

/** The JSON-LD is built here, so its builders stay on the server. */
export function loader({ params, context }: Route.LoaderArgs) {
  const solution = solutionOr404(params.id);
  // The build checked that every feature the solution lists exists.
  const features = solution.features.flatMap((id) => {
    const feature = getFeature(id);
    return feature ? [featureSummary(feature)] : [];
  });
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  const path = `/solucoes/${params.id}`;
  return {
    structuredData: [
      breadcrumbList(
        siteUrl,
        trail({ name: "Soluções", path: pages.funcionalidades }, { name: solution.menuLabel, path }),
      ),
      faqPage(solution.faq),
    ],
    solution,
    drawing: illustration(solution.illustration),
    features,
  };
}

export const clientAction = leadClientAction;

export async function action({ request, context, params }: Route.ActionArgs) {
  const solution = solutionOr404(params.id);
  return handleLeadForms(request, context.get(servicesContext), [
    leadForm(interest, interest.interestIn(solution.menuLabel, "solucao")),
  ]);
}

export default function Solucao() {
  const { solution, drawing, features } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroBand container={`max-w-7xl py-16 ${heroColumns}`}>
        <div>
          <HeroHeading eyebrow={solution.hero.eyebrow} title={solution.title} titleClass="mt-2 max-w-4xl" />
          <p className="mt-4 max-w-3xl text-xl font-semibold text-stone-100">{solution.hero.title}</p>
          <p className="mt-3 max-w-3xl text-lg text-stone-200">{solution.hero.description}</p>
          <HeroActions>
            <ButtonLink href="#fale-conosco">Quero contratar</ButtonLink>
            <ButtonLink to={`${href("/")}#demonstracao`} variant="onDark">
              Agendar demonstração
            </ButtonLink>
          </HeroActions>
        </div>
        <HeroPicture drawing={drawing} />
      </HeroBand>
      <SolutionProblems problems={solution.problems} />
      <Section id="funcionalidades-relacionadas" title="Funcionalidades incluídas" tone="muted">
        <FeatureCards features={features} className="mt-8 card-grid gap-6" />
      </Section>
      <Section id="perguntas" title="Perguntas frequentes" width="max-w-4xl">
        <FaqList items={solution.faq} className="mt-6" />
      </Section>
      <FormBand>
        <InterestForm anchor="fale-conosco" {...solution.form} submitLabel="Quero conhecer" />
      </FormBand>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Solução não encontrada",
  text: "Veja todas as soluções e funcionalidades da Gama Delivery.",
  back: { to: href("/funcionalidades"), label: "Ver funcionalidades" },
});

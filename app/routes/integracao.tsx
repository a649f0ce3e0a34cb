import { data, href } from "react-router";
import {
  IntegrationHero,
  IntegrationOverview,
  IntegrationSections,
} from "~/components/integracoes/integracao";
import { IntegrationRequestForm } from "~/components/integracoes/integration-request-form";
import type { Crumb } from "~/components/sections/breadcrumb";
import { trail } from "~/components/sections/breadcrumb";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { notFoundBoundary } from "~/components/sections/not-found";
import { Section } from "~/components/sections/section";
import { facts } from "~/content/fatos";
import { getIntegration, integrationCategories, integrationDrawing } from "~/content/integracoes";
import { site } from "~/content/site";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as integrationRequest from "~/forms/integration-request";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList, faqPage, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/integracao";

/** The trail above the title, and the BreadcrumbList that search engines read. */
function crumbsOf(integration: { id: string; name: string }): Crumb[] {
  return trail(
    { name: "Integrações", path: href("/integracoes") },
    { name: integration.name, path: href("/integracoes/:id", { id: integration.id }) },
  );
}

function findOr404(id: string) {
  const integration = getIntegration(id);
  const category = integrationCategories.find((c) => c.id === integration?.category);
  if (!integration || !category) throw data(null, { status: 404 });
  return { integration, category };
}

/**
 * The JSON-LD is built here, so its builders stay on the server. The search keywords go only there
 * (with the tags): a visitor reads the tags, never a list written for search engines.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { integration, category } = findOr404(params.id);
  const { seoKeywords, position: _position, ...shown } = integration;
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  const page = {
    name: `Integração ${integration.name}`,
    description: integration.description,
    path: href("/integracoes/:id", { id: integration.id }),
    keywords: [...integration.tags, ...seoKeywords],
  };
  return {
    structuredData: [
      breadcrumbList(siteUrl, crumbsOf(integration)),
      webPage(siteUrl, page),
      faqPage(integration.faq),
    ],
    integration: shown,
    category,
    drawing: integrationDrawing(integration),
    trialText: `Teste a Gama Delivery por ${facts.diasDeTeste} dias, sem taxa de adesão, com a nossa equipe ao seu lado na implantação.`,
  };
}

export const clientAction = leadClientAction;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { integration } = findOr404(params.id);
  return handleLeadForms(request, context.get(servicesContext), [
    leadForm(integrationRequest, { name: integration.name, comingSoon: integration.status === "em-breve" }),
  ]);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  if (!loaderData) {
    return [{ title: `Integração não encontrada | ${site.name}` }, { name: "robots", content: "noindex" }];
  }
  const { integration } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = `/integracoes/${params.id}`;
  return seo({
    title: `Integração ${integration.name}${integration.status === "em-breve" ? " (em breve)" : ""}`,
    description: integration.description,
    path,
    siteUrl,
    image: "integracoes",
    structuredData: loaderData.structuredData,
  });
};

export default function IntegrationDetail({ loaderData }: Route.ComponentProps) {
  const { integration, category, drawing, trialText } = loaderData;
  const comingSoon = integration.status === "em-breve";
  const { name } = integration;
  return (
    <>
      <IntegrationHero
        integration={integration}
        category={category}
        drawing={drawing}
        crumbs={crumbsOf(integration)}
      />
      <IntegrationOverview integration={integration} />
      <IntegrationSections integration={integration} />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <IntegrationRequestForm name={name} comingSoon={comingSoon} />
      </div>
      <Section
        id="perguntas-frequentes"
        title="Perguntas frequentes"
        tone="muted"
        width="max-w-3xl"
        titleClass="mb-8"
      >
        <FaqList items={integration.faq} />
      </Section>
      <CtaBand
        large
        title={
          comingSoon
            ? `Enquanto a integração com ${name} não chega, conheça as que já funcionam`
            : `Pronto para conectar ${name} ao seu delivery?`
        }
        text={trialText}
        actions={[
          { to: href("/contato"), label: "Quero contratar" },
          { to: href("/integracoes"), label: "Ver todas as integrações" },
        ]}
      />
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Integração não encontrada",
  text: "A integração que você procura não existe ou mudou de endereço. Veja todas as integrações disponíveis.",
  back: { to: href("/integracoes"), label: "Voltar para Integrações" },
});

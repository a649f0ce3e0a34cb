import { useLoaderData } from "react-router";
import { Coverage } from "~/components/home/coverage";
import {
  Clients,
  DemoStores,
  Features,
  FinalCta,
  Hero,
  Partners,
  Stats,
  Testimonials,
} from "~/components/home/home-sections";
import * as home from "~/content/home";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import * as demo from "~/forms/demo";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Gama Delivery | Sistema para delivery e restaurantes: cardápio digital, PDV e WhatsApp",
    description:
      "Cardápio digital, pedidos pelo WhatsApp, PDV, fidelidade, nota fiscal e integração com iFood em uma só plataforma. Peça uma demonstração gratuita.",
    path: pages.home,
    siteUrl: siteUrlFrom(matches),
  });

/**
 * The page's content travels as loader data (in the HTML) rather than in the
 * route's JavaScript, which keeps the browser bundle inside its budget.
 */
export function loader() {
  return {
    stats: home.stats,
    coverage: home.coverage,
    demoStores: home.demoStores,
    partners: home.partners,
    features: home.homeFeatures,
    testimonials: home.testimonials.map((t) => ({
      name: t.name,
      initials: t.name.slice(0, 1),
      line: `${t.company} · ${t.city}`,
      text: t.text,
      results: Object.values(t.results),
    })),
    clients: home.clients,
    demoStoreUrls: site.demoStores,
    hero: home.homeHero,
    finalCta: home.homeFinalCta,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [leadForm(demo)]);
}

export default function Home() {
  const { coverage } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <Coverage coverage={coverage} />
      <Stats />
      <DemoStores />
      <Partners />
      <Features />
      <Testimonials />
      <Clients />
      <FinalCta />
    </>
  );
}

import { useLoaderData } from "react-router";
import { Coverage } from "~/components/inicio/coverage";
import {
  Clients,
  DemoStores,
  Features,
  FinalCta,
  Hero,
  type HomeData,
  Partners,
  Stats,
  Testimonials,
} from "~/components/inicio/inicio";
import { homePage } from "~/content/inicio";
import { pages } from "~/content/pages";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as demo from "~/forms/demo";
import { revenueOptions, segmentOptions, unitOptions } from "~/forms/options";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/inicio";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({
    title: loaderData?.title ?? "Gama Delivery",
    description: loaderData?.description ?? "",
    path: pages.inicio,
    siteUrl: siteUrlFrom(matches),
  });

/**
 * The page's content, its title and description included, travels as loader data (in the HTML)
 * rather than in the route's JavaScript, which keeps the browser bundle inside its budget.
 */
export function loader(): HomeData {
  return {
    ...homePage,
    title: "Gama Delivery | Sistema para delivery: cardápio digital, PDV e notificações no WhatsApp",
    description:
      "Cardápio digital, pedidos pelo WhatsApp, PDV, fidelidade, nota fiscal e integração com iFood em uma só plataforma. Peça uma demonstração gratuita.",
    demoOptions: { revenue: revenueOptions, units: unitOptions, segments: segmentOptions },
  };
}

export const clientAction = leadClientAction;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [leadForm(demo)]);
}

export default function Home() {
  const { coverage } = useLoaderData<HomeData>();
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

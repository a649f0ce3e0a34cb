import { Coverage } from "~/components/inicio/coverage";
import {
  Clients,
  DemoStores,
  Features,
  FinalCta,
  Hero,
  HOME_SECTIONS,
  type HomeData,
  type HomeSections,
  Partners,
  Stats,
  Testimonials,
  useHomeSections,
} from "~/components/inicio/inicio";
import { SentOnce } from "~/components/ui/sent-once";
import { homePage } from "~/content/inicio";
import { pages } from "~/content/pages";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as demo from "~/forms/demo";
import { revenueOptions, segmentOptions, unitOptions } from "~/forms/options";
import { sentOnce } from "~/lib/sent-once.server";
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
 * rather than in the route's JavaScript, which keeps the browser bundle inside its budget. The
 * sections that run nothing in the browser are sent once: a document has them in its HTML only.
 */
export function loader(args: Route.LoaderArgs): HomeData {
  const { coverage, stats, demoStores, features, testimonials, finalCta, ...interactive } = homePage;
  const sections: HomeSections = { coverage, stats, demoStores, features, testimonials, finalCta };
  return {
    ...interactive,
    sections: sentOnce(args, HOME_SECTIONS, sections),
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
  const sections = useHomeSections();
  return (
    <>
      <Hero />
      <SentOnce>
        {sections && (
          <>
            <Coverage coverage={sections.coverage} />
            <Stats stats={sections.stats} />
            <DemoStores demoStores={sections.demoStores} />
          </>
        )}
      </SentOnce>
      <Partners />
      <SentOnce>
        {sections && (
          <>
            <Features features={sections.features} />
            <Testimonials testimonials={sections.testimonials} />
          </>
        )}
      </SentOnce>
      <Clients />
      <SentOnce>{sections && <FinalCta finalCta={sections.finalCta} />}</SentOnce>
    </>
  );
}

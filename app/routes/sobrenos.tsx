import { redirect } from "react-router";
import {
  AboutCallToAction,
  AboutFeatures,
  AboutResults,
  Audience,
  Mission,
  Values,
} from "~/components/about/about-page";
import { Breadcrumb, type Crumb, trail } from "~/components/sections/breadcrumb";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { about } from "~/content/about";
import { freeTrialFor } from "~/content/facts";
import { pages } from "~/content/pages";
import { servicesContext } from "~/context";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/sobrenos";

const ABOUT_PATH = pages.about;
const crumbs: Crumb[] = trail({ name: "Sobre nós", path: ABOUT_PATH });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo({
    title: "Sobre nós: missão, valores e resultados",
    description:
      "Conheça a Gama Delivery: missão, propósito e valores, para quem fazemos tecnologia e os resultados de mais de 3.000 lojas, 23 milhões de pedidos e NPS de 94,53%.",
    path: ABOUT_PATH,
    siteUrl,
    image: "empresa",
    structuredData: loaderData?.structuredData,
  });
};

/**
 * Route paths match without regard to case, so /sobreNos (the old footer's
 * spelling) and any other variant land here: they answer 301 to the one
 * canonical address, keeping the query string.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  // `url` is the normalized address: on a client-side navigation request.url ends in ".data",
  // which must not count as another spelling (it redirected to itself in a loop).
  if (url.pathname !== ABOUT_PATH) throw redirect(`${ABOUT_PATH}${url.search}`, 301);
  // Content travels as data: the module also holds its zod schema, which must stay out of the browser.
  // So does the JSON-LD, built here so its builders stay on the server.
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  return { structuredData: [breadcrumbList(siteUrl, crumbs)], about, freeTrialFor };
}

export default function SobreNos({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroBand container="max-w-7xl pt-6 pb-14 lg:pb-16">
        <Breadcrumb items={crumbs} />
        <div className="mt-8">
          <HeroHeading
            eyebrow="Sobre nós"
            title="Tecnologia de verdade para quem vive de delivery"
            titleClass="mt-3 max-w-4xl"
            lead="Somos uma empresa brasileira de tecnologia que cria o sistema completo para delivery e restaurantes: do cardápio digital ao fiscal, com suporte humano todos os dias."
            leadClass="mt-5 max-w-3xl"
          />
        </div>
      </HeroBand>

      <Mission data={loaderData} />
      <Values data={loaderData} />
      <Audience data={loaderData} />
      <AboutResults data={loaderData} />
      <AboutFeatures data={loaderData} />
      <AboutCallToAction data={loaderData} />
    </>
  );
}

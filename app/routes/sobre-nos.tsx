import { redirect } from "react-router";
import { Breadcrumb, type Crumb, trail } from "~/components/sections/breadcrumb";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import {
  AboutCallToAction,
  AboutFeatures,
  AboutResults,
  Audience,
  Mission,
  Values,
} from "~/components/sobre-nos/sobre-nos";
import { facts } from "~/content/fatos";
import { pages } from "~/content/pages";
import { aboutPage } from "~/content/sobre-nos";
import { servicesContext } from "~/context";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/sobre-nos";

const ABOUT_PATH = pages["sobre-nos"];
const crumbs: Crumb[] = trail({ name: "Sobre nós", path: ABOUT_PATH });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo({
    title: "Sobre nós: missão, valores e resultados",
    description: loaderData?.description ?? "",
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
  // Content travels as data, and so does the JSON-LD, built here so its builders stay on the server.
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  return {
    structuredData: [breadcrumbList(siteUrl, crumbs)],
    about: aboutPage,
    description: `Conheça a Gama Delivery: missão, propósito e valores, para quem fazemos tecnologia e os resultados de ${facts.lojasAtendidas} lojas, ${facts.pedidosProcessados} de pedidos e NPS de ${facts.nps}.`,
  };
}

export default function SobreNos({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroBand container="max-w-7xl pt-6 pb-14 lg:pb-16">
        <Breadcrumb items={crumbs} />
        <div className="mt-8">
          <HeroHeading
            eyebrow={loaderData.about.hero.eyebrow}
            title={loaderData.about.hero.title}
            titleClass="mt-3 max-w-4xl"
            lead={loaderData.about.hero.lead}
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

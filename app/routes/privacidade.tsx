import { LegalPage } from "~/components/legal/legal-page";
import { getLegalDocument } from "~/content/legal.server";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList, jsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/privacidade";

const path = "/privacidade";

export function loader() {
  const { title, description, updated, html, toc } = getLegalDocument("privacidade");
  return { title, description, updated, html, toc };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return seo({
    title: loaderData.title,
    description: loaderData.description,
    path,
    siteUrl,
    image: "empresa",
    extra: [
      jsonLd(
        breadcrumbList(siteUrl, [
          { name: "Início", path: "/" },
          { name: loaderData.title, path },
        ]),
      ),
    ],
  });
};

export default function Privacidade({ loaderData }: Route.ComponentProps) {
  return <LegalPage path={path} {...loaderData} related={{ label: "Termos de Uso", to: "/termos-de-uso" }} />;
}

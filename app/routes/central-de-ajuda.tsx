import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { pages } from "~/content/pages";
import { siteData } from "~/content/site.server";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/central-de-ajuda";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Central de ajuda",
    description:
      "Tutoriais, respostas e passo a passo para configurar e usar o sistema da Gama Delivery: cardápio, pedidos, PDV, integrações, fiscal e muito mais.",
    path: pages["central-de-ajuda"],
    siteUrl: siteUrlFrom(matches),
    image: "treinamentos",
  });

export function loader() {
  return { helpCenterUrl: siteData.helpCenterUrl };
}

/** The external help site, embedded at the height of the window below the header. */
export default function CentralDeAjuda({ loaderData }: Route.ComponentProps) {
  const { helpCenterUrl } = loaderData;
  return (
    <div className="flex flex-col">
      <div className="border-b border-stone-200 bg-stone-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">Central de ajuda</h1>
            <p className="text-stone-600">
              Artigos e passo a passo para usar o sistema. Não encontrou o que precisa?{" "}
              <Link to={pages.contato} className="font-medium text-brand-800 underline">
                Fale com o suporte
              </Link>
              .
            </p>
          </div>
          <a
            href={helpCenterUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-100"
          >
            <Icon name="external-link" className="size-5" />
            Abrir a central de ajuda em nova aba
          </a>
        </div>
      </div>
      <iframe
        src={helpCenterUrl}
        title="Central de ajuda da Gama Delivery"
        className="block h-[calc(100dvh-4rem)] min-h-[36rem] w-full border-0"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
      />
    </div>
  );
}

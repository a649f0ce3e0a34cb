import { API_DOCS_ANCHOR, ApiTabs, apiTabHref } from "~/components/api-aberta/api-tabs";
import {
  AuthenticationPanel,
  EndpointsPanel,
  ExamplesPanel,
  HomologationPanel,
  IntroductionPanel,
} from "~/components/api-aberta/panels";
import { SlashBreaks } from "~/components/api-aberta/slash-breaks";
import { CopyButton } from "~/components/copy-button";
import { Icon } from "~/components/icon";
import { HeroActions, HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { apiDocs, apiDocsPanel } from "~/content/api-aberta";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { apiTabs, defaultApiTab, readApiTab, TAB_PARAM } from "~/lib/api-tabs";
import type { PageHandle } from "~/lib/page-handle";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/api-aberta";

const PATH = pages["api-aberta"];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const tab = apiTabs.find((t) => t.id === loaderData?.panel.tab);
  return seo({
    title:
      tab && tab.id !== defaultApiTab
        ? `API aberta para desenvolvedores: ${tab.label}`
        : "API aberta para desenvolvedores",
    description:
      "Documentação da API aberta da Gama Delivery: autenticação com token no cabeçalho x-api-key, endpoints de pedidos, usuários e produtos, exemplos em curl e JavaScript e o checklist de homologação.",
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    image: "api",
  });
};

/**
 * The tab comes from `?aba=` (an unknown value is the introduction); the server
 * renders only that tab's panel, and the browser bundle carries no content schema.
 */
/** The tab is the one parameter the page reads; a value that names no tab is the introduction. */
export const handle: PageHandle = {
  searchParams: [{ name: TAB_PARAM, values: apiTabs.map((tab) => tab.id) }],
};

export function loader({ url }: Route.LoaderArgs) {
  const tab = readApiTab(url.searchParams);
  return { hero: apiDocs.hero, panel: apiDocsPanel(tab) };
}

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  const { hero, panel } = loaderData;
  return (
    <>
      <HeroBand container="grid max-w-7xl gap-10 py-14 lg:grid-cols-[1fr_26rem] lg:items-end lg:py-20">
        <div>
          <HeroHeading eyebrow={hero.eyebrow} title={hero.title} lead={hero.description} />
          <HeroActions>
            <ButtonLink to={apiTabHref(PATH, "autenticacao")}>
              Começar agora
              <Icon name="arrow-right" className="size-5" />
            </ButtonLink>
            <a
              href={site.apiDocsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("onDark")}
            >
              Documentação Postman
              <Icon name="external-link" className="size-5" />
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </HeroActions>
        </div>
        <div className="rounded-2xl bg-stone-900/80 p-5 ring-1 ring-white/15">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 font-semibold text-white">
              <Icon name="key-round" className="size-5 text-brand-200" />
              URL base
            </p>
            <CopyButton text={site.apiBaseUrl} label="Copiar URL base" />
          </div>
          <p className="mt-3 overflow-x-auto font-mono text-base text-stone-100 select-all">
            <SlashBreaks text={site.apiBaseUrl} />
          </p>
          <p className="mt-3 text-sm text-stone-300">
            Todos os endpoints ficam sob o caminho <code className="font-mono text-white">/api/</code> e
            respondem em JSON.
          </p>
          <p className="mt-2 text-sm text-stone-300" data-api-note="">
            Esta é a API aberta da loja, autenticada pela chave{" "}
            <code className="font-mono text-white">x-api-key</code>. Os exemplos com{" "}
            <code className="font-mono text-white">/v1/orders</code> e token Bearer da página de integrações
            são da API de integração para parceiros, outra interface.
          </p>
        </div>
      </HeroBand>

      <section
        id={API_DOCS_ANCHOR}
        aria-label="Documentação da API"
        className="mx-auto max-w-7xl scroll-mt-4 px-4 py-12"
      >
        <ApiTabs pathname={PATH} selected={panel.tab} label="Seções da documentação">
          {panel.tab === "introducao" ? <IntroductionPanel content={panel.content} /> : null}
          {panel.tab === "autenticacao" ? <AuthenticationPanel content={panel.content} /> : null}
          {panel.tab === "endpoints" ? <EndpointsPanel content={panel.content} /> : null}
          {panel.tab === "exemplos" ? <ExamplesPanel content={panel.content} /> : null}
          {panel.tab === "homologacao" ? <HomologationPanel content={panel.content} /> : null}
        </ApiTabs>
      </section>
    </>
  );
}

import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { Icon } from "~/components/icon";
import { CategoryTag, DifficultyBadge, StatusBadge } from "~/components/integrations/badges";
import { IntegrationLogo } from "~/components/integrations/integration-logo";
import {
  INTEGRATION_FORM_ANCHOR,
  IntegrationRequestForm,
} from "~/components/integrations/integration-request-form";
import { getIntegration, integrationCategories } from "~/content/integrations";
import { site } from "~/content/site";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import * as integrationRequest from "~/forms/integration-request";
import { seo, siteUrlFrom } from "~/lib/seo";
import { breadcrumbList, faqPage, jsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/integracao";

function findOr404(id: string) {
  const integration = getIntegration(id);
  const category = integrationCategories.find((c) => c.id === integration?.category);
  if (!integration || !category) throw data(null, { status: 404 });
  return { integration, category };
}

export function loader({ params }: Route.LoaderArgs) {
  return findOr404(params.id);
}

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
    extra: [
      jsonLd(
        breadcrumbList(siteUrl, [
          { name: "Início", path: "/" },
          { name: "Integrações", path: "/integracoes" },
          { name: integration.name, path },
        ]),
      ),
      jsonLd(faqPage(integration.faq)),
    ],
  });
};

export default function IntegrationDetail({ loaderData }: Route.ComponentProps) {
  const { integration, category } = loaderData;
  const comingSoon = integration.status === "em-breve";
  const { name } = integration;
  return (
    <>
      <section className="border-b border-stone-200 bg-stone-50">
        <div className="mx-auto max-w-7xl px-4 py-10 lg:py-14">
          <nav aria-label="Trilha de navegação">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600">
              <li>
                <Link
                  to="/"
                  className="inline-flex min-h-8 items-center hover:text-brand-800 hover:underline"
                >
                  Início
                </Link>
              </li>
              <li aria-hidden="true">
                <Icon name="chevron-right" className="size-4" />
              </li>
              <li>
                <Link
                  to="/integracoes"
                  className="inline-flex min-h-8 items-center hover:text-brand-800 hover:underline"
                >
                  Integrações
                </Link>
              </li>
              <li aria-hidden="true">
                <Icon name="chevron-right" className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-stone-800">
                {name}
              </li>
            </ol>
          </nav>

          <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start">
            <IntegrationLogo id={integration.id} emoji={category.icon} size="hero" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap gap-2">
                <CategoryTag name={category.name} color={category.color} />
                <DifficultyBadge difficulty={integration.difficulty} />
                <StatusBadge status={integration.status} />
              </div>
              <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                Integração {name}
              </h1>
              <p className="mt-4 max-w-3xl text-lg text-stone-700">{integration.description}</p>
            </div>
          </div>

          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
            <div className="max-w-3xl space-y-4 text-stone-700">
              {integration.detailedDescription.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <div className="self-start rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <dl className="grid gap-4">
                <div>
                  <dt className="text-sm text-stone-600">Tempo de configuração</dt>
                  <dd className="text-lg font-semibold">{integration.setupTime}</dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-600">Nível de complexidade</dt>
                  <dd className="text-lg font-semibold">{integration.difficulty}</dd>
                </div>
              </dl>
              <div className="mt-6 grid gap-3">
                {comingSoon ? (
                  <button
                    type="button"
                    disabled
                    className="inline-flex min-h-12 cursor-not-allowed items-center justify-center rounded-lg bg-stone-300 px-6 font-semibold text-stone-700"
                  >
                    Em Breve
                  </button>
                ) : (
                  <a
                    href={`#${INTEGRATION_FORM_ANCHOR}`}
                    className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
                  >
                    Configurar Integração
                  </a>
                )}
                <Link
                  to="/api-aberta"
                  className="inline-flex min-h-12 items-center justify-center rounded-lg border border-stone-300 bg-white px-6 font-semibold text-stone-800 hover:bg-stone-50"
                >
                  Ver Documentação
                </Link>
              </div>
              {comingSoon ? (
                <p className="mt-3 text-sm text-stone-600">
                  Esta integração ainda não pode ser ativada.{" "}
                  <a href={`#${INTEGRATION_FORM_ANCHOR}`} className="font-medium text-brand-800 underline">
                    Peça para ser avisado
                  </a>{" "}
                  quando ela for lançada.
                </p>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <Section id="parceria" title={`Parceria Gama Delivery e ${name}`}>
        <p className="max-w-3xl text-lg text-stone-700">{integration.partnership.description}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-stone-200 p-6">
            <h3 className="text-lg font-semibold">Benefícios exclusivos</h3>
            <CheckList items={integration.partnership.benefits} />
          </div>
          <div className="rounded-2xl border border-stone-200 p-6">
            <h3 className="text-lg font-semibold">Soluções da parceria</h3>
            <CheckList items={integration.partnership.solutions} />
          </div>
        </div>
        <div className="mt-6 rounded-2xl bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-brand-900">Como a parceria ajuda o seu negócio</h3>
          <p className="mt-2 text-stone-800">{integration.partnership.contribution}</p>
        </div>
      </Section>

      <Section id="como-funciona" title="Como funciona" tone="muted">
        <ol className="grid gap-6 md:grid-cols-3">
          {[
            {
              icon: <Icon name="key-round" className="size-6" />,
              title: "Autenticação segura",
              text: `A conexão com ${name} é autorizada por OAuth 2.0 ou por chave de API, sem você compartilhar senhas.`,
            },
            {
              icon: <Icon name="sliders-horizontal" className="size-6" />,
              title: "Configuração personalizada",
              text: "Você escolhe o que sincronizar e ajusta a integração à rotina da sua loja, com a ajuda da nossa equipe.",
            },
            {
              icon: <Icon name="refresh-cw" className="size-6" />,
              title: "Sincronização automática",
              text: `Depois de ativada, os dados passam a circular sozinhos entre ${name} e a Gama Delivery.`,
            },
          ].map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                {step.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="text-brand-700">{index + 1}.</span> {step.title}
              </h3>
              <p className="mt-1 text-stone-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="funcionalidades" title="Funcionalidades">
        <ul className="grid gap-3 md:grid-cols-2">
          {integration.features.map((feature) => (
            <li key={feature} className="flex gap-3 rounded-xl border border-stone-200 p-4">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold">Tags</h3>
            <Chips items={integration.tags} />
          </div>
          <div>
            <h3 className="text-lg font-semibold">Palavras-chave</h3>
            <Chips items={integration.seoKeywords} />
          </div>
        </div>
      </Section>

      <Section id="resultados" title="Resultados" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {integration.results.map((result) => (
            <li key={result.metric} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <p className="text-4xl font-extrabold text-brand-700">{result.value}</p>
              <h3 className="mt-2 font-semibold">{result.metric}</h3>
              <p className="mt-1 text-sm text-stone-600">{result.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="beneficios" title="Benefícios">
        <CheckList items={integration.benefits} columns />
      </Section>

      <Section id="casos-de-uso" title="Casos de uso" tone="muted">
        <div className="space-y-10">
          {integration.useCases.map((group) => (
            <div key={group.category}>
              <h3 className="text-xl font-semibold">{group.category}</h3>
              <ul className="mt-4 grid gap-6 md:grid-cols-3">
                {group.cases.map((useCase) => (
                  <li key={useCase.title} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
                    <h4 className="font-semibold">{useCase.title}</h4>
                    <p className="mt-1 text-sm text-stone-600">{useCase.description}</p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <div className="mx-auto max-w-3xl px-4 py-16">
        <IntegrationRequestForm name={name} comingSoon={comingSoon} />
      </div>

      <Section id="perguntas-frequentes" title="Perguntas frequentes" tone="muted">
        <div className="max-w-3xl divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {integration.faq.map((item) => (
            <details key={item.question} className="group px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon
                  name="chevron-right"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90"
                />
              </summary>
              <p className="pb-5 text-stone-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <section className="bg-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {comingSoon
              ? `Enquanto a integração com ${name} não chega, conheça as que já funcionam`
              : `Pronto para conectar ${name} ao seu delivery?`}
          </h2>
          <p className="mt-3 text-lg text-brand-50">
            Teste a Gama Delivery por 7 dias, sem taxa de adesão, com a nossa equipe ao seu lado na
            implantação.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/contato"
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Quero Contratar
            </Link>
            <Link
              to="/integracoes"
              className="inline-flex min-h-12 items-center rounded-lg border border-white px-6 font-semibold text-white hover:bg-white/10"
            >
              Ver Todas as Integrações
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-semibold text-brand-700">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Integração não encontrada</h1>
      <p className="mt-4 text-lg text-stone-600">
        A integração que você procura não existe ou mudou de endereço. Veja todas as integrações disponíveis.
      </p>
      <Link
        to="/integracoes"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Voltar para Integrações
      </Link>
    </section>
  );
}

function Section({
  id,
  title,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  tone?: "plain" | "muted";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tone === "muted" ? "bg-stone-50" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id={id} className="mb-8 text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function CheckList({ items, columns = false }: { items: readonly string[]; columns?: boolean }) {
  return (
    <ul className={`mt-4 grid gap-3 ${columns ? "md:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-stone-700">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

import { href } from "react-router";
import type { Integration, integrationCategories } from "~/content/integrations/schema";
import { Breadcrumb, type Crumb } from "../sections/breadcrumb";
import { Section } from "../sections/section";
import { Button, ButtonLink } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { IconTile } from "../ui/icon-tile";
import { CategoryTag, DifficultyBadge, StatusBadge } from "./badges";
import { IntegrationLogo } from "./integration-logo";
import { INTEGRATION_FORM_ANCHOR } from "./integration-request-form";

type IntegrationCategory = (typeof integrationCategories)[number];

const checks = "mt-4 grid gap-3 text-stone-700";

/** An integration page's opening: trail, logo and badges, the description, and the two actions. */
export function IntegrationHero({
  integration,
  category,
  crumbs,
}: {
  integration: Integration;
  category: IntegrationCategory;
  crumbs: Crumb[];
}) {
  const comingSoon = integration.status === "em-breve";
  return (
    <section className="border-b border-stone-200 bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:py-14">
        <Breadcrumb items={crumbs} tone="light" />

        <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start">
          <IntegrationLogo id={integration.id} emoji={category.icon} size="hero" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap gap-2">
              <CategoryTag name={category.name} color={category.color} />
              <DifficultyBadge difficulty={integration.difficulty} />
              <StatusBadge status={integration.status} />
            </div>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Integração {integration.name}
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
                <Button disabled variant="unavailable">
                  Em Breve
                </Button>
              ) : (
                <ButtonLink href={`#${INTEGRATION_FORM_ANCHOR}`}>Configurar Integração</ButtonLink>
              )}
              <ButtonLink to={href("/api-aberta")} variant="neutral">
                Ver Documentação
              </ButtonLink>
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
  );
}

/** What the partnership brings, how the connection works, features, results, benefits and use cases. */
export function IntegrationSections({ integration }: { integration: Integration }) {
  const { name } = integration;
  return (
    <>
      <Section id="parceria" title={`Parceria Gama Delivery e ${name}`} titleClass="mb-8">
        <p className="max-w-3xl text-lg text-stone-700">{integration.partnership.description}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-stone-200 p-6">
            <h3 className="text-lg font-semibold">Benefícios exclusivos</h3>
            <CheckList items={integration.partnership.benefits} className={checks} />
          </div>
          <div className="rounded-2xl border border-stone-200 p-6">
            <h3 className="text-lg font-semibold">Soluções da parceria</h3>
            <CheckList items={integration.partnership.solutions} className={checks} />
          </div>
        </div>
        <div className="mt-6 rounded-2xl bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-brand-900">Como a parceria ajuda o seu negócio</h3>
          <p className="mt-2 text-stone-800">{integration.partnership.contribution}</p>
        </div>
      </Section>

      <Section id="como-funciona" title="Como funciona" tone="muted" titleClass="mb-8">
        <ol className="grid gap-6 md:grid-cols-3">
          {(
            [
              {
                icon: "key-round",
                title: "Autenticação segura",
                text: `A conexão com ${name} é autorizada por OAuth 2.0 ou por chave de API, sem você compartilhar senhas.`,
              },
              {
                icon: "sliders-horizontal",
                title: "Configuração personalizada",
                text: "Você escolhe o que sincronizar e ajusta a integração à rotina da sua loja, com a ajuda da nossa equipe.",
              },
              {
                icon: "refresh-cw",
                title: "Sincronização automática",
                text: `Depois de ativada, os dados passam a circular sozinhos entre ${name} e a Gama Delivery.`,
              },
            ] as const
          ).map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <IconTile name={step.icon} />
              <h3 className="mt-4 text-lg font-semibold">
                <span className="text-brand-700">{index + 1}.</span> {step.title}
              </h3>
              <p className="mt-1 text-stone-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="funcionalidades" title="Funcionalidades" titleClass="mb-8">
        <CheckList
          items={integration.features}
          className="grid gap-3 md:grid-cols-2"
          itemClass="flex gap-3 rounded-xl border border-stone-200 p-4"
        />
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

      <Section id="resultados" title="Resultados" tone="muted" titleClass="mb-8">
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

      <Section id="beneficios" title="Benefícios" titleClass="mb-8">
        <CheckList items={integration.benefits} className="mt-4 grid gap-3 text-stone-700 md:grid-cols-2" />
      </Section>

      <Section id="casos-de-uso" title="Casos de uso" tone="muted" titleClass="mb-8">
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
    </>
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

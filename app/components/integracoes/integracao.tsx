import { href } from "react-router";
import { Icon } from "~/components/icon";
import type { Integration } from "~/content/integracoes";
import type { IntegrationCategory } from "~/content/integracoes/categories";
import { Breadcrumb, type Crumb } from "../sections/breadcrumb";
import {
  HeroActions,
  HeroBand,
  type HeroDrawing,
  HeroHeading,
  HeroPicture,
  heroColumns,
} from "../sections/page-hero";
import { Section } from "../sections/section";
import { Button, ButtonLink } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { IconTile } from "../ui/icon-tile";
import { CategoryTag, DifficultyBadge, StatusBadge } from "./badges";
import { PartnerEmblem } from "./emblem";
import { INTEGRATION_FORM_ANCHOR } from "./integration-request-form";

/** What an integration page shows of its entry (its search keywords go only to the JSON-LD). */
export type IntegrationView = Omit<Integration, "seoKeywords" | "position">;

const checks = "mt-4 grid gap-3 text-stone-700";

/**
 * An integration page's opening, as every detail page opens: the trail and the badges, the title
 * and the summary, the two actions, and the partner's wordmark joined to Gama Delivery beside them.
 */
export function IntegrationHero({
  integration,
  category,
  drawing,
  crumbs,
}: {
  integration: IntegrationView;
  category: IntegrationCategory;
  drawing: HeroDrawing;
  crumbs: Crumb[];
}) {
  const comingSoon = integration.status === "em-breve";
  return (
    <HeroBand container="max-w-7xl pt-6 pb-14">
      <Breadcrumb items={crumbs} />
      <div className={`mt-8 ${heroColumns}`}>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <CategoryTag name={category.name} color={category.color} />
            <DifficultyBadge difficulty={integration.difficulty} />
            <StatusBadge status={integration.status} />
          </div>
          <HeroHeading
            title={`Integração ${integration.name}`}
            lead={integration.description}
            titleClass="mt-5"
            leadClass="mt-4 max-w-xl"
          />
          <HeroActions>
            {comingSoon ? (
              <Button disabled variant="unavailable">
                Em breve
              </Button>
            ) : (
              <ButtonLink href={`#${INTEGRATION_FORM_ANCHOR}`}>Configurar integração</ButtonLink>
            )}
            <ButtonLink to={href("/api-aberta")} variant="onDark">
              Ver documentação
            </ButtonLink>
          </HeroActions>
          {comingSoon ? (
            <p className="mt-4 text-stone-200">
              Esta integração ainda não pode ser ativada.{" "}
              <a href={`#${INTEGRATION_FORM_ANCHOR}`} className="font-medium text-brand-200 underline">
                Peça para ser avisado
              </a>{" "}
              quando ela for lançada.
            </p>
          ) : null}
        </div>
        <IntegrationPicture name={integration.name} category={category} drawing={drawing} />
      </div>
    </HeroBand>
  );
}

/**
 * The integration's topics as '#tag' chips, in the blog's tag style (TagList in
 * components/blog/post-card.tsx; an e2e test holds the two alike). Written out here: sharing the
 * component would add a chunk to every blog and integration page.
 */
function Topics({ tags }: { tags: readonly string[] }) {
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-stone-100 px-2 py-0.5 text-sm text-stone-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** Under the hero: the topics (as the blog's tags), the full description and the setup facts. */
export function IntegrationOverview({ integration }: { integration: IntegrationView }) {
  return (
    <section className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1fr_20rem]">
        <div className="max-w-3xl">
          <Topics tags={integration.tags} />
          <div className="mt-6 space-y-4 text-stone-700">
            {integration.detailedDescription.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid gap-4 self-start rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
          <div>
            <dt className="text-sm text-stone-600">Tempo de configuração</dt>
            <dd className="text-lg font-semibold">{integration.setupTime}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Nível de complexidade</dt>
            <dd className="text-lg font-semibold">{integration.difficulty}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** What the partnership brings, how the connection works, features, results, benefits and use cases. */
export function IntegrationSections({ integration }: { integration: IntegrationView }) {
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

/**
 * The picture of an integration page's hero: the partner's wordmark (the catalogue's tile, at the
 * same size) joined to Gama Delivery. Decorative: the page's title names both.
 */
export function IntegrationPicture({
  name,
  category,
  drawing,
}: {
  name: string;
  category: Pick<IntegrationCategory, "color" | "symbol">;
  drawing: HeroDrawing;
}) {
  return (
    <div className="flex flex-col items-center lg:relative lg:block lg:pt-6">
      {/* The partner's name in type (the drawing carries none): above the drawing on a phone, pinned
          to its corner on a desktop. The drawing's alt text already names the partner. */}
      <span
        aria-hidden="true"
        data-partner-tag=""
        className="relative z-10 -mb-3 flex w-max max-w-full items-center gap-2 rounded-xl bg-white py-2 pr-4 pl-2 text-ink shadow-lg ring-1 ring-stone-200 lg:absolute lg:top-0 lg:-left-3 lg:mb-0"
      >
        <PartnerEmblem category={category} size="size-8" />
        <span className="text-base font-bold tracking-tight whitespace-nowrap">{name}</span>
        <Icon name="arrow-right" className="size-4 shrink-0 text-stone-500" />
        <span className="text-sm font-semibold whitespace-nowrap text-brand-800">Gama</span>
      </span>
      <HeroPicture drawing={drawing} size="max-w-52 lg:max-w-none" />
    </div>
  );
}

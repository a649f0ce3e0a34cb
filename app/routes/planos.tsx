import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { PlanCards } from "~/components/planos/plan-card";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { facts } from "~/content/fatos";
import { pages } from "~/content/pages";
import { planCard, plans, plansPage } from "~/content/planos";
import { servicesContext } from "~/context";
import type { PageHandle } from "~/lib/page-handle";
import { annualSavingPercent, PERIOD_PARAM, readBillingPeriod } from "~/lib/pricing";
import { formatReais } from "~/lib/reais";
import { seo, siteUrlFrom } from "~/lib/seo";
import { faqPage, softwareApplication } from "~/lib/structured-data";
import type { Route } from "./+types/planos";

const PATH = pages.planos;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({
    title: "Planos e preços do sistema para delivery",
    description: loaderData?.description ?? "",
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    image: "planos",
    structuredData: loaderData?.structuredData,
  });

/** "Compare os planos Essencial, Profissional e Avançado da Gama Delivery: a partir de ..." */
function describePlans(): string {
  const cheapest = plans[0];
  const names = plans
    .map((p) => p.name)
    .join(", ")
    .replace(/, ([^,]+)$/, " e $1");
  return cheapest
    ? `Compare os planos ${names} da Gama Delivery: a partir de ${formatReais(cheapest.monthlyPrice)}/mês, ou ${formatReais(cheapest.annualPrice)}/mês no plano anual. ${facts.diasDeTeste} dias grátis e sem taxa de adesão.`
    : `Compare os planos da Gama Delivery: ${facts.diasDeTeste} dias grátis e sem taxa de adesão.`;
}

/**
 * The billing period comes from `?periodo=anual` (anything else is monthly), so
 * the server renders the chosen prices and the switch works without JavaScript.
 * The JSON-LD is built here, so its builders stay on the server.
 */
/** The billing period is the one parameter the page reads; any value but these is the monthly page. */
export const handle: PageHandle = { searchParams: [{ name: PERIOD_PARAM, values: ["mensal", "anual"] }] };

export function loader({ url, context }: Route.LoaderArgs) {
  const period = readBillingPeriod(url.searchParams);
  // The badge's saving is the popular plan's: the one most visitors compare against.
  const reference = plans.find((plan) => plan.popular) ?? plans[0];
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  return {
    structuredData: [softwareApplication(siteUrl, plans), faqPage(plansPage.faq)],
    description: describePlans(),
    hero: plansPage.hero,
    period,
    savingPercent: reference ? annualSavingPercent(reference) : 0,
    plans: plans.map(planCard),
    commonBenefits: plansPage.commonBenefits,
    faq: plansPage.faq,
    guarantee: plansPage.guarantee,
  };
}

const periodLinks = [
  { period: "mensal", label: "Mensal", to: PATH },
  { period: "anual", label: "Anual", to: `${PATH}?periodo=anual` },
] as const;

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { hero, period, savingPercent, plans: cards, commonBenefits, faq, guarantee } = loaderData;
  const annual = period === "anual";
  return (
    <>
      <PageHero
        container="max-w-7xl pt-14 pb-28 text-center lg:pt-20"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        titleClass="mx-auto mt-3 max-w-3xl"
        leadClass="mx-auto mt-5 max-w-2xl"
      >
        <nav aria-label="Período de cobrança" className="mt-8">
          <ul className="inline-flex gap-1 rounded-full bg-white/10 p-1 ring-1 ring-white/20">
            {periodLinks.map((link) => {
              const current = link.period === period;
              return (
                <li key={link.period}>
                  <Link
                    to={link.to}
                    preventScrollReset
                    aria-current={current ? "true" : undefined}
                    className={`inline-flex min-h-11 min-w-28 items-center justify-center rounded-full px-5 font-semibold transition-colors ${
                      current ? "bg-white text-brand-800" : "text-white hover:bg-white/15"
                    }`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p aria-live="polite" className="mt-4 flex min-h-8 items-center justify-center">
          {annual ? (
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
              Economize {savingPercent}%
            </span>
          ) : null}
        </p>
      </PageHero>

      <section aria-label="Planos" className="mx-auto -mt-20 max-w-7xl px-4">
        <PlanCards plans={cards} annual={annual} />
      </section>

      <Section id="todos-os-planos" title="Incluído em todos os planos">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {commonBenefits.map((benefit) => (
            <li
              key={benefit.title}
              className="flex gap-4 rounded-2xl border border-stone-200 p-5 lg:flex-col"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <span>
                <span className="block font-semibold">{benefit.title}</span>
                <span className="mt-1 block text-stone-600">{benefit.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="perguntas-frequentes" title="Perguntas frequentes" tone="muted" width="max-w-3xl">
        <FaqList items={faq} className="mt-8" />
      </Section>

      <section aria-labelledby="garantia" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-col items-start gap-5 rounded-2xl bg-emerald-50 p-8 ring-1 ring-emerald-200 sm:flex-row sm:items-center">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white">
            <Icon name="shield-check" className="size-8" />
          </span>
          <div>
            <h2 id="garantia" className="text-2xl font-bold tracking-tight text-emerald-950">
              {guarantee.title}
            </h2>
            <p className="mt-1 text-lg text-emerald-950">{guarantee.text}</p>
          </div>
        </div>
      </section>

      <CtaBand
        id="ainda-com-duvidas"
        title="Ainda em dúvida sobre qual plano escolher?"
        text="Conte como funciona a sua operação e um consultor indica o plano certo para o seu volume de pedidos e de lojas."
        footnote={
          <>
            Vende pelo marketplace?{" "}
            <Link to={pages.calculadora} className="font-semibold text-white underline hover:no-underline">
              Compare as taxas com a mensalidade de cada plano
            </Link>
          </>
        }
        actions={[
          { to: pages.contato, label: "Falar com um consultor" },
          { to: pages.funcionalidades, label: "Ver funcionalidades", arrow: true },
        ]}
      />
    </>
  );
}

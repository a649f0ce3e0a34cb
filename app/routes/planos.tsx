import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { facts } from "~/content/facts";
import { plans, plansPage } from "~/content/plans";
import {
  annualSavingPercent,
  annualTotal,
  formatBRL,
  formatCount,
  groupFeatures,
  readBillingPeriod,
} from "~/lib/pricing";
import { seo, siteUrlFrom } from "~/lib/seo";
import { faqPage, jsonLd, softwareApplication } from "~/lib/structured-data";
import type { Route } from "./+types/planos";

const PATH = "/planos";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const shown = loaderData?.plans ?? [];
  const cheapest = shown[0];
  return seo({
    title: "Planos e preços do sistema para delivery",
    description: cheapest
      ? `Compare os planos ${shown
          .map((p) => p.name)
          .join(", ")
          .replace(
            /, ([^,]+)$/,
            " e $1",
          )} da Gama Delivery: a partir de ${formatBRL(cheapest.monthlyPrice)}/mês, ou ${formatBRL(cheapest.annualPrice)}/mês no plano anual. 7 dias grátis e sem taxa de adesão.`
      : `Compare os planos da Gama Delivery: ${facts.trialDays} dias grátis e sem taxa de adesão.`,
    path: PATH,
    siteUrl,
    image: "planos",
    extra: loaderData
      ? [jsonLd(softwareApplication(siteUrl, loaderData.plans)), jsonLd(faqPage(loaderData.faq))]
      : [],
  });
};

/**
 * The billing period comes from `?periodo=anual` (anything else is monthly), so
 * the server renders the chosen prices and the switch works without JavaScript.
 */
export function loader({ url }: Route.LoaderArgs) {
  const period = readBillingPeriod(url.searchParams);
  // The badge's saving is the popular plan's: the one most visitors compare against.
  const reference = plans.find((plan) => plan.popular) ?? plans[0];
  return {
    period,
    savingPercent: reference ? annualSavingPercent(reference) : 0,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      monthlyPrice: plan.monthlyPrice,
      annualPrice: plan.annualPrice,
      annualTotal: annualTotal(plan),
      popular: plan.popular === true,
      groups: groupFeatures(plan.features).map((group) => ({
        id: group.id,
        name: plansPage.featureGroupNames[group.id],
        features: group.features.map(({ name, included }) => ({ name, included })),
      })),
      limits: plan.limits,
      cta: plan.cta,
    })),
    commonBenefits: plansPage.commonBenefits,
    faq: plansPage.faq,
    guarantee: plansPage.guarantee,
  };
}

type PlanCard = Route.ComponentProps["loaderData"]["plans"][number];

const periodLinks = [
  { period: "mensal", label: "Mensal", to: PATH },
  { period: "anual", label: "Anual", to: `${PATH}?periodo=anual` },
] as const;

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { period, savingPercent, plans: cards, commonBenefits, faq, guarantee } = loaderData;
  const annual = period === "anual";
  return (
    <>
      <section className="bg-gradient-to-br from-stone-950 via-stone-900 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-28 text-center lg:pt-20">
          <p className="font-semibold text-brand-200">Planos e preços</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Escolha o Plano Ideal
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-200">
            Cardápio digital, aplicativo, WhatsApp e PDV em todos os planos. Comece com 7 dias grátis, sem
            taxa de adesão, e mude de plano quando a sua operação pedir.
          </p>
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
        </div>
      </section>

      <section aria-label="Planos" className="mx-auto -mt-20 max-w-7xl px-4">
        <ul className="grid gap-8 lg:grid-cols-3">
          {cards.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCardView plan={plan} annual={annual} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="todos-os-planos" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="todos-os-planos" className="text-3xl font-bold tracking-tight">
          Incluído em todos os planos
        </h2>
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
      </section>

      <section aria-labelledby="perguntas-frequentes" className="bg-stone-50">
        <div className="mx-auto max-w-3xl px-4 py-16">
          <h2 id="perguntas-frequentes" className="text-3xl font-bold tracking-tight">
            Perguntas frequentes
          </h2>
          <div className="mt-8 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {faq.map((item) => (
              <details key={item.question} className="group px-5">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="pb-5 text-stone-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

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

      <section aria-labelledby="ainda-com-duvidas" className="bg-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="ainda-com-duvidas" className="text-3xl font-bold tracking-tight">
            Ainda em dúvida sobre qual plano escolher?
          </h2>
          <p className="mt-3 text-lg text-brand-50">
            Conte como funciona a sua operação e um consultor indica o plano certo para o seu volume de
            pedidos e de lojas.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/contato"
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Falar com um Consultor
            </Link>
            <Link
              to="/funcionalidades"
              className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-white px-6 font-semibold text-white hover:bg-white/10"
            >
              Ver Funcionalidades
              <Icon name="arrow-right" className="size-5" />
            </Link>
          </div>
          <p className="mt-6 text-brand-50">
            Vende pelo marketplace?{" "}
            <Link to="/calculadora" className="font-semibold text-white underline hover:no-underline">
              Compare as taxas com a mensalidade de cada plano
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

function PlanCardView({ plan, annual }: { plan: PlanCard; annual: boolean }) {
  const titleId = `plano-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-lg sm:p-8 ${
        plan.popular ? "ring-2 ring-brand-600" : "ring-1 ring-stone-200"
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-bold whitespace-nowrap text-white">
          Mais Popular
        </p>
      ) : null}
      <h2 id={titleId} className="text-2xl font-bold">
        {plan.name}
      </h2>
      <p className="mt-2 text-stone-600">{plan.description}</p>

      <div className="mt-6" data-price>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight text-ink">
            {formatBRL(annual ? plan.annualPrice : plan.monthlyPrice)}
          </span>{" "}
          <span className="text-stone-600">/mês</span>
        </p>
        <p className="mt-1 min-h-6 text-sm text-stone-600">
          {annual ? `${formatBRL(plan.annualTotal)} cobrados anualmente` : "Cobrança mensal"}
        </p>
      </div>

      <div className="mt-6 space-y-5 border-t border-stone-200 pt-6">
        {plan.groups.map((group) => (
          <div key={group.id}>
            <h3 className="text-sm font-bold tracking-wide text-stone-600 uppercase">{group.name}</h3>
            <ul className="mt-2 space-y-2">
              {group.features.map((feature) => (
                <li key={feature.name} className="flex items-start gap-2">
                  {feature.included ? (
                    <>
                      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                      <span className="sr-only">Incluído: </span>
                      <span>{feature.name}</span>
                    </>
                  ) : (
                    <>
                      <Icon name="x" className="mt-0.5 size-5 shrink-0 text-stone-400" />
                      <span className="sr-only">Não incluído: </span>
                      <span className="text-stone-500">{feature.name}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <div className="mt-6 border-t border-stone-200 pt-6">
        <h3 className="text-sm font-bold tracking-wide text-stone-600 uppercase">Limites</h3>
        <dl className="mt-2 space-y-1">
          {[
            ["Pedidos por mês", plan.limits.pedidos],
            ["Usuários", plan.limits.usuarios],
            ["Lojas", plan.limits.lojas],
            ["Mensagens de WhatsApp por mês", plan.limits.whatsapp],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-semibold">{formatCount(Number(value))}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mt-auto pt-8">
        <Link
          to={`/contato?assunto=${encodeURIComponent(`Plano ${plan.name}`)}`}
          className={`flex w-full min-h-12 items-center justify-center rounded-lg px-6 font-semibold ${
            plan.popular
              ? "bg-brand-700 text-white hover:bg-brand-800"
              : "border border-brand-700 text-brand-800 hover:bg-brand-50"
          }`}
        >
          {plan.cta}
        </Link>
      </div>
    </article>
  );
}

import type { CSSProperties } from "react";
import { Link } from "react-router";
import { pages } from "~/content/pages";
import { formatCount } from "~/lib/pricing";
import { formatReais } from "~/lib/reais";
import { Fold } from "../fold";
import { StatusBadge } from "../funcionalidades/category-badge";
import { Icon } from "../icon";
import { buttonClass } from "../ui/button";

/** A plan as its card shows it (app/content/planos.ts shapes it from the content). */
export interface PlanCardData {
  id: string;
  name: string;
  description: string;
  monthlyPrice: number;
  annualPrice: number;
  annualTotal: number;
  popular: boolean;
  groups: {
    id: string;
    name: string;
    features: { name: string; included: boolean; comingSoon: boolean }[];
  }[];
  limits: { pedidos: number; usuarios: number; lojas: number; whatsapp: number };
  cta: string;
}

/**
 * The rows of a card: name, description, price, one per feature group, limits and the call to action.
 * Side by side, the cards share these rows (a subgrid of the list's grid), so each row starts at the
 * same height across the cards.
 */
export function planCardRows(plan: PlanCardData): number {
  return 5 + plan.groups.length;
}

/** One plan on /planos: price for the chosen period, features by group, limits, and its call to action. */
export function PlanCard({ plan, annual }: { plan: PlanCardData; annual: boolean }) {
  const titleId = `plano-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-lg sm:p-8 lg:grid lg:grid-rows-subgrid lg:[grid-row:span_var(--plan-rows)] ${
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
            {formatReais(annual ? plan.annualPrice : plan.monthlyPrice)}
          </span>{" "}
          <span className="text-stone-600">/mês</span>
        </p>
        <p className="mt-1 min-h-6 text-sm text-stone-600">
          {annual ? `${formatReais(plan.annualTotal)} cobrados anualmente` : "Cobrança mensal"}
        </p>
      </div>

      {/* On a phone the full list is one tap away; side by side (lg) every card shows it, row by row. */}
      <Fold
        at="lg"
        flat
        summary="Ver tudo o que está incluído"
        summaryClass="mt-6 min-h-12 border-t border-stone-200 pt-4 font-semibold text-brand-800"
      >
        {plan.groups.map((group, index) => (
          <div
            key={group.id}
            className={
              index === 0
                ? "mt-2 unfold-lg:mt-6 unfold-lg:border-t unfold-lg:border-stone-200 unfold-lg:pt-6"
                : "mt-5"
            }
          >
            <h3 className="text-sm font-bold tracking-wide text-stone-600 uppercase">{group.name}</h3>
            <ul className="mt-2 space-y-2">
              {group.features.map((feature) => (
                <li key={feature.name} className="flex items-start gap-2">
                  <FeatureMark feature={feature} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Fold>

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
          to={`${pages.contato}?assunto=${encodeURIComponent(`Plano ${plan.name}`)}`}
          className={buttonClass(plan.popular ? "primary" : "outline", "lg", "w-full")}
        >
          {plan.cta}
        </Link>
      </div>
    </article>
  );
}

/**
 * The plans side by side (one under the other on a phone), their rows aligned across the cards,
 * with the monthly prices or the annual ones.
 */
export function PlanCards({
  plans,
  annual,
  className = "",
}: {
  plans: readonly PlanCardData[];
  annual: boolean;
  /** Its space from what is above. */
  className?: string;
}) {
  return (
    <ul className={`grid gap-8 lg:grid-cols-3 lg:gap-y-0 ${className}`.trim()}>
      {plans.map((plan) => (
        <li
          key={plan.id}
          className="flex lg:grid lg:grid-rows-subgrid lg:[grid-row:span_var(--plan-rows)]"
          style={{ "--plan-rows": planCardRows(plan) } as CSSProperties}
        >
          <PlanCard plan={plan} annual={annual} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A line's mark and words: a tick (included), a cross (not in this plan) or, for a module still
 * coming, the clock and the catalogue's 'Em breve' badge on every plan, never a tick: it is not
 * included anywhere yet. The words are there for assistive technology, so the mark is not colour alone.
 */
function FeatureMark({ feature }: { feature: PlanCardData["groups"][number]["features"][number] }) {
  if (feature.comingSoon) {
    return (
      <>
        <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-yellow-700" />
        <span className="sr-only">Em breve: </span>
        <span className="text-stone-700">{feature.name}</span>
        <StatusBadge badge={{ text: "Em breve", color: "yellow" }} />
      </>
    );
  }
  return feature.included ? (
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
  );
}

import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { buttonClass } from "~/components/ui/button";
import { pages } from "~/content/pages";
import { formatReais } from "~/lib/reais";
import {
  computeSavings,
  differenceText,
  formatInputNumber,
  formatOrders,
  formatPercent,
  type PlanComparison,
  readSavingsValues,
  type SavingsField,
  type SavingsInput,
  type SavingsPlan,
  type SavingsResult,
  type SavingsValues,
  savingsQuery,
  valuesOf,
} from "~/lib/savings";

export const CALCULATOR_PATH = "/calculadora";
export const CONTACT_SUBJECT = "Calculadora de economia";

export interface ReferenceView {
  marketplace: string;
  source: string;
  /** Already written out in pt-BR ("23 de novembro de 2026"). */
  checkedAt: string;
  defaultPlanId: string;
  plans: { id: string; name: string; delivery: string; commission: number; paymentFee: number }[];
}

const fieldCopy: Record<
  SavingsField,
  { label: string; hint: string; inputMode: "numeric" | "decimal"; placeholder: string }
> = {
  pedidos: {
    label: "Pedidos por mês no marketplace",
    hint: "Quantos pedidos chegam pelo marketplace em um mês.",
    inputMode: "numeric",
    placeholder: "Ex.: 400",
  },
  ticket: {
    label: "Ticket médio (R$)",
    hint: "O valor médio de um pedido, como 45,90.",
    inputMode: "decimal",
    placeholder: "Ex.: 45,90",
  },
  comissao: {
    label: "Comissão do marketplace (%)",
    hint: "A porcentagem cobrada sobre cada pedido.",
    inputMode: "decimal",
    placeholder: "Ex.: 12",
  },
  taxa: {
    label: "Taxa de pagamento online (%)",
    hint: "Cobrada sobre os pedidos pagos pelo aplicativo do marketplace.",
    inputMode: "decimal",
    placeholder: "Ex.: 3,2",
  },
};

const fieldOrder: SavingsField[] = ["pedidos", "ticket", "comissao", "taxa"];

/**
 * The calculator: a GET form whose result the server renders from the query string, so it works
 * and can be shared without JavaScript. In the browser the same pure module recomputes the result
 * on every keystroke and the address follows the fields (history.replaceState keeps React Router's
 * own state, so back and forward still work and no request is made).
 */
export function SavingsCalculator({
  initialValues,
  plans,
  reference,
}: {
  initialValues: SavingsValues;
  plans: SavingsPlan[];
  reference: ReferenceView;
}) {
  const [values, setValues] = useState(initialValues);
  const changed = useRef(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const reading = readSavingsValues(values);
  const errors = reading.ok ? {} : reading.errors;
  const computed = reading.ok ? computeSavings(reading.input, plans) : null;

  // The page hydrates after its first paint: numbers typed before that are in the fields but
  // not in the state, so the result and the address take them over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const typed = Object.fromEntries(fieldOrder.map((f) => [f, String(data.get(f) ?? "")])) as SavingsValues;
    if (fieldOrder.some((f) => typed[f] !== initialValues[f])) update(typed);
  }, []);

  useEffect(() => {
    if (!changed.current) return;
    const url = `${window.location.pathname}?${savingsQuery(values)}`;
    window.history.replaceState(window.history.state, "", url);
  }, [values]);

  function update(next: SavingsValues) {
    changed.current = true;
    setValues(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The result is already on screen; a reload would only lose the focus.
    event.preventDefault();
    resultHeading.current?.focus();
  }

  function applyPreset(event: MouseEvent<HTMLAnchorElement>, next: SavingsValues) {
    // Without JavaScript the link itself loads the same values.
    event.preventDefault();
    update(next);
  }

  const defaultPlan =
    reference.plans.find((plan) => plan.id === reference.defaultPlanId) ?? reference.plans[0];

  return (
    // On a phone the result follows the form directly; on a wide screen it sits beside both.
    <div className="grid gap-10 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <form
        ref={form}
        method="get"
        action={CALCULATOR_PATH}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="calculadora-dados"
        className="self-start rounded-2xl bg-white p-6 shadow-xl lg:col-start-1 lg:row-start-1 ring-1 ring-stone-200 sm:p-8"
      >
        <h2 id="calculadora-dados" className="text-2xl font-bold tracking-tight">
          Seus números no marketplace
        </h2>
        <div className="mt-5 grid gap-5">
          {fieldOrder.map((name) => (
            <NumberField
              key={name}
              name={name}
              value={values[name]}
              error={errors[name]}
              onChange={(value) => update({ ...values, [name]: value })}
            />
          ))}
        </div>
        <button type="submit" className={buttonClass("primary", "lg", "mt-6 w-full")}>
          Calcular
        </button>
      </form>

      <section aria-labelledby="resultado" className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 id="resultado" ref={resultHeading} tabIndex={-1} className="text-2xl font-bold tracking-tight">
          Resultado da simulação
        </h2>
        {/* One live region for both states, so a screen reader hears the result change as the visitor types. */}
        <p
          aria-live="polite"
          className={
            computed
              ? "text-xl font-semibold text-ink"
              : "rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
          }
        >
          {computed ? headline(computed, plans) : "Corrija os campos destacados para ver a estimativa."}
        </p>
        {reading.ok && computed ? <Result input={reading.input} result={computed} /> : null}
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <strong>Isto é uma estimativa.</strong> A conta considera só a comissão e a taxa de pagamento sobre
          todos os pedidos informados. A mensalidade do marketplace, as taxas de cartão ou Pix nos seus
          próprios canais, a entrega e os impostos ficam de fora, e os valores são arredondados para reais.
        </p>
      </section>

      <section
        aria-labelledby="taxas-referencia"
        className="self-start rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200 lg:col-start-1 lg:row-start-2"
      >
        <h2 id="taxas-referencia" className="text-lg font-semibold">
          Taxas de referência
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Os campos começam com as taxas de referência públicas do {reference.marketplace}
          {defaultPlan ? ` para o ${defaultPlan.name}` : ""}, conferidas em {reference.checkedAt} na{" "}
          <a
            href={reference.source}
            className="font-medium text-brand-800 underline"
            rel="noopener noreferrer"
          >
            página de taxas do {reference.marketplace} para parceiros
          </a>
          . Elas podem mudar e variar por contrato: use as do seu contrato para uma conta mais precisa.
        </p>
        <ul className="mt-4 grid gap-2">
          {reference.plans.map((plan) => {
            const presetValues = {
              ...values,
              comissao: formatInputNumber(plan.commission),
              taxa: formatInputNumber(plan.paymentFee),
            };
            return (
              <li key={plan.id}>
                <a
                  href={`${CALCULATOR_PATH}?${savingsQuery(presetValues)}`}
                  onClick={(event) => applyPreset(event, presetValues)}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-brand-800 hover:bg-white"
                >
                  <Icon name="arrow-right" className="size-4 shrink-0" />
                  <span>
                    Usar as taxas do {plan.name}: {formatPercent(plan.commission)} de comissão e{" "}
                    {formatPercent(plan.paymentFee)} de taxa ({plan.delivery})
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function NumberField({
  name,
  value,
  error,
  onChange,
}: {
  name: SavingsField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const copy = fieldCopy[name];
  const id = `calculadora-${name}`;
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-stone-800">
        {copy.label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={copy.inputMode}
        autoComplete="off"
        value={value}
        placeholder={copy.placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-ink placeholder:text-stone-500 focus:border-brand-600 aria-[invalid=true]:border-red-600"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="mt-1 text-sm text-stone-600">
        {copy.hint}
      </p>
    </div>
  );
}

/** The result in one sentence: the saving with the plan that fits, or what to do when none does. */
function headline(result: SavingsResult, plans: SavingsPlan[]): string {
  const best = result.bestPlan;
  if (!best) {
    const largest = Math.max(...plans.map((plan) => plan.ordersLimit));
    return `Acima de ${formatOrders(largest)} pedidos por mês, fale com a nossa equipe: montamos uma proposta para o seu volume.`;
  }
  return best.differencePerMonth >= 0
    ? `Com o plano ${best.name}, a diferença a seu favor é de cerca de ${formatReais(best.differencePerMonth)} por mês e ${formatReais(best.differencePerYear)} por ano.`
    : `Com esse volume, o plano ${best.name} custa ${formatReais(-best.differencePerMonth)} por mês a mais do que as taxas do marketplace.`;
}

function Result({ input, result }: { input: SavingsInput; result: SavingsResult }) {
  const best = result.bestPlan;
  const contactQuery = new URLSearchParams({ assunto: CONTACT_SUBJECT }).toString();
  // The canonical form of what was typed, so the contact page reads the same numbers.
  const calculation = savingsQuery(valuesOf(input));
  return (
    <>
      <div className="rounded-2xl bg-stone-900 p-6 text-white sm:p-8">
        <p className="font-semibold text-brand-200">Você paga ao marketplace</p>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-stone-300">Por mês</dt>
            <dd className="text-4xl font-extrabold tracking-tight">
              {formatReais(result.marketplacePerMonth)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-300">Por ano</dt>
            <dd className="text-4xl font-extrabold tracking-tight">
              {formatReais(result.marketplacePerYear)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-stone-200">
          Sobre {formatReais(result.salesPerMonth)} em vendas por mês ({formatOrders(input.orders)} pedidos de{" "}
          {formatReais(input.ticket, { cents: "if-any" })}), com {formatPercent(input.commission)} de comissão
          e {formatPercent(input.paymentFee)} de taxa de pagamento.
        </p>
      </div>

      <div>
        <h3 className="text-lg font-semibold">As mesmas vendas em cada plano da Gama Delivery</h3>
        <p className="mt-1 text-sm text-stone-600">
          Sem comissão por pedido: você paga só a mensalidade do plano.
        </p>
        <ul className="mt-4 grid gap-4 xl:grid-cols-3">
          {result.plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanResult plan={plan} orders={input.orders} best={plan.id === best?.id} />
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <Link
          to={`${pages.contato}?${contactQuery}&${calculation}#contato`}
          className={buttonClass("primary")}
        >
          Quero economizar
          <Icon name="arrow-right" className="size-5" />
        </Link>
        <p className="text-sm text-stone-600">
          A simulação vai junto com a sua mensagem, e um consultor indica o plano certo.
        </p>
      </div>
    </>
  );
}

function PlanResult({ plan, orders, best }: { plan: PlanComparison; orders: number; best: boolean }) {
  return (
    <article
      aria-labelledby={`resultado-${plan.id}`}
      className={`w-full rounded-2xl bg-white p-5 ${best ? "ring-2 ring-brand-600" : "ring-1 ring-stone-200"}`}
    >
      <h4 id={`resultado-${plan.id}`} className="text-lg font-bold">
        Plano {plan.name}
      </h4>
      {best ? <p className="text-sm font-semibold text-brand-800">Indicado para o seu volume</p> : null}
      <p className="text-sm text-stone-600">Até {formatOrders(plan.ordersLimit)} pedidos por mês</p>
      {plan.fits ? (
        <dl className="mt-3 space-y-2">
          <div>
            <dt className="text-sm text-stone-600">Custo</dt>
            <dd>
              {formatReais(plan.monthlyPrice)} por mês, {formatReais(plan.perYear)} por ano
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">No plano anual</dt>
            <dd>
              {formatReais(plan.annualPrice)} por mês, {formatReais(plan.perYearAnnualBilling)} por ano
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Diferença para o marketplace</dt>
            <dd
              className={`font-semibold ${plan.differencePerMonth >= 0 ? "text-emerald-800" : "text-red-800"}`}
            >
              {capitalize(differenceText(plan.differencePerMonth, "por mês"))},{" "}
              {differenceText(plan.differencePerYear, "por ano")}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-stone-700">
          Não comporta {formatOrders(orders)} pedidos por mês. Escolha um plano maior ou fale com a nossa
          equipe.
        </p>
      )}
    </article>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

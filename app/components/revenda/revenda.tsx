import { Icon } from "~/components/icon";
import { Section } from "~/components/sections/section";
import type { ResellerPage } from "~/content/revenda";
import { formatReais } from "~/lib/reais";
import { clientRangeLabel, installmentValue } from "~/lib/reseller-pricing";

/** The sections of the page; each takes the part of the loader data it shows. */
type Data = ResellerPage;

const cell = "px-3 py-3 sm:px-4";

export function ResellerBenefits({ data }: { data: Data }) {
  const { benefits } = data;
  return (
    <Section id="beneficios" title="Por que revender a Gama Delivery">
      <ul className="mt-8 card-grid gap-6">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl border border-stone-200 p-6">
            <h3 className="text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-1 text-stone-600">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HandledByGama({ data }: { data: Data }) {
  const { handledByGama } = data;
  return (
    <Section
      id="nos-cuidamos"
      title="Do que a Gama Delivery cuida por você"
      tone="muted"
      intro={
        <p className="mt-2 max-w-2xl text-stone-600">
          A tecnologia fica com a gente, para a sua equipe se dedicar a vender e a atender os seus clientes.
        </p>
      }
    >
      <ul className="mt-8 card-grid gap-6">
        {handledByGama.map((item) => (
          <li key={item.title} className="flex gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-emerald-700" />
            <span>
              <span className="block font-semibold">{item.title}</span>
              <span className="mt-1 block text-stone-600">{item.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ResellerPricing({ data }: { data: Data }) {
  const { setup, tiers, features } = data;
  return (
    <Section id="investimento" anchor title="Investimento">
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold">Taxa de implantação</h3>
          <p className="mt-1 text-stone-600">
            Paga uma única vez, por nível de revenda. O nível é definido com o nosso time na conversa inicial.
          </p>
          <div className="mt-4 overflow-hidden rounded-2xl ring-1 ring-stone-200">
            <table className="w-full text-left">
              <caption className="sr-only">Taxa de implantação por nível</caption>
              <thead className="bg-stone-100 text-sm text-stone-700">
                <tr>
                  <th scope="col" className={cell}>
                    Nível
                  </th>
                  <th scope="col" className={cell}>
                    Taxa única
                  </th>
                  <th scope="col" className={cell}>
                    Ou em {setup.maxInstallments}x de
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {setup.feesByLevel.map((row) => (
                  <tr key={row.level}>
                    <th scope="row" className={`${cell} font-semibold`}>
                      Nível {row.level}
                    </th>
                    <td className={`${cell} font-semibold text-brand-800`}>
                      {formatReais(row.fee, { cents: "if-any" })}
                    </td>
                    <td className={`${cell} text-stone-700`}>
                      {formatReais(installmentValue(row.fee, setup.maxInstallments), { cents: "if-any" })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-4 space-y-2 text-stone-700">
            <li className="flex items-center gap-2">
              <Icon name="credit-card" className="size-5 text-brand-700" />
              Parcele em até {setup.maxInstallments}x no cartão de crédito.
            </li>
            <li className="flex items-center gap-2">
              <Icon name="clock" className="size-5 text-brand-700" />
              {setup.readyLine}
            </li>
          </ul>
        </div>

        <div>
          <h3 className="text-xl font-semibold">Mensalidade por cliente ativo</h3>
          <p className="mt-1 text-stone-600">
            Quanto mais clientes ativos na sua carteira, menor a mensalidade de cada um.
          </p>
          <div className="mt-4 overflow-hidden rounded-2xl ring-1 ring-stone-200">
            <table className="w-full text-left">
              <caption className="sr-only">Mensalidade por cliente ativo em cada faixa</caption>
              <thead className="bg-stone-100 text-sm text-stone-700">
                <tr>
                  <th scope="col" className={cell}>
                    Faixa
                  </th>
                  <th scope="col" className={cell}>
                    Clientes ativos
                  </th>
                  <th scope="col" className={cell}>
                    Por cliente/mês
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {tiers.map((tier) => (
                  <tr key={tier.id}>
                    <th scope="row" className={`${cell} font-semibold`}>
                      {tier.name}
                    </th>
                    <td className={`${cell} text-stone-700`}>{clientRangeLabel(tier.clients)}</td>
                    <td className={`${cell} font-semibold text-brand-800`}>
                      {formatReais(tier.monthlyFeePerClient, { cents: "if-any" })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>

      <h3 className="mt-12 text-xl font-semibold">O que cada faixa inclui</h3>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
        tabIndex={0}
        aria-label="Recursos por faixa de revenda"
        className="mt-4 overflow-x-auto rounded-2xl ring-1 ring-stone-200"
      >
        <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
          <caption className="sr-only">Recursos incluídos em cada faixa de revenda</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-4">
                Recurso
              </th>
              {tiers.map((tier) => (
                <th key={tier.id} scope="col" className="px-1 py-3 text-center sm:px-4">
                  <span className="sr-only">Partner </span>
                  {tier.name.replace(/^Partner /, "")}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {features.map((feature) => (
              <tr key={feature.label}>
                <th scope="row" className="px-2 py-3 font-medium sm:px-4">
                  {feature.label}
                </th>
                {tiers.map((tier) => (
                  <td key={tier.id} className="px-1 py-3 text-center sm:px-4">
                    {feature.tiers.includes(tier.id) ? (
                      <>
                        <Icon name="check" className="inline size-5 text-emerald-700" />
                        <span className="sr-only">Incluído</span>
                      </>
                    ) : (
                      <>
                        <Icon name="minus" className="inline size-5 text-stone-400" />
                        <span className="sr-only">Não incluído</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  );
}

export function ResellerRequirements({ data }: { data: Data }) {
  const { requirements, requirementsNote } = data;
  return (
    <Section id="requisitos" title="Requisitos para ser revendedor" tone="muted">
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {requirements.map((requirement) => (
          <li key={requirement} className="flex gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            {requirement}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-stone-700">{requirementsNote}</p>
    </Section>
  );
}

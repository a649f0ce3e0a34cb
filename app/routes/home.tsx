import { Link, useLoaderData } from "react-router";
import { ClientCarousel } from "~/components/home/client-carousel";
import { Coverage } from "~/components/home/coverage";
import { DemoForm } from "~/components/home/demo-form";
import { PartnerRows } from "~/components/home/partner-rows";
import { Icon } from "~/components/icon";
import * as home from "~/content/home";
import { site } from "~/content/site";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import * as demo from "~/forms/demo";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Gama Delivery | Sistema para delivery e restaurantes: cardápio digital, PDV e WhatsApp",
    description:
      "Cardápio digital, pedidos pelo WhatsApp, PDV, fidelidade, nota fiscal e integração com iFood em uma só plataforma. Peça uma demonstração gratuita.",
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });

/**
 * The page's content travels as loader data (in the HTML) rather than in the
 * route's JavaScript, which keeps the browser bundle inside its budget.
 */
export function loader() {
  return {
    stats: home.stats,
    coverage: home.coverage,
    demoStores: home.demoStores,
    partners: home.partners,
    features: home.homeFeatures,
    testimonials: home.testimonials,
    clients: home.clients,
    demoStoreUrls: site.demoStores,
  };
}

function useHome() {
  return useLoaderData<typeof loader>();
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [leadForm(demo)]);
}

export default function Home() {
  const { coverage } = useHome();
  return (
    <>
      <Hero />
      <Coverage coverage={coverage} />
      <Stats />
      <DemoStores />
      <Partners />
      <Features />
      <Testimonials />
      <Clients />
      <FinalCta />
    </>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-br from-stone-950 via-stone-900 to-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 py-14 lg:grid-cols-2 lg:py-20">
        <div className="lg:pt-8">
          <p className="font-semibold text-brand-200">Sistema completo para delivery e restaurantes</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Venda mais no delivery com seu próprio cardápio digital, WhatsApp e PDV integrados
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-200">
            Pedidos do site, do aplicativo, do WhatsApp e do iFood chegam num painel só, com nota fiscal,
            fidelidade e gestão financeira. Sem comissão por pedido e com suporte humano todos os dias.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/contato"
              className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              Quero Contratar
            </Link>
            <Link
              to="/revenda"
              className="inline-flex min-h-12 items-center rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10"
            >
              Quero Revender
            </Link>
          </div>
          <ul className="mt-8 grid gap-2 text-stone-200 sm:grid-cols-2">
            {[
              "Teste grátis por 7 dias",
              "Sistema pronto em até 15 minutos",
              "Sem taxa de adesão",
              "Cancele quando quiser",
            ].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="shield-check" className="size-5 text-brand-200" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <DemoForm />
      </div>
    </section>
  );
}

function Stats() {
  const { stats } = useHome();
  return (
    <section aria-label="Números da Gama Delivery" className="border-y border-stone-200 bg-white">
      <dl className="mx-auto grid max-w-7xl gap-8 px-4 py-12 text-center sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.value} className="flex flex-col-reverse justify-end" data-stat="">
            <dt className="mt-1 text-stone-600">{stat.label}</dt>
            <dd className="text-4xl font-extrabold text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DemoStores() {
  const { demoStores, demoStoreUrls } = useHome();
  return (
    <section aria-labelledby="lojas-demo" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="lojas-demo" className="text-3xl font-bold tracking-tight">
        Lojas demonstrativas
      </h2>
      <p className="mt-2 max-w-2xl text-stone-600">
        Navegue por uma loja de exemplo como se fosse o seu cliente fazendo o pedido.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {demoStores.map((store) => (
          <li
            key={store.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
          >
            <img
              src={store.image}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-semibold">{store.name}</h3>
              <p className="mt-1 flex-1 text-sm text-stone-600">{store.description}</p>
              <a
                href={demoStoreUrls[store.id]}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Acessar loja
                <span className="sr-only"> de demonstração de {store.name} (abre em nova aba)</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Partners() {
  const { partners } = useHome();
  return (
    <section aria-labelledby="parceiros" className="bg-stone-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="parceiros" className="text-3xl font-bold tracking-tight">
          Parceiros e integrações
        </h2>
        <p className="mt-2 max-w-2xl text-stone-600">
          Marketplaces, meios de pagamento, maquininhas e ferramentas de marketing conectados ao seu delivery.
        </p>
      </div>
      <div className="mt-8">
        <PartnerRows partners={partners} />
      </div>
      <div className="mt-8 text-center">
        <Link
          to="/integracoes"
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-stone-900 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-stone-800 sm:px-6 sm:text-base"
        >
          Conheça Nossos Parceiros e Integrações
          {/* Without the arrow the label fits a 390 px screen on one line. */}
          <Icon name="arrow-right" className="hidden size-5 sm:block" />
        </Link>
      </div>
    </section>
  );
}

function Features() {
  const { features } = useHome();
  return (
    <section aria-labelledby="funcionalidades" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="funcionalidades" className="text-3xl font-bold tracking-tight">
        Tudo o que o seu delivery precisa
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.id}>
            <Link
              to={`/funcionalidades/${feature.id}`}
              className="flex h-full flex-col rounded-2xl border border-stone-200 p-6 transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon name={feature.icon} className="size-6" />
              </span>
              <span className="mt-4 text-lg font-semibold">{feature.title}</span>
              <span className="mt-1 text-stone-600">{feature.description}</span>
              <span className="mt-4 font-semibold text-brand-800">Saiba mais →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials() {
  const { testimonials } = useHome();
  return (
    <section aria-labelledby="depoimentos" className="bg-stone-900 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="depoimentos" className="text-3xl font-bold tracking-tight">
          Quem usa, recomenda
        </h2>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.company}>
              <figure className="flex h-full flex-col rounded-2xl bg-stone-800 p-6">
                <Icon name="quote" className="size-8 text-brand-200" />
                <blockquote className="mt-3 flex-1 text-stone-100">{t.text}</blockquote>
                <ul className="mt-5 grid grid-cols-3 gap-2 text-center text-xs text-stone-300">
                  {Object.values(t.results).map((r) => (
                    <li key={r} className="rounded-lg bg-stone-900 px-2 py-2 font-medium">
                      {r}
                    </li>
                  ))}
                </ul>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-bold"
                  >
                    {t.name.slice(0, 1)}
                  </span>
                  <span>
                    <span className="block font-semibold">{t.name}</span>
                    <span className="block text-sm text-stone-300">
                      {t.company} · {t.city}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Clients() {
  const { clients } = useHome();
  return (
    <section aria-labelledby="clientes" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="clientes" className="text-3xl font-bold tracking-tight">
        Marcas que vendem com a Gama Delivery
      </h2>
      <div className="mt-8">
        <ClientCarousel clients={clients} />
      </div>
    </section>
  );
}

function FinalCta() {
  return (
    <section className="bg-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Pronto para vender mais com o seu delivery?
        </h2>
        <p className="mt-3 text-lg text-brand-50">
          Comece com 7 dias grátis, sem taxa de adesão e com a nossa equipe ao seu lado na implantação.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/contato"
            className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Quero Contratar Agora
          </Link>
          <Link
            to="/#demonstracao"
            className="inline-flex min-h-12 items-center rounded-lg border border-white px-6 font-semibold text-white hover:bg-white/10"
          >
            Agendar Demonstração
          </Link>
        </div>
        <p className="mt-6 text-brand-50">
          Vende pelo marketplace?{" "}
          <Link to="/calculadora" className="font-semibold text-white underline hover:no-underline">
            Calcule quanto você economiza com canal próprio
          </Link>
        </p>
      </div>
    </section>
  );
}

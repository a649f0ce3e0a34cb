import { Link, useLoaderData } from "react-router";
import { IconTile } from "~/components/ui/icon-tile";
import { LazyImage } from "~/components/ui/lazy-image";
import type { homePage } from "~/content/inicio";
import { pages } from "~/content/pages";
import type { revenueOptions, segmentOptions, unitOptions } from "~/forms/options";
import { Icon } from "../icon";
import { CtaBand } from "../sections/cta-band";
import { Clients as ClientsSection } from "../sections/library/clients";
import { Testimonials as TestimonialsSection } from "../sections/library/testimonials";
import { HeroActions, HeroBand, HeroHeading, HeroPicture } from "../sections/page-hero";
import { Section } from "../sections/section";
import { ButtonLink, buttonClass } from "../ui/button";
import { useSentOnce } from "../ui/sent-once";
import { DemoForm } from "./demo-form";
import { PartnerRows } from "./partner-rows";

/** The sections with nothing to run in the browser: sent once (app/components/ui/sent-once.tsx). */
export type HomeSections = Pick<
  typeof homePage,
  "coverage" | "stats" | "demoStores" | "features" | "testimonials" | "finalCta"
>;
export const HOME_SECTIONS = "inicio";

/** The page's loader data: app/routes/inicio.tsx returns it, typed here so no section imports a route. */
export type HomeData = Omit<typeof homePage, keyof HomeSections> & {
  /** The page's title and description, for its meta tags. */
  title: string;
  description: string;
  demoOptions: { revenue: typeof revenueOptions; units: typeof unitOptions; segments: typeof segmentOptions };
  /** Only in a client-side navigation's data; a document has them in its HTML alone. */
  sections?: HomeSections;
};

/** The home page's sections; each reads its part of the page's loader data. */
function useHome() {
  return useLoaderData<HomeData>();
}

/** The static sections' content, where the document has it or the loader sent it. */
export function useHomeSections(): HomeSections | undefined {
  return useSentOnce(HOME_SECTIONS, useHome().sections);
}

export function Hero() {
  const { hero, demoOptions } = useHome();
  return (
    <HeroBand container="grid max-w-7xl items-start gap-12 py-14 lg:grid-cols-2 lg:py-20">
      <div className="lg:pt-8">
        <HeroHeading
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.lead}
          titleClass="mt-3"
          leadClass="mt-5 max-w-xl"
        />
        <HeroActions>
          <ButtonLink to={pages.contato}>{hero.contract}</ButtonLink>
          <ButtonLink to={pages.revenda} variant="onDark">
            {hero.resell}
          </ButtonLink>
        </HeroActions>
        <ul className="mt-8 grid gap-2 text-stone-200 sm:grid-cols-2">
          {hero.promises.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Icon name="shield-check" className="size-5 text-brand-200" />
              {item}
            </li>
          ))}
        </ul>
        {/* The whole product under the promises, where the column ends before the form beside it. */}
        <HeroPicture
          drawing={hero.drawing}
          size="mx-auto mt-10 max-w-xs lg:mx-0 lg:max-w-sm"
          belowFirstScreen
        />
      </div>
      <DemoForm options={demoOptions} />
    </HeroBand>
  );
}

export function Stats({ stats }: Pick<HomeSections, "stats">) {
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

export function DemoStores({ demoStores }: Pick<HomeSections, "demoStores">) {
  return (
    <Section
      id="lojas-demo"
      title={demoStores.title}
      intro={<p className="mt-2 max-w-2xl text-stone-600">{demoStores.intro}</p>}
    >
      {/* On a phone the stores are a row that scrolls sideways (the next card peeks in); from `sm` a grid. */}
      <ul className="mt-8 flex snap-x gap-4 overflow-x-auto pb-4 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {demoStores.stores.map((store) => (
          <li
            key={store.id}
            // relative: the link's screen-reader words (sr-only, absolute) stay inside the scrolling row.
            className="relative flex w-[78%] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:w-auto"
          >
            <LazyImage src={store.image} width={320} height={200} className="h-auto w-full" />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-semibold">{store.name}</h3>
              <p className="mt-1 flex-1 text-sm text-stone-600">{store.description}</p>
              <a
                href={store.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("outline", "md", "mt-4")}
              >
                {demoStores.visit}
                <span className="sr-only">
                  {" "}
                  de demonstração de {store.name.toLowerCase()} (abre em nova aba)
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Partners() {
  const { partners } = useHome();
  return (
    <section aria-labelledby="parceiros" className="bg-stone-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="parceiros" className="text-3xl font-bold tracking-tight">
          {partners.title}
        </h2>
        <p className="mt-2 max-w-2xl text-stone-600">{partners.intro}</p>
      </div>
      <div className="mt-8">
        <PartnerRows partners={partners.items} />
      </div>
      <div className="mt-8 text-center">
        <Link
          to={pages.integracoes}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-stone-900 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-stone-800 sm:px-6 sm:text-base"
        >
          {partners.link}
          {/* Without the arrow the label fits a 390 px screen on one line. */}
          <Icon name="arrow-right" className="hidden size-5 sm:block" />
        </Link>
      </div>
    </section>
  );
}

export function Features({ features }: Pick<HomeSections, "features">) {
  return (
    <Section id="funcionalidades" title={features.title}>
      <ul className="mt-8 card-grid gap-6">
        {features.cards.map((feature) => (
          <li key={feature.title}>
            <Link
              to={feature.to}
              className="flex h-full flex-col rounded-2xl border border-stone-200 p-6 transition-shadow hover:shadow-md"
            >
              <IconTile name={feature.icon} />
              <span className="mt-4 text-lg font-semibold">
                {feature.title}
                {feature.badge ? (
                  <span
                    className={`ml-2 rounded-full px-2 py-0.5 align-middle text-xs ${feature.badge.tone}`}
                  >
                    {feature.badge.text}
                  </span>
                ) : null}
              </span>
              <span className="mt-1 text-stone-600">{feature.description}</span>
              <span className="mt-4 font-semibold text-brand-800">{features.more}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The section library's testimonials, on the dark band. */
export function Testimonials({ testimonials }: Pick<HomeSections, "testimonials">) {
  const { demoOptions } = useHome();
  return <TestimonialsSection id="depoimentos" page={{ navigation: [], demoOptions }} {...testimonials} />;
}

/** The section library's client wordmarks. */
export function Clients() {
  const { clients, demoOptions } = useHome();
  return <ClientsSection id="clientes" page={{ navigation: [], demoOptions }} {...clients} />;
}

export function FinalCta({ finalCta }: Pick<HomeSections, "finalCta">) {
  return (
    <CtaBand
      large
      title={finalCta.title}
      text={finalCta.text}
      footnote={
        <>
          {finalCta.marketplace}{" "}
          <Link to={pages.calculadora} className="font-semibold text-white underline hover:no-underline">
            {finalCta.calculator}
          </Link>
        </>
      }
      actions={[
        { to: pages.contato, label: finalCta.contract },
        { to: `${pages.inicio}#demonstracao`, label: finalCta.demo },
      ]}
    />
  );
}

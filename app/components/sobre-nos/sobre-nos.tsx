import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { IconCards } from "~/components/ui/icon-tile";
import { pages } from "~/content/pages";
import type { aboutPage } from "~/content/sobre-nos";

/** The sections of the page; each takes the part of the loader data it shows. */
type Data = { about: typeof aboutPage };

export function Mission({ data }: { data: Data }) {
  const { about } = data;
  return (
    <section aria-labelledby="missao" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100">
          <h2 id="missao" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
            <Icon name="target" className="size-7 text-brand-700" />
            Nossa missão
          </h2>
          <p className="mt-4 text-lg text-stone-700">{about.mission}</p>
        </div>
        <div className="rounded-2xl bg-stone-50 p-8 ring-1 ring-stone-200">
          <h2 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
            <Icon name="rocket" className="size-7 text-brand-700" />
            Nosso propósito
          </h2>
          <p className="mt-4 text-lg text-stone-700">{about.purpose}</p>
        </div>
      </div>
    </section>
  );
}

export function Values({ data }: { data: Data }) {
  const { about } = data;
  return (
    <Section id="valores" title={about.valuesSection.title} tone="muted" intro={about.valuesSection.intro}>
      <IconCards
        items={about.values}
        className="mt-8 card-grid gap-6"
        itemClass="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
        tone="soft"
      />
    </Section>
  );
}

export function Audience({ data }: { data: Data }) {
  const { about } = data;
  return (
    <Section id="para-quem" title={about.audiencesSection.title}>
      <IconCards
        items={about.audiences}
        className="mt-8 grid gap-6 lg:grid-cols-3"
        itemClass="flex flex-col rounded-2xl border border-stone-200 p-6"
        tone="dark"
        large
        more={(audience) => (
          <>
            <CheckList items={audience.points} className="mt-4 flex-1 space-y-2" itemClass="flex gap-2" />
            <Link
              to={audience.link.to}
              className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
            >
              {audience.link.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </>
        )}
      />
    </Section>
  );
}

export function AboutResults({ data }: { data: Data }) {
  const { about } = data;
  return (
    <Section
      id="resultados"
      title={about.resultsSection.title}
      tone="dark"
      intro={about.resultsSection.intro}
    >
      <dl className="mt-8 card-grid gap-4">
        {about.results.map((result) => (
          // Reversed (the figure above its label) and packed at the top (justify-end in a reversed column),
          // so every figure sits on one baseline whatever its label's length.
          <div key={result.label} className="flex flex-col-reverse justify-end rounded-2xl bg-stone-800 p-6">
            <dt className="text-stone-200">{result.label}</dt>
            <dd className="mb-1 text-4xl font-extrabold text-brand-200">{result.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function AboutFeatures({ data }: { data: Data }) {
  const { about } = data;
  return (
    <Section id="funcionalidades" title={about.featuresSection.title} intro={about.featuresSection.intro}>
      <ul className="mt-8 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {about.featureList.map((item) => (
          <li key={item.label} className="flex min-h-11 items-center gap-2">
            <Icon name="check" className="size-5 shrink-0 text-emerald-700" />
            {item.to ? (
              <Link to={item.to} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                {item.label}
                {item.badge ? (
                  <span className={`ml-2 rounded-full px-2 py-0.5 text-xs ${item.badge.tone}`}>
                    {item.badge.text}
                  </span>
                ) : null}
              </Link>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ul>
      <Link
        to={pages.funcionalidades}
        className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-lg border border-stone-300 px-6 font-semibold hover:bg-stone-50"
      >
        Ver todas as funcionalidades
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </Section>
  );
}

export function AboutCallToAction({ data }: { data: Data }) {
  const { callToAction } = data.about;
  return (
    <section className="bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{callToAction.title}</h2>
          <p className="mt-2 text-lg text-stone-700">{callToAction.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`${pages.inicio}#demonstracao`} className={buttonClass("primary")}>
            Agendar demonstração
          </Link>
          <Link
            to={pages.contato}
            className="inline-flex min-h-12 items-center rounded-lg border border-stone-400 bg-white px-6 font-semibold hover:bg-stone-50"
          >
            Fale Conosco
          </Link>
        </div>
      </div>
    </section>
  );
}

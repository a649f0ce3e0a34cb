import { Icon } from "~/components/icon";
import { Section } from "~/components/sections/section";
import { TestimonialCards, type TestimonialLook } from "~/components/sections/testimonial";
import { buttonClass } from "~/components/ui/button";
import { IconCards } from "~/components/ui/icon-tile";
import type { loader } from "~/routes/hamburgueria";

/** The sections of the page; each takes the part of the loader data it shows. */
type Data = Awaited<ReturnType<typeof loader>>;

const secondaryOnDark = buttonClass("onDark");

export function BurgerFeatures({ data }: { data: Data }) {
  const { page } = data;
  return (
    <Section
      id="funcionalidades"
      anchor
      title={page.featuresSection.title}
      intro={page.featuresSection.intro}
    >
      <IconCards
        items={page.features}
        className="mt-8 card-grid gap-6"
        itemClass="rounded-2xl border border-stone-200 p-6"
        tone="soft"
      />
    </Section>
  );
}

export function BurgerBenefits({ data }: { data: Data }) {
  const { page } = data;
  return (
    <Section id="beneficios" anchor title={page.benefitsTitle} tone="dark">
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {page.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl bg-stone-800 p-6">
            <p className="text-4xl font-extrabold text-brand-200">{benefit.value}</p>
            <h3 className="mt-1 text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-3 text-stone-300">{benefit.description}</p>
          </li>
        ))}
      </ul>
      <a href="#casos" className={`mt-10 gap-2 ${secondaryOnDark}`}>
        Ver cases de sucesso
        <Icon name="arrow-right" className="size-5" />
      </a>
    </Section>
  );
}

/** The testimonial cards on the light band. */
const testimonialOnLight: TestimonialLook = {
  card: "bg-white ring-1 ring-stone-200",
  mark: "text-brand-700",
  quote: "text-stone-700",
  caption: "mt-6",
  avatar: "bg-brand-100 text-brand-900",
  line: "text-stone-600",
};

export function BurgerCases({ data }: { data: Data }) {
  const { testimonials } = data.page;
  return (
    <Section id="casos" anchor title={testimonials.title} tone="muted">
      <TestimonialCards items={testimonials.items} look={testimonialOnLight} />
    </Section>
  );
}

export function BurgerCallToAction({ data }: { data: Data }) {
  return (
    <section aria-labelledby="chamada" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="chamada" className="text-2xl font-bold tracking-tight">
            {data.page.callToAction.title}
          </h2>
          <p className="mt-2 text-brand-50">{data.page.callToAction.text}</p>
        </div>
        {/* One row from sm up (never wrapping into a ragged stack); on a phone, a stack of equal widths. */}
        <div className="grid gap-3 sm:flex sm:shrink-0" data-cta-buttons="">
          <a
            href="#contato"
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50"
          >
            Quero contratar agora
          </a>
          <a href="#contato" className={`${secondaryOnDark} whitespace-nowrap`}>
            Agendar demonstração
          </a>
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { TestimonialCaption } from "~/components/sections/testimonial";
import { buttonClass } from "~/components/ui/button";
import { IconCards } from "~/components/ui/icon-tile";
import { freeTrialFor } from "~/content/facts";
import type { loader } from "~/routes/hamburgueria";

/** The sections of the page; each takes the part of the loader data it shows. */
type Data = Awaited<ReturnType<typeof loader>>;

const secondaryOnDark = buttonClass("onDark");

/** One of the page's sections: the anchor its in-page navigation jumps to, labelled by its h2. */
function BurgerSection({
  anchor,
  title,
  className = "",
  children,
}: {
  anchor: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={`${anchor}-titulo`} className={`scroll-mt-28 ${className}`.trim()}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id={`${anchor}-titulo`} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function BurgerFeatures({ data }: { data: Data }) {
  const { page } = data;
  return (
    <BurgerSection anchor="funcionalidades" title="Tudo o que a sua hamburgueria precisa">
      <p className="mt-3 max-w-3xl text-lg text-stone-600">
        Do pedido no WhatsApp ao burger na porta do cliente, sem planilha e sem pedido perdido.
      </p>
      <IconCards
        items={page.features}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        itemClass="rounded-2xl border border-stone-200 p-6"
        tone="soft"
      />
    </BurgerSection>
  );
}

export function BurgerBenefits({ data }: { data: Data }) {
  const { page } = data;
  return (
    <BurgerSection
      anchor="beneficios"
      title="Resultados que aparecem no caixa"
      className="bg-stone-900 text-white"
    >
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
        Ver Cases de Sucesso
        <Icon name="arrow-right" className="size-5" />
      </a>
    </BurgerSection>
  );
}

export function BurgerCases({ data }: { data: Data }) {
  const { page } = data;
  return (
    <BurgerSection anchor="casos" title="Hamburguerias que já vendem mais" className="bg-stone-50">
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {page.testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <Icon name="quote" className="size-8 text-brand-700" />
              <blockquote className="mt-3 flex-1 text-stone-700">{testimonial.text}</blockquote>
              <TestimonialCaption
                name={testimonial.name}
                initials={initials(testimonial.name)}
                line={
                  <>
                    {testimonial.business}, {testimonial.city}
                  </>
                }
                className="mt-6"
                avatar="size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
                lineClass="text-stone-600"
              />
            </figure>
          </li>
        ))}
      </ul>
    </BurgerSection>
  );
}

export function BurgerCallToAction() {
  return (
    <section aria-labelledby="chamada" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="chamada" className="text-2xl font-bold tracking-tight">
            Sua hamburgueria pronta para vender em até 15 minutos
          </h2>
          <p className="mt-2 text-brand-50">{freeTrialFor}, sem taxa de adesão e sem fidelidade.</p>
        </div>
        {/* One row from sm up (never wrapping into a ragged stack); on a phone, a stack of equal widths. */}
        <div className="grid gap-3 sm:flex sm:shrink-0" data-cta-buttons="">
          <a
            href="#contato"
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50"
          >
            Quero Contratar Agora
          </a>
          <a href="#contato" className={`${secondaryOnDark} whitespace-nowrap`}>
            Agendar Demonstração
          </a>
        </div>
      </div>
    </section>
  );
}

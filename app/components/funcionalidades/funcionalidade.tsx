import type { Feature, ShownFeature } from "~/content/funcionalidades";
import type { Illustration } from "~/content/illustrations";
import { pages } from "~/content/pages";
import { Icon } from "../icon";
import { Breadcrumb, type Crumb } from "../sections/breadcrumb";
import { HeroActions, HeroBand, HeroHeading } from "../sections/page-hero";
import { Section } from "../sections/section";
import { ButtonLink } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { LazyImage } from "../ui/lazy-image";
import { CategoryBadge, StatusBadge } from "./category-badge";
import { VideoBox } from "./video-box";

/** What the hero shows of a feature: the sections below it travel on their own. */
export type FeatureHeroData = Pick<
  ShownFeature,
  "title" | "icon" | "categoryBadge" | "badge" | "videoUrl" | "hero"
>;

/** A feature page's hero: trail, icon and badges, title, the two actions, and the video beside them. */
export function FeatureHero({
  feature,
  crumbs,
  illustration,
}: {
  feature: FeatureHeroData;
  crumbs: Crumb[];
  illustration: Illustration | null;
}) {
  const { hero } = feature;
  return (
    <HeroBand container="max-w-7xl pt-6 pb-14">
      <Breadcrumb items={crumbs} />
      <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-brand-200">
              <Icon name={feature.icon} className="size-7" />
            </span>
            <CategoryBadge badge={feature.categoryBadge} />
            {feature.badge ? <StatusBadge badge={feature.badge} /> : null}
          </div>
          <HeroHeading
            title={hero.title}
            lead={hero.description}
            titleClass="mt-5"
            leadClass="mt-4 max-w-xl"
          />
          <HeroActions>
            <ButtonLink href="#contratar">{hero.cta}</ButtonLink>
            <ButtonLink to={`${pages.inicio}#demonstracao`} variant="onDark">
              Agendar demonstração
            </ButtonLink>
          </HeroActions>
        </div>
        <VideoBox url={feature.videoUrl} title={feature.title} illustration={illustration} />
      </div>
    </HeroBand>
  );
}

/** Text and the section's product illustration side by side; the second of a page's two swaps sides and tone. */
export function FeatureSplit({
  section,
  index,
  illustration,
}: {
  section: Pick<Feature["section1"], "title" | "description" | "features">;
  index: number;
  illustration: Illustration;
}) {
  return (
    <section className={index === 0 ? "bg-white" : "bg-stone-50"}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div className={index === 1 ? "lg:order-2" : ""}>
          <h2 className="text-3xl font-bold tracking-tight">{section.title}</h2>
          <p className="mt-3 text-lg text-stone-600">{section.description}</p>
          <CheckList items={section.features} className="mt-6 space-y-3" />
        </div>
        <div className="overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-stone-200" data-feature-image="">
          <LazyImage
            src={illustration.src}
            alt={illustration.alt}
            width={illustration.width}
            height={illustration.height}
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}

export function FeatureBenefits({ benefits }: { benefits: Feature["benefitsSection"] }) {
  return (
    <Section id="beneficios" title={benefits.title} intro={benefits.description}>
      <ul className="mt-8 card-grid gap-6">
        {benefits.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl border border-stone-200 p-6">
            <h3 className="text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-stone-600">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Figures on the dark band, and a customer's word where the page has one. */
export function FeatureResults({ results }: { results: Feature["resultsSection"] }) {
  const { testimonial } = results;
  return (
    <Section id="resultados" title={results.title} tone="dark" intro={results.description}>
      <dl className="mt-8 grid gap-6 sm:grid-cols-3">
        {results.results.map((result) => (
          <div key={result.metric} className="flex flex-col-reverse justify-end rounded-2xl bg-stone-800 p-6">
            <dt>
              <span className="block font-semibold">{result.metric}</span>
              <span className="mt-1 block text-sm text-stone-300">{result.description}</span>
            </dt>
            <dd className="mb-2 text-4xl font-extrabold text-brand-200">{result.value}</dd>
          </div>
        ))}
      </dl>
      {testimonial ? (
        <figure className="mt-10 grid gap-8 rounded-2xl bg-stone-800 p-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Icon name="quote" className="size-8 text-brand-200" />
            <blockquote className="mt-3 text-lg text-stone-100">{testimonial.text}</blockquote>
            <figcaption className="mt-4 text-stone-300">
              <span className="font-semibold text-white">{testimonial.author}</span>, {testimonial.company}
            </figcaption>
          </div>
          <ul className="grid content-center gap-3 text-stone-200">
            {Object.values(testimonial.stats).map((line) => (
              <li key={line} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-200" />
                {line}
              </li>
            ))}
          </ul>
        </figure>
      ) : null}
    </Section>
  );
}

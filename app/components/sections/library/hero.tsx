import { ButtonLink } from "~/components/ui/button";
import { HeroActions, HeroBand, HeroHeading, HeroPicture, heroColumns } from "../page-hero";
import { LeadFormCard, type LeadFormContent } from "./lead-form";
import type { Action, SectionProps } from "./page";

export interface HeroContent {
  eyebrow: string;
  title: string;
  lead: string;
  /** Whether the hero lists the page's named sections ("Nesta página"). */
  pageNavigation: boolean;
  aside:
    | {
        kind: "buttons";
        actions: readonly Action[];
        picture: { src: string; alt: string; width: number; height: number } | null;
      }
    | { kind: "form"; form: LeadFormContent };
}

/** A button of the hero: the first is the main one; an anchor of the page stays a plain link. */
export function HeroButton({ action, main }: { action: Action; main: boolean }) {
  const variant = main ? "primary" : "onDark";
  return action.href.startsWith("#") ? (
    <ButtonLink href={action.href} variant={variant}>
      {action.label}
    </ButtonLink>
  ) : (
    <ButtonLink to={action.href} variant={variant}>
      {action.label}
    </ButtonLink>
  );
}

/** The page's opening band: its one h1, and beside it buttons and a drawing, or a lead form. */
export function Hero({ eyebrow, title, lead, pageNavigation, aside, page }: SectionProps<HeroContent>) {
  const navigation = pageNavigation ? page.navigation : [];
  const heading = (
    <HeroHeading
      eyebrow={eyebrow || undefined}
      title={title}
      titleClass="mt-3"
      lead={lead}
      leadClass="mt-5 max-w-2xl"
    />
  );
  return (
    <HeroBand container={navigation.length > 0 ? "max-w-7xl pt-4 pb-16" : "max-w-7xl py-14 lg:py-20"}>
      {navigation.length > 0 ? (
        <nav aria-label="Nesta página">
          <ul className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
            {navigation.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-stone-200 hover:bg-white/10 hover:text-white"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {aside.kind === "form" ? (
        <div className={`grid items-start gap-12 lg:grid-cols-2${navigation.length > 0 ? " mt-8" : ""}`}>
          <div className="lg:pt-8">{heading}</div>
          <LeadFormCard form={aside.form} anchor={null} page={page} />
        </div>
      ) : (
        <div
          className={`${aside.picture ? heroColumns : "grid items-center gap-10"}${navigation.length > 0 ? " mt-8" : ""}`}
        >
          <div>
            {heading}
            {aside.actions.length > 0 ? (
              <HeroActions>
                {aside.actions.map((action, index) => (
                  <HeroButton key={action.label} action={action} main={index === 0} />
                ))}
              </HeroActions>
            ) : null}
          </div>
          {aside.picture ? <HeroPicture drawing={aside.picture} /> : null}
        </div>
      )}
    </HeroBand>
  );
}

import type { ReactNode } from "react";
import { pages } from "~/content/pages";
import { Icon } from "../icon";
import { ButtonLink, type ButtonVariant } from "../ui/button";

/** One of the band's two links; `arrow` marks one that leads on to a list of more pages. */
export interface CtaAction {
  to: string;
  label: string;
  arrow?: boolean;
}

/** The band's main action is white; the second one is outlined on the brand colour. */
const actionVariants: readonly ButtonVariant[] = ["light", "onBrand"];

/** The second action where a page leads on to the whole catalogue of features. */
export const allFeaturesAction: CtaAction = {
  to: pages.funcionalidades,
  label: "Ver todas as funcionalidades",
  arrow: true,
};

/**
 * The brand-coloured band that closes a page: a question, one line of reasons and its two actions,
 * the main one first. `footnote` adds a line under them.
 */
export function CtaBand({
  id,
  title,
  text,
  large = false,
  actions,
  footnote,
}: {
  id?: string;
  title: ReactNode;
  text: ReactNode;
  /** A larger title on wide screens, for the page's last word. */
  large?: boolean;
  /** The main action first, then at most one more. */
  actions: readonly CtaAction[];
  footnote?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id={id} className={`text-3xl font-bold tracking-tight${large ? " sm:text-4xl" : ""}`}>
          {title}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <ButtonLink key={action.to} to={action.to} variant={actionVariants[index]}>
              {action.label}
              {action.arrow ? <Icon name="arrow-right" className="size-5" /> : null}
            </ButtonLink>
          ))}
        </div>
        {footnote ? <p className="mt-6 text-brand-50">{footnote}</p> : null}
      </div>
    </section>
  );
}

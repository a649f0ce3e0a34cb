import type { ReactNode } from "react";
import { pages } from "~/content/pages";
import { Icon } from "../icon";
import { ButtonLink, type ButtonVariant, buttonClass } from "../ui/button";

/**
 * One of the band's links: a path of the site, or an anchor of the page (`#contato`); `arrow` marks
 * one that leads on to a list of more pages.
 */
export interface CtaAction {
  to: string;
  label: string;
  arrow?: boolean;
}

/** The band's main action is white; the second one is outlined on the brand colour. */
const actionVariants: readonly ButtonVariant[] = ["light", "onBrand"];

/** The second action where a page leads on to the whole catalogue of features. */
export const allFeaturesAction: CtaAction = {
  to: pages.features,
  label: "Ver todas as funcionalidades",
  arrow: true,
};

/**
 * The brand-coloured band that closes a page: a question, one line of reasons and its actions, the
 * main one first. `footnote` adds a line under them. Centred by default; in a `row`, the text
 * stands on the left and the buttons on the right (stacked at one width on a phone).
 */
export function CtaBand({
  id,
  title,
  text,
  large = false,
  layout = "centered",
  actions,
  footnote,
}: {
  id?: string;
  title: ReactNode;
  text: ReactNode;
  /** A larger title on wide screens, for the page's last word. */
  large?: boolean;
  layout?: "centered" | "row";
  actions: readonly CtaAction[];
  footnote?: ReactNode;
}) {
  if (layout === "row") {
    return (
      <section aria-labelledby={id} className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id={id} className="text-2xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="mt-2 text-brand-50">{text}</p>
          </div>
          {/* One row from sm up (never wrapping into a ragged stack); on a phone, a stack of equal widths. */}
          <div className="grid gap-3 sm:flex sm:shrink-0" data-cta-buttons="">
            {actions.map((action, index) => (
              <a
                key={action.label}
                href={action.to}
                className={
                  index === 0
                    ? "inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50"
                    : `${buttonClass("onDark")} whitespace-nowrap`
                }
              >
                {action.label}
              </a>
            ))}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="bg-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id={id} className={`text-3xl font-bold tracking-tight${large ? " sm:text-4xl" : ""}`}>
          {title}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) =>
            action.to.startsWith("#") ? (
              <ButtonLink key={action.label} href={action.to} variant={actionVariants[index]}>
                {action.label}
              </ButtonLink>
            ) : (
              <ButtonLink key={action.label} to={action.to} variant={actionVariants[index]}>
                {action.label}
                {action.arrow ? <Icon name="arrow-right" className="size-5" /> : null}
              </ButtonLink>
            ),
          )}
        </div>
        {footnote ? <p className="mt-6 text-brand-50">{footnote}</p> : null}
      </div>
    </section>
  );
}

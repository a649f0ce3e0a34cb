import type { ReactNode } from "react";
import { pages } from "~/content/pages";
import { Icon } from "../icon";
import { ButtonLink } from "../ui/button";

/**
 * The brand-coloured band that closes a page: a question, one line of reasons and the actions
 * (ButtonLink with variant "light" first, "onBrand" after). `footnote` adds a line under them.
 */
export function CtaBand({
  id,
  title,
  text,
  large = false,
  children,
  footnote,
}: {
  id?: string;
  title: ReactNode;
  text: ReactNode;
  /** A larger title on wide screens, for the page's last word. */
  large?: boolean;
  children: ReactNode;
  footnote?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id={id} className={`text-3xl font-bold tracking-tight${large ? " sm:text-4xl" : ""}`}>
          {title}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        {footnote ? <p className="mt-6 text-brand-50">{footnote}</p> : null}
      </div>
    </section>
  );
}

/** The band's second action where a page leads on to the whole catalogue of features. */
export function AllFeaturesButton() {
  return (
    <ButtonLink to={pages.features} variant="onBrand">
      Ver Todas as Funcionalidades
      <Icon name="arrow-right" className="size-5" />
    </ButtonLink>
  );
}

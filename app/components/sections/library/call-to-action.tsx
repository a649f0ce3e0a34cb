import { buttonClass } from "~/components/ui/button";
import { CtaBand } from "../cta-band";
import type { Action, SectionProps } from "./page";

export interface CallToActionContent {
  title: string;
  text: string;
  layout: "centered" | "row";
  actions: readonly Action[];
}

/**
 * The brand-coloured band with one or two buttons: the site's closing band, centred, or in a row, the
 * text on the left and the buttons on the right (stacked at one width on a phone).
 */
export function CallToAction({ id, title, text, layout, actions }: SectionProps<CallToActionContent>) {
  if (layout === "centered") {
    return (
      <CtaBand
        id={id}
        title={title}
        text={text}
        actions={actions.map((action) => ({ to: action.href, label: action.label }))}
      />
    );
  }
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
              href={action.href}
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

import { CtaBand } from "../cta-band";
import type { Action, SectionProps } from "./page";

export interface CallToActionContent {
  title: string;
  text: string;
  layout: "centered" | "row";
  actions: readonly Action[];
}

/** The brand-coloured band with one or two buttons. */
export function CallToAction({ id, title, text, layout, actions }: SectionProps<CallToActionContent>) {
  return (
    <CtaBand
      id={id}
      title={title}
      text={text}
      layout={layout}
      actions={actions.map((action) => ({ to: action.href, label: action.label }))}
    />
  );
}

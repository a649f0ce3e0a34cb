import { InterestForm } from "~/components/forms/interest-form";
import { DemoForm } from "~/components/inicio/demo-form";
import { FormBand } from "../form-card";
import type { SectionPage, SectionProps } from "./page";

export interface LeadFormContent {
  form: "demo" | "contact";
  title: string;
  description: string;
  submitLabel: string;
  /** The e-mail's subject: the page's action reads it, the page does not show it. */
  subject: string;
}

/**
 * The form's card: the demonstration request or the contact form. `anchor` is where the page's
 * buttons lead (null: the form's own, #demonstracao or #contato).
 */
export function LeadFormCard({
  form,
  anchor,
  page,
}: {
  form: LeadFormContent;
  anchor: string | null;
  page: SectionPage;
}) {
  if (form.form === "demo") {
    return (
      <DemoForm
        options={page.demoOptions}
        anchor={anchor ?? "demonstracao"}
        title={form.title}
        description={form.description}
        submitLabel={form.submitLabel}
      />
    );
  }
  return (
    <InterestForm
      anchor={anchor ?? "contato"}
      title={form.title}
      description={form.description}
      submitLabel={form.submitLabel}
    />
  );
}

/** A lead form on the tinted band, its card carrying the section's anchor. */
export function LeadFormSection({ id, form, page }: SectionProps<{ form: LeadFormContent }>) {
  return (
    <FormBand>
      <LeadFormCard form={form} anchor={id} page={page} />
    </FormBand>
  );
}

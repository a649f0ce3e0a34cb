import { LeadForm, PrivacyNote, SenderRows, TextAreaField, useLeadForm } from "~/components/forms/lead-form";
import { FormCard } from "~/components/sections/form-card";
import * as interest from "~/forms/interest";

/**
 * The lead form of feature and solution pages. `anchor` is the wrapper's id
 * (what buttons link to); it must differ from the form's own id.
 */
export function InterestForm({
  anchor,
  title,
  description,
  submitLabel,
}: {
  anchor: string;
  title: string;
  description: string;
  submitLabel: string;
}) {
  const { form, fields, outcome } = useLeadForm<keyof interest.Fields>(interest.id);
  return (
    <FormCard anchor={anchor} title={title} description={description}>
      <LeadForm form={form} outcome={outcome} submitLabel={submitLabel}>
        <SenderRows
          fields={fields}
          phone={fields.whatsapp}
          phoneLabel="WhatsApp"
          nameLabel="Nome Completo"
          companyLabel="Empresa"
        />
        <TextAreaField field={fields.mensagem} label="Mensagem (opcional)" rows={3} />
        <PrivacyNote>Usamos seus dados só para responder a este contato, conforme a nossa</PrivacyNote>
      </LeadForm>
    </FormCard>
  );
}

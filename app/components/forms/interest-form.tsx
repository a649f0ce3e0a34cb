import {
  LeadForm,
  PrivacyNote,
  RequiredNote,
  TextAreaField,
  TextField,
  useLeadForm,
} from "~/components/forms/lead-form";
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
    <section
      id={anchor}
      aria-labelledby={`${anchor}-titulo`}
      className="scroll-mt-28 rounded-2xl bg-white p-6 text-ink shadow-xl ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id={`${anchor}-titulo`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-stone-600">{description}</p>
      <RequiredNote />
      <LeadForm form={form} outcome={outcome} submitLabel={submitLabel} className="mt-5 grid gap-4">
        <TextField field={fields.nome} label="Nome Completo" required autoComplete="name" />
        <TextField field={fields.empresa} label="Empresa" autoComplete="organization" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.email} label="E-mail" type="email" required autoComplete="email" />
          <TextField
            field={fields.whatsapp}
            label="WhatsApp"
            type="tel"
            required
            autoComplete="tel"
            placeholder="(11) 98765-4321"
          />
        </div>
        <TextAreaField field={fields.mensagem} label="Mensagem (opcional)" rows={3} />
        <PrivacyNote>Usamos seus dados só para responder a este contato, conforme a nossa</PrivacyNote>
      </LeadForm>
    </section>
  );
}

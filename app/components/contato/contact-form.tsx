import {
  ConsentField,
  LeadForm,
  SenderRows,
  TextAreaField,
  TextField,
  useLeadForm,
} from "~/components/forms/lead-form";
import { FormCard } from "~/components/sections/form-card";
import * as contact from "~/forms/contact";

const CALCULATION_MESSAGE = "Quero economizar nas taxas do marketplace. Podem me ajudar a escolher o plano?";

/**
 * The contact form of /contato. The subject is free text, prefilled from
 * `/contato?assunto=...`, because the pages that link here pass their own
 * subjects (a plan, an integration, a custom integration).
 */
export function ContactForm({
  subject,
  calculation,
}: {
  subject: string;
  /** A savings calculation brought from /calculadora: its summary is shown and posted with the message. */
  calculation?: { query: string; lines: string[] } | null;
}) {
  const { form, fields, outcome } = useLeadForm<keyof contact.Fields>(contact.id, {
    defaultValue:
      subject || calculation
        ? {
            ...(subject ? { assunto: subject } : {}),
            ...(calculation ? { mensagem: CALCULATION_MESSAGE } : {}),
          }
        : undefined,
  });
  return (
    <FormCard anchor="mensagem" title="Envie sua mensagem">
      <LeadForm form={form} outcome={outcome} submitLabel="Enviar mensagem">
        <SenderRows fields={fields} phone={fields.telefone} phoneLabel="Telefone (WhatsApp)" paired />
        <TextField
          field={fields.assunto}
          label="Assunto (opcional)"
          placeholder="Ex.: planos, demonstração, suporte"
        />
        <TextAreaField field={fields.mensagem} label="Mensagem" required rows={5} />
        {calculation ? <CalculationSummary calculation={calculation} /> : null}
        <ConsentField field={fields.aceito} text={contact.consentWording} />
      </LeadForm>
    </FormCard>
  );
}

/** The calculation that goes with the message, as sales will read it; the server recomputes it from the query. */
function CalculationSummary({ calculation }: { calculation: { query: string; lines: string[] } }) {
  return (
    <section aria-labelledby="contato-simulacao" className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 id="contato-simulacao" className="font-semibold">
        Simulação enviada com o seu contato
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
        {calculation.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-stone-600">Estimativa feita na calculadora de economia do site.</p>
      <input type="hidden" name="calculadora" value={calculation.query} />
    </section>
  );
}

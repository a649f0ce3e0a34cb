import {
  ConsentField,
  type Field,
  LeadForm,
  SelectField,
  SenderRows,
  useLeadForm,
} from "~/components/forms/lead-form";
import { FormCard } from "~/components/sections/form-card";
import type { DemoOptions } from "~/components/sections/library/page";
import * as demo from "~/forms/demo";

/**
 * The demonstration request (the home page's, and a campaign's). The size and kind of the operation
 * come as choices the page's loader sends, not in its JavaScript.
 */
export function DemoForm({
  options,
  anchor = "demonstracao",
  title = "Solicite uma demonstração gratuita",
  description = "Preencha os dados e um especialista mostra o sistema funcionando na sua operação.",
  submitLabel = "Solicitar demonstração",
}: {
  options: DemoOptions;
  anchor?: string;
  title?: string;
  description?: string;
  submitLabel?: string;
}) {
  const { form, fields, outcome } = useLeadForm<keyof demo.Fields>(demo.id);
  return (
    <FormCard anchor={anchor} title={title} description={description}>
      <LeadForm form={form} outcome={outcome} submitLabel={submitLabel}>
        <SenderRows fields={fields} phone={fields.whatsapp} phoneLabel="WhatsApp" companyRequired />
        <OperationFields fields={fields} options={options} />
        <ConsentField field={fields.aceitaPrivacidade} text={demo.consentWording} />
      </LeadForm>
    </FormCard>
  );
}

/** The size and kind of the operation, which sales reads to prepare a demonstration that fits it. */
function OperationFields({
  fields,
  options,
}: {
  fields: Record<"faturamento" | "unidades" | "segmento", Field>;
  options: DemoOptions;
}) {
  return (
    <>
      <SelectField field={fields.faturamento} label="Faturamento mensal" options={options.revenue} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.unidades} label="Unidades" options={options.units} required />
        <SelectField field={fields.segmento} label="Segmento" options={options.segments} required />
      </div>
    </>
  );
}

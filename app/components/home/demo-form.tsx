import { useLoaderData } from "react-router";
import {
  ConsentField,
  type Field,
  LeadForm,
  SelectField,
  SenderRows,
  useLeadForm,
} from "~/components/forms/lead-form";
import { FormCard } from "~/components/sections/form-card";
import * as demo from "~/forms/demo";
import type { loader } from "~/routes/home";

/** The demonstration request of the home page. */
export function DemoForm() {
  const { form, fields, outcome } = useLeadForm<keyof demo.Fields>(demo.id);
  return (
    <FormCard
      anchor="demonstracao"
      title="Solicite uma demonstração gratuita"
      description="Preencha os dados e um especialista mostra o sistema funcionando na sua operação."
    >
      <LeadForm form={form} outcome={outcome} submitLabel="Solicitar demonstração">
        <SenderRows fields={fields} phone={fields.whatsapp} phoneLabel="WhatsApp" companyRequired />
        <OperationFields fields={fields} />
        <ConsentField field={fields.aceitaPrivacidade} text={demo.consentWording} />
      </LeadForm>
    </FormCard>
  );
}

/**
 * The size and kind of the operation, which sales reads to prepare a demonstration that fits it. The
 * choices come with the page's loader data, not in its JavaScript.
 */
function OperationFields({ fields }: { fields: Record<"faturamento" | "unidades" | "segmento", Field> }) {
  const {
    revenue: revenueOptions,
    units: unitOptions,
    segments: segmentOptions,
  } = useLoaderData<typeof loader>().demoOptions;
  return (
    <>
      <SelectField field={fields.faturamento} label="Faturamento mensal" options={revenueOptions} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.unidades} label="Unidades" options={unitOptions} required />
        <SelectField field={fields.segmento} label="Segmento" options={segmentOptions} required />
      </div>
    </>
  );
}

import { ConsentField, LeadForm, SelectField, TextField, useLeadForm } from "~/components/forms/lead-form";
import { RequiredNote } from "~/components/sections/form-card";
import * as demo from "~/forms/demo";
import { revenueOptions, segmentOptions, unitOptions } from "~/forms/options";

/** The demonstration request of the home page. */
export function DemoForm() {
  const { form, fields, outcome } = useLeadForm<keyof demo.Fields>(demo.id);
  return (
    <div
      id="demonstracao"
      className="scroll-mt-28 rounded-2xl bg-white p-6 text-ink shadow-xl ring-1 ring-stone-200 sm:p-8"
    >
      <h2 className="text-2xl font-bold tracking-tight">Solicite uma demonstração gratuita</h2>
      <p className="mt-1 text-stone-600">
        Preencha os dados e um especialista mostra o sistema funcionando na sua operação.
      </p>
      <RequiredNote />
      <LeadForm
        form={form}
        outcome={outcome}
        submitLabel="Solicitar Demonstração"
        className="mt-5 grid gap-4"
      >
        <TextField field={fields.nome} label="Nome" required autoComplete="name" />
        <TextField field={fields.empresa} label="Empresa" required autoComplete="organization" />
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
        <SelectField
          field={fields.faturamento}
          label="Faturamento mensal"
          options={revenueOptions}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField field={fields.unidades} label="Unidades" options={unitOptions} required />
          <SelectField field={fields.segmento} label="Segmento" options={segmentOptions} required />
        </div>
        <ConsentField field={fields.aceitaPrivacidade} text={demo.consentWording} />
      </LeadForm>
    </div>
  );
}

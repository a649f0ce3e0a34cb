import {
  ConsentField,
  LeadForm,
  SelectField,
  TextAreaField,
  TextField,
  useLeadForm,
} from "~/components/forms/lead-form";
import { RequiredNote } from "~/components/sections/form-card";
import * as reseller from "~/forms/reseller";

/** Anchor of the form's wrapper; differs from the form id on purpose. */
export const RESELLER_FORM_ANCHOR = "cadastro";

/**
 * The reseller application. The old site titled it 'Ativar WhatsApp Integrado'
 * (a copy-paste slip); the title now says what the form is for.
 */
export function ResellerForm() {
  const { form, fields, outcome } = useLeadForm<keyof reseller.Fields>(reseller.id, {
    defaultValue: { assunto: reseller.DEFAULT_RESELLER_SUBJECT },
  });
  return (
    <section
      id={RESELLER_FORM_ANCHOR}
      aria-labelledby="cadastro-titulo"
      className="scroll-mt-28 rounded-2xl bg-white p-6 text-ink shadow-xl ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id="cadastro-titulo" className="text-2xl font-bold tracking-tight">
        Quero ser um revendedor Gama Delivery
      </h2>
      <p className="mt-1 text-stone-600">
        Conte um pouco sobre você e a sua carteira. Nosso time de parcerias apresenta o programa e indica o
        melhor caminho para começar.
      </p>
      <RequiredNote />
      <LeadForm form={form} outcome={outcome} submitLabel="Enviar Solicitação" className="mt-5 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.nome} label="Nome" required autoComplete="name" />
          <TextField field={fields.empresa} label="Empresa (opcional)" autoComplete="organization" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.email} label="E-mail" type="email" required autoComplete="email" />
          <TextField
            field={fields.telefone}
            label="Telefone (WhatsApp)"
            type="tel"
            required
            autoComplete="tel"
            placeholder="(11) 98765-4321"
          />
        </div>
        <SelectField
          field={fields.assunto}
          label="Assunto"
          options={reseller.resellerSubjectOptions}
          required
          placeholder="Selecione um assunto"
        />
        <TextAreaField
          field={fields.mensagem}
          label="Mensagem"
          required
          rows={5}
          placeholder="Ex.: quantos clientes você atende hoje, em que região e com que tipo de negócio."
        />
        <ConsentField field={fields.aceito} text={reseller.consentWording} />
      </LeadForm>
    </section>
  );
}

import {
  ConsentField,
  LeadForm,
  SelectField,
  SenderRows,
  TextAreaField,
  useLeadForm,
} from "~/components/forms/lead-form";
import { FormCard } from "~/components/sections/form-card";
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
    <FormCard
      anchor={RESELLER_FORM_ANCHOR}
      title="Quero ser um revendedor Gama Delivery"
      description="Conte um pouco sobre você e a sua carteira. Nosso time de parcerias apresenta o programa e indica o melhor caminho para começar."
    >
      <LeadForm form={form} outcome={outcome} submitLabel="Enviar solicitação">
        <SenderRows fields={fields} phone={fields.telefone} phoneLabel="Telefone (WhatsApp)" paired />
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
    </FormCard>
  );
}

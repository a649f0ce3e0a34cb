import { LeadForm, PrivacyNote, SenderRows, TextAreaField, useLeadForm } from "~/components/forms/lead-form";
import { FormCard } from "~/components/sections/form-card";
import * as integrationRequest from "~/forms/integration-request";

/** Anchor of the form's wrapper; differs from the form id on purpose. */
export const INTEGRATION_FORM_ANCHOR = "solicitar";

/**
 * The integration request form: it sends a real lead. For a coming-soon integration it becomes a
 * notify-me request, still enabled, so sales learns which integrations visitors wait for.
 */
export function IntegrationRequestForm({ name, comingSoon }: { name: string; comingSoon: boolean }) {
  const { form, fields, outcome } = useLeadForm<keyof integrationRequest.Fields>(integrationRequest.id);
  return (
    <FormCard
      anchor={INTEGRATION_FORM_ANCHOR}
      title={
        comingSoon
          ? `Quero ser avisado quando a integração com ${name} chegar`
          : `Solicitar integração com ${name}`
      }
      description={
        comingSoon
          ? `Deixe seus dados e avisaremos por e-mail assim que a integração com ${name} estiver disponível para ativação.`
          : `Preencha os dados e nossa equipe entra em contato para ativar e configurar a integração com ${name} na sua loja.`
      }
    >
      <LeadForm
        form={form}
        outcome={outcome}
        submitLabel={comingSoon ? "Avise-me quando estiver disponível" : "Solicitar integração"}
      >
        <SenderRows fields={fields} phone={fields.telefone} phoneLabel="Telefone" companyRequired paired />
        <TextAreaField
          field={fields.detalhes}
          label={
            comingSoon
              ? "Como você pretende usar a integração? (opcional)"
              : "Detalhes da sua operação (opcional)"
          }
          placeholder={
            comingSoon
              ? "Ex.: já vendo por este canal e quero receber os pedidos no mesmo painel."
              : "Ex.: quantas lojas, volume de pedidos e o que você quer sincronizar."
          }
        />
        <PrivacyNote>Usamos seus dados só para responder a esta solicitação, conforme a nossa</PrivacyNote>
      </LeadForm>
    </FormCard>
  );
}

import { LeadForm, PrivacyNote, TextAreaField, TextField, useLeadForm } from "~/components/forms/lead-form";
import { RequiredNote } from "~/components/sections/form-card";
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
    <section
      id={INTEGRATION_FORM_ANCHOR}
      aria-labelledby="solicitar-titulo"
      className="scroll-mt-28 rounded-2xl bg-white p-6 text-ink shadow-xl ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id="solicitar-titulo" className="text-2xl font-bold tracking-tight">
        {comingSoon
          ? `Quero ser avisado quando a integração com ${name} chegar`
          : `Solicitar integração com ${name}`}
      </h2>
      <p className="mt-1 text-stone-600">
        {comingSoon
          ? `Deixe seus dados e avisaremos por e-mail assim que a integração com ${name} estiver disponível para ativação.`
          : `Preencha os dados e nossa equipe entra em contato para ativar e configurar a integração com ${name} na sua loja.`}
      </p>
      <RequiredNote />
      <LeadForm
        form={form}
        outcome={outcome}
        submitLabel={comingSoon ? "Avise-me Quando Estiver Disponível" : "Solicitar Integração"}
        className="mt-5 grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.nome} label="Nome" required autoComplete="name" />
          <TextField field={fields.empresa} label="Empresa" required autoComplete="organization" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.email} label="E-mail" type="email" required autoComplete="email" />
          <TextField
            field={fields.telefone}
            label="Telefone"
            type="tel"
            required
            autoComplete="tel"
            placeholder="(11) 98765-4321"
          />
        </div>
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
    </section>
  );
}

import { z } from "zod";
import { contactPayload } from "./define";
import { attributionFields, companyField, emailField, messageField, nameField, phoneField } from "./fields";
import { FIELDS_REQUIRED } from "./messages";

/**
 * The request form of an integration page (/integracoes/{id}): nome, empresa, email and telefone
 * required, detalhes optional. For a coming-soon integration the same fields make a notify-me
 * request. The page passes the integration as the context.
 */
export interface Context {
  name: string;
  comingSoon: boolean;
}

export const id = "integracao";
export const storage = "outbox";
export const requiredMessage = FIELDS_REQUIRED;
export const successMessage = ({ name, comingSoon }: Context) =>
  comingSoon
    ? `Pronto! Avisaremos você por e-mail assim que a integração com ${name} estiver disponível.`
    : `Solicitação enviada com sucesso! Nossa equipe entrará em contato para ativar a integração com ${name}.`;

export const schema = () =>
  z.object({
    nome: nameField(),
    empresa: companyField(),
    email: emailField(),
    telefone: phoneField(),
    detalhes: messageField().optional(),
    ...attributionFields(),
  });
export type Fields = z.input<ReturnType<typeof schema>>;

/**
 * 'Solicitação de Integração - {name}' (form_type 'integracao'), or for a coming-soon integration
 * 'Aviso de Disponibilidade - {name}' (form_type 'aviso_integracao'). The details travel as the message.
 */
export function payload(
  value: z.output<ReturnType<typeof schema>>,
  toEmail: string,
  { name, comingSoon }: Context,
) {
  return contactPayload(
    { ...value, phone: value.telefone, mensagem: value.detalhes },
    comingSoon
      ? { toEmail, subject: `Aviso de Disponibilidade - ${name}`, formType: "aviso_integracao" }
      : { toEmail, subject: `Solicitação de Integração - ${name}`, formType: "integracao" },
  );
}

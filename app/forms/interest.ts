import { z } from "zod";
import { contactPayload } from "./define";
import {
  attributionFields,
  emailField,
  messageField,
  nameField,
  optionalCompanyField,
  phoneField,
} from "./fields";
import { FIELDS_REQUIRED } from "./messages";

/**
 * The lead form of feature, solution and segment landing pages: nome, email and WhatsApp required;
 * empresa and mensagem optional. The page passes the subject and form type sales sees, e.g.
 * `interestIn("Cardápio digital", "funcionalidade")`.
 */
export interface Context {
  subject: string;
  formType: string;
}

export const id = "interesse";
export const storage = "outbox";
export const requiredMessage = FIELDS_REQUIRED;
export const successMessage = () => "Recebemos seu interesse! Nossa equipe entra em contato em até 1 hora.";

export const schema = () =>
  z.object({
    nome: nameField(),
    empresa: optionalCompanyField(),
    email: emailField(),
    whatsapp: phoneField(),
    mensagem: messageField().optional(),
    ...attributionFields(),
  });
export type Fields = z.input<ReturnType<typeof schema>>;

export function payload(value: z.output<ReturnType<typeof schema>>, toEmail: string, context: Context) {
  return contactPayload({ ...value, phone: value.whatsapp }, { toEmail, ...context });
}

/** The context of a feature ('funcionalidade') or solution ('solucao') page: 'Interesse em {title}'. */
export const interestIn = (title: string, formType: "funcionalidade" | "solucao"): Context => ({
  subject: `Interesse em ${title}`,
  formType,
});

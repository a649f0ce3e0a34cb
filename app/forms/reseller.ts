import { z } from "zod";
import { consentTexts } from "./consent";
import { contactPayload } from "./define";
import {
  attributionFields,
  choiceField,
  consentBox,
  emailField,
  nameField,
  optionalCompanyField,
  phoneField,
  requiredMessageField,
} from "./fields";
import { CONTACT_REQUIRED } from "./messages";
import { DEFAULT_RESELLER_SUBJECT, resellerSubjectOptions } from "./options";

/**
 * The reseller application of /revenda: the contact form's fields with a subject chosen from a list
 * (white-label when none is sent) and a required message, since sales cannot qualify a reseller
 * without one.
 */
export const id = "revenda";
export const storage = "outbox";
export const consentField = "aceito";
export const consentWording = consentTexts.contact;
export const requiredMessage = CONTACT_REQUIRED;
export const successMessage = () =>
  "Solicitação enviada com sucesso! Nossa equipe entrará em contato em breve.";

export const schema = () =>
  z.object({
    nome: nameField(),
    empresa: optionalCompanyField(),
    email: emailField(),
    telefone: phoneField(),
    assunto: choiceField(resellerSubjectOptions, "Escolha um assunto da lista.").default(
      DEFAULT_RESELLER_SUBJECT,
    ),
    mensagem: requiredMessageField(),
    aceito: consentBox(),
    ...attributionFields(),
  });
export type Fields = z.input<ReturnType<typeof schema>>;

/** Subject 'Contato Revenda - {assunto}'. */
export function payload(value: z.output<ReturnType<typeof schema>>, toEmail: string) {
  return contactPayload(
    { ...value, phone: value.telefone },
    { toEmail, subject: `Contato Revenda - ${value.assunto}`, formType: "revenda" },
  );
}

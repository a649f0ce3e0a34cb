import type { z } from "zod";
import { schema as contactSchema } from "./contact";
import { contactPayload } from "./define";
import { choiceField } from "./fields";
import { CONTACT_REQUIRED } from "./messages";

/**
 * The reseller application of /revenda: the contact form's fields with a subject chosen from a list
 * (white-label when none is sent) and a required message, since sales cannot qualify a reseller
 * without one.
 */
export const id = "revenda";
export const storage = "outbox";
export const consentField = "aceito";
/** The contact form's consent: a reseller agrees to the same communications. */
export { consentWording } from "./contact";
export const requiredMessage = CONTACT_REQUIRED;
export const successMessage = () =>
  "Solicitação enviada com sucesso! Nossa equipe entrará em contato em breve.";

/** The subjects a reseller chooses from; the value goes into the e-mail's subject. */
export const resellerSubjectOptions = [
  { value: "white-label", label: "Quero ser revendedor white label" },
  { value: "taxas-e-mensalidades", label: "Taxas de implantação e mensalidades" },
  { value: "migracao-de-carteira", label: "Migrar minha carteira de clientes" },
  { value: "material-de-vendas", label: "Material de vendas e treinamentos" },
  { value: "outros", label: "Outro assunto" },
] as const;

export const DEFAULT_RESELLER_SUBJECT = "white-label";

/** The contact form's fields, without its calculator summary and with the subject from the list. */
export const schema = () =>
  contactSchema()
    .omit({ calculadora: true })
    .extend({
      assunto: choiceField(resellerSubjectOptions, "Escolha um assunto da lista.").default(
        DEFAULT_RESELLER_SUBJECT,
      ),
    });
export type Fields = z.input<ReturnType<typeof schema>>;

/** Subject 'Contato Revenda - {assunto}'. */
export function payload(value: z.output<ReturnType<typeof schema>>, toEmail: string) {
  return contactPayload(
    { ...value, phone: value.telefone },
    { toEmail, subject: `Contato Revenda - ${value.assunto}`, formType: "revenda" },
  );
}

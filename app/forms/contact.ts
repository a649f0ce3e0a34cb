import { z } from "zod";
import { contactPayload } from "./define";
import {
  attributionFields,
  consentBox,
  emailField,
  hiddenText,
  nameField,
  optionalCompanyField,
  optionalLine,
  phoneField,
  requiredMessageField,
} from "./fields";
import { CONTACT_REQUIRED } from "./messages";

/**
 * The general contact form of /contato: empresa and assunto optional. The subject is free text,
 * prefilled from `/contato?assunto=...` by the pages that link here.
 */
/**
 * The page passes the savings calculator's reader (`withSavingsCalculation`), which appends the
 * figures recomputed from the posted query to the message. It is not imported here: the calculator's
 * content would come with it into the browser bundle of every page that shows this form.
 */
export interface Context {
  withCalculation: (message: string, query: string | undefined) => string;
}

export const id = "contato";
export const storage = "outbox";
export const consentField = "aceito";
export const consentWording =
  "Aceito receber comunicações da Gama Delivery sobre produtos, serviços e conteúdos relevantes, conforme a política de privacidade.";
export const requiredMessage = CONTACT_REQUIRED;
export const successMessage = () => "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.";

export const schema = () =>
  z.object({
    nome: nameField(),
    empresa: optionalCompanyField(),
    email: emailField(),
    telefone: phoneField(),
    assunto: optionalLine(120, "Use no máximo 120 caracteres no assunto."),
    mensagem: requiredMessageField(),
    aceito: consentBox(),
    /** The savings calculator's query, when the visitor came from it; the server recomputes the figures. */
    calculadora: hiddenText(300).optional(),
    ...attributionFields(),
  });
export type Fields = z.input<ReturnType<typeof schema>>;

/** Subject 'Contato via Site - {assunto}', or 'Geral' without one; a calculation joins the message. */
export function payload(value: z.output<ReturnType<typeof schema>>, toEmail: string, context: Context) {
  return contactPayload(
    { ...value, phone: value.telefone, mensagem: context.withCalculation(value.mensagem, value.calculadora) },
    { toEmail, subject: `Contato via Site - ${value.assunto?.trim() || "Geral"}`, formType: "contato_geral" },
  );
}

import { z } from "zod";
import { contactPayload } from "./define";
import {
  attributionFields,
  choiceField,
  companyField,
  consentBox,
  emailField,
  nameField,
  phoneField,
} from "./fields";
import { revenueOptions, segmentOptions, unitOptions } from "./options";

/** The demonstration request of the home page. */
export const id = "demo";
export const storage = "outbox";
export const consentField = "aceitaPrivacidade";
export const consentWording =
  "Li e aceito a política de privacidade e autorizo a Gama Delivery a entrar em contato comigo.";
export const requiredMessage =
  "Por favor, preencha todos os campos obrigatórios e aceite a política de privacidade.";
export const successMessage = () => "Demonstração solicitada com sucesso! Nossa equipe entrará em contato.";
export const SUBJECT = "Solicitação de Demonstração - Página Inicial";

export const schema = () =>
  z.object({
    nome: nameField(),
    empresa: companyField(),
    email: emailField(),
    whatsapp: phoneField(),
    faturamento: choiceField(revenueOptions, "Escolha uma faixa de faturamento da lista."),
    unidades: choiceField(unitOptions, "Escolha a quantidade de unidades da lista."),
    segmento: choiceField(segmentOptions, "Escolha um segmento da lista."),
    aceitaPrivacidade: consentBox(),
    ...attributionFields(),
  });
export type Fields = z.input<ReturnType<typeof schema>>;

export function payload(value: z.output<ReturnType<typeof schema>>, toEmail: string) {
  return contactPayload(
    { ...value, phone: value.whatsapp },
    { toEmail, subject: SUBJECT, formType: "demonstracao" },
  );
}

/** What a page with its own demonstration form names its leads (a campaign page's subject and form type). */
export interface Context {
  subject: string;
  formType: string;
}

/** The payload of the same request sent from such a page: `leadForm({ ...demo, payload: pagePayload }, context)`. */
export function pagePayload(value: z.output<ReturnType<typeof schema>>, toEmail: string, context: Context) {
  return contactPayload({ ...value, phone: value.whatsapp }, { toEmail, ...context });
}

import { z } from "zod";
import {
  attributionFields,
  choiceField,
  companyField,
  consentField,
  emailField,
  messageField,
  nameField,
  optionalCompanyField,
  phoneField,
  REQUIRED,
} from "./fields";
import { revenueOptions, segmentOptions, unitOptions } from "./options";

/** Demonstration request of the home page (spec 1, 3.1 and 5). */
export const demoFormSchema = z.object({
  nome: nameField,
  empresa: companyField,
  email: emailField,
  whatsapp: phoneField,
  faturamento: choiceField(revenueOptions, "Escolha uma faixa de faturamento da lista."),
  unidades: choiceField(unitOptions, "Escolha a quantidade de unidades da lista."),
  segmento: choiceField(segmentOptions, "Escolha um segmento da lista."),
  aceitaPrivacidade: consentField,
  ...attributionFields,
});
export type DemoForm = z.infer<typeof demoFormSchema>;

/** General contact form (spec 2, contact page): empresa and assunto optional. */
export const contactFormSchema = z.object({
  nome: nameField,
  empresa: optionalCompanyField,
  email: emailField,
  telefone: phoneField,
  assunto: z.string().trim().max(120, "Use no máximo 120 caracteres no assunto.").optional(),
  mensagem: messageField.min(1, REQUIRED),
  aceito: consentField,
  ...attributionFields,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

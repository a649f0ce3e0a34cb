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
  requiredMessageField,
} from "./fields";
import {
  DEFAULT_RESELLER_SUBJECT,
  resellerSubjectOptions,
  revenueOptions,
  segmentOptions,
  unitOptions,
} from "./options";

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
  mensagem: requiredMessageField,
  aceito: consentField,
  /** The savings calculator's query, when the visitor came from it; the server recomputes the figures. */
  calculadora: z.string().max(300).optional(),
  ...attributionFields,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * Integration request of /integracoes/{id} (spec 2; PRODUCT.md): nome, empresa,
 * email and telefone required, detalhes optional. The same fields serve the
 * notify-me request of a coming-soon integration.
 */
export const integrationRequestSchema = z.object({
  nome: nameField,
  empresa: companyField,
  email: emailField,
  telefone: phoneField,
  detalhes: messageField.optional(),
  ...attributionFields,
});
export type IntegrationRequestForm = z.infer<typeof integrationRequestSchema>;

/**
 * Reseller form of /revenda: the contact form's fields with a subject chosen
 * from a list (white-label when none is sent) and a required message, as the
 * spec's check demands.
 */
export const resellerFormSchema = z.object({
  nome: nameField,
  empresa: optionalCompanyField,
  email: emailField,
  telefone: phoneField,
  assunto: choiceField(resellerSubjectOptions, "Escolha um assunto da lista.").default(
    DEFAULT_RESELLER_SUBJECT,
  ),
  mensagem: requiredMessageField,
  aceito: consentField,
  ...attributionFields,
});
export type ResellerForm = z.infer<typeof resellerFormSchema>;

/**
 * Interest in a feature or a solution (PRODUCT.md: these forms are real):
 * nome, email and WhatsApp required; empresa and mensagem optional.
 */
export const interestFormSchema = z.object({
  nome: nameField,
  empresa: optionalCompanyField,
  email: emailField,
  whatsapp: phoneField,
  mensagem: messageField.optional(),
  ...attributionFields,
});
export type InterestForm = z.infer<typeof interestFormSchema>;

/** The blog's newsletter boxes (PRODUCT.md): only the e-mail is asked for. */
export const newsletterFormSchema = z.object({
  email: emailField,
  ...attributionFields,
});
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;

import { withSavingsCalculation } from "../../app/content/calculator";
import { consentTexts } from "../../app/forms/consent";
import {
  integrationRequestMessages,
  interestMessages,
  messages,
  newsletterMessages,
  resellerMessages,
} from "../../app/forms/messages";
import {
  contactFormSchema,
  demoFormSchema,
  integrationRequestSchema,
  interestFormSchema,
  newsletterFormSchema,
  resellerFormSchema,
} from "../../app/forms/schemas";
import { describeError } from "../logger.server";
import type { LeadFormDefinition } from "./form-action.server";
import {
  demoPayload,
  generalContactPayload,
  integrationRequestPayload,
  interestPayload,
  landingPayload,
  newsletterPayload,
  resellerPayload,
} from "./payload";

export const demoForm: LeadFormDefinition<typeof demoFormSchema> = {
  id: "demo",
  schema: demoFormSchema,
  consentField: "aceitaPrivacidade",
  consentWording: consentTexts.demo,
  requiredMessage: messages.demoRequired,
  successMessage: messages.demoSuccess,
  toPayload: (value, toEmail) => demoPayload(value, toEmail),
};

export const contactForm: LeadFormDefinition<typeof contactFormSchema> = {
  id: "contato",
  schema: contactFormSchema,
  consentField: "aceito",
  consentWording: consentTexts.contact,
  requiredMessage: messages.contactRequired,
  successMessage: messages.contactSuccess,
  toPayload: (value, toEmail) =>
    generalContactPayload(
      { ...value, mensagem: withSavingsCalculation(value.mensagem, value.calculadora) },
      toEmail,
    ),
};

export const resellerForm: LeadFormDefinition<typeof resellerFormSchema> = {
  id: "revenda",
  schema: resellerFormSchema,
  consentField: "aceito",
  consentWording: consentTexts.contact,
  requiredMessage: messages.contactRequired,
  successMessage: resellerMessages.success,
  toPayload: (value, toEmail) => resellerPayload(value, toEmail),
};

/** The request form of one integration page; a coming-soon integration gets the notify-me request. */
export function integrationRequestForm(integration: {
  name: string;
  status: "disponivel" | "em-breve";
}): LeadFormDefinition<typeof integrationRequestSchema> {
  const comingSoon = integration.status === "em-breve";
  return {
    id: "integracao",
    schema: integrationRequestSchema,
    requiredMessage: integrationRequestMessages.required,
    successMessage: comingSoon
      ? integrationRequestMessages.notifySuccess(integration.name)
      : integrationRequestMessages.requestSuccess(integration.name),
    toPayload: (value, toEmail) =>
      integrationRequestPayload(value, toEmail, { name: integration.name, comingSoon }),
  };
}

/** The lead form of a feature or solution page, titled after that page. */
export function interestForm(options: {
  title: string;
  formType: "funcionalidade" | "solucao";
}): LeadFormDefinition<typeof interestFormSchema> {
  return {
    id: "interesse",
    schema: interestFormSchema,
    requiredMessage: interestMessages.required,
    successMessage: interestMessages.success,
    toPayload: (value, toEmail) => interestPayload(value, toEmail, options),
  };
}

/** The interest form of a segment landing page (/hamburgueria): same fields, the page's own subject. */
export function landingInterestForm(landing: {
  subject: string;
  formType: string;
}): LeadFormDefinition<typeof interestFormSchema> {
  return {
    id: "interesse",
    schema: interestFormSchema,
    requiredMessage: interestMessages.required,
    successMessage: interestMessages.success,
    toPayload: (value, toEmail) => landingPayload(value, toEmail, landing),
  };
}

/**
 * The blog's newsletter boxes: a repeated address is accepted once (the store keeps one row), as
 * unconfirmed until the visitor follows the link of the confirmation e-mail (double opt-in).
 */
export const newsletterForm: LeadFormDefinition<typeof newsletterFormSchema> = {
  id: "newsletter",
  schema: newsletterFormSchema,
  requiredMessage: newsletterMessages.required,
  successMessage: newsletterMessages.success,
  toPayload: (value, toEmail) => newsletterPayload(value, toEmail),
  // The sign-up's row already holds its queued e-mail; this wakes the sender, or queues the
  // e-mail again for a repeated unconfirmed address. A failure here loses nothing stored.
  afterAccepted: (value, services, outcome) =>
    services.newsletter?.signedUp(value.email, outcome).catch((error: unknown) => {
      services.logger.error("newsletter.signup_hook_failed", describeError(error));
    }) ?? Promise.resolve(),
};

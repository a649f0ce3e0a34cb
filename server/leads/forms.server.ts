import { consentTexts } from "../../app/forms/consent";
import { messages } from "../../app/forms/messages";
import { contactFormSchema, demoFormSchema } from "../../app/forms/schemas";
import type { LeadFormDefinition } from "./form-action.server";
import { demoPayload, generalContactPayload } from "./payload";

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
  toPayload: (value, toEmail) => generalContactPayload(value, toEmail),
};

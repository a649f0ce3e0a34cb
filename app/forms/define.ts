import type { z } from "zod";
import type { UtmKey } from "./wire";

/**
 * What a form module (app/forms/{form}.ts) exports. Each module is imported whole by the server
 * (`import * as demo from "~/forms/demo"`, checked against this type by `leadForm()`), while a
 * component reads only `id` and the field types, so the bundler leaves the schema, the messages
 * and the payload out of the browser: keep every export a constant or a function, and build zod
 * schemas inside `schema()`, never at the top of a module.
 */
export interface LeadFormModule<S extends z.ZodType = z.ZodType, C = void> {
  /** Form id: the value of the hidden `_form` field, the prefix of the fields' ids, the log's `form`. */
  id: string;
  /** Builds the schema; its keys are the fields' wire names. Called once, on the server. */
  schema: () => S;
  /** Where an accepted submission is kept. */
  storage: StorageKind;
  /** The consent checkbox's name, when the form asks for consent. */
  consentField?: string;
  /**
   * The consent wording shown beside the box. The exact text the visitor agreed to is stored with the
   * lead as proof of consent (LGPD).
   */
  consentWording?: string;
  /** Shown when a required field is empty (or the consent is unchecked). */
  requiredMessage: string;
  /** Shown after the lead is stored; `context` is what the page passed to `leadForm()`. */
  successMessage: (context: C) => string;
  /** What sales receives: the e-mail's subject and form type come from here. */
  payload: (value: z.output<S>, toEmail: string, context: C) => ContactPayload;
}

/** `outbox`: a lead delivered to sales. `newsletter`: an address kept once on the newsletter list. */
export type StorageKind = "outbox" | "newsletter";

/** A choice of a select field. */
export type Option = { readonly value: string; readonly label: string };

/** Where a lead came from: the page it was sent on, the visit's referrer and the campaign. */
export type Attribution = {
  page?: string;
  referrer?: string;
  /**
   * The campaign page the form was on, by its address without the slash (`black-friday`). Set by
   * the page's action (`handleLeadForms(..., { campaign })`), never read from a posted field: a
   * visitor could forge one.
   */
  campaign?: string;
} & { [K in UtmKey]?: string };

/** The fields every transport sends (e-mail, webhook, log line). */
export interface ContactPayload {
  to_email: string;
  from_name: string;
  from_email: string;
  company: string;
  phone: string;
  subject: string;
  message: string;
  faturamento: string;
  unidades: string;
  segmento: string;
  form_type: string;
}

/** A lead as stored and delivered: the payload plus consent and attribution. */
export interface Lead {
  /** Stable id carried to every transport so a receiver can drop duplicates. */
  id: string;
  createdAt: string;
  payload: ContactPayload;
  consent: { given: true; at: string; wording: string } | null;
  attribution: Attribution;
  /**
   * Weak spam signals seen on the submission (`too_fast`, `no_script`), shown to sales with the
   * lead instead of hiding it. Empty for a form a person filled at a human pace with JavaScript.
   */
  signals: string[];
}

/** The values a payload is built from; a form fills the ones it asks for. */
export interface PayloadInput {
  nome?: string;
  empresa?: string;
  email?: string;
  phone?: string;
  mensagem?: string;
  faturamento?: string;
  unidades?: string;
  segmento?: string;
}

/** The payload of a form, given its values, the sales inbox, and the subject and form type. */
export function contactPayload(
  input: PayloadInput,
  options: { toEmail: string; subject: string; formType: string },
): ContactPayload {
  const text = (value: string | undefined) => value?.trim() ?? "";
  return {
    to_email: options.toEmail,
    from_name: text(input.nome),
    from_email: text(input.email),
    company: text(input.empresa),
    phone: text(input.phone),
    subject: options.subject,
    message: text(input.mensagem),
    faturamento: text(input.faturamento),
    unidades: text(input.unidades),
    segmento: text(input.segmento),
    form_type: options.formType,
  };
}

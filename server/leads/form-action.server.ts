import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { REQUIRED } from "../../app/forms/fields";
import { messages } from "../../app/forms/messages";
import type { FormResult } from "../../app/forms/result";
import type { Services } from "../context.server";
import { idempotencyKey, previousDayKey, SAME_BODY_WINDOW_MS } from "../form-guard.server";
import { describeError } from "../logger.server";
import type { Refusal } from "../request-limits.server";
import { type Attribution, attributionFrom, createLead, utmKeys } from "./lead";
import type { ContactPayload } from "./payload";

/** What one kind of lead form needs to say; everything else is shared. */
export interface LeadFormDefinition<S extends z.ZodType<Attribution & Record<string, unknown>>> {
  /** Form id; also the value of the hidden `_form` field when a page has several forms. */
  id: string;
  schema: S;
  /** Name of the consent checkbox, if the form has one. */
  consentField?: string;
  consentWording?: string;
  requiredMessage: string;
  successMessage: string;
  toPayload(value: z.output<S>, toEmail: string): ContactPayload;
  /** After the pipeline stored a submission that tripped no spam trap (the newsletter queues its confirmation). */
  afterAccepted?(value: z.output<S>, services: Services, outcome: { duplicate: boolean }): Promise<void>;
}

/**
 * The shared form action: validate on the server, build the lead, hand it to the
 * pipeline, and answer with a result that the page renders the same way with or
 * without JavaScript. Every typed value comes back on an error.
 */
// biome-ignore lint/suspicious/noExplicitAny: a page may host forms of different schemas
type AnyLeadForm = LeadFormDefinition<any>;

/** What the visitor reads when the request limits refused a post; the page keeps every value. */
const refusalMessages: Record<Refusal["reason"], string> = {
  cross_origin: messages.crossOrigin,
  too_large: messages.tooLarge,
  rate_limited: messages.rateLimited,
};

/**
 * Reads the posted form once and hands it to the definition named by its hidden
 * `_form` field (the first one when absent). An unreadable body answers 400.
 */
export async function handleLeadForms(
  request: Request,
  services: Services,
  forms: [AnyLeadForm, ...AnyLeadForm[]],
) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    const refusal = services.client?.refusal;
    return data<FormResult>(
      {
        form: "",
        status: "error",
        message: refusal ? refusalMessages[refusal.reason] : messages.unreadable,
        result: { status: "error" },
        at: Date.now(),
      },
      { status: refusal?.status ?? 400 },
    );
  }
  const name = formData.get("_form");
  const form = forms.find((f) => f.id === name) ?? forms[0];
  return handleLeadForm(request, formData, services, form);
}

async function handleLeadForm<S extends z.ZodType<Attribution & Record<string, unknown>>>(
  request: Request,
  formData: FormData,
  services: Services,
  form: LeadFormDefinition<S>,
) {
  const submission = parseWithZod(formData, { schema: form.schema });
  const { logger } = services;
  const requestId = services.client?.requestId;
  const answer = (status: number, message: string) =>
    data<FormResult>(
      {
        form: form.id,
        status: "error",
        message,
        result: submission.reply(),
        at: Date.now(),
        attribution: postedAttribution(formData, request, services.env.SITE_URL),
      },
      { status },
    );

  // The request limits (server/request-limits.server.ts) decided before the route ran; the page
  // still answers, in the form, with everything the visitor typed.
  const refusal = services.client?.refusal;
  if (refusal) return answer(refusal.status, refusalMessages[refusal.reason]);

  // Validation comes first: a form with missing fields gets the spec's message however fast it
  // was sent, and nothing that fails validation is ever stored.
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const missing = Object.entries(errors).some(
      ([name, list]) =>
        list?.includes(REQUIRED) || (form.consentField !== undefined && name === form.consentField),
    );
    return answer(400, missing ? form.requiredMessage : messages.fixFields);
  }

  const { env, leads } = services;
  try {
    const value = submission.value;
    const screening = services.formGuard.screen(formData);
    const lead = createLead({
      payload: form.toPayload(value, env.MAIL_TO ?? "comercial@gamadelivery.com.br"),
      consentWording: form.consentField ? (form.consentWording ?? null) : null,
      attribution: attributionFrom(value, request.headers.get("referer"), env.SITE_URL),
      signals: screening.signals,
    });
    // A spam signal never deletes a lead: a tripped trap keeps it as `spam` for review
    // (`npm run leads -- list --status spam`), weak signals travel with it to sales.
    const outcome = await leads.submit(lead, {
      submissionId: idempotencyKey(form.id, screening.submissionId, value),
      quarantine: screening.quarantine,
      sameAsRecent: screening.submissionId
        ? null
        : { submissionId: previousDayKey(form.id, value), withinMs: SAME_BODY_WINDOW_MS },
    });
    if (!outcome.ok) return answer(503, messages.sendFailed);
    if (!screening.quarantine) await form.afterAccepted?.(value, services, outcome);
    if (outcome.duplicate) {
      // Already stored (a double click, a reload that re-posted the form): nothing new to log.
    } else if (screening.quarantine) {
      logger.warn("form.quarantined", {
        form: form.id,
        leadId: lead.id,
        reason: screening.quarantine,
        requestId,
      });
    } else if (screening.signals.length > 0) {
      logger.info("form.weak_signals", {
        form: form.id,
        leadId: lead.id,
        signals: screening.signals,
        requestId,
      });
    }
    // A bot that filled the honeypot sees the same success as a person: it learns nothing.
    return data<FormResult>({
      form: form.id,
      status: "success",
      message: form.successMessage,
      result: submission.reply({ resetForm: true }),
      at: Date.now(),
    });
  } catch (error) {
    logger.error("form.unexpected_error", { form: form.id, requestId, ...describeError(error) });
    return answer(500, messages.unexpected);
  }
}

/** The attribution a post carried, or read from its Referer (a page without JavaScript). */
function postedAttribution(formData: FormData, request: Request, siteUrl: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ["page", "referrer", ...utmKeys] as const) {
    const value = formData.get(key);
    if (typeof value === "string" && value) fields[key] = value;
  }
  return Object.fromEntries(
    Object.entries(attributionFrom(fields, request.headers.get("referer"), siteUrl)).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

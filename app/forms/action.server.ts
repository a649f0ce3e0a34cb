import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { describeError, type Refusal, type Services } from "~/context";
import type { Attribution, LeadFormModule } from "./define";
import { REQUIRED } from "./fields";
import { attributionFrom, createLead } from "./lead.server";
import { messages } from "./messages";
import type { FormResult } from "./result";
import { ATTRIBUTION_KEYS, FORM_ID_FIELD } from "./wire";

/** The address a lead is sent to when MAIL_TO is unset (the log transport needs none). */
const DEFAULT_SALES_INBOX = "comercial@gamadelivery.com.br";

/** A form module with what its page passes to it (an integration's name, a page's subject). */
export interface PageForm {
  id: string;
  handle(
    request: Request,
    formData: FormData,
    services: Services,
    options?: LeadFormOptions,
  ): Promise<ReturnType<typeof answer>>;
}

/** What a page's action sets on every lead it stores, whichever of its forms was posted. */
export interface LeadFormOptions {
  /** The campaign page's address without the slash (`black-friday`): the lead's `attribution.campaign`. */
  campaign?: string;
}

/** The form of a page: `leadForm(demo)`, or with the page's context, `leadForm(interest, interestIn(...))`. */
export function leadForm<S extends z.ZodType>(module: LeadFormModule<S, void>): PageForm;
export function leadForm<S extends z.ZodType, C>(module: LeadFormModule<S, C>, context: C): PageForm;
export function leadForm<S extends z.ZodType, C>(module: LeadFormModule<S, C>, context?: C): PageForm {
  return {
    id: module.id,
    handle: (request, formData, services, options) =>
      handleLeadForm(request, formData, services, module, schemaOf(module), context as C, options),
  };
}

/** Each module's schema, built on its first post. */
const schemas = new WeakMap<object, z.ZodType>();
function schemaOf<S extends z.ZodType>(module: LeadFormModule<S, never>): S {
  let schema = schemas.get(module);
  if (!schema) {
    schema = module.schema();
    schemas.set(module, schema);
  }
  return schema as S;
}

/** What the visitor reads when the request limits refused a post; the page keeps every value. */
const refusalMessages: Record<Refusal["reason"], string> = {
  cross_origin: messages.crossOrigin,
  too_large: messages.tooLarge,
  rate_limited: messages.rateLimited,
};

const answer = (result: FormResult, status = 200) => data<FormResult>(result, { status });

/**
 * The action of a page with lead forms: reads the posted form once and hands it to the form named
 * by its hidden `_form` field (the first one when absent). An unreadable body answers 400.
 * `options.campaign` names the campaign page on every lead stored (a campaign page's action).
 */
export async function handleLeadForms(
  request: Request,
  services: Services,
  forms: [PageForm, ...PageForm[]],
  options: LeadFormOptions = {},
) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    const refusal = services.client?.refusal;
    return answer(
      {
        form: "",
        status: "error",
        message: refusal ? refusalMessages[refusal.reason] : messages.unreadable,
        result: { status: "error" },
        at: Date.now(),
      },
      refusal?.status ?? 400,
    );
  }
  const name = formData.get(FORM_ID_FIELD);
  const form = forms.find((f) => f.id === name) ?? forms[0];
  return form.handle(request, formData, services, options);
}

/**
 * Validates on the server, builds the lead, hands it to the pipeline, and answers with a result
 * that the page renders the same way with or without JavaScript. Every typed value comes back on
 * an error.
 */
async function handleLeadForm<S extends z.ZodType, C>(
  request: Request,
  formData: FormData,
  services: Services,
  form: LeadFormModule<S, C>,
  schema: S,
  context: C,
  options: LeadFormOptions = {},
) {
  const submission = parseWithZod(formData, { schema });
  const { logger } = services;
  const requestId = services.client?.requestId;
  const error = (status: number, message: string) =>
    answer(
      {
        form: form.id,
        status: "error",
        message,
        result: submission.reply(),
        at: Date.now(),
        attribution: postedAttribution(formData, request, services.env.SITE_URL),
      },
      status,
    );

  // The request limits decided before the route ran; the page still answers, in the form, with
  // everything the visitor typed.
  const refusal = services.client?.refusal;
  if (refusal) return error(refusal.status, refusalMessages[refusal.reason]);

  // Validation comes first: a form with missing fields gets its "required" message however fast it
  // was sent, and nothing that fails validation is ever stored.
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const missing = Object.entries(errors).some(
      ([name, list]) => list?.includes(REQUIRED) || name === form.consentField,
    );
    return error(400, missing ? form.requiredMessage : messages.fixFields);
  }

  const { env, leads } = services;
  try {
    const value = submission.value;
    const screening = services.formGuard.screen(formData);
    const lead = createLead({
      payload: form.payload(value, env.MAIL_TO ?? DEFAULT_SALES_INBOX, context),
      consentWording: form.consentWording ?? null,
      attribution: {
        ...attributionFrom(value as Attribution, request.headers.get("referer"), env.SITE_URL),
        // From the page's action only: attributionFrom never copies a posted `campaign`.
        ...(options.campaign ? { campaign: options.campaign } : {}),
      },
      signals: screening.signals,
    });
    // A spam signal never deletes a lead: a tripped trap keeps it as `spam` for review
    // (`npm run leads -- list --status spam`), weak signals travel with it to sales.
    const keys = services.formGuard.keys(form.id, screening.submissionId, value);
    const outcome = await leads.submit(lead, {
      storage: form.storage,
      submissionId: keys.submissionId,
      quarantine: screening.quarantine,
      sameAsRecent: keys.sameAsRecent,
    });
    if (!outcome.ok) return error(503, messages.sendFailed);
    if (form.storage === "newsletter" && !screening.quarantine) {
      // Double opt-in: the sign-up's row already holds its queued confirmation e-mail; this wakes the
      // sender, or queues the e-mail again for a repeated unconfirmed address. A failure here loses
      // nothing stored, so the visitor still gets the success.
      await services.newsletter
        ?.signedUp((value as { email: string }).email, outcome)
        .catch((cause: unknown) => logger.error("newsletter.signup_hook_failed", describeError(cause)));
    }
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
    return answer({
      form: form.id,
      status: "success",
      message: form.successMessage(context),
      result: submission.reply({ resetForm: true }),
      at: Date.now(),
    });
  } catch (cause) {
    logger.error("form.unexpected_error", { form: form.id, requestId, ...describeError(cause) });
    return error(500, messages.unexpected);
  }
}

/** The attribution a post carried, or read from its Referer (a page without JavaScript). */
function postedAttribution(formData: FormData, request: Request, siteUrl: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = formData.get(key);
    if (typeof value === "string" && value) fields[key] = value;
  }
  return Object.fromEntries(
    Object.entries(attributionFrom(fields, request.headers.get("referer"), siteUrl)).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

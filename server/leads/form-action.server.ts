import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { REQUIRED } from "../../app/forms/fields";
import { messages } from "../../app/forms/messages";
import type { FormResult } from "../../app/forms/result";
import type { Services } from "../context.server";
import { submissionIdFrom } from "../form-guard.server";
import { describeError } from "../logger.server";
import { type Attribution, attributionFrom, createLead } from "./lead";
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
}

/**
 * The shared form action: validate on the server, build the lead, hand it to the
 * pipeline, and answer with a result that the page renders the same way with or
 * without JavaScript. Every typed value comes back on an error.
 */
// biome-ignore lint/suspicious/noExplicitAny: a page may host forms of different schemas
type AnyLeadForm = LeadFormDefinition<any>;

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
    return data<FormResult>(
      {
        form: "",
        status: "error",
        message: messages.unreadable,
        result: { status: "error" },
        at: Date.now(),
      },
      { status: 400 },
    );
  }
  const name = formData.get("_form");
  const form = forms.find((f) => f.id === name) ?? forms[0];
  return handleLeadForm(request, formData, services, form);
}

/** What a bot sees: the same success a visitor gets, with nothing stored. */
function pretendSuccess(
  form: AnyLeadForm,
  submission: { reply(options?: { resetForm?: boolean }): FormResult["result"] },
) {
  return data<FormResult>({
    form: form.id,
    status: "success",
    message: form.successMessage,
    result: submission.reply({ resetForm: true }),
    at: Date.now(),
  });
}

async function handleLeadForm<S extends z.ZodType<Attribution & Record<string, unknown>>>(
  request: Request,
  formData: FormData,
  services: Services,
  form: LeadFormDefinition<S>,
) {
  const submission = parseWithZod(formData, { schema: form.schema });
  const { logger } = services;
  const client = services.client?.ip ?? "unknown";

  if (!services.rateLimiter.take(client)) {
    logger.warn("form.rate_limited", { form: form.id, requestId: services.client?.requestId });
    return data<FormResult>(
      {
        form: form.id,
        status: "error",
        message: messages.rateLimited,
        result: submission.reply(),
        at: Date.now(),
      },
      { status: 429, headers: { "Retry-After": "60" } },
    );
  }

  const verdict = services.formGuard.check(formData);
  if (verdict.spam) {
    logger.warn("form.spam_blocked", {
      form: form.id,
      reason: verdict.reason,
      requestId: services.client?.requestId,
    });
    return pretendSuccess(form, submission);
  }

  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const missing = Object.entries(errors).some(
      ([name, list]) =>
        list?.includes(REQUIRED) || (form.consentField !== undefined && name === form.consentField),
    );
    return data<FormResult>(
      {
        form: form.id,
        status: "error",
        message: missing ? form.requiredMessage : messages.fixFields,
        result: submission.reply(),
        at: Date.now(),
      },
      { status: 400 },
    );
  }

  const { env, leads } = services;
  try {
    const value = submission.value;
    const lead = createLead({
      payload: form.toPayload(value, env.MAIL_TO ?? "comercial@gamadelivery.com.br"),
      consentWording: form.consentField ? (form.consentWording ?? null) : null,
      attribution: attributionFrom(value, request.headers.get("referer"), env.SITE_URL),
    });
    const outcome = await leads.submit(lead, {
      submissionId: idempotencyKey(submissionIdFrom(formData), value),
    });
    if (!outcome.ok) {
      return data<FormResult>(
        {
          form: form.id,
          status: "error",
          message: messages.sendFailed,
          result: submission.reply(),
          at: Date.now(),
        },
        { status: 503 },
      );
    }
    return data<FormResult>({
      form: form.id,
      status: "success",
      message: form.successMessage,
      result: submission.reply({ resetForm: true }),
      at: Date.now(),
    });
  } catch (error) {
    logger.error("form.unexpected_error", { form: form.id, ...describeError(error) });
    return data<FormResult>(
      {
        form: form.id,
        status: "error",
        message: messages.unexpected,
        result: submission.reply(),
        at: Date.now(),
      },
      { status: 500 },
    );
  }
}

/**
 * The rendered form's submission id plus a digest of what was submitted: the same
 * form posted twice with the same values is one lead, while two visitors who got
 * the same page from a shared cache can never be merged into one.
 */
export function idempotencyKey(submissionId: string | null, value: unknown): string | null {
  if (!submissionId) return null;
  return `${submissionId}:${createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 22)}`;
}

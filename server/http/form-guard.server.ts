import { createHash } from "node:crypto";
import type { FormScreen, Screening, Signal } from "../../app/context";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, SUBMISSION_FIELD } from "../../app/forms/wire";

/**
 * Reads the spam and idempotency fields of a posted form. Nothing here is signed or rendered by
 * the server: pages are the same bytes for every visitor, so every per-submission value comes from
 * the browser, and a missing value is only a weak signal.
 */
export class FormGuard implements FormScreen {
  readonly #minFillMs: number;

  constructor(options: { minFillMs: number }) {
    this.#minFillMs = options.minFillMs;
  }

  screen(form: FormData): Screening {
    const honeypot = form.get(HONEYPOT_FIELD);
    const quarantine = typeof honeypot === "string" && honeypot.trim() !== "" ? "honeypot" : null;
    const submissionId = submissionIdFrom(form);
    const fill = form.get(FILL_TIME_FIELD);
    const signals: Signal[] = [];
    if (submissionId === null || typeof fill !== "string" || !/^\d{1,9}$/.test(fill)) {
      signals.push("no_script");
    } else if (Number(fill) < this.#minFillMs) {
      signals.push("too_fast");
    }
    return { quarantine, signals, submissionId };
  }

  keys(formId: string, submissionId: string | null, value: unknown) {
    return {
      submissionId: idempotencyKey(formId, submissionId, value),
      sameAsRecent: submissionId
        ? null
        : { submissionId: previousDayKey(formId, value), withinMs: SAME_BODY_WINDOW_MS },
    };
  }
}

/** A submission id as sent by the form, or null when absent or malformed. */
export function submissionIdFrom(form: FormData): string | null {
  const value = form.get(SUBMISSION_FIELD);
  return typeof value === "string" && /^[\w-]{8,100}$/.test(value) ? value : null;
}

/** How long a re-posted identical form (no JavaScript) counts as the same lead. */
export const SAME_BODY_WINDOW_MS = 24 * 60 * 60 * 1000;
const DAY_MS = SAME_BODY_WINDOW_MS;
/**
 * Days for the no-JavaScript fingerprint start at 04:00 in Brasília (07:00 UTC; Brazil keeps no
 * daylight saving time), the hour with the fewest form posts, so a page reloaded or re-posted by a
 * visitor almost never straddles two days.
 */
const DAY_START_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Without JavaScript, the key of the same form and values in the previous day: checked beside the
 * current one, so a re-post is the same lead for a full 24 hours, across the day's boundary too.
 */
export function previousDayKey(formId: string, value: unknown, now = Date.now()): string {
  return idempotencyKey(formId, null, value, now - DAY_MS);
}

/**
 * The key that makes a re-posted form one lead.
 * With JavaScript: the browser's submission id plus a digest of the values, so the same form sent
 * twice (a double click, a retry after a dropped connection) is one lead, and a form edited and
 * sent again under the same id is a new one.
 * Without JavaScript: a fingerprint of the form and its values within the day, so a reload that
 * re-posts the same body is the same lead, while two people (different values) are two leads.
 */
export function idempotencyKey(
  formId: string,
  submissionId: string | null,
  value: unknown,
  now = Date.now(),
): string {
  const digest = (input: string) => createHash("sha256").update(input).digest("base64url").slice(0, 22);
  const values = JSON.stringify(value);
  if (submissionId) return `${submissionId}:${digest(values)}`;
  const day = Math.floor((now - DAY_START_OFFSET_MS) / DAY_MS);
  return `body:${digest(`${formId}\n${day}\n${values}`)}`;
}

/** Longest subject the contact form accepts (contactFormSchema's assunto). */
export const MAX_SUBJECT_LENGTH = 120;

/**
 * The subject a link passed as `?assunto=...`, made safe to prefill the field:
 * one line, trimmed, and cut to the length the form accepts.
 */
/** The query parameter that prefills the subject. */
export const SUBJECT_PARAM = "assunto";

export function subjectFromUrl(params: URLSearchParams): string {
  const raw = params.get(SUBJECT_PARAM) ?? "";
  return raw
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_SUBJECT_LENGTH)
    .trim();
}

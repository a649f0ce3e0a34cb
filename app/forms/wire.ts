/**
 * Names of the hidden fields every lead form posts, shared by the form component (which renders
 * them) and the server (which reads them). Plain strings: safe for the browser bundle.
 */

/** Which form of the page was posted, when a page has several. */
export const FORM_ID_FIELD = "_form";
/** The honeypot: hidden from people, so a value in it means a bot filled the form. */
export const HONEYPOT_FIELD = "website";
/** A submission id made in the browser when the form was hydrated (new after each success). */
export const SUBMISSION_FIELD = "_submission";
/** Milliseconds between the form showing up in the browser and its submission, as the browser measured. */
export const FILL_TIME_FIELD = "_fill";

/** The campaign parameters a lead is attributed to. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
/** Every attribution field a form posts: the page it was on, the visit's referrer and the UTM keys. */
export const ATTRIBUTION_KEYS = ["page", "referrer", ...UTM_KEYS] as const;

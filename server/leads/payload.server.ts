import * as demo from "../../app/forms/demo";
import * as newsletter from "../../app/forms/newsletter";

/**
 * The payload of a lead, as the transports send it. Each form's module in app/forms builds its own;
 * the two builders here serve the server's tests and tools, which make leads without a form post.
 */
export type { ContactPayload } from "../../app/forms/define";

type DemoValues = Parameters<typeof demo.payload>[0];

/** A demonstration request's payload from whichever of its values are given. */
export const demoPayload = (input: Partial<Record<keyof DemoValues, string>>, toEmail: string) =>
  demo.payload(input as DemoValues, toEmail);

/** A newsletter sign-up's payload. */
export const newsletterPayload = (input: { email?: string }, toEmail: string) =>
  newsletter.payload({ email: input.email ?? "" }, toEmail);

export const NEWSLETTER_SUBJECT = newsletter.SUBJECT;

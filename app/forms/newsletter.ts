import { z } from "zod";
import { contactPayload } from "./define";
import { attributionFields, emailField } from "./fields";

/** The blog's newsletter boxes: only the e-mail is asked for, and the list keeps each address once. */
export const id = "newsletter";
export const storage = "newsletter";
export const requiredMessage = "Informe seu e-mail para assinar a newsletter.";
// Double opt-in: nothing is subscribed until the link in the e-mail is followed.
export const successMessage = () =>
  "Quase lá! Enviamos um e-mail para confirmar sua inscrição: abra a mensagem e clique no link.";
export const SUBJECT = "Inscrição na Newsletter";

export const schema = () => z.object({ email: emailField(), ...attributionFields() });
export type Fields = z.input<ReturnType<typeof schema>>;

export function payload(value: z.output<ReturnType<typeof schema>>, toEmail: string) {
  return contactPayload({ email: value.email }, { toEmail, subject: SUBJECT, formType: "newsletter" });
}

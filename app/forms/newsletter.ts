import { z } from "zod";
import { contactPayload } from "./define";
import { attributionFields, emailField } from "./fields";

/** The blog's newsletter boxes: only the e-mail is asked for, and the list keeps each address once. */
export const id = "newsletter";
export const storage = "newsletter";
export const requiredMessage = "Informe seu e-mail para assinar a newsletter.";
export const successMessage = () =>
  "Inscrição confirmada! Você vai receber nossos próximos artigos por e-mail.";
export const SUBJECT = "Inscrição na Newsletter";

export const schema = () => z.object({ email: emailField(), ...attributionFields() });
export type Fields = z.input<ReturnType<typeof schema>>;

export function payload(value: z.output<ReturnType<typeof schema>>, toEmail: string) {
  return contactPayload({ email: value.email }, { toEmail, subject: SUBJECT, formType: "newsletter" });
}

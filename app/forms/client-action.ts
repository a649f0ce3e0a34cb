import type { ClientActionFunctionArgs } from "react-router";
import { notConfirmed } from "./messages";
import type { FormResult } from "./result";
import { FORM_ID_FIELD } from "./wire";

/**
 * The browser's side of every page's lead-form action. When the post gets no answer from the app
 * (the proxy answered with its own error page, the connection dropped), React Router would throw
 * and the page's error boundary would replace the form, typed values and all. Instead the form stays
 * with everything typed and says the post was not confirmed; sending it again is safe, because the
 * same submission is one lead.
 */
export async function leadClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const formData = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    const typed: Record<string, string> = {};
    for (const [name, value] of formData) if (typeof value === "string") typed[name] = value;
    return {
      form: String(formData.get(FORM_ID_FIELD) ?? ""),
      status: "error",
      message: notConfirmed,
      result: { status: "error", initialValue: typed },
      at: Date.now(),
    } satisfies FormResult;
  }
}

/**
 * The part of Conform's answer (`submission.reply()` of @conform-to/zod on the server) the browser
 * reads: the values typed (none after a reset) and the errors per field. Declared here so the
 * browser needs no form library.
 */
export interface SubmissionReply {
  status?: "success" | "error";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

/** What a lead form's action answers; rendered identically with and without JavaScript. */
export interface FormResult {
  form: string;
  status: "success" | "error";
  message: string;
  result: SubmissionReply;
  /** Changes on every answer, so a repeated message is announced and re-animated. */
  at: number;
  /**
   * Where the lead came from (page, referrer, UTM), as the server read it when the form came back
   * with an error: the page re-renders it into the form, so a visitor without JavaScript keeps the
   * campaign when sending again from the answer's address.
   */
  attribution?: Record<string, string>;
}

import type { SubmissionResult } from "@conform-to/react";

/** What a lead form's action answers; rendered identically with and without JavaScript. */
export interface FormResult {
  form: string;
  status: "success" | "error";
  message: string;
  result: SubmissionResult<string[]>;
  /** Changes on every answer, so a repeated message is announced and re-animated. */
  at: number;
  /**
   * Where the lead came from (page, referrer, UTM), as the server read it when the form came back
   * with an error: the page re-renders it into the form, so a visitor without JavaScript keeps the
   * campaign when sending again from the answer's address.
   */
  attribution?: Record<string, string>;
}

import type { SubmissionResult } from "@conform-to/react";

/** What a lead form's action answers; rendered identically with and without JavaScript. */
export interface FormResult {
  form: string;
  status: "success" | "error";
  message: string;
  result: SubmissionResult<string[]>;
  /** Changes on every answer, so a repeated message is announced and re-animated. */
  at: number;
}

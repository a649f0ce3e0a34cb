import { describeError, type Logger } from "../logger.server";
import type { Lead } from "./lead";
import type { LeadStore } from "./store.server";
import type { DeliveryWorker } from "./worker.server";

export type SubmitOutcome = { ok: true; duplicate: boolean } | { ok: false };

/** The one way a form hands over a lead. */
export interface LeadPipeline {
  submit(lead: Lead, options?: { submissionId?: string | null }): Promise<SubmitOutcome>;
}

export const NEWSLETTER_FORM_TYPE = "newsletter";

/**
 * Stores the lead durably, then wakes the delivery worker. Success means
 * "committed to disk", never "handed to the mail server".
 */
export function createOutboxPipeline(store: LeadStore, worker: DeliveryWorker, logger: Logger): LeadPipeline {
  return {
    async submit(lead, options = {}) {
      const submissionId = options.submissionId ?? null;
      try {
        let duplicate: boolean;
        if (lead.payload.form_type === NEWSLETTER_FORM_TYPE) {
          duplicate = store.subscribe(lead.payload.from_email, lead, submissionId).duplicate;
        } else {
          duplicate = store.enqueue(lead, submissionId).duplicate;
        }
        logger.info(duplicate ? "lead.duplicate_ignored" : "lead.stored", {
          leadId: lead.id,
          formType: lead.payload.form_type,
        });
        worker.notify();
        return { ok: true, duplicate };
      } catch (error) {
        logger.error("lead.store_failed", {
          leadId: lead.id,
          formType: lead.payload.form_type,
          ...describeError(error),
        });
        return { ok: false };
      }
    },
  };
}

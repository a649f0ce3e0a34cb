import { describeError, type Logger } from "../logger.server";
import type { Lead } from "./lead";
import type { LeadStore } from "./store.server";
import type { DeliveryWorker } from "./worker.server";

export type SubmitOutcome = { ok: true; duplicate: boolean } | { ok: false };

/** The one way a form hands over a lead. */
export interface LeadPipeline {
  /**
   * `quarantine` names the spam trap the submission tripped: the lead is kept with status `spam`,
   * not delivered, until an operator releases it. `sameAsRecent` names another idempotency key
   * that also makes this submission a duplicate when its lead is younger than `withinMs`.
   */
  submit(
    lead: Lead,
    options?: {
      submissionId?: string | null;
      quarantine?: string | null;
      sameAsRecent?: { submissionId: string; withinMs: number } | null;
    },
  ): Promise<SubmitOutcome>;
}

export const NEWSLETTER_FORM_TYPE = "newsletter";

/**
 * Stores the lead durably, then wakes the delivery worker. Success means
 * "committed to disk", never "handed to the mail server".
 */
export function createOutboxPipeline(
  store: LeadStore,
  worker: Pick<DeliveryWorker, "notify">,
  logger: Logger,
): LeadPipeline {
  return {
    async submit(lead, options = {}) {
      const submissionId = options.submissionId ?? null;
      const quarantine = options.quarantine ?? null;
      try {
        const earlier = options.sameAsRecent
          ? await store.findBySubmissionId(options.sameAsRecent.submissionId)
          : undefined;
        if (earlier && Date.now() - Date.parse(earlier.createdAt) < (options.sameAsRecent?.withinMs ?? 0)) {
          logger.info("lead.duplicate_ignored", { leadId: earlier.id, formType: lead.payload.form_type });
          return { ok: true, duplicate: true };
        }
        let duplicate: boolean;
        if (lead.payload.form_type === NEWSLETTER_FORM_TYPE) {
          duplicate = (
            await store.subscribe(lead.payload.from_email, lead, submissionId, Date.now(), quarantine)
          ).duplicate;
        } else {
          duplicate = (await store.enqueue(lead, submissionId, Date.now(), quarantine)).duplicate;
        }
        logger.info(duplicate ? "lead.duplicate_ignored" : quarantine ? "lead.quarantined" : "lead.stored", {
          leadId: lead.id,
          formType: lead.payload.form_type,
          ...(quarantine ? { reason: quarantine } : {}),
        });
        if (!quarantine) worker.notify();
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

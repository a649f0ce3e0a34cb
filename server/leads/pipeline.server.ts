import type { LeadPipeline } from "../../app/context";
import { describeError, type Logger } from "../runtime/logger.server";
import type { LeadStore } from "./store.server";
import type { DeliveryWorker } from "./worker.server";

export type { LeadPipeline, SubmitOutcome } from "../../app/context";

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
        // A re-sent form is logged under the lead that is kept, the one `npm run leads -- show`
        // finds; the discarded copy's id was never stored anywhere.
        const ignored = (storedId: string | null) =>
          logger.info("lead.duplicate_ignored", {
            leadId: storedId,
            discardedCopyId: lead.id,
            formType: lead.payload.form_type,
          });
        if (earlier && Date.now() - Date.parse(earlier.createdAt) < (options.sameAsRecent?.withinMs ?? 0)) {
          ignored(earlier.id);
          return { ok: true, duplicate: true };
        }
        const { duplicate, leadId } =
          options.storage === "newsletter"
            ? await store.subscribe(lead.payload.from_email, lead, submissionId, Date.now(), quarantine)
            : await store
                .enqueue(lead, submissionId, Date.now(), quarantine)
                .then((stored) => ({ duplicate: stored.duplicate, leadId: stored.lead.id }));
        if (duplicate) ignored(leadId);
        else
          logger.info(quarantine ? "lead.quarantined" : "lead.stored", {
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

import { describeError, type Logger } from "../logger.server";
import type { Lead } from "./lead";
import type { Transport } from "./transports.server";

export type SubmitOutcome = { ok: true } | { ok: false };

/** The one way a form hands over a lead. */
export interface LeadPipeline {
  submit(lead: Lead): Promise<SubmitOutcome>;
}

/** Delivers straight to the transport; a failure is logged with its cause and reported to the form. */
export function createDirectPipeline(transport: Transport, logger: Logger): LeadPipeline {
  return {
    async submit(lead) {
      try {
        await transport.send(lead);
        logger.info("lead.delivered", {
          leadId: lead.id,
          formType: lead.payload.form_type,
          transport: transport.name,
        });
        return { ok: true };
      } catch (error) {
        logger.error("lead.delivery_failed", {
          leadId: lead.id,
          formType: lead.payload.form_type,
          transport: transport.name,
          ...describeError(error),
        });
        return { ok: false };
      }
    },
  };
}

import { type Env, leadDestinations } from "../runtime/env.server";
import type { Logger } from "../runtime/logger.server";
import { limitedAutoReply, type MailQuota } from "./mail-quota.server";
import { createRdStationTransport } from "./rdstation.server";
import {
  createAutoReplyTransport,
  createLogTransport,
  createSmtpTransport,
  createWebhookTransport,
  type Transport,
} from "./transports.server";

/**
 * One transport per destination the configuration names (LEAD_DESTINATIONS, else
 * MAIL_TRANSPORT), plus the visitor's confirmation when LEAD_AUTOREPLY=on, under the mail limits
 * (`quota`) when given. env.server.ts has already refused a start where a listed destination lacks
 * its settings.
 */
export function createDestinations(env: Env, logger: Logger, quota?: MailQuota): Transport[] {
  const smtp = {
    url: env.SMTP_URL as string,
    from: env.MAIL_FROM as string,
    messageIdDomain: new URL(env.SITE_URL).hostname,
    requireTls: env.SMTP_REQUIRE_TLS === undefined ? undefined : env.SMTP_REQUIRE_TLS === "true",
  };
  const transports = leadDestinations(env).map((name): Transport => {
    switch (name) {
      case "smtp":
        return createSmtpTransport({ ...smtp, to: env.MAIL_TO as string });
      case "webhook":
        return createWebhookTransport({
          url: env.LEADS_WEBHOOK_URL as string,
          secret: env.LEADS_WEBHOOK_SECRET as string,
        });
      case "rdstation":
        return createRdStationTransport({
          apiKey: env.RDSTATION_API_KEY as string,
          apiUrl: env.RDSTATION_API_URL,
        });
      default:
        return createLogTransport(logger);
    }
  });
  if (env.LEAD_AUTOREPLY === "on") {
    const autoReply = createAutoReplyTransport({ ...smtp, replyTo: env.MAIL_TO });
    transports.push(quota ? limitedAutoReply(autoReply, quota) : autoReply);
  }
  return transports;
}

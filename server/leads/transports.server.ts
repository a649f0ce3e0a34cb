import nodemailer from "nodemailer";
import type { Logger } from "../logger.server";
import { renderLeadEmail, singleLine } from "./email";
import type { Lead } from "./lead";

/** Hands a lead to the outside world. Throws when delivery failed. */
export interface Transport {
  readonly name: string;
  send(lead: Lead): Promise<void>;
  close?(): void;
}

/** The default: logs the payload as one structured line and succeeds, as the spec's mail helper does. */
export function createLogTransport(logger: Logger): Transport {
  return {
    name: "log",
    async send(lead) {
      logger.info("lead.payload", { transport: "log", leadId: lead.id, lead });
    },
  };
}

export interface SmtpOptions {
  url: string;
  from: string;
  to: string;
  /** Domain of the Message-ID, e.g. the site's host name. */
  messageIdDomain: string;
  timeoutMs?: number;
}

/** Sends the lead to the sales inbox, replying to the visitor, with the lead id as Message-ID. */
export function createSmtpTransport(options: SmtpOptions): Transport {
  const timeout = options.timeoutMs ?? 15_000;
  const url = new URL(options.url);
  const secure = url.protocol === "smtps:";
  const mailer = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: "smtp",
    async send(lead) {
      const { subject, text, html } = renderLeadEmail(lead);
      await mailer.sendMail({
        from: { name: "Site Gama Delivery", address: options.from },
        to: options.to,
        replyTo: { name: singleLine(lead.payload.from_name), address: singleLine(lead.payload.from_email) },
        subject,
        text,
        html,
        messageId: `<${lead.id}@${options.messageIdDomain}>`,
        headers: { "X-Lead-Id": lead.id },
      });
    },
    close() {
      mailer.close();
    },
  };
}

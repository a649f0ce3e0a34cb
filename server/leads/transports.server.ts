import { createHmac } from "node:crypto";
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
    // Reuse connections: the worker delivers several leads in a row.
    pool: true,
    maxConnections: 4,
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

export interface WebhookOptions {
  url: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** HMAC-SHA256 of the exact body, hex, as sent in the X-Gama-Signature header ("sha256=<hex>"). */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** POSTs the lead as JSON; any 2xx answer means delivered. */
export function createWebhookTransport(options: WebhookOptions): Transport {
  const timeout = options.timeoutMs ?? 10_000;
  const send = options.fetch ?? fetch;
  return {
    name: "webhook",
    async send(lead) {
      const body = JSON.stringify({ event: "lead.created", lead });
      const response = await send(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "GamaDeliverySite/1.0",
          "X-Lead-Id": lead.id,
          "X-Gama-Signature": signWebhookBody(body, options.secret),
        },
        body,
        signal: AbortSignal.timeout(timeout),
        redirect: "error",
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}

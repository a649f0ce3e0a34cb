import { createHmac, timingSafeEqual } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.server";
import { renderLeadEmail, singleLine } from "./email";
import { AUTOREPLY_SKIPPED_FORMS, renderAutoReply } from "./email-autoreply";
import type { Lead } from "./lead";

/** Hands a lead to the outside world. Throws when delivery failed. */
export interface Transport {
  /** The destination it delivers to (smtp, webhook, rdstation, autoreply, log): one delivery state per lead. */
  readonly name: string;
  /** Form types this destination never takes. */
  readonly skipForms?: readonly string[];
  /** `signal` aborts the send (the server is shutting down); the send then rejects. */
  send(lead: Lead, signal?: AbortSignal): Promise<void>;
  close?(): void;
}

/**
 * Longest a single send may take (connection, TLS, login and the whole exchange), for every
 * transport. A shutdown does not wait for it: it aborts a send still running after its grace
 * period, so the process exits inside Docker's 10 s whatever this is.
 */
export const SEND_TIMEOUT_MS = 10_000;

/** A failure that no retry can fix (the receiver refused this lead): the lead is parked at once. */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
}

/**
 * Whether a delivery error is permanent, as a mail server's queue decides: an SMTP 5xx reply to
 * the envelope or the message, or a webhook 4xx other than 408 and 429. Everything else
 * (4xx replies such as 421 and 451, refused connections, timeouts, webhook 5xx, 408, 429) is
 * temporary and retried. Refused credentials (an SMTP 5xx to the login, RD Station's 401) are an
 * operator's fix, not the lead's fault: they are retried too, so the queue goes out once the
 * setting is corrected. They are checked first: nodemailer marks every 5xx `permanent`, the
 * login's 535 included.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (refusedCredentials(error)) return false;
  if (error instanceof PermanentDeliveryError) return true;
  if ((error as { permanent?: unknown } | null)?.permanent === true) return true;
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === "EENVELOPE" || code === "EMESSAGE")
  );
}

/**
 * The setting a destination refused, when a failure is the site's credentials rather than the
 * lead: an SMTP login refused (535, nodemailer's EAUTH) is SMTP_URL's password, and a transport
 * may name its own (`credentials` on the error, e.g. RDSTATION_API_KEY). Such a failure is
 * temporary (the whole queue waits for the fix) and logged at level error, so it is alerted on.
 */
export function refusedCredentials(error: unknown): string | null {
  const { code, responseCode, credentials } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    credentials?: unknown;
  };
  if (typeof credentials === "string") return credentials;
  if (code === "EAUTH" || responseCode === 535) return "SMTP_URL";
  return null;
}

/**
 * The default: logs the payload as one structured line and succeeds, so a first start needs no mail
 * server and every lead is still visible (in the log).
 */
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
  /**
   * Refuse to send unless the server upgrades the connection with STARTTLS. Defaults to true on
   * port 587 (submission, where STARTTLS is the norm), false elsewhere; `smtps://` is TLS anyway.
   */
  requireTls?: boolean;
  timeoutMs?: number;
}

/** Nodemailer's connection options for an SMTP URL. */
export function smtpConnectionOptions(options: SmtpOptions) {
  const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const url = new URL(options.url);
  const secure = url.protocol === "smtps:";
  const port = Number(url.port) || (secure ? 465 : 587);
  return {
    host: url.hostname,
    port,
    secure,
    requireTLS: !secure && (options.requireTls ?? port === 587),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    // Reuse connections: the worker delivers several leads in a row.
    pool: true as const,
    maxConnections: 4,
  };
}

/** Sends the lead to the sales inbox, replying to the visitor, with the lead id as Message-ID. */
export function createSmtpTransport(options: SmtpOptions): Transport {
  const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const mailer = nodemailer.createTransport(smtpConnectionOptions(options));
  return {
    name: "smtp",
    async send(lead, signal) {
      const { subject, text, html } = renderLeadEmail(lead);
      // Socket timeouts miss a server that trickles its replies: the whole send has a deadline.
      const deadline = AbortSignal.timeout(timeout);
      await mailer.sendMail({
        from: { name: "Site Gama Delivery", address: options.from },
        to: options.to,
        replyTo: { name: singleLine(lead.payload.from_name), address: singleLine(lead.payload.from_email) },
        subject,
        text,
        html,
        messageId: `<${lead.id}@${options.messageIdDomain}>`,
        headers: { "X-Lead-Id": lead.id },
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
    },
    close() {
      mailer.close();
    },
  };
}

/**
 * The `autoreply` destination (LEAD_AUTOREPLY=on): a short confirmation to the visitor, through
 * the same mail server, delivered and retried on its own so it never holds up or repeats the
 * e-mail to sales. Replies go to the sales inbox; `Auto-Submitted` keeps auto-responders from
 * answering it.
 */
export function createAutoReplyTransport(options: Omit<SmtpOptions, "to"> & { replyTo?: string }): Transport {
  const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const mailer = nodemailer.createTransport(smtpConnectionOptions({ ...options, to: "" }));
  return {
    name: "autoreply",
    skipForms: AUTOREPLY_SKIPPED_FORMS,
    async send(lead, signal) {
      const { subject, text, html } = renderAutoReply(lead);
      const deadline = AbortSignal.timeout(timeout);
      await mailer.sendMail({
        from: { name: "Gama Delivery", address: options.from },
        to: singleLine(lead.payload.from_email),
        replyTo: options.replyTo,
        subject,
        text,
        html,
        messageId: `<${lead.id}.confirmacao@${options.messageIdDomain}>`,
        // RFC 3834: made by a program on a form post, not a reply to a message ("auto-replied").
        headers: { "X-Lead-Id": lead.id, "Auto-Submitted": "auto-generated" },
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
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
  /** Seconds since the epoch, for the X-Gama-Timestamp header. */
  now?: () => number;
}

/**
 * The X-Gama-Signature header: "sha256=" and the hex HMAC-SHA256, with the shared secret, of
 * the X-Gama-Timestamp value, a dot and the exact body. Signing the time stops a captured
 * request from being replayed later.
 */
export function signWebhookBody(body: string, secret: string, timestamp: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** How a Standard Webhooks secret begins (the spec's `whsec_`, as env.server.ts checks it). */
export const STANDARD_WEBHOOK_PREFIX = "whsec_";

/**
 * The HMAC key of the Standard Webhooks signature (standardwebhooks.com) for LEADS_WEBHOOK_SECRET.
 * A `whsec_` secret is the spec's own form: the key is the base64 after the prefix, and receivers
 * pass the same string to `new Webhook(secret)`. Any other secret (one set before these headers
 * existed) keys it with its own bytes, which receivers pass as `new Webhook(secret, { format: "raw" })`.
 */
export function standardWebhookKey(secret: string): Buffer {
  return secret.startsWith(STANDARD_WEBHOOK_PREFIX)
    ? Buffer.from(secret.slice(STANDARD_WEBHOOK_PREFIX.length), "base64")
    : Buffer.from(secret, "utf8");
}

/**
 * The `webhook-signature` header: "v1," and the base64 HMAC-SHA256 of the message id, the
 * timestamp and the exact body, joined by dots, as the Standard Webhooks spec defines it.
 */
export function standardWebhookSignature(key: Buffer, id: string, timestamp: string, body: string): string {
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** How long a receiver accepts a signed request after its timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What a receiver checks (docs/leads.md shows the same steps): signature, then age. */
export function verifyWebhook(request: {
  body: string;
  timestamp: string | null | undefined;
  signature: string | null | undefined;
  secret: string;
  nowSeconds?: number;
}): boolean {
  const { body, timestamp, signature, secret } = request;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const expected = Buffer.from(signWebhookBody(body, secret, timestamp));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const now = request.nowSeconds ?? Math.floor(Date.now() / 1000);
  return Math.abs(now - Number(timestamp)) <= WEBHOOK_TOLERANCE_SECONDS;
}

/** POSTs the lead as JSON; any 2xx answer means delivered. */
export function createWebhookTransport(options: WebhookOptions): Transport {
  const timeout = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const standardKey = standardWebhookKey(options.secret);
  return {
    name: "webhook",
    async send(lead, signal) {
      const body = JSON.stringify({ event: "lead.created", lead });
      const timestamp = String(now());
      const deadline = AbortSignal.timeout(timeout);
      const response = await send(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "GamaDeliverySite/1.0",
          "X-Lead-Id": lead.id,
          "X-Gama-Timestamp": timestamp,
          "X-Gama-Signature": signWebhookBody(body, options.secret, timestamp),
          // Standard Webhooks: receivers verify with the `standardwebhooks` libraries. The lead id is
          // the message id, the same on every retry, so a receiver drops a copy it already has.
          "webhook-id": lead.id,
          "webhook-timestamp": timestamp,
          "webhook-signature": standardWebhookSignature(standardKey, lead.id, timestamp, body),
        },
        body,
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        redirect: "error",
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return;
      const message = `webhook answered HTTP ${response.status}`;
      const retried = response.status >= 500 || response.status === 408 || response.status === 429;
      if (!retried && response.status >= 400) throw new PermanentDeliveryError(message);
      throw new Error(message);
    },
  };
}

import nodemailer from "nodemailer";
import { newsletterEmail } from "../../app/content/newsletter";
import { CONFIRM_TOKEN_TTL_MS, signToken } from "../../app/lib/newsletter/tokens.server";
import { escapeHtml } from "../leads/email.server";
import { SEND_TIMEOUT_MS, smtpConnectionOptions } from "../leads/transports.server";
import type { Logger } from "../runtime/logger.server";

export const CONFIRM_PATH = "/newsletter/confirmar";
export const UNSUBSCRIBE_PATH = "/newsletter/cancelar";

/** The signed links of one address: confirmation (expires) and unsubscribe (never expires). */
export function newsletterLinks(siteUrl: string, key: Buffer, email: string, now = Date.now()) {
  const confirm = signToken(key, "newsletter-confirm", email, now + CONFIRM_TOKEN_TTL_MS);
  const unsubscribe = signToken(key, "newsletter-unsubscribe", email, null);
  return {
    confirm: `${siteUrl}${CONFIRM_PATH}?t=${confirm}`,
    unsubscribe: `${siteUrl}${UNSUBSCRIBE_PATH}?t=${unsubscribe}`,
  };
}

/**
 * The headers every newsletter e-mail carries (RFC 2369 and RFC 8058): the https link a mail
 * client POSTs `List-Unsubscribe=One-Click` to; the one-click POST needs no page, no login and no
 * confirmation. No mailto: nothing reads a mailbox for unsubscribe requests (MAIL_FROM is a
 * sender, not a list manager), and a request sent there would be lost while the person believes
 * they left. RFC 8058 needs only the https address.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export interface NewsletterMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The pt-BR confirmation e-mail: what was asked, the confirm link, and how to leave. */
export function confirmationEmail(options: {
  siteUrl: string;
  key: Buffer;
  email: string;
  now?: number;
}): NewsletterMessage {
  const links = newsletterLinks(options.siteUrl, options.key, options.email, options.now);
  const copy = newsletterEmail;
  const text = [
    copy.greeting,
    "",
    copy.intro(options.email),
    "",
    `${copy.action}:`,
    links.confirm,
    "",
    copy.expiry,
    copy.ignore,
    "",
    `${copy.unsubscribe}: ${links.unsubscribe}`,
    "",
    copy.signature,
  ].join("\n");
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1c1917;line-height:1.5">` +
    `<p>${escapeHtml(copy.greeting)}</p><p>${escapeHtml(copy.intro(options.email))}</p>` +
    `<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#b91c1c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(copy.action)}</a></p>` +
    `<p>${escapeHtml(copy.expiry)} ${escapeHtml(copy.ignore)}</p>` +
    `<p style="font-size:13px;color:#57534e"><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(copy.unsubscribe)}</a></p>` +
    `<p>${escapeHtml(copy.signature)}</p></body></html>`;
  return {
    to: options.email,
    subject: copy.subject,
    text,
    html,
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

/** Sends newsletter e-mails to subscribers. Throws when the send failed (retried by the sender). */
export interface NewsletterMailer {
  readonly name: "smtp" | "log";
  send(message: NewsletterMessage, signal?: AbortSignal): Promise<void>;
  close?(): void;
}

export function createSmtpMailer(options: {
  url: string;
  from: string;
  requireTls?: boolean;
}): NewsletterMailer {
  const mailer = nodemailer.createTransport(
    smtpConnectionOptions({
      url: options.url,
      from: options.from,
      to: "",
      messageIdDomain: "",
      requireTls: options.requireTls,
    }),
  );
  return {
    name: "smtp",
    async send(message, signal) {
      const deadline = AbortSignal.timeout(SEND_TIMEOUT_MS);
      await mailer.sendMail({
        from: { name: "Gama Delivery", address: options.from },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
    },
    close() {
      mailer.close();
    },
  };
}

/**
 * Without SMTP_URL and MAIL_FROM the e-mail is written to the log (with its links), like the
 * `log` lead transport: enough for a first run and development, and the operator can read a link
 * there. A real site needs SMTP for the newsletter.
 */
export function createLogMailer(logger: Logger): NewsletterMailer {
  return {
    name: "log",
    async send(message) {
      logger.info("newsletter.email", {
        transport: "log",
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

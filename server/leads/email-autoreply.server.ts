import { escapeHtml } from "./email.server";
import type { Lead } from "./lead.server";

/**
 * The confirmation e-mail to the visitor (LEAD_AUTOREPLY=on): what we received, when, and when
 * sales will answer. It repeats nothing the visitor typed except their first name: the form
 * takes any address, so whatever it echoed could be sent by anyone to anyone through our mail
 * server. For the same reason it holds no link.
 */

/** The form types that never get a confirmation: the newsletter sends its own (double opt-in). */
export const AUTOREPLY_SKIPPED_FORMS = ["newsletter"] as const;

/** What the visitor sent, in their words' place ("Recebemos {this}"). */
const received: Record<string, string> = {
  demonstracao: "o seu pedido de demonstração",
  contato_geral: "a sua mensagem",
  revenda: "a sua solicitação para ser revendedor",
  integracao: "a sua solicitação de integração",
  aviso_integracao: "o seu pedido de aviso sobre uma integração que ainda não está disponível",
  funcionalidade: "o seu pedido de contato sobre uma funcionalidade do sistema",
  solucao: "o seu pedido de contato sobre uma das nossas soluções",
};

/**
 * The promise each form makes next to its button. Every feature page's form says "em até 1 hora,
 * em horário comercial"; the contact page, the rest of the site and the reseller programme
 * promise the contact form's "em até 2 horas úteis". A notify-me request waits for the
 * integration, not for sales.
 */
export function responsePromise(formType: string): string {
  if (formType === "funcionalidade")
    return "Nossa equipe entra em contato em até 1 hora, em horário comercial.";
  if (formType === "aviso_integracao")
    return "Vamos avisar você por e-mail assim que essa integração estiver disponível.";
  return "Nossa equipe comercial responde em até 2 horas úteis.";
}

/**
 * The first name, when it is made of letters only (accents included): never a link, an address,
 * a number or punctuation someone slipped in to make the e-mail say something. A name with an
 * apostrophe or a hyphen gets the greeting without it.
 */
function firstName(fullName: string): string | null {
  const first = fullName.trim().split(/\s+/)[0]?.normalize("NFC") ?? "";
  return /^\p{L}[\p{L}\p{M}]{0,29}$/u.test(first) ? first : null;
}

/** "23/11/2026, às 19:05" in Brasília time, as the visitor's clock reads it. */
function brasiliaTime(iso: string): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}, às ${part("hour")}:${part("minute")}`;
}

export function renderAutoReply(lead: Lead): { subject: string; text: string; html: string } {
  const name = firstName(lead.payload.from_name);
  const what = received[lead.payload.form_type] ?? "o seu pedido de contato";
  const paragraphs = [
    name ? `Olá, ${name}!` : "Olá!",
    `Recebemos ${what} pelo site da Gama Delivery em ${brasiliaTime(lead.createdAt)} (horário de Brasília).`,
    responsePromise(lead.payload.form_type),
    "Se não foi você quem preencheu o formulário, é só ignorar este e-mail.",
    "Equipe Gama Delivery",
  ];
  const subject = "Recebemos o seu contato | Gama Delivery";
  const text = `${paragraphs.join("\n\n")}\n`;
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
    `</body></html>`;
  return { subject, text, html };
}

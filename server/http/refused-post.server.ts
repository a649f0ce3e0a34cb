import type { Refusal } from "../../app/context";
import { messages } from "../../app/forms/messages";
import { ATTRIBUTION_KEYS, HONEYPOT_FIELD } from "../../app/forms/wire";
import { escapeHtml } from "../leads/email.server";
import { sitePath } from "../pages/page-address.server";
import { RateLimiter } from "./rate-limit.server";

/**
 * A refused form post (another site's, one over the rate limit, one too large) still gets its page
 * with the message in the form and the values typed. That page is a full render, which a flood of
 * refused posts would pay for on every request. So each client gets a few full renders of refused
 * posts a minute (a person who is refused once or twice sees the page as always); past that, a
 * small page built from strings: the same message, every value typed, and a button that sends
 * them again. Nothing typed is lost, and a flood costs no render.
 */
export const REFUSED_RENDERS_PER_MINUTE = 3;

/** Counts, per client (an IPv6 /64 counting as one), the full renders of refused posts. */
export function refusedRenderBudget(perMinute = REFUSED_RENDERS_PER_MINUTE) {
  const counter = new RateLimiter(perMinute);
  /** True while the client may still get the full page for a refused post this minute. */
  return (clientAddress: string) => counter.take(clientAddress).retryAfter === null;
}

const titles: Record<Refusal["reason"], string> = {
  cross_origin: "Envio recusado",
  rate_limited: "Muitos envios em pouco tempo",
  too_large: "Formulário grande demais",
};

const texts: Record<Refusal["reason"], string> = {
  cross_origin: messages.crossOrigin,
  rate_limited: messages.rateLimited,
  too_large: messages.tooLarge,
};

/** How the fields people type read on the small page; others show their own name. */
const labels: Record<string, string> = {
  nome: "Nome",
  empresa: "Empresa",
  email: "E-mail",
  telefone: "Telefone",
  whatsapp: "WhatsApp",
  assunto: "Assunto",
  mensagem: "Mensagem",
  detalhes: "Detalhes",
  faturamento: "Faturamento mensal",
  unidades: "Unidades",
  segmento: "Segmento",
};

/** Fields the form fills by itself (its id, the honeypot, attribution, consent): sent again, not shown. */
const notShown = (name: string) =>
  name.startsWith("_") ||
  name === HONEYPOT_FIELD ||
  (ATTRIBUTION_KEYS as readonly string[]).includes(name) ||
  name === "aceito" ||
  name === "aceitaPrivacidade" ||
  name === "calculadora";

/** The text fields of a posted body (form-encoded or multipart); none when it cannot be read. */
export async function postedFields(
  body: Uint8Array,
  contentType: string | undefined,
): Promise<[string, string][]> {
  try {
    if (/^multipart\/form-data/i.test(contentType ?? "")) {
      const form = await new Response(Buffer.from(body), {
        headers: { "content-type": contentType ?? "" },
      }).formData();
      return [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string");
    }
    return [...new URLSearchParams(Buffer.from(body).toString("utf8"))];
  } catch {
    return [];
  }
}

/**
 * The small page for a refused post: the message, the values typed, and a button to send them again.
 * `target` is the request's; the button and the link go to its path on this site, never elsewhere.
 */
export function refusedPostPage(refusal: Refusal, target: string, fields: [string, string][]): string {
  const action = sitePath(target);
  const shown = fields.filter(([name, value]) => !notShown(name) && value.trim() !== "");
  const list = shown.length
    ? `<p>O que você digitou continua aqui:</p><dl>${shown
        .map(
          ([name, value]) =>
            `<dt style="font-weight:700">${escapeHtml(labels[name] ?? name)}</dt><dd style="margin:0 0 .75rem;white-space:pre-wrap">${escapeHtml(value)}</dd>`,
        )
        .join("")}</dl>`
    : "";
  const again = fields.length
    ? `<form method="post" action="${escapeHtml(action)}">${fields
        .map(
          ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join(
          "",
        )}<button type="submit" style="min-height:44px;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#c2410c;color:#fff;font-weight:700">Enviar de novo</button></form>`
    : "";
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(titles[refusal.reason])} | Gama Delivery</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1917">
<p style="font-weight:700;color:#c2410c">Gama Delivery</p>
<h1>${escapeHtml(titles[refusal.reason])}</h1>
<p role="alert">${escapeHtml(texts[refusal.reason])}</p>
${list}${again}
<p><a href="${escapeHtml(action)}" style="color:#c2410c">Voltar para a página</a> · <a href="/contato" style="color:#c2410c">Falar com a equipe</a></p>
</body></html>`;
}

import { withoutBidiControls } from "../../app/forms/fields";
import { revenueOptions, segmentOptions, unitOptions } from "../../app/forms/options";
import { UTM_KEYS } from "../../app/forms/wire";
import type { Lead } from "./lead.server";

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * Removes line breaks so a visitor value can never start a new mail header, and bidirectional
 * controls so it cannot reorder one (the forms drop them too; a lead stored before they did may
 * still hold them).
 */
export function singleLine(value: string): string {
  return withoutBidiControls(value)
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .trim();
}

/** How each weak signal reads to a sales person: what it means and that the lead may well be real. */
export const signalLabels: Record<string, string> = {
  too_fast:
    "enviado poucos segundos depois de aberto (pode ser o preenchimento automático do navegador ou um robô)",
  no_script: "enviado sem JavaScript (navegador sem scripts, leitor de tela antigo ou robô)",
};

/** The signals of a lead in words; leads stored before signals existed have none. */
export function describeSignals(lead: Lead): string | undefined {
  const signals = lead.signals ?? [];
  if (signals.length === 0) return undefined;
  return signals.map((s) => signalLabels[s] ?? s).join("; ");
}

/** The lead as labelled rows, in the order a sales person reads them. */
export function leadRows(lead: Lead): [string, string][] {
  const p = lead.payload;
  const rows: [string, string | undefined][] = [
    ["Nome", p.from_name],
    ["E-mail", p.from_email],
    ["Telefone / WhatsApp", p.phone],
    ["Empresa", p.company],
    ["Faturamento mensal", p.faturamento && labelOf(revenueOptions, p.faturamento)],
    ["Unidades", p.unidades && labelOf(unitOptions, p.unidades)],
    ["Segmento", p.segmento && labelOf(segmentOptions, p.segmento)],
    ["Mensagem", p.message],
    ["Tipo de formulário", p.form_type],
    ["Página de origem", lead.attribution.page],
    ["Referência", lead.attribution.referrer],
    // The campaign page the form was on (its address); utm_campaign below is the link's own.
    ["Campanha (página de campanha)", lead.attribution.campaign],
    ...UTM_KEYS.map((key): [string, string | undefined] => [key, lead.attribution[key]]),
    ["Consentimento", lead.consent ? `Sim, em ${lead.consent.at}: "${lead.consent.wording}"` : undefined],
    ["Sinais de spam (confira antes de descartar)", describeSignals(lead)],
    ["Recebido em", lead.createdAt],
    ["Identificador", lead.id],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function renderLeadEmail(lead: Lead): { subject: string; text: string; html: string } {
  const rows = leadRows(lead);
  const subject = singleLine(lead.payload.subject);
  const text = `${subject}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`;
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">` +
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1><table>${htmlRows}</table></body></html>`;
  return { subject, text, html };
}

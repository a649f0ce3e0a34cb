import type { Lead } from "./lead.server";
import { PermanentDeliveryError, SEND_TIMEOUT_MS, type Transport } from "./transports.server";

/**
 * RD Station Marketing, the CRM most Brazilian marketing teams use: each lead becomes a conversion
 * event on the lead's profile (POST /platform/conversions with the account's public API key), with
 * the form type as the conversion identifier, so sales and automation flows can tell a demo request
 * from a reseller application. A lead from a campaign page converts as `campanha-{address}`, so
 * each campaign has its own conversion in RD Station; its form type stays in the tags.
 */

export const RDSTATION_API_URL = "https://api.rd.services";

export interface RdStationOptions {
  apiKey: string;
  /** Base URL of the API; a local fake in tests. */
  apiUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A delivery error the CRM will answer the same way next time (a bad key, a payload it rejects). */
export class RdStationRejected extends PermanentDeliveryError {}

/**
 * RD Station refused the API key itself (401: a wrong, revoked or deactivated key). That is the
 * site's configuration, not the lead: like a wrong SMTP password (535), it is retried, so the
 * leads wait for the corrected key instead of being parked one by one.
 */
export class RdStationKeyRefused extends Error {
  readonly credentials = "RDSTATION_API_KEY";
}

export interface RdStationConversion {
  event_type: "CONVERSION";
  event_family: "CDP";
  payload: Record<string, unknown> & { conversion_identifier: string; email: string };
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The conversion event for a lead: only what the visitor typed and where they came from. */
export function rdStationConversion(lead: Lead): RdStationConversion {
  const p = lead.payload;
  const a = lead.attribution;
  const payload: RdStationConversion["payload"] = {
    conversion_identifier: conversionIdentifier(lead),
    email: p.from_email,
    name: optional(p.from_name),
    mobile_phone: optional(p.phone),
    company_name: optional(p.company),
    // Campaign attribution in RD Station's own fields, so its "Origem do Lead" reports work.
    traffic_source: optional(a.utm_source) ?? (a.referrer ? referrerHost(a.referrer) : undefined),
    traffic_medium: optional(a.utm_medium),
    traffic_campaign: optional(a.utm_campaign),
    traffic_value: optional(a.utm_term),
    tags: [p.form_type, optional(p.segmento)].filter((t): t is string => !!t).map(tag),
  };
  // A newsletter sign-up is sent when the visitor signs up, before the double opt-in is done (the
  // confirmation sends nothing here): its conversion carries no consent, so RD Station does not
  // mail an address nobody confirmed.
  if (lead.consent && p.form_type !== "newsletter") {
    // LGPD: the visitor ticked the consent box; RD Station records the legal basis per lead.
    payload.legal_bases = [{ category: "communications", type: "consent", status: "granted" }];
    // Marketing e-mail only where the wording the visitor accepted says so ("Aceito receber
    // comunicações ..."); a demo request's box authorises the contact about that request only.
    if (/receber comunica/i.test(lead.consent.wording)) payload.available_for_mailing = true;
  }
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return { event_type: "CONVERSION", event_family: "CDP", payload };
}

/** `campanha-black-friday` for a lead sent from a campaign page, else the form type. */
export function conversionIdentifier(lead: Lead): string {
  const campaign = optional(lead.attribution.campaign);
  return campaign ? `campanha-${campaign}` : lead.payload.form_type;
}

/** RD Station tags are lower case without spaces. */
function tag(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-|-$/g, "");
}

function referrerHost(referrer: string): string | undefined {
  try {
    return new URL(referrer).hostname;
  } catch {
    return undefined;
  }
}

/** Sends one conversion; throws on failure, with `permanent` set when retrying cannot help. */
export async function sendRdStationConversion(
  lead: Lead,
  options: RdStationOptions,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS);
  const url = new URL("/platform/conversions", options.apiUrl ?? RDSTATION_API_URL);
  url.searchParams.set("api_key", options.apiKey);
  const response = await (options.fetch ?? fetch)(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "User-Agent": "GamaDeliverySite/1.0",
    },
    body: JSON.stringify(rdStationConversion(lead)),
    signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    redirect: "error",
  });
  const text = await response.text().catch(() => "");
  if (response.ok) return;
  const detail = `RD Station answered HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ""}`;
  if (response.status === 401) throw new RdStationKeyRefused(detail);
  // Rate limits, timeouts and server errors pass; any other 4xx (a field RD Station refuses) will not.
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
    throw new RdStationRejected(detail);
  throw new Error(detail);
}

/** The `rdstation` destination: one conversion per lead; a 4xx other than 401, 408 and 429 parks it. */
export function createRdStationTransport(options: RdStationOptions): Transport {
  return {
    name: "rdstation",
    send: (lead, signal) => sendRdStationConversion(lead, options, signal),
  };
}

import type { Attribution, ContactPayload, Lead } from "./define";
import { UTM_KEYS } from "./wire";

export function createLead(input: {
  payload: ContactPayload;
  consentWording: string | null;
  attribution: Attribution;
  signals?: string[];
  now?: Date;
  id?: string;
}): Lead {
  const at = (input.now ?? new Date()).toISOString();
  return {
    id: input.id ?? crypto.randomUUID(),
    createdAt: at,
    payload: input.payload,
    consent: input.consentWording ? { given: true, at, wording: input.consentWording } : null,
    attribution: input.attribution,
    signals: input.signals ?? [],
  };
}

/**
 * Attribution from the posted hidden fields, completed from the Referer header
 * of the POST (the page the form was on) when JavaScript did not fill them.
 */
export function attributionFrom(
  fields: Attribution,
  refererHeader: string | null,
  siteUrl: string,
): Attribution {
  const result: Attribution = {};
  let pageUrl: URL | null = null;
  if (fields.page) {
    try {
      pageUrl = new URL(fields.page, siteUrl);
    } catch {
      pageUrl = null;
    }
  }
  if (!pageUrl && refererHeader) {
    try {
      const referer = new URL(refererHeader);
      if (referer.origin === new URL(siteUrl).origin) pageUrl = referer;
    } catch {
      pageUrl = null;
    }
  }
  if (pageUrl) result.page = pageUrl.pathname + pageUrl.search;
  if (fields.referrer) result.referrer = fields.referrer;
  for (const key of UTM_KEYS) {
    const value = fields[key] || pageUrl?.searchParams.get(key) || undefined;
    if (value) result[key] = value.slice(0, 200);
  }
  return result;
}

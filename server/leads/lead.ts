import { randomUUID } from "node:crypto";
import type { ContactPayload } from "./payload";

export interface Attribution {
  page?: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** A lead as stored and delivered: the spec's payload plus consent and attribution. */
export interface Lead {
  /** Stable id carried to every transport so a receiver can drop duplicates. */
  id: string;
  createdAt: string;
  payload: ContactPayload;
  consent: { given: true; at: string; wording: string } | null;
  attribution: Attribution;
  /**
   * Weak spam signals seen on the submission (`too_fast`, `no_script`), shown to sales with the
   * lead instead of hiding it. Empty for a form a person filled at a human pace with JavaScript.
   */
  signals: string[];
}

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
    id: input.id ?? randomUUID(),
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
  for (const key of utmKeys) {
    const value = fields[key] || pageUrl?.searchParams.get(key) || undefined;
    if (value) result[key] = value.slice(0, 200);
  }
  return result;
}

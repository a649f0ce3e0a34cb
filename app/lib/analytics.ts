/**
 * Measurement tools the marketing team may switch on per deployment (GTM_ID, GA4_ID, META_PIXEL_ID).
 * None configured: no banner, no third-party request, no cookie. Configured: nothing loads until the
 * visitor chooses, per purpose, in the consent banner (LGPD), and Google's Consent Mode v2 starts
 * denied. This module is pure: the server's configuration and CSP and the standalone consent script
 * (app/consent/) share it.
 */

export interface AnalyticsConfig {
  gtmId?: string;
  ga4Id?: string;
  metaPixelId?: string;
}

export type ConsentPurpose = "analytics" | "advertising";

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
  /** When the visitor chose (ms since the epoch). */
  at: number;
}

/** A choice is asked again after six months. */
export const CONSENT_MAX_AGE_MS = 183 * 24 * 60 * 60 * 1000;
export const CONSENT_STORAGE_KEY = "gd-consent";
/** The privacy policy's section on cookies: where the footer's preferences link leads without JavaScript. */
export const COOKIES_POLICY_PATH = "/privacidade#12-cookies-e-tecnologias-semelhantes";

export const analyticsIdPatterns = {
  gtmId: /^GTM-[A-Z0-9]{4,12}$/,
  ga4Id: /^G-[A-Z0-9]{4,16}$/,
  metaPixelId: /^\d{10,20}$/,
} as const;

export function hasAnalytics(config: AnalyticsConfig | null | undefined): config is AnalyticsConfig {
  return !!(config && (config.gtmId || config.ga4Id || config.metaPixelId));
}

/** The tools a choice lets load: GA4 measures (analytics), the Meta pixel advertises, GTM serves both. */
export function toolsAllowed(config: AnalyticsConfig, choice: Pick<ConsentChoice, ConsentPurpose>) {
  return {
    gtm: !!config.gtmId && (choice.analytics || choice.advertising),
    ga4: !!config.ga4Id && choice.analytics,
    metaPixel: !!config.metaPixelId && choice.advertising,
  };
}

/** Google Consent Mode v2 signals for a choice (all denied before one is made). */
export function consentModeState(choice: Pick<ConsentChoice, ConsentPurpose> | null) {
  const value = (granted: boolean | undefined) => (granted ? "granted" : "denied");
  return {
    analytics_storage: value(choice?.analytics),
    ad_storage: value(choice?.advertising),
    ad_user_data: value(choice?.advertising),
    ad_personalization: value(choice?.advertising),
  };
}

/** A stored choice, or null when there is none, it is malformed or older than six months. */
export function parseConsentChoice(raw: string | null, now = Date.now()): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof value.analytics !== "boolean" || typeof value.advertising !== "boolean") return null;
    if (typeof value.at !== "number" || !(value.at <= now) || now - value.at > CONSENT_MAX_AGE_MS)
      return null;
    return { analytics: value.analytics, advertising: value.advertising, at: value.at };
  } catch {
    return null;
  }
}

/**
 * Google's sources for GA4, as its guide "Use Tag Manager with a Content Security Policy" (Tag
 * Platform, security guides) lists them: the Google tag and GTM load from *.googletagmanager.com; GA4 sends to
 * *.google-analytics.com and *.analytics.google.com; with Google Signals or ads features on (a
 * setting of the GA4 property, which the site cannot see) it also sends to *.g.doubleclick.net,
 * *.google.com and the visitor's country domain (*.google.<TLD>: .com.br for this site's visitors).
 * The GTM container itself connects to www.google.com, which *.google.com covers. None of these is
 * a script source except googletagmanager.
 */
const googleTagSources = {
  script: ["https://*.googletagmanager.com"],
  send: [
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.g.doubleclick.net",
    "https://*.google.com",
    "https://*.google.com.br",
  ],
};

/**
 * The third-party origins the configured tools load from and send to: the Content-Security-Policy
 * allows exactly these, and nothing when no tool is configured.
 */
export function analyticsOrigins(config: AnalyticsConfig | null | undefined) {
  const script = new Set<string>();
  const connect = new Set<string>();
  const img = new Set<string>();
  // GA4 on its own, or any Google tag inside the GTM container.
  if (config?.gtmId || config?.ga4Id) {
    for (const origin of googleTagSources.script) script.add(origin);
    for (const origin of googleTagSources.send) {
      connect.add(origin);
      img.add(origin);
    }
  }
  if (config?.metaPixelId) {
    script.add("https://connect.facebook.net");
    connect.add("https://www.facebook.com");
    img.add("https://www.facebook.com");
  }
  return { script: [...script], connect: [...connect], img: [...img] };
}

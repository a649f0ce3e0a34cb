import {
  type AnalyticsConfig,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  consentModeState,
  parseConsentChoice,
  toolsAllowed,
} from "../lib/analytics";

/**
 * The browser side of consent: keeps the visitor's choice, tells Google's Consent Mode about it, and
 * loads each configured tool only when its purpose was accepted. Part of the standalone consent
 * script, which only a deployment with a tool configured references.
 */

type Gtag = (...args: unknown[]) => void;
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export function readConsentChoice(): ConsentChoice | null {
  try {
    return parseConsentChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveConsentChoice(choice: Omit<ConsentChoice, "at">): ConsentChoice {
  const stored = { analytics: choice.analytics, advertising: choice.advertising, at: Date.now() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode without storage: the choice holds for this page view and is asked again later.
  }
  return stored;
}

function gtag(): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads Arguments objects from the data layer, not arrays.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the data layer protocol expects the arguments object
      window.dataLayer?.push(arguments);
    };
    // Consent Mode v2: everything denied until the visitor's choice says otherwise.
    window.gtag("consent", "default", { ...consentModeState(null), wait_for_update: 500 });
  }
  return window.gtag;
}

const loaded = new Set<string>();
function loadScript(src: string) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** First-party cookies the tools write: removed when their purpose is withdrawn. */
const TOOL_COOKIES: Record<"analytics" | "advertising", RegExp> = {
  analytics: /^(_ga|_gid|_gat)/,
  advertising: /^(_fbp|_fbc|_gcl_)/,
};

function removeCookies(pattern: RegExp) {
  const host = location.hostname;
  // The tools set their cookies on the site's registrable domain; try the host and each parent.
  const domains = host.split(".").map((_, i, parts) => parts.slice(i).join("."));
  for (const pair of document.cookie ? document.cookie.split("; ") : []) {
    const name = pair.slice(0, pair.indexOf("="));
    if (!pattern.test(name)) continue;
    for (const domain of ["", ...domains.map((d) => `; domain=${d}`)]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site supports (Firefox)
      document.cookie = `${name}=; max-age=0; path=/${domain}`;
    }
  }
}

/**
 * Applies a choice: updates Consent Mode and loads what it allows. A script already loaded stays
 * until the next page load, but a withdrawn purpose is told to the tools (Consent Mode, the
 * pixel's revoke) and their cookies are removed.
 */
export function applyConsent(config: AnalyticsConfig, choice: ConsentChoice) {
  const allowed = toolsAllowed(config, choice);
  if (config.gtmId || config.ga4Id) gtag()("consent", "update", consentModeState(choice));
  if (!choice.analytics) removeCookies(TOOL_COOKIES.analytics);
  if (!choice.advertising) removeCookies(TOOL_COOKIES.advertising);
  if (allowed.gtm && config.gtmId) {
    if (!loaded.has(config.gtmId)) {
      loaded.add(config.gtmId);
      window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    }
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`);
  }
  if (allowed.ga4 && config.ga4Id && !loaded.has(config.ga4Id)) {
    loaded.add(config.ga4Id);
    gtag()("js", new Date());
    gtag()("config", config.ga4Id);
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.ga4Id)}`);
  }
  if (config.metaPixelId && window.fbq) window.fbq("consent", choice.advertising ? "grant" : "revoke");
  if (allowed.metaPixel && config.metaPixelId && !window.fbq) {
    // The pixel's own bootstrap: calls queue until fbevents.js takes over.
    const fbq = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[][], loaded: true, version: "2.0" },
    ) as Fbq;
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq = fbq;
    fbq("init", config.metaPixelId);
    fbq("track", "PageView");
    loadScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}

/**
 * One conversion per acknowledged lead, with the form type and no personal data: the type is a form
 * id (such as "newsletter"), and anything else is not sent.
 */
export function trackLead(config: AnalyticsConfig, choice: ConsentChoice | null, formType: string) {
  if (!choice || !/^[a-z0-9-]{1,40}$/.test(formType)) return;
  const allowed = toolsAllowed(config, choice);
  if (allowed.ga4) gtag()("event", "generate_lead", { form_type: formType });
  // GTM triggers on data-layer events, which gtag's arguments are not.
  if (allowed.gtm) window.dataLayer?.push({ event: "generate_lead", form_type: formType });
  if (allowed.metaPixel) window.fbq?.("track", "Lead", { content_category: formType });
}

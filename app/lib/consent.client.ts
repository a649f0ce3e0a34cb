import {
  type AnalyticsConfig,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  consentModeState,
  parseConsentChoice,
  toolsAllowed,
} from "./analytics";

/**
 * The browser side of consent: keeps the visitor's choice, tells Google's Consent Mode about it, and
 * loads each configured tool only when its purpose was accepted. Loaded on demand, only on a
 * deployment with a tool configured, so it costs other deployments nothing.
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
  const stored = { ...choice, at: Date.now() };
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

/** Applies a choice: updates Consent Mode and loads what it allows (never unloads: a reload does). */
export function applyConsent(config: AnalyticsConfig, choice: ConsentChoice) {
  const allowed = toolsAllowed(config, choice);
  if (config.gtmId || config.ga4Id) gtag()("consent", "update", consentModeState(choice));
  if (allowed.gtm && config.gtmId) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`);
  }
  if (allowed.ga4 && config.ga4Id && !loaded.has(config.ga4Id)) {
    loaded.add(config.ga4Id);
    gtag()("js", new Date());
    gtag()("config", config.ga4Id);
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.ga4Id)}`);
  }
  if (allowed.metaPixel && config.metaPixelId && !window.fbq) {
    // The pixel's own bootstrap: calls queue until fbevents.js takes over.
    const fbq: Fbq = Object.assign(
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

/** One conversion per acknowledged lead, with the form type and no personal data. */
export function trackLead(config: AnalyticsConfig, formType: string) {
  const choice = readConsentChoice();
  if (!choice) return;
  const allowed = toolsAllowed(config, choice);
  if (allowed.ga4) gtag()("event", "generate_lead", { form_type: formType });
  // GTM triggers on data-layer events, which gtag's arguments are not.
  if (allowed.gtm) window.dataLayer?.push({ event: "generate_lead", form_type: formType });
  if (allowed.metaPixel) window.fbq?.("track", "Lead", { content_category: formType });
}

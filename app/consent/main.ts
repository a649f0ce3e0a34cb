import {
  type AnalyticsConfig,
  COOKIES_POLICY_PATH,
  type ConsentChoice,
  hasAnalytics,
} from "../lib/analytics";
import { openBanner } from "./banner";
import { applyConsent, readConsentChoice, saveConsentChoice, trackLead } from "./tools";

/**
 * The consent script: a standalone module (built apart from the app, no React), referenced at the
 * end of every page only where a measurement tool is configured; its element carries the configured
 * ids. It applies a stored choice or shows the banner, adds the "Preferências de cookies" link under
 * the footer, and turns each lead the server acknowledged into one conversion for the consented
 * tools. The pages' own JavaScript knows nothing of it, so it costs them nothing.
 */

const PREFERENCES_ID = "preferencias-de-cookies";

/**
 * "Preferências de cookies": reopens the banner. It exists only where JavaScript runs (without it
 * nothing is loaded or stored, so there is nothing to change, and the policy's section on cookies
 * is in the footer's "Política de Privacidade"). It goes right after the footer, a direct child of
 * <body>: React hydrates the footer and skips an element it did not render among the body's
 * children, while an element inside the footer would break hydration. A link, so that the policy
 * section opens in a new tab on a middle click.
 */
function addPreferencesLink(reopen: () => void) {
  const footer = document.querySelector("body > footer");
  if (!footer || document.getElementById(PREFERENCES_ID)) return;
  const link = document.createElement("a");
  link.href = COOKIES_POLICY_PATH;
  link.className = "inline-flex min-h-6 items-center hover:text-white hover:underline";
  link.textContent = "Preferências de cookies";
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    reopen();
  });
  const wrapper = document.createElement("div");
  wrapper.id = PREFERENCES_ID;
  wrapper.className = "bg-stone-950 text-stone-300";
  const line = document.createElement("p");
  line.className = "mx-auto max-w-7xl px-4 pb-6 text-sm";
  line.append(link);
  wrapper.append(line);
  footer.after(wrapper);
}

/**
 * A lead form shows its success in a status message inside the form (`role="status"`, new for
 * each acknowledged lead), whether the answer came by a full page load or by React Router; the form
 * names its type in its `_form` field. Each one is one conversion, without anything the visitor
 * typed.
 */
function watchAcknowledgedLeads(onLead: (formType: string) => void) {
  const seen = new WeakSet<Element>();
  const check = (status: Element) => {
    if (seen.has(status)) return;
    seen.add(status);
    const type = status.closest("form")?.querySelector<HTMLInputElement>('input[name="_form"]')?.value;
    if (type) onLead(type);
  };
  const scan = (root: ParentNode) => {
    for (const status of root.querySelectorAll('form [role="status"]')) check(status);
  };
  scan(document);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element) {
          if (node.matches('form [role="status"]')) check(node);
          scan(node);
        }
  }).observe(document.body, { childList: true, subtree: true });
}

function start(config: AnalyticsConfig) {
  let choice: ConsentChoice | null = readConsentChoice();
  const show = (focus: boolean) =>
    openBanner({
      config,
      initial: choice,
      focus,
      onChoose: (made) => {
        choice = saveConsentChoice(made);
        applyConsent(config, choice);
      },
    });

  if (choice) applyConsent(config, choice);
  else show(false);
  addPreferencesLink(() => show(true));
  watchAcknowledgedLeads((formType) => trackLead(config, choice, formType));
}

const data = document.querySelector<HTMLScriptElement>("script[data-consent]")?.dataset ?? {};
const config: AnalyticsConfig = {
  gtmId: data.gtmId || undefined,
  ga4Id: data.ga4Id || undefined,
  metaPixelId: data.metaPixelId || undefined,
};
if (hasAnalytics(config)) start(config);

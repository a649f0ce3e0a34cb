import { type AnalyticsConfig, type ConsentChoice, hasAnalytics } from "../lib/analytics";
import { openBanner } from "./banner";
import { applyConsent, readConsentChoice, saveConsentChoice, trackLead } from "./tools";

/**
 * The consent script: a standalone module (built apart from the app, no React), referenced at the
 * end of every page only where a measurement tool is configured; its element carries the configured
 * ids. It applies a stored choice or shows the banner, makes the footer's "Preferências de cookies"
 * link reopen it, and turns each lead the server acknowledged into one conversion for the consented
 * tools. The pages' own JavaScript knows nothing of it, so it costs them nothing.
 */

/**
 * "Preferências de cookies": the footer renders it wherever a tool is configured (root loader's
 * `measurement`), as a link to the policy's section on cookies, which is where it leads without
 * JavaScript (then nothing is loaded or stored, so there is nothing to change). Here it becomes the
 * control that reopens the banner; a middle click or a modified click still opens the policy.
 */
function hookPreferencesLink(reopen: () => void) {
  const link = document.querySelector<HTMLAnchorElement>("footer a[data-consent-preferences]");
  // Attributes stay as React rendered them (hydration compares them); a listener is all it adds.
  if (!link) return;
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    reopen();
  });
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
  hookPreferencesLink(() => show(true));
  watchAcknowledgedLeads((formType) => trackLead(config, choice, formType));
}

const data = document.querySelector<HTMLScriptElement>("script[data-consent]")?.dataset ?? {};
const config: AnalyticsConfig = {
  gtmId: data.gtmId || undefined,
  ga4Id: data.ga4Id || undefined,
  metaPixelId: data.metaPixelId || undefined,
};
if (hasAnalytics(config)) start(config);

import { useEffect, useId, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { LEAD_EVENT } from "~/components/forms/lead-form";
import { site } from "~/content/site";
import type { AnalyticsConfig, ConsentChoice } from "~/lib/analytics";
import { applyConsent, readConsentChoice, saveConsentChoice, trackLead } from "~/lib/consent.client";

/** Links carrying this attribute (the footer's "Preferências de cookies") reopen the banner. */
export const PREFERENCES_ATTRIBUTE = "data-consent-preferences";

/**
 * Starts consent on a deployment with measurement configured: applies a stored choice, or shows
 * the banner; reopens it from the footer link; sends the lead conversion. Mounted in its own root at
 * the start of <body>, so keyboard users reach it first, and fixed at the bottom so it shifts
 * nothing on the page.
 */
export function startConsent(config: AnalyticsConfig) {
  const container = document.createElement("div");
  container.id = "consentimento";
  document.body.prepend(container);
  const root = createRoot(container);
  let choice = readConsentChoice();
  if (choice) applyConsent(config, choice);

  const render = (open: boolean, focus = false) =>
    root.render(
      open ? (
        <ConsentBanner
          initial={choice}
          focusOnOpen={focus}
          onChoose={(made) => {
            choice = saveConsentChoice(made);
            applyConsent(config, choice);
            render(false);
          }}
        />
      ) : null,
    );
  render(!choice);

  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.(`[${PREFERENCES_ATTRIBUTE}]`);
    if (!link) return;
    event.preventDefault();
    render(true, true);
  });
  window.addEventListener(LEAD_EVENT, (event) => {
    const formType = (event as CustomEvent<{ formType?: string }>).detail?.formType;
    if (formType) trackLead(config, formType);
  });
}

function ConsentBanner({
  initial,
  focusOnOpen,
  onChoose,
}: {
  initial: ConsentChoice | null;
  focusOnOpen: boolean;
  onChoose: (choice: Omit<ConsentChoice, "at">) => void;
}) {
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [advertising, setAdvertising] = useState(initial?.advertising ?? false);
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnOpen) region.current?.focus();
  }, [focusOnOpen]);

  const button =
    "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-[70] border-t border-stone-200 bg-white/95 shadow-2xl backdrop-blur focus:outline-none"
    >
      <div className="mx-auto max-w-7xl px-4 py-4 sm:py-5">
        <h2 id={titleId} className="text-base font-bold text-stone-900">
          Sua privacidade
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">
          Usamos cookies de medição e de publicidade só com a sua permissão, para saber quais campanhas trazem
          visitas e melhorar o site. Os essenciais não guardam dados seus.{" "}
          <a href={site.cookiesPolicyPath} className="font-semibold text-brand-800 underline">
            Saiba mais na Política de Privacidade
          </a>
          .
        </p>
        {customising ? (
          <fieldset className="mt-3 grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">Escolha por finalidade</legend>
            <label className="flex min-h-11 items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-5 accent-brand-700"
                checked={analytics}
                onChange={(e) => setAnalytics(e.currentTarget.checked)}
              />
              <span>
                <span className="block font-semibold text-stone-900">Análise</span>
                Contagem de visitas e de páginas vistas (Google Analytics, Google Tag Manager).
              </span>
            </label>
            <label className="flex min-h-11 items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-5 accent-brand-700"
                checked={advertising}
                onChange={(e) => setAdvertising(e.currentTarget.checked)}
              />
              <span>
                <span className="block font-semibold text-stone-900">Publicidade</span>
                Medição de anúncios e públicos (Meta Pixel, Google Ads pelo Tag Manager).
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {customising ? (
            <button
              type="button"
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
              onClick={() => onChoose({ analytics, advertising })}
            >
              Salvar preferências
            </button>
          ) : (
            <>
              <button
                type="button"
                className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
                onClick={() => onChoose({ analytics: true, advertising: true })}
              >
                Aceitar todos
              </button>
              <button
                type="button"
                className={`${button} border border-stone-300 text-stone-900 hover:bg-stone-50`}
                onClick={() => onChoose({ analytics: false, advertising: false })}
              >
                Rejeitar
              </button>
              <button
                type="button"
                className={`${button} text-brand-800 underline hover:bg-brand-50`}
                onClick={() => setCustomising(true)}
              >
                Personalizar
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

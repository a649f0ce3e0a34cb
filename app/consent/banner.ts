import {
  type AnalyticsConfig,
  COOKIES_POLICY_PATH,
  type ConsentChoice,
  type ConsentPurpose,
} from "../lib/analytics";

/**
 * The consent banner, in plain DOM: the standalone consent script carries no React, so a
 * deployment with measurement tools pays a few kilobytes on top of the page, and one without them
 * pays nothing. Fixed to the bottom edge (nothing on the page moves), first in the document (the
 * first Tab lands in it), named by its heading (a region for screen readers). Its classes are
 * Tailwind utilities the site's stylesheet already holds, so it adds no CSS either (a new class
 * here would enlarge every page's stylesheet: check that the build's CSS file keeps its name).
 */

export const BANNER_ID = "consentimento";

type Choice = Pick<ConsentChoice, ConsentPurpose>;

/** What each purpose covers and which configured tools serve it; a purpose without tools is not offered. */
function purposes(config: AnalyticsConfig) {
  const google = [config.ga4Id ? "Google Analytics" : "", config.gtmId ? "Google Tag Manager" : ""];
  const ads = [config.metaPixelId ? "Meta Pixel" : "", config.gtmId ? "Google Tag Manager" : ""];
  return [
    {
      key: "analytics" as const,
      title: "Análise",
      text: "Contagem de visitas e de páginas vistas, para saber quais conteúdos e campanhas funcionam",
      tools: google.filter(Boolean),
    },
    {
      key: "advertising" as const,
      title: "Publicidade",
      text: "Medição dos nossos anúncios e formação de públicos para eles",
      tools: ads.filter(Boolean),
    },
  ].filter((purpose) => purpose.tools.length > 0);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

// The site's global :focus-visible outline marks the focused control.
const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold";
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const SECONDARY = `${BUTTON} border border-stone-300 text-stone-900 hover:bg-stone-50`;

export interface BannerOptions {
  config: AnalyticsConfig;
  /** The stored choice, when the visitor reopens the banner to change it. */
  initial: Choice | null;
  /** Move focus into the banner (it was opened on request, from the footer link). */
  focus: boolean;
  onChoose: (choice: Choice) => void;
}

/** Shows the banner (one at a time); returns a function that removes it. */
export function openBanner({ config, initial, focus, onChoose }: BannerOptions): () => void {
  document.getElementById(BANNER_ID)?.remove();
  const offered = purposes(config);
  const titleId = `${BANNER_ID}-titulo`;
  const actions = element("div", { class: "mt-3 flex flex-wrap gap-2" });
  const body = element("div", {
    class: "mx-auto max-w-4xl rounded-2xl border border-stone-200 bg-white p-4 shadow-2xl sm:p-6",
  });
  const region = element(
    "section",
    {
      id: BANNER_ID,
      tabindex: "-1",
      "aria-labelledby": titleId,
      class: "fixed inset-x-0 bottom-4 z-50 px-4 focus:outline-none",
    },
    body,
  );
  body.append(
    element("h2", { id: titleId, class: "text-base font-bold text-stone-900" }, "Sua privacidade"),
    element(
      "p",
      { class: "mt-1 max-w-3xl text-sm text-stone-700" },
      "Usamos ferramentas de medição e de publicidade só com a sua permissão, para saber quais campanhas trazem visitas e melhorar o site. Sem ela, nada é carregado e nenhum cookie é gravado. ",
      element(
        "a",
        { href: COOKIES_POLICY_PATH, class: "font-semibold text-brand-800 underline" },
        "Saiba mais na Política de Privacidade",
      ),
      ".",
    ),
    actions,
  );

  const choose = (choice: Choice) => {
    close();
    onChoose(choice);
  };
  const button = (label: string, className: string, onClick: () => void) => {
    const node = element("button", { type: "button", class: className }, label);
    node.addEventListener("click", onClick);
    return node;
  };
  const everything = (value: boolean): Choice => ({ analytics: value, advertising: value });

  const customise = () => {
    const boxes = new Map<ConsentPurpose, HTMLInputElement>();
    const fieldset = element(
      "fieldset",
      { class: "mt-3 grid gap-2 sm:grid-cols-2" },
      element("legend", { class: "sr-only" }, "Escolha por finalidade"),
    );
    for (const purpose of offered) {
      const box = element("input", { type: "checkbox", class: "mt-0.5 size-5 accent-brand-700" });
      box.checked = initial?.[purpose.key] ?? false;
      boxes.set(purpose.key, box);
      fieldset.append(
        element(
          "label",
          { class: "flex min-h-11 items-start gap-3 rounded-lg border border-stone-200 p-2 text-sm" },
          box,
          element(
            "span",
            {},
            element("span", { class: "block font-semibold text-stone-900" }, purpose.title),
            `${purpose.text} (${purpose.tools.join(", ")}).`,
          ),
        ),
      );
    }
    actions.before(fieldset);
    actions.replaceChildren(
      button("Salvar preferências", PRIMARY, () =>
        choose({
          analytics: boxes.get("analytics")?.checked ?? false,
          advertising: boxes.get("advertising")?.checked ?? false,
        }),
      ),
    );
    boxes.values().next().value?.focus();
  };

  actions.append(
    button("Aceitar todos", PRIMARY, () => choose(everything(true))),
    button("Rejeitar", SECONDARY, () => choose(everything(false))),
    button("Personalizar", `${BUTTON} text-brand-800 underline hover:bg-brand-50`, customise),
  );

  const opener = focus ? (document.activeElement as HTMLElement | null) : null;
  document.body.prepend(region);
  if (focus) region.focus();

  function close() {
    const hadFocus = region.contains(document.activeElement);
    region.remove();
    // Focus goes back where the visitor asked for the banner, or to the page's content.
    if (hadFocus)
      (opener?.isConnected ? opener : document.getElementById("conteudo"))?.focus({ preventScroll: true });
  }
  return close;
}

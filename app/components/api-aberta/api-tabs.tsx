import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { type ApiTabId, apiTabSearch, apiTabs, tabIndexForKey } from "~/lib/api-tabs";

/** Anchor of the tabs, so a tab link without JavaScript lands on the tabs, not the page top. */
export const API_DOCS_ANCHOR = "documentacao";

export const tabId = (id: ApiTabId) => `aba-${id}`;
export const panelId = (id: ApiTabId) => `painel-${id}`;

/** Where a tab leads: its URL (`?aba=`), scrolled to the tabs. */
export function apiTabHref(pathname: string, id: ApiTabId): string {
  return `${pathname}${apiTabSearch(id)}#${API_DOCS_ANCHOR}`;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The WAI-ARIA tabs pattern, built on links so it works without JavaScript: each tab
 * is a link to `?aba=...` and the server renders only the selected panel. With
 * JavaScript a tab switches in place (React Router, no scroll jump), focus is roving
 * and the arrow keys, Home and End move between tabs.
 */
export function ApiTabs({
  pathname,
  selected,
  label,
  children,
}: {
  pathname: string;
  selected: ApiTabId;
  label: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  const open = (id: ApiTabId) =>
    navigate({ pathname, search: apiTabSearch(id) }, { preventScrollReset: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.current.indexOf(event.target as HTMLAnchorElement);
    if (current < 0) return;
    const next = tabIndexForKey(event.key, current, apiTabs.length);
    const tab = next === null ? undefined : apiTabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    open(tab.id);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // The tabs wrap onto a second row on a phone rather than scroll out of sight.
        className="flex flex-wrap border-b border-stone-200 sm:gap-x-1"
      >
        {apiTabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <Link
              key={tab.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              to={apiTabHref(pathname, tab.id)}
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              // Roving focus needs the arrow keys, so only with JavaScript.
              tabIndex={hydrated && !isSelected ? -1 : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                open(tab.id);
              }}
              className={`inline-flex min-h-12 shrink-0 items-center border-b-4 px-3 font-semibold sm:px-4 whitespace-nowrap transition-colors focus-visible:outline-offset-[-3px] ${
                isSelected
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-stone-700 hover:border-stone-300 hover:text-stone-900"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel a focus stop
        tabIndex={0}
        className="pt-10 focus-visible:outline-offset-8"
      >
        {children}
      </div>
    </div>
  );
}

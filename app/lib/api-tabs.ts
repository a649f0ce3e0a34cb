/**
 * The tabs of /api-aberta, kept in the URL (`?aba=...`) so the server renders the
 * chosen tab and a link to any tab can be shared. Pure, so the server render, the
 * links and the keyboard handling agree.
 */
export const TAB_PARAM = "aba";

export const apiTabs = [
  { id: "introducao", label: "Introdução" },
  { id: "autenticacao", label: "Autenticação" },
  { id: "endpoints", label: "Endpoints" },
  { id: "exemplos", label: "Exemplos" },
  { id: "homologacao", label: "Homologação" },
] as const;

export type ApiTabId = (typeof apiTabs)[number]["id"];

export const defaultApiTab: ApiTabId = "introducao";

/** The tab a URL asks for; an absent, blank or unknown value is the default tab. */
export function readApiTab(params: URLSearchParams): ApiTabId {
  const value = params.get(TAB_PARAM)?.trim() ?? "";
  return apiTabs.find((tab) => tab.id === value)?.id ?? defaultApiTab;
}

/** The search string of a tab: the default tab has the bare page URL. */
export function apiTabSearch(id: ApiTabId): string {
  return id === defaultApiTab ? "" : `?${new URLSearchParams({ [TAB_PARAM]: id })}`;
}

/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern):
 * arrows wrap around, Home and End jump to the ends. Null for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tutorial tabs: which videos a tab lists (keywords in the title) and which tab
 * a URL selects (`?categoria=`). Pure, so the server render, the links and the
 * unit tests agree.
 */
export const TAB_PARAM = "categoria";

/** How far one arrow click moves the carousel (about one card). */
export const carouselStepPx = 320;

interface TabLike {
  id: string;
  keywords: readonly string[] | null;
}

/** Lower case, accents removed, punctuation turned into single spaces. */
export function normalizeTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** True when the title holds one of the keywords at the start of a word ("mesa" finds "mesas"). */
export function titleMatches(title: string, keywords: readonly string[] | null): boolean {
  if (keywords === null) return true;
  const padded = ` ${normalizeTitle(title)}`;
  return keywords.some((keyword) => padded.includes(` ${keyword}`));
}

/** The videos of a tab, in content order. */
export function tutorialsForTab<T extends { title: string }>(tab: TabLike, videos: readonly T[]): T[] {
  return videos.filter((video) => titleMatches(video.title, tab.keywords));
}

/** The tab a URL selects; absent, blank or unknown values fall back to the first (default) tab. */
export function readTab<Tab extends { id: string }>(params: URLSearchParams, tabs: readonly Tab[]): Tab {
  const value = params.get(TAB_PARAM)?.trim() ?? "";
  const [first] = tabs;
  if (!first) throw new Error("there must be at least one tab");
  return tabs.find((tab) => tab.id === value) ?? first;
}

/** The link of a tab: the bare page for the default tab, so each state has one URL. */
export function tabHref(pathname: string, tabs: readonly { id: string }[], id: string): string {
  return tabs[0]?.id === id ? pathname : `${pathname}?${new URLSearchParams({ [TAB_PARAM]: id })}`;
}

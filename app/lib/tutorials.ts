/**
 * Tutorial tabs: which videos a tab lists and which tab and tutorial a URL selects (`?categoria=`,
 * `?tutorial=`). Pure, so the server render, the links and the unit tests agree. The tabs
 * themselves are in app/content/tutorial-topics.ts.
 */
import { allTutorialsTab } from "~/content/tutorial-topics";

export const TAB_PARAM = "categoria";
/** Names the tutorial whose dialog the page opens: how a card without a video works without JavaScript. */
export const TUTORIAL_PARAM = "tutorial";

/** How far one arrow click moves the carousel (about one card). */
export const carouselStepPx = 320;

/** The videos of a tab, in content order: the topic's, or all of them. */
export function tutorialsForTab<T extends { topics: readonly string[] }>(
  tabId: string,
  videos: readonly T[],
): T[] {
  return tabId === allTutorialsTab.id ? [...videos] : videos.filter((video) => video.topics.includes(tabId));
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

/**
 * The link of a tutorial that has no video yet: the page with its dialog open, in the tab the
 * visitor is on. The fragment brings the dialog into view when the page loads without JavaScript.
 */
export function tutorialHref(
  pathname: string,
  tabs: readonly { id: string }[],
  tabId: string,
  id: string,
): string {
  const tab = new URL(tabHref(pathname, tabs, tabId), "http://x.invalid");
  tab.searchParams.set(TUTORIAL_PARAM, id);
  return `${tab.pathname}${tab.search}#${TUTORIAL_DIALOG_ID}`;
}

/** The id of the tutorial dialog, which a card without a video links to. */
export const TUTORIAL_DIALOG_ID = "tutorial";

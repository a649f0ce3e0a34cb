import { createContext, type ReactNode, useContext, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Parts of a page the document carries once.
 *
 * On a first visit a page's loader data travels twice: rendered in the HTML, and again in the
 * hydration data React reads to render the same tree in the browser. For a part that runs nothing
 * in the browser (a post's text, a section of links and pictures) the second copy
 * only makes the document heavier: it pushed the home page and a blog post past the
 * first round trip of a phone's connection (docs/performance.md). Such a part is sent once:
 *
 * - on a document request its loader leaves it out of the data and hands it to the render alone
 *   (`sentOnce`, app/lib/sent-once.server.ts), which reads it through this context;
 * - in the browser, hydration finds no content for it and keeps the server's markup: the element's
 *   inner HTML is not React's, so React neither compares nor replaces it;
 * - after a client-side navigation, or when a form's answer reloads the page's data, the loader
 *   sends it as data and it renders as usual.
 *
 * Parts the browser never renders at all (the footer, the Organization JSON-LD) come the same way,
 * from the server alone (`useServerPart`). Kept markup carries `data-kept`: a click on one of its
 * links to a page of the site is a client-side navigation, as a rendered link's would be
 * (`useKeptLinks`).
 */
const rendered = createContext<ReadonlyMap<string, unknown> | null>(null);

/**
 * Set by app/entry.server.tsx around the document: what the loaders kept for the render, and the
 * parts only the server renders (app/components/layout/document-parts.server.tsx).
 */
export const SentOnceProvider = rendered.Provider;

/** A sent-once part: from the loader's data when it came, else what the server render was handed. */
export function useSentOnce<T>(key: string, fromLoader: T | undefined): T | undefined {
  const handed = useServerPart<T>(key);
  return fromLoader ?? handed;
}

/** Inner HTML that is not React's: hydration keeps what the server put there. */
export const keep = { __html: "" };

/** Marks an element whose markup may be the server's (the links in it are handled by `useKeptLinks`). */
export const kept = { "data-kept": "" };

/**
 * Makes a click on a link in kept markup a client-side navigation, like a rendered link: a plain
 * left click on a link to a page of the site, in the same tab, that no other handler took (a
 * rendered link or the cookie preferences control prevents the default first). An anchor in the
 * same page, a new tab, a download, a file (`/blog/rss.xml`) or another site are left to the browser.
 */
export function useKeptLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("[data-kept] a[href]");
      if (!link || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
      if (/\.\w+$/.test(link.pathname)) return;
      if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** A part only the server renders: what app/entry.server.tsx handed over, or nothing in the browser. */
export function useServerPart<T>(key: string): T | undefined {
  return useContext(rendered)?.get(key) as T | undefined;
}

/**
 * The element around a sent-once or server-only part (a `display: contents` wrapper unless told
 * otherwise): its children when the content is here, else the same element with the server's markup,
 * which hydration leaves alone.
 */
export function SentOnce({
  children,
  as: Element = "div",
  className = "contents",
}: {
  children: ReactNode;
  as?: "div" | "footer";
  className?: string;
}) {
  return children ? (
    <Element className={className} {...kept}>
      {children}
    </Element>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: the server's markup stays
    <Element className={className} {...kept} suppressHydrationWarning dangerouslySetInnerHTML={keep} />
  );
}

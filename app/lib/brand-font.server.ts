import fontFile from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import stylesheet from "~/styles/app.css?url";

/** The localStorage key that holds the address of the Inter file this browser has fetched. */
export const brandFontKey = "brand-font";
/** The one Inter file app/styles/app.css names. */
export const brandFontFile: string = fontFile;

/**
 * The brand typeface (Inter, app/styles/app.css) never delays the first paint.
 *
 * Preloaded with the stylesheet, its 49 KB shared a slow phone's first second with the stylesheet,
 * and the page's text waited for it: Lighthouse's simulated phone drew the hero's text only once
 * the font had arrived, 0.3–0.6 s after the stylesheet. Now a browser that has not fetched this
 * version of Inter yet draws the first page in the fallback (Arial scaled to Inter's metrics: the
 * same lines and heights), fetches Inter once the page is hydrated (root.tsx marks <html>
 * `data-hydrated`), and shows it from the next page on: from the next page opened in this document
 * (when the title changes, in the same task as the new page, so before it paints) and from the
 * first paint of every later visit, where the file comes from the cache and `font-display:
 * optional` takes it without a swap. localStorage keeps the address of the file fetched.
 *
 * This script goes right before the site's stylesheet: it runs before the first paint, without
 * waiting for the stylesheet (a script after a stylesheet waits for it). It is the same for every
 * visitor (the CSP allows it by hash). Without JavaScript, or without storage, nothing is marked
 * and the stylesheet asks for Inter at the first paint, as `font-display: optional` allows. Outside
 * React's tree (React leaves a head element it did not render alone when it hydrates), so it adds
 * nothing to the pages' JavaScript.
 */
export const brandFontScript = [
  `try { const file = ${JSON.stringify(brandFontFile)}, root = document.documentElement;`,
  `if (localStorage.getItem(${JSON.stringify(brandFontKey)}) !== file) { root.dataset.font = "fallback";`,
  // Once hydrated: fetch Inter, note it, and wait for another page's title.
  "new MutationObserver((records, hydration) => { if (root.dataset.hydrated === undefined) return; hydration.disconnect();",
  `document.fonts.load('1em "Inter Variable"').then((faces) => { if (!faces.length) return; localStorage.setItem(${JSON.stringify(brandFontKey)}, file);`,
  "const title = document.title;",
  "new MutationObserver((records, page) => { if (document.title === title) return; page.disconnect(); delete root.dataset.font; }).observe(document.head, { childList: true, subtree: true, characterData: true });",
  '}).catch(() => {}); }).observe(root, { attributeFilter: ["data-hydrated"] }); } } catch (error) {}',
].join("\n");

/** The document with the head script before the site's stylesheet; a document without it, unchanged. */
export function withBrandFontScript(html: string): string {
  const link = `<link rel="stylesheet" href="${stylesheet}"/>`;
  const at = html.indexOf(link);
  return at === -1 ? html : `${html.slice(0, at)}<script>${brandFontScript}</script>${html.slice(at)}`;
}

/**
 * Lets a page paint before its JavaScript arrives, without delaying hydration.
 *
 * React hoists the `<link rel="modulepreload">` tags of React Router's `<Scripts>` to the top of the
 * head, ahead of the only stylesheet. They are fetched at high priority, so on a slow phone about a
 * dozen modules compete with the stylesheet that the first paint waits for. Marked
 * `fetchpriority="low"`, they are still requested at once and in parallel (no waterfall, and the
 * module script at the end of the body imports them as soon as they arrive), but the stylesheet and
 * the page's images go first. Applied to the finished document once per render, before the CSP
 * hashes are taken (it touches no inline script); the output is the same for every request.
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll(
    '<link rel="modulepreload" href="',
    '<link rel="modulepreload" fetchpriority="low" href="',
  );
}

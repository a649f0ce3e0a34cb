/**
 * What a route module declares in its `handle` export for the server's page cache: the query
 * parameters its loader reads (`?categoria=`, `?busca=`, `?periodo=`...). A page is rendered from
 * its path and these parameters only, so any other parameter (a typo, a tracking tag, a made-up
 * one) is the same kept page instead of a new render and a new entry.
 *
 * A loader that reads a parameter its route does not declare never sees it on a GET served by
 * the page cache: declare every parameter the page's content depends on.
 */
export interface PageHandle {
  searchParams: readonly string[];
}

/**
 * The query a page is rendered from: of `search`, only the parameters the page declares (`names`),
 * each once (its first value), in the declared order, without the `?`. The server keeps and renders
 * a page by this query; the browser rebuilds the same from its address (which may carry more, such
 * as `utm_*`), so what both render from it is the same.
 */
export function pageQuery(search: string, names: readonly string[]): string {
  if (names.length === 0 || search === "" || search === "?") return "";
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}

/** The parameters a route's `handle` declares (none when it has no handle). */
export function declaredParams(handle: unknown): readonly string[] {
  const names = (handle as Partial<PageHandle> | undefined)?.searchParams;
  return Array.isArray(names) ? names : [];
}

/**
 * A form's action on a page: React Router's own (`useFormAction()`: the route's path, the current
 * query and `index` for an index route) with the query cut down to the page's declared parameters.
 * The server renders a page from its declared parameters only, and the browser reads the whole
 * address: with `?utm_source=x` the two actions differed and React reported a hydration mismatch.
 */
export function pageFormAction(formAction: string, names: readonly string[]): string {
  const mark = formAction.indexOf("?");
  if (mark < 0) return formAction;
  const search = formAction.slice(mark + 1);
  // React Router marks an index route's action with a bare `index`: kept as it writes it.
  const index = search.split("&").some((pair) => pair === "index" || pair.startsWith("index="));
  const query = [pageQuery(search, names), index ? "index" : ""].filter(Boolean).join("&");
  return `${formAction.slice(0, mark)}${query ? `?${query}` : ""}`;
}

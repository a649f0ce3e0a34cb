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
  const params = new URLSearchParams(search);
  return `${new URLSearchParams(names.filter((name) => params.has(name)).map((name) => [name, params.get(name) ?? ""]))}`;
}

/** The parameters a route's `handle` declares (none when it has no handle). */
export function declaredParams(handle: unknown): readonly string[] {
  const names = (handle as Partial<PageHandle> | undefined)?.searchParams;
  return Array.isArray(names) ? names : [];
}

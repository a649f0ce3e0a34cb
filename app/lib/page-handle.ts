/**
 * What a route module declares in its `handle` export for the server's page cache: the query
 * parameters its loader reads (`?categoria=`, `?busca=`, `?periodo=`...). A page is rendered from
 * its path and these parameters only, so any other parameter (a typo, a tracking tag, a made-up
 * one) is the same kept page instead of a new render and a new entry.
 *
 * A parameter whose values are a fixed list (a billing period, a tab) declares them: a value the
 * page does not know then answers like the page without the parameter (its default), from the same
 * kept copy, instead of costing a render and a copy of its own. Values match exactly, as sent. A
 * parameter declared by name alone is free text (a search): each value is its own page.
 *
 * A loader that reads a parameter its route does not declare never sees it on a GET served by
 * the page cache: declare every parameter the page's content depends on.
 */
export interface PageHandle {
  searchParams: readonly SearchParam[];
}

/** A query parameter a page reads: free text by name, or a name with the only values it knows. */
export type SearchParam = string | { name: string; values: readonly string[] };

/**
 * The query a page is rendered from: of `search`, only the parameters the page declares, each once
 * (its first value), in the declared order, a listed parameter only with a value on its list; without
 * the `?`. The server keeps and renders a page by this query (server/pages/page-address.server.ts); the
 * browser rebuilds the same from its address, which may carry more (`utm_*`), so the two agree.
 */
export function pageQuery(search: string, parameters: readonly SearchParam[]): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const parameter of parameters) {
    const name = typeof parameter === "string" ? parameter : parameter.name;
    const value = params.get(name);
    if (value !== null && (typeof parameter === "string" || parameter.values.includes(value)))
      kept.set(name, value);
  }
  return `${kept}`;
}

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

import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * One name per page. A page is named by its address in Portuguese, "inicio" for "/", and that name
 * is its route module (app/routes/{name}.tsx), its sections (app/components/{name}/), its content
 * (content/paginas/{name}.yaml, edited and read as "pagina-{name}"; a list it shows is its folder's
 * name, content/planos/ as "planos"), the module that shapes it (app/content/{name}.ts) and its tests
 * (tests/request/{name}.spec.ts, tests/e2e/{name}.spec.ts); app/content/pages.ts knows its address
 * by that name. A detail page takes the singular (/funcionalidades/:id: funcionalidade), pages that
 * share one module take the module's name (legal, newsletter-link). One address differs from its
 * name: /sobrenos, the spec's spelling, is the page "sobre-nos" (its file's name since the start).
 */

/** A page whose module is named after its path: routes/{path}.tsx. */
const page = (path: string) => route(path, `routes/${path}.tsx`);

/** Several paths served by one module; each route's id is its path, with a dash for the slash. */
const sharing = (file: string, ...paths: string[]) =>
  paths.map((path) => route(path, file, { id: path.replace("/", "-") }));

/**
 * The site's own routes: the pages in the order the navigation presents them, then resource routes.
 * app/routes.ts adds the campaign pages and the 404; the build refuses a campaign whose address one
 * of these takes (app/content/schema/addresses.ts, which imports this file and not app/routes.ts:
 * the development server restarts whenever a file its configuration imports changes).
 */
export const siteRoutes: RouteConfigEntry[] = [
  index("routes/inicio.tsx"),
  page("funcionalidades"),
  route("funcionalidades/:id", "routes/funcionalidade.tsx"),
  page("planos"),
  page("integracoes"),
  route("integracoes/:id", "routes/integracao.tsx"),
  ...["contato", "revenda", "api-aberta", "treinamentos", "blog"].map(page),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:id", "routes/blog-post.tsx"),
  // Any spelling of the path (/sobreNos, linked once by the old site) answers 301 to /sobrenos.
  route("sobrenos", "routes/sobre-nos.tsx"),
  ...sharing("routes/legal.tsx", "privacidade", "termos-de-uso"),
  page("central-de-ajuda"),
  route("solucoes/:id", "routes/solucao.tsx"),
  page("calculadora"),
  // The newsletter's signed links (double opt-in, unsubscribe): noindex, not in the sitemap.
  ...sharing("routes/newsletter-link.tsx", "newsletter/confirmar", "newsletter/cancelar"),
  // The content editor (Keystatic): development server, or GitHub mode when configured; else 404.
  route("keystatic/*", "routes/keystatic.tsx"),
  route("api/keystatic/*", "routes/api-keystatic.ts"),
  // Resource routes for crawlers.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
];

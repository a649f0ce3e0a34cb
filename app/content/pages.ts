import { href } from "react-router";

/**
 * The site's top-level pages, one entry each, by the page's name (app/site-routes.ts says the rule): the sitemap, the navigation and the end-to-end page
 * list read this list, and `href()` checks every path against the route table at type level, so a
 * renamed route fails `npm run typecheck` instead of leaving a dead link. (app/routes.ts stays a
 * plain route config, as React Router reads it before the app is built.)
 */
export const pages = {
  inicio: href("/"),
  funcionalidades: href("/funcionalidades"),
  planos: href("/planos"),
  integracoes: href("/integracoes"),
  contato: href("/contato"),
  revenda: href("/revenda"),
  blog: href("/blog"),
  "api-aberta": href("/api-aberta"),
  treinamentos: href("/treinamentos"),
  "sobre-nos": href("/sobrenos"),
  "central-de-ajuda": href("/central-de-ajuda"),
  calculadora: href("/calculadora"),
  privacidade: href("/privacidade"),
  "termos-de-uso": href("/termos-de-uso"),
} as const;

export type PageKey = keyof typeof pages;

/** Every top-level page, in sitemap order. */
export const topLevelPages: { path: string }[] = Object.values(pages).map((path) => ({ path }));

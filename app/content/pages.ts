import { href } from "react-router";

/**
 * The site's top-level pages, one entry each: the sitemap, the navigation and the end-to-end page
 * list read this list, and `href()` checks every path against the route table at type level, so a
 * renamed route fails `npm run typecheck` instead of leaving a dead link. (app/routes.ts stays a
 * plain route config, as React Router reads it before the app is built.)
 */
export const pages = {
  home: href("/"),
  features: href("/funcionalidades"),
  plans: href("/planos"),
  integrations: href("/integracoes"),
  contact: href("/contato"),
  reseller: href("/revenda"),
  blog: href("/blog"),
  api: href("/api-aberta"),
  tutorials: href("/treinamentos"),
  about: href("/sobrenos"),
  helpCentre: href("/central-de-ajuda"),
  calculator: href("/calculadora"),
  privacy: href("/privacidade"),
  terms: href("/termos-de-uso"),
} as const;

export type PageKey = keyof typeof pages;

/** Every top-level page, in sitemap order. */
export const topLevelPages: { path: string }[] = Object.values(pages).map((path) => ({ path }));

import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table: the pages in the order the navigation presents them, then resource routes. */
export default [
  index("routes/home.tsx"),
  route("funcionalidades", "routes/funcionalidades.tsx"),
  route("funcionalidades/:id", "routes/funcionalidade.tsx"),
  route("planos", "routes/planos.tsx"),
  route("integracoes", "routes/integracoes.tsx"),
  route("integracoes/:id", "routes/integracao.tsx"),
  route("contato", "routes/contato.tsx"),
  route("revenda", "routes/revenda.tsx"),
  route("api-aberta", "routes/api-aberta.tsx"),
  route("treinamentos", "routes/treinamentos.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:id", "routes/blog-post.tsx"),
  // Any spelling of the path (/sobreNos, linked once by the old site) answers 301 to /sobrenos.
  route("sobrenos", "routes/sobrenos.tsx"),
  route("privacidade", "routes/legal.tsx", { id: "privacidade" }),
  route("termos-de-uso", "routes/legal.tsx", { id: "termos-de-uso" }),
  route("central-de-ajuda", "routes/central-de-ajuda.tsx"),
  route("hamburgueria", "routes/hamburgueria.tsx"),
  route("solucoes/:id", "routes/solucao.tsx"),
  route("calculadora", "routes/calculadora.tsx"),
  // The newsletter's signed links (double opt-in, unsubscribe): noindex, not in the sitemap.
  route("newsletter/confirmar", "routes/newsletter-link.tsx", { id: "newsletter-confirmar" }),
  route("newsletter/cancelar", "routes/newsletter-link.tsx", { id: "newsletter-cancelar" }),
  // Resource routes for crawlers.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

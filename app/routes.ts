import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table; it mirrors spec 1, section 2.1. */
export default [
  index("routes/home.tsx"),
  route("funcionalidades", "routes/funcionalidades.tsx"),
  route("funcionalidades/:id", "routes/funcionalidade.tsx"),
  route("solucoes/:id", "routes/solucao.tsx"),
  route("planos", "routes/planos.tsx"),
  route("integracoes", "routes/integracoes.tsx"),
  route("integracoes/:id", "routes/integracao.tsx"),
  route("contato", "routes/contato.tsx"),
  route("revenda", "routes/revenda.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:id", "routes/blog-post.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

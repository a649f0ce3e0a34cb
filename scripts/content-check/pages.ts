import { href } from "react-router";
import { type PageKey, pages } from "../../app/content/pages.ts";
import type { Content } from "../../app/content/schema/load.ts";
import { allTutorialsTab } from "../../app/content/tutorial-topics.ts";
import { campaignState } from "../../app/lib/campaign-dates.ts";

/**
 * What `npm run check:content` asks of one page: it answers 200 and shows `title`, either as its
 * heading (the `<h1>` or the `<title>`: the page is the entry's own) or anywhere in its text and
 * image descriptions (the entry is listed on that page). `title: null`: a page whose heading is
 * written in code, not in content; it must still have a `<title>` and an `<h1>`.
 */
export interface PageCheck {
  path: string;
  title: string | null;
  in: "heading" | "text";
  /** The content file the title comes from, or "code". */
  source: string;
}

/**
 * Each top-level page's heading as content states it. Typed over every page of app/content/pages.ts,
 * so a new page must say where its heading comes from.
 */
const headings: Record<PageKey, (content: Content) => { title: string; source: string } | null> = {
  inicio: (c) => ({ title: c["pagina-inicio"].hero.title, source: "paginas/inicio.yaml" }),
  funcionalidades: (c) => ({
    title: c["pagina-funcionalidades"].hero.title,
    source: "paginas/funcionalidades.yaml",
  }),
  planos: (c) => ({ title: c["pagina-planos"].hero.title, source: "paginas/planos.yaml" }),
  integracoes: (c) => ({ title: c["pagina-integracoes"].hero.title, source: "paginas/integracoes.yaml" }),
  revenda: (c) => ({ title: c["pagina-revenda"].hero.title, source: "paginas/revenda.yaml" }),
  treinamentos: (c) => ({ title: c["pagina-treinamentos"].hero.title, source: "paginas/treinamentos.yaml" }),
  "sobre-nos": (c) => ({ title: c["pagina-sobre-nos"].hero.title, source: "paginas/sobre-nos.yaml" }),
  privacidade: (c) => ({ title: c.legal.privacidade.title, source: "legal/privacidade.md" }),
  "termos-de-uso": (c) => ({ title: c.legal["termos-de-uso"].title, source: "legal/termos-de-uso.md" }),
  contato: () => null,
  blog: () => null,
  "api-aberta": () => null,
  "central-de-ajuda": () => null,
  calculadora: () => null,
};

/**
 * Every page the content makes and what each must show: the top-level pages, each entry of the
 * collections with a page of its own (features, solutions, integrations, posts, and the campaigns
 * open at `now`: one not open yet answers 404 and one over 410, by design), and the entries listed on
 * another page (plans, tutorials, and the testimonials and clients the home page picked).
 */
export function pageChecks(content: Content, now = new Date()): PageCheck[] {
  const checks: PageCheck[] = [];
  for (const [key, path] of Object.entries(pages) as [PageKey, string][]) {
    const heading = headings[key](content);
    checks.push(
      heading ? { path, in: "heading", ...heading } : { path, title: null, in: "heading", source: "code" },
    );
  }
  const own = (path: string, title: string, source: string) =>
    checks.push({ path, title, in: "heading", source });
  const listed = (path: string, title: string, source: string) =>
    checks.push({ path, title, in: "text", source });
  for (const f of content.funcionalidades)
    own(href("/funcionalidades/:id", { id: f.id }), f.title, `funcionalidades/${f.id}.yaml`);
  for (const s of content.solucoes)
    own(href("/solucoes/:id", { id: s.id }), s.title, `solucoes/${s.id}.yaml`);
  for (const i of content.integracoes)
    own(href("/integracoes/:id", { id: i.id }), i.name, `integracoes/${i.id}.yaml`);
  for (const p of content.blog) own(href("/blog/:id", { id: p.id }), p.title, `blog/${p.id}.md`);
  for (const c of content.campanhas)
    if (campaignState(c, now) === "live") own(c.path, c.title, `campanhas/${c.id}.yaml`);
  for (const p of content.planos) listed(pages.planos, p.name, `planos/${p.id}.yaml`);
  // The page opens on its first topic; the last tab lists every tutorial.
  const allTutorials = `${pages.treinamentos}?categoria=${allTutorialsTab.id}`;
  for (const t of content.tutoriais) listed(allTutorials, t.title, `tutoriais/${t.id}.yaml`);
  for (const t of content["pagina-inicio"].testimonials.items)
    listed(pages.inicio, t.company, `depoimentos/${t.id}.yaml`);
  for (const c of content["pagina-inicio"].clients.items)
    listed(pages.inicio, c.name, `clientes/${c.id}.yaml`);
  return checks;
}

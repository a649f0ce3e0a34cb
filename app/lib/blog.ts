import { pages } from "~/content/pages";

/**
 * The blog list's search and category filter, kept in the
 * URL as `?busca=...&categoria=...`. Pure, so the server render, the links and
 * the tests agree.
 */
export const SEARCH_PARAM = "busca";
export const CATEGORY_PARAM = "categoria";
export const BLOG_PATH = pages.blog;
/** A longer search term is cut: no title or tag is anywhere near this long. */
export const MAX_SEARCH_LENGTH = 100;
/** Tags shown on a card before '+n': three on a wide featured card, two on a small one. */
export const FEATURED_TAG_LIMIT = 3;
export const OTHER_TAG_LIMIT = 2;
export const RELATED_POSTS = 3;

/** What a post's front matter says about it: the card, the feed and the structured data all read it. */
export interface PostMeta {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  category: string;
  tags: readonly string[];
}

export interface Searchable {
  id: string;
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: string;
  featured: boolean;
}

export interface BlogQuery {
  /** The trimmed search term; empty when there is none. */
  term: string;
  /** A known category, null for 'Todas', or the unknown text found in the URL. */
  category: string | null;
  /** False when the URL names a category that does not exist: nothing matches it. */
  categoryKnown: boolean;
}

/** Reads search and category from a URL; a blank or absent value means none. */
export function readBlogQuery(params: URLSearchParams, categories: readonly string[]): BlogQuery {
  const term = (params.get(SEARCH_PARAM) ?? "").trim().slice(0, MAX_SEARCH_LENGTH).trim();
  const raw = (params.get(CATEGORY_PARAM) ?? "").trim();
  if (raw === "" || raw === "Todas") return { term, category: null, categoryKnown: true };
  return { term, category: raw, categoryKnown: categories.includes(raw) };
}

/** Lower case without accents, so 'gestao' finds 'Gestão' and 'PIX' finds 'Pix'. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR");
}

/** True when the term appears in the title, the excerpt or any tag (case-insensitive). */
export function matchesTerm(post: Searchable, term: string): boolean {
  const needle = normalizeText(term.trim());
  if (needle === "") return true;
  return [post.title, post.excerpt, ...post.tags].some((text) => normalizeText(text).includes(needle));
}

/** Posts matching both the term and the category (an exact category match; none selected shows all). */
export function filterPosts<T extends Searchable>(posts: readonly T[], query: BlogQuery): T[] {
  if (!query.categoryKnown) return [];
  return posts.filter(
    (post) => (query.category === null || post.category === query.category) && matchesTerm(post, query.term),
  );
}

/** Featured posts first; the others under 'Mais artigos', or 'Todos os artigos' when none is featured. */
export function splitFeatured<T extends Searchable>(
  posts: readonly T[],
): { featured: T[]; others: T[]; othersHeading: "Mais artigos" | "Todos os artigos" } {
  const featured = posts.filter((p) => p.featured);
  const others = posts.filter((p) => !p.featured);
  return { featured, others, othersHeading: featured.length > 0 ? "Mais artigos" : "Todos os artigos" };
}

/** The first `limit` tags and how many more there are ('+n'). */
export function visibleTags(tags: readonly string[], limit: number): { shown: string[]; more: number } {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

/** The line above the results when a term is searched. */
export function resultsLine(count: number, term: string): string {
  return `${count} resultado(s) encontrado(s) para "${term}"`;
}

/** The list page's URL for a search and a category; empty values are left out. */
export function blogHref(term: string, category: string | null): string {
  const params = new URLSearchParams();
  if (term.trim() !== "") params.set(SEARCH_PARAM, term.trim());
  if (category) params.set(CATEGORY_PARAM, category);
  const search = params.toString();
  return search ? `${BLOG_PATH}?${search}` : BLOG_PATH;
}

/** 'Outros artigos': the first posts other than this one, in list order. */
export function relatedPosts<T extends { id: string }>(
  posts: readonly T[],
  id: string,
  count = RELATED_POSTS,
): T[] {
  return posts.filter((p) => p.id !== id).slice(0, count);
}

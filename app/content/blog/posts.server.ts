import { renderMarkdown } from "~/lib/markdown.server";
import { splitPostFile } from "./front-matter";
import type { PostFrontMatter } from "./schema";

/** What the list page and the feed need of a post: its front matter. */
export type PostSummary = PostFrontMatter;

export interface Post extends PostSummary {
  /** The Markdown body rendered once at load; raw HTML in the source is escaped. */
  html: string;
  /** Words of the Markdown body, for the 600-word floor of the content rules. */
  wordCount: number;
}

/** Words of a Markdown text: runs of letters or digits, markup ignored. */
export function countWords(markdown: string): number {
  return markdown.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Parses one post file (see splitPostFile) and renders its body. */
export function parsePost(fileName: string, source: string): Post {
  const { meta, body } = splitPostFile(fileName, source);
  return { ...meta, html: renderMarkdown(body).html, wordCount: countWords(body) };
}

// Bundled at build time: no file is read at request time.
const files = import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true });

/** Every post, newest first (the order of the list page, the feed and 'Outros Artigos'). */
export const posts: readonly Post[] = Object.entries(files)
  .map(([path, source]) => parsePost(path.split("/").pop() ?? path, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

const byId = new Map(posts.map((post) => [post.id, post]));

export function getPost(id: string): Post | undefined {
  return byId.get(id);
}

/** The front matter alone, for pages that list posts without their bodies. */
export function summaryOf(post: Post): PostSummary {
  const { html: _html, wordCount: _words, ...summary } = post;
  return summary;
}

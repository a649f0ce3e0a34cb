import posts from "virtual:content/blog";
import type { PostData } from "~/content/schema/load";
import { formatLongDate } from "~/lib/dates";
import { renderMarkdown } from "~/lib/markdown.server";

/** What the list page and the feed need of a post: its front matter and its pictures. */
export type PostSummary = Omit<PostData, "body"> & {
  /**
   * The date as the pages show it ('12 de março de 2024'), written here: the browser then never
   * creates a date formatter, whose first creation cost a phone tens of milliseconds at hydration.
   */
  dateLabel: string;
};

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

/** A post as the pages show it: its body rendered to HTML. */
export function renderPost({ body, ...front }: PostData): Post {
  return {
    ...front,
    dateLabel: formatLongDate(front.date),
    html: renderMarkdown(body).html,
    wordCount: countWords(body),
  };
}

/**
 * Every post of content/blog/, newest first (the order of the list page, the feed and 'Outros
 * Artigos'), read and checked at build (scripts/vite-content.ts) and rendered once when the server
 * starts: no file is read at request time.
 */
const rendered: readonly Post[] = posts.map(renderPost);

export { rendered as posts };

const byId = new Map(rendered.map((post) => [post.id, post]));

export function getPost(id: string): Post | undefined {
  return byId.get(id);
}

/** The front matter alone, for pages that list posts without their bodies. */
export function summaryOf(post: Post): PostSummary {
  const { html: _html, wordCount: _words, ...summary } = post;
  return summary;
}

import { site } from "~/content/site";
import type { PostMeta } from "./blog";
import { rfc822Date } from "./dates";

export const FEED_PATH = "/blog/rss.xml";
export const FEED_TITLE = `Blog da ${site.name}`;

export interface FeedPost extends PostMeta {
  /** The rendered body, carried whole in content:encoded. */
  html: string;
}

const escapeXml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

/** CDATA cannot hold "]]>": split it across two sections. */
const cdata = (value: string) => `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** Relative links of a post body made absolute, so they work in a feed reader. */
const absoluteLinks = (html: string, siteUrl: string) => html.replace(/href="\//g, `href="${siteUrl}/`);

/** An RSS 2.0 feed of the posts (given newest first), with absolute links. */
export function rssFeed(siteUrl: string, posts: readonly FeedPost[]): string {
  const blogUrl = `${siteUrl}/blog`;
  const items = posts
    .map((post) => {
      const url = `${siteUrl}/blog/${post.id}`;
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${rfc822Date(post.date)}</pubDate>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        `      <category>${escapeXml(post.category)}</category>`,
        ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <content:encoded>${cdata(absoluteLinks(post.html, siteUrl))}</content:encoded>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml("Artigos sobre gestão, marketing, tecnologia e vendas para restaurantes e deliveries.")}</description>`,
    "    <language>pt-BR</language>",
    `    <atom:link href="${escapeXml(`${siteUrl}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest.date)}</lastBuildDate>`] : []),
    items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

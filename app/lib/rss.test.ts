import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { posts } from "~/content/blog/posts.server";

const postFiles = () =>
  readdirSync(join(resolve(process.env.CONTENT_DIR || "content"), "blog")).filter((f) => f.endsWith(".md"));

import { rssFeed } from "./rss";

const site = "https://www.gamadelivery.com.br";

describe("rssFeed", () => {
  const xml = rssFeed(site, posts);

  it("is an RSS 2.0 channel for the blog with a self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>Blog da Gama Delivery</title>");
    expect(xml).toContain(`<link>${site}/blog</link>`);
    expect(xml).toContain(`<atom:link href="${site}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain("<language>pt-BR</language>");
  });

  it("lists every post, newest first, with absolute links and RFC 822 dates", () => {
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(posts.map((p) => `${site}/blog/${p.id}`));
    // One item per post file of the content folder, however many marketing has published.
    expect(links).toHaveLength(postFiles().length);
    expect(xml).toMatch(
      /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT<\/pubDate>/,
    );
    expect(xml).toContain(`<dc:creator>${posts[0]?.author}</dc:creator>`);
  });

  it("escapes text and keeps the body in CDATA with absolute links", () => {
    const feed = rssFeed(site, [
      {
        id: "x",
        title: 'Preço & "margem" <teste>',
        excerpt: "a < b",
        author: "Ana",
        date: "2024-01-01",
        category: "Gestão",
        tags: ["R&D"],
        html: '<p>Veja os <a href="/planos">planos</a> ]]> fim</p>',
      },
    ]);
    expect(feed).toContain("<title>Preço &amp; &quot;margem&quot; &lt;teste&gt;</title>");
    expect(feed).toContain("<category>R&amp;D</category>");
    expect(feed).toContain(`<a href="${site}/planos">`);
    expect(feed).toContain("]]]]><![CDATA[>");
    // Only the CDATA terminators the builder wrote remain.
    expect(feed.match(/\]\]>/g)).toHaveLength(2);
  });
});

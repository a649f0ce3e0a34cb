import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sitemapEntries } from "~/lib/sitemap";
import { countWords, getPost, parsePost, posts, summaryOf } from "./posts.server";
import { blogCategories, postFrontMatterSchema } from "./schema";

const dir = new URL("./posts/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".md"));
const bodyOf = (file: string) =>
  readFileSync(new URL(file, dir), "utf8").split(/^---$/m).slice(2).join("---");

describe("blog posts", () => {
  it("are the five posts of the spec, each passing the front-matter schema", () => {
    expect(posts).toHaveLength(5);
    expect(files).toHaveLength(5);
    for (const post of posts) expect(postFrontMatterSchema.safeParse(summaryOf(post)).success).toBe(true);
    expect(posts.map((p) => p.id)).toEqual(
      expect.arrayContaining([
        "tecnologia-delivery-2024",
        "gestao-financeira-delivery",
        "marketing-redes-sociais-delivery",
        "sustentabilidade-delivery",
      ]),
    );
  });

  it("take their ids from their file names", () => {
    expect(posts.map((p) => `${p.id}.md`).sort()).toEqual([...files].sort());
    for (const file of files) expect(getPost(file.replace(/\.md$/, ""))?.id).toBe(file.replace(/\.md$/, ""));
  });

  it("feature exactly the sales-strategy post and the technology post", () => {
    const featured = posts.filter((p) => p.featured);
    expect(featured.map((p) => p.category).sort()).toEqual(["Estratégias", "Tecnologia"]);
    expect(featured.map((p) => p.id)).toContain("tecnologia-delivery-2024");
    const sales = featured.find((p) => p.category === "Estratégias");
    expect(sales?.title).toMatch(/vendas/i);
  });

  it("cover every category of the list page's buttons", () => {
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(blogCategories));
  });

  it("are real articles: 600+ words with headings, bullet lists and bold, and a matching read time", () => {
    for (const file of files) {
      const post = parsePost(file, readFileSync(new URL(file, dir), "utf8"));
      expect(post.wordCount, post.id).toBeGreaterThanOrEqual(600);
      expect(countWords(bodyOf(file)), post.id).toBe(post.wordCount);
      expect(post.html, post.id).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(post.html, post.id).toContain("<ul>\n<li>");
      expect(post.html, post.id).toContain("<strong>");
      // The page's title is the only h1.
      expect(post.html, post.id).not.toContain("<h1");
      // About 200 words a minute, as the front matter states it.
      const minutes = Number(post.readTime.replace(" min", ""));
      expect(Math.abs(minutes - post.wordCount / 200), post.id).toBeLessThanOrEqual(2);
    }
  });

  it("link only to pages that exist", () => {
    const pages = new Set(sitemapEntries().map((e) => e.path));
    for (const post of posts) {
      for (const [, href] of post.html.matchAll(/href="([^"]+)"/g)) {
        expect(href?.startsWith("/") && pages.has(href.split("#")[0] ?? ""), `${post.id}: ${href}`).toBe(
          true,
        );
      }
    }
  });

  it("each has its own cover, a small SVG in public/img/blog", () => {
    expect(new Set(posts.map((p) => p.cover)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.cover).toBe(`/img/blog/${post.id}.svg`);
      const file = new URL(`../../../public${post.cover}`, import.meta.url);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(16_000);
      expect(readFileSync(file, "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);
      // Its share image, the same drawing as a JPEG (networks do not take SVG).
      expect(existsSync(new URL(`../../../public/og/blog-${post.id}.jpg`, import.meta.url))).toBe(true);
    }
  });

  it("are listed newest first", () => {
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("parsePost", () => {
  const valid = `---
id: "exemplo"
title: "Título"
excerpt: "Resumo."
author: "Ana"
date: "2024-05-02"
category: "Gestão"
tags: ["a", "b"]
readTime: "3 min"
cover: "/img/blog/exemplo.svg"
coverAlt: "Ilustração de exemplo para o teste"
featured: false
---

## Seção

- **Item** um

<script>alert(1)</script>
`;

  it("renders the body as the post page shows it, with raw HTML escaped", () => {
    const post = parsePost("exemplo.md", valid);
    expect(post.html).toContain('<h2 id="secao">Seção</h2>');
    expect(post.html).toContain("<li><strong>Item</strong> um</li>");
    expect(post.html).not.toContain("<script>");
    expect(post.html).toContain("&lt;script&gt;");
  });

  it("refuses an id that differs from the file name", () => {
    expect(() => parsePost("outro.md", valid)).toThrow(/outro\.md: id "exemplo" differs/);
  });

  it("refuses invalid front matter, naming the file and the field", () => {
    expect(() => parsePost("exemplo.md", valid.replace('"Gestão"', '"Culinária"'))).toThrow(
      /exemplo\.md: invalid front matter: category/,
    );
    expect(() => parsePost("exemplo.md", valid.replace('"2024-05-02"', '"02/05/2024"'))).toThrow(/date/);
    expect(() =>
      parsePost("exemplo.md", valid.replace("featured: false", "featured: false\nextra: 1")),
    ).toThrow(/invalid front matter/);
    expect(() => parsePost("exemplo.md", "## Sem front matter")).toThrow(/missing front matter/);
  });
});

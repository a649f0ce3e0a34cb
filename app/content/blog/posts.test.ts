import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sitemapEntries } from "~/lib/sitemap";
import { blogCategories } from "./categories";
import { countWords, getPost, posts, renderPost } from "./posts.server";

const contentDir = resolve(process.env.CONTENT_DIR || "content");
const files = readdirSync(join(contentDir, "blog")).filter((f) => f.endsWith(".md"));
/** The five articles the site launched with (the spec names four ids and a sales-strategy post). */
const launchPosts = [
  "estrategias-vendas-delivery",
  "tecnologia-delivery-2024",
  "gestao-financeira-delivery",
  "marketing-redes-sociais-delivery",
  "sustentabilidade-delivery",
];

describe("blog posts", () => {
  it("are the post files of content/blog, each under its file name", () => {
    expect(posts.map((p) => `${p.id}.md`).sort()).toEqual([...files].sort());
    for (const file of files) expect(getPost(file.replace(/\.md$/, ""))?.id).toBe(file.replace(/\.md$/, ""));
    expect(posts.map((p) => p.id)).toEqual(expect.arrayContaining(launchPosts));
  });

  it("feature the sales-strategy post and the technology post", () => {
    const featured = posts.filter((p) => p.featured).map((p) => p.id);
    expect(featured).toEqual(
      expect.arrayContaining(["estrategias-vendas-delivery", "tecnologia-delivery-2024"]),
    );
    expect(getPost("estrategias-vendas-delivery")?.title).toMatch(/vendas/i);
  });

  it("cover every category of the list page's buttons", () => {
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(blogCategories));
  });

  it("launched as real articles: 600+ words with headings, bullet lists and bold, and a matching read time", () => {
    for (const id of launchPosts) {
      const post = getPost(id);
      expect(post?.wordCount, id).toBeGreaterThanOrEqual(600);
      expect(post?.html, id).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(post?.html, id).toContain("<ul>\n<li>");
      expect(post?.html, id).toContain("<strong>");
      // About 200 words a minute, as the front matter states it.
      const minutes = Number(post?.readTime.replace(" min", ""));
      expect(Math.abs(minutes - (post?.wordCount ?? 0) / 200), id).toBeLessThanOrEqual(2);
    }
  });

  it("never repeat the page's title as a heading, and link only to pages that exist", () => {
    const pages = new Set(sitemapEntries().map((e) => e.path));
    for (const post of posts) {
      expect(post.html, post.id).not.toContain("<h1");
      for (const [, href] of post.html.matchAll(/href="([^"]+)"/g)) {
        const internal = href?.startsWith("/") && pages.has(href.split("#")[0] ?? "");
        expect(internal || href?.startsWith("https://"), `${post.id}: ${href}`).toBe(true);
      }
    }
  });

  it("each has a cover and a share image: the launch posts their drawings, a new post without one a drawn cover", () => {
    for (const post of posts) {
      if (post.coverGenerated) {
        expect(post.cover).toBe(`/conteudo/blog/${post.id}/cover-gerada.svg`);
        expect(post.ogImage).toBe(`/og/blog-${post.id}.png`);
        continue;
      }
      const file = join(contentDir, post.cover.replace(/^\/conteudo\//, ""));
      expect(existsSync(file), post.cover).toBe(true);
      expect(post.coverAlt.length, post.id).toBeGreaterThanOrEqual(20);
    }
    for (const id of launchPosts) {
      const post = getPost(id);
      expect(post?.cover).toBe(`/conteudo/blog/${id}/cover.svg`);
      const file = join(contentDir, "blog", id, "cover.svg");
      expect(statSync(file).size).toBeLessThan(16_000);
      expect(readFileSync(file, "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);
      // Its share image, the same drawing as a JPEG (networks do not take SVG).
      expect(post?.ogImage).toBe(`/og/blog-${id}.jpg`);
      expect(existsSync(new URL(`../../../public/og/blog-${id}.jpg`, import.meta.url))).toBe(true);
    }
  });

  it("are listed newest first", () => {
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("renderPost", () => {
  const post = {
    ...(posts[0] as NonNullable<(typeof posts)[number]>),
    body: "## Seção\n\n- **Item** um\n\n<script>alert(1)</script>\n",
  };

  it("renders the body as the post page shows it, with raw HTML escaped", () => {
    const rendered = renderPost(post);
    expect(rendered.html).toContain('<h2 id="secao">Seção</h2>');
    expect(rendered.html).toContain("<li><strong>Item</strong> um</li>");
    expect(rendered.html).not.toContain("<script>");
    expect(rendered.html).toContain("&lt;script&gt;");
    expect(rendered.wordCount).toBe(countWords(post.body));
  });

  it("writes the date as the pages show it, so the browser formats no date", () => {
    expect(renderPost({ ...post, date: "2024-03-12" }).dateLabel).toBe("12 de março de 2024");
  });
});

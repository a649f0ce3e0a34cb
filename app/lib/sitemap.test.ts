import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { posts } from "~/content/blog/posts.server";
import { features } from "~/content/funcionalidades";
import { integrations } from "~/content/integracoes";
import { solutions } from "~/content/solucoes";
import { campaignEntries, robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  const xml = sitemapXml("https://www.gamadelivery.com.br", sitemapEntries());

  it("lists every catalogue id once, with absolute URLs", () => {
    for (const f of features)
      expect(xml).toContain(`<loc>https://www.gamadelivery.com.br/funcionalidades/${f.id}</loc>`);
    for (const s of solutions)
      expect(xml).toContain(`<loc>https://www.gamadelivery.com.br/solucoes/${s.id}</loc>`);
    for (const i of integrations)
      expect(xml).toContain(`<loc>https://www.gamadelivery.com.br/integracoes/${i.id}</loc>`);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("dates the legal texts with their last update", () => {
    expect(xml).toContain(
      "<loc>https://www.gamadelivery.com.br/privacidade</loc><lastmod>2024-11-10</lastmod>",
    );
  });

  it("lists every blog post, dated with its publication date", () => {
    const files = readdirSync(join(resolve(process.env.CONTENT_DIR || "content"), "blog"));
    expect(posts).toHaveLength(files.filter((f) => f.endsWith(".md")).length);
    for (const p of posts)
      expect(xml).toContain(
        `<loc>https://www.gamadelivery.com.br/blog/${p.id}</loc><lastmod>${p.date}</lastmod>`,
      );
  });

  it("lists a campaign page only while it is open and marked for search engines", () => {
    const page = { path: "/black-friday" as const, indexed: true, start: "2030-11-24", end: "2030-11-30" };
    const hidden = { path: "/revenda-sul" as const, indexed: false, start: null, end: null };
    const always = { path: "/semana-da-pizza" as const, indexed: true, start: null, end: null };
    const at = (iso: string) => campaignEntries([page, hidden, always], new Date(iso)).map((e) => e.path);
    expect(at("2030-11-24T02:59:59Z")).toEqual(["/semana-da-pizza"]);
    expect(at("2030-11-24T03:00:00Z")).toEqual(["/black-friday", "/semana-da-pizza"]);
    expect(at("2030-12-01T02:59:59Z")).toEqual(["/black-friday", "/semana-da-pizza"]);
    expect(at("2030-12-01T03:00:00Z")).toEqual(["/semana-da-pizza"]);
  });

  it("points robots.txt to the sitemap", () => {
    expect(robotsTxt("https://x.com.br")).toContain("Sitemap: https://x.com.br/sitemap.xml");
  });
});

import { href } from "react-router";
import { posts } from "~/content/blog/posts.server";
import { type Campaign, campaigns } from "~/content/campanhas.server";
import { features } from "~/content/funcionalidades";
import { integrations } from "~/content/integracoes";
import { getLegalDocument, legalDocumentIds } from "~/content/legal.server";
import { topLevelPages } from "~/content/pages";
import { solutions } from "~/content/solucoes";
import { campaignState } from "./campaign-dates";

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, where the content states one. */
  lastmod?: string;
}

/** Pages that are not catalogue entries. Legal texts state their last update. */
export const staticPages: SitemapEntry[] = topLevelPages.map((page) => {
  const legal = legalDocumentIds.find((id) => page.path === `/${id}`);
  return legal ? { ...page, lastmod: getLegalDocument(legal).updated.iso } : page;
});

/**
 * The campaign pages search engines may list at `now`: open (not before their first day nor after
 * their last, in Brasília time) and not marked to stay out of search.
 */
export function campaignEntries(
  list: readonly Pick<Campaign, "path" | "indexed" | "start" | "end">[],
  now: Date,
): SitemapEntry[] {
  return list
    .filter((campaign) => campaign.indexed && campaignState(campaign, now) === "live")
    .map((campaign) => ({ path: campaign.path }));
}

/** Every page and every catalogue id of the site, and the campaign pages open at `now`. */
export function sitemapEntries(extra: SitemapEntry[] = [], now = new Date()): SitemapEntry[] {
  return [
    ...staticPages,
    ...campaignEntries(campaigns, now),
    ...features.map((f) => ({ path: href("/funcionalidades/:id", { id: f.id }) })),
    ...solutions.map((s) => ({ path: href("/solucoes/:id", { id: s.id }) })),
    ...integrations.map((i) => ({ path: href("/integracoes/:id", { id: i.id }) })),
    ...posts.map((p) => ({ path: href("/blog/:id", { id: p.id }), lastmod: p.date })),
    ...extra,
  ];
}

const escapeXml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(`${siteUrl}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /*.data$\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

import { site, telHref } from "~/content/site";
import { contact, siteData } from "~/content/site.server";
import type { PostMeta } from "./blog";

/**
 * JSON-LD builders (schema.org). Only facts the site states; never ratings or reviews. Only the
 * server calls them (the route modules' loaders, which return the objects as data, and the document's
 * own parts, app/components/layout/document-parts.server.tsx, for the Organization), so this module
 * stays out of the browser's bundle: `meta` hands them to `seo()` as `structuredData`, which wraps each
 * one as React Router's `{ "script:ld+json": thing }` descriptor (on a client-side navigation, from
 * the route's `.data`). Loaders return `structuredData` as their first
 * key: React Router's encoder writes an object's later keys first, so the JSON-LD lands after the
 * page's content in the inline context script; last, it pushed a blog post's HTML there out of
 * gzip's 32 KB window from its copy in the body (+1.3-1.6 KB of gzip HTML per post).
 */
type Thing = Record<string, unknown>;

export function organization(siteUrl: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organizacao`,
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: siteData.description,
    sameAs: Object.values(siteData.social),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: telHref(contact.support.phone).replace("tel:", ""),
        email: contact.support.email,
        areaServed: "BR",
        availableLanguage: "Portuguese",
      },
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: telHref(contact.sales.phone).replace("tel:", ""),
        email: contact.sales.email,
        areaServed: "BR",
        availableLanguage: "Portuguese",
      },
    ],
  };
}

export function breadcrumbList(siteUrl: string, items: { name: string; path: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * The platform as sold on /planos: one Offer per plan at its monthly price in
 * BRL. No ratings: the site states none.
 */
export function softwareApplication(
  siteUrl: string,
  plans: readonly { name: string; monthlyPrice: number }[],
): Thing {
  const url = `${siteUrl}/planos`;
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.name,
    description: siteData.description,
    url,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: "pt-BR",
    publisher: { "@id": `${siteUrl}/#organizacao` },
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: plan.monthlyPrice,
      priceCurrency: "BRL",
      url,
    })),
  };
}

/**
 * A free tool of the site (schema.org WebApplication), such as the savings calculator: what it is,
 * that it runs in the browser at no cost, and who publishes it. No ratings: the site states none.
 */
export function webApplication(
  siteUrl: string,
  app: { name: string; description: string; path: string },
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: app.name,
    description: app.description,
    url: `${siteUrl}${app.path}`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    browserRequirements: "Qualquer navegador, com ou sem JavaScript",
    inLanguage: "pt-BR",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "BRL" },
    publisher: { "@id": `${siteUrl}/#organizacao` },
  };
}

/**
 * A page about one thing (schema.org WebPage), such as an integration: its name, summary and
 * keywords. The keywords include the ones its content file lists for search engines, which the
 * page itself does not show; each is written once.
 */
export function webPage(
  siteUrl: string,
  page: { name: string; description: string; path: string; keywords: readonly string[] },
): Thing {
  const keywords = [...new Map(page.keywords.map((k) => [k.toLocaleLowerCase("pt-BR"), k])).values()];
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: `${siteUrl}${page.path}`,
    keywords: keywords.join(", "),
    inLanguage: "pt-BR",
    isPartOf: { "@type": "WebSite", name: site.name, url: `${siteUrl}/` },
    publisher: { "@id": `${siteUrl}/#organizacao` },
  };
}

/** Serialises for an inline script: "<" escaped so no value can close the element. */
export function serializeJsonLd(data: Thing): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A blog post (schema.org BlogPosting): what its front matter states, published by the organisation. */
export function blogPosting(siteUrl: string, post: PostMeta & { wordCount?: number }): Thing {
  const url = `${siteUrl}/blog/${post.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": `${siteUrl}/#organizacao`,
      name: site.name,
      logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
    },
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    // The post's own share image, rendered from its cover (scripts/build-product-art.mjs --og).
    image: `${siteUrl}/og/blog-${post.id}.jpg`,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    inLanguage: "pt-BR",
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
  };
}

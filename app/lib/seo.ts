import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import type { RootData } from "./root-data";

/** Share images in public/og/ (scripts/build-og-images.mjs), one per kind of page. */
export const ogImages = [
  "inicio",
  "funcionalidades",
  "solucoes",
  "planos",
  "integracoes",
  "contato",
  "revenda",
  "blog",
  "api",
  "treinamentos",
  "empresa",
] as const;
export type OgImage = (typeof ogImages)[number];

/**
 * Title, description, canonical URL and share tags of a page; SITE_URL comes
 * from the root loader. Extra descriptors (JSON-LD) are appended.
 */
export function seo(options: {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  image?: OgImage;
  /** A page's own share image (a 1200x630 JPEG or PNG under /og/), instead of its kind's, and what it shows. */
  ownImage?: { path: `/og/${string}.${"jpg" | "png"}`; alt: string };
  extra?: MetaDescriptor[];
  /** The page's JSON-LD, built by its loader (app/lib/structured-data.ts), one script per object. */
  structuredData?: readonly Record<string, unknown>[];
  /** Open Graph type: a blog post is an "article". */
  type?: "website" | "article";
}): MetaDescriptor[] {
  const title = options.path === "/" ? options.title : `${options.title} | ${site.name}`;
  const url = `${options.siteUrl}${options.path === "/" ? "/" : options.path}`;
  const image = options.ownImage
    ? `${options.siteUrl}${options.ownImage.path}`
    : `${options.siteUrl}/og/${options.image ?? "inicio"}.jpg`;
  return [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    {
      property: "og:image:type",
      content: options.ownImage?.path.endsWith(".png") ? "image/png" : "image/jpeg",
    },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: options.ownImage?.alt ?? `${site.name}: ${options.title}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: image },
    ...(options.extra ?? []),
    ...(options.structuredData ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** SITE_URL as the root loader published it. */
export function siteUrlFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return root?.siteUrl ?? "";
}

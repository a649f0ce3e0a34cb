import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ogImages, seo } from "./seo";

describe("seo", () => {
  it("has a share image file for every kind of page", () => {
    const missing = ogImages.filter(
      (name) => !existsSync(new URL(`../../public/og/${name}.jpg`, import.meta.url)),
    );
    expect(missing).toEqual([]);
  });

  it("builds the canonical URL and share tags from SITE_URL", () => {
    const tags = seo({
      title: "Planos",
      description: "Preços",
      path: "/planos",
      siteUrl: "https://www.gamadelivery.com.br",
      image: "planos",
    });
    expect(tags).toContainEqual({ title: "Planos | Gama Delivery" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.gamadelivery.com.br/planos",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://www.gamadelivery.com.br/og/planos.jpg",
    });
    expect(tags).toContainEqual({
      name: "twitter:image",
      content: "https://www.gamadelivery.com.br/og/planos.jpg",
    });
  });

  it("a page's own share image replaces its kind's, with what it shows as the alt text", () => {
    const tags = seo({
      title: "Post",
      description: "Resumo",
      path: "/blog/post",
      siteUrl: "https://www.gamadelivery.com.br",
      image: "blog",
      ownImage: { path: "/og/blog-post.jpg", alt: "Ilustração do post" },
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://www.gamadelivery.com.br/og/blog-post.jpg",
    });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "Ilustração do post" });
  });
});

import { describe, expect, it } from "vitest";
import { blogPosting, serializeJsonLd, softwareApplication, webApplication } from "./structured-data";

describe("softwareApplication", () => {
  const data = softwareApplication("https://www.gamadelivery.com.br", [
    { name: "Essencial", monthlyPrice: 159 },
    { name: "Profissional", monthlyPrice: 229 },
  ]);

  it("describes the platform with one BRL offer per plan at its monthly price", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("SoftwareApplication");
    expect(data.name).toBe("Gama Delivery");
    expect(data.url).toBe("https://www.gamadelivery.com.br/planos");
    expect(data.offers).toEqual([
      {
        "@type": "Offer",
        name: "Essencial",
        price: 159,
        priceCurrency: "BRL",
        url: "https://www.gamadelivery.com.br/planos",
      },
      {
        "@type": "Offer",
        name: "Profissional",
        price: 229,
        priceCurrency: "BRL",
        url: "https://www.gamadelivery.com.br/planos",
      },
    ]);
  });

  it("claims no ratings or reviews", () => {
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/aggregateRating|review/i);
  });
});

describe("webApplication", () => {
  it("describes the savings calculator as a free web tool of the organisation, with no rating", () => {
    const data = webApplication("https://www.gamadelivery.com.br", {
      name: "Calculadora de economia da Gama Delivery",
      description: "Calcule quanto o seu delivery paga ao marketplace.",
      path: "/calculadora",
    });
    expect(data["@type"]).toBe("WebApplication");
    expect(data.url).toBe("https://www.gamadelivery.com.br/calculadora");
    expect(data.isAccessibleForFree).toBe(true);
    expect(data.offers).toEqual({ "@type": "Offer", price: 0, priceCurrency: "BRL" });
    expect(data.publisher).toEqual({ "@id": "https://www.gamadelivery.com.br/#organizacao" });
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|review/i);
  });
});

describe("blogPosting", () => {
  const data = blogPosting("https://www.gamadelivery.com.br", {
    id: "tecnologia-delivery-2024",
    title: "Tendências de tecnologia",
    excerpt: "Resumo do artigo.",
    author: "Camila Ferreira",
    date: "2024-03-12",
    category: "Tecnologia",
    tags: ["Pix", "KDS"],
  });

  it("states headline, dates, author, publisher, URL and keywords of the post", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Tendências de tecnologia",
      description: "Resumo do artigo.",
      datePublished: "2024-03-12",
      author: { "@type": "Person", name: "Camila Ferreira" },
      publisher: { "@type": "Organization", "@id": "https://www.gamadelivery.com.br/#organizacao" },
      url: "https://www.gamadelivery.com.br/blog/tecnologia-delivery-2024",
      keywords: "Pix, KDS",
      inLanguage: "pt-BR",
    });
    expect(JSON.stringify(data)).not.toMatch(/rating|review/i);
  });
});

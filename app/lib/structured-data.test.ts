import { describe, expect, it } from "vitest";
import { serializeJsonLd, softwareApplication } from "./structured-data";

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

import { features } from "../../app/content/funcionalidades";
import { content } from "../support/content";
import { ask, expect, test, visibleText } from "./helpers";

/**
 * PRODUCT.md, round three: a coming module ('WhatsApp Integrado', 'Campanhas WhatsApp') keeps its
 * 'Em breve' badge wherever a page lists it, and the home page promises the WhatsApp notifications
 * the platform has rather than the coming module.
 */
const coming = features.filter((feature) => feature.badge === "em-breve");
const pages = ["/", "/sobrenos", "/planos", "/hamburgueria", "/revenda", "/treinamentos", "/contato"];

test("a coming feature is never listed without its 'Em breve' mark", async () => {
  expect(coming.map((feature) => feature.id)).toEqual(
    expect.arrayContaining(["whatsapp-integrado", "campanhas-whatsapp"]),
  );
  for (const path of pages) {
    const { status, $ } = await ask(path);
    expect(status, path).toBe(200);
    for (const feature of coming) {
      // Every link to its page, the mega-menu's included (in the HTML with or without JavaScript).
      const texts = $(`a[href="/funcionalidades/${feature.id}"]`)
        .toArray()
        .filter((link) => $(link).closest("template").length === 0)
        .map((link) => $(link).text());
      expect(texts.length, `${path} lists ${feature.id} in its menu`).toBeGreaterThan(0);
      for (const text of texts) expect(text, `${path}: ${text}`).toContain("Em breve");
    }
  }
});

test("the home page's title and feature cards promise no coming feature", async () => {
  const { status, $ } = await ask("/");
  expect(status).toBe(200);
  const normalize = (text: string) => text.toLocaleLowerCase("pt-BR").replace(/\s+/g, " ");
  expect($("main h1")).toHaveLength(1);
  const title = normalize(visibleText($, "main h1"));
  expect(title).toContain("whatsapp");
  // The cards' section (labelled by its heading, #funcionalidades), read as shown and as written, so
  // that neither hidden text nor words split across elements lets a coming feature's name through.
  const section = 'main section[aria-labelledby="funcionalidades"]';
  expect($(section).find("li")).not.toHaveLength(0);
  const cards = [visibleText($, section), $(section).text()].map((text) =>
    normalize(text.replaceAll("Em breve", "")),
  );
  for (const feature of coming) {
    expect(title).not.toContain(normalize(feature.title));
    expect(normalize($("main h1").text())).not.toContain(normalize(feature.title));
    const card = content["pagina-inicio"].features.cards.find(
      (c) => c.to.discriminant === "feature" && c.to.value === feature.id,
    );
    // A card may show a coming feature only with its badge (the test above); none names it otherwise.
    if (!card) for (const text of cards) expect(text).not.toContain(normalize(feature.title));
  }
});

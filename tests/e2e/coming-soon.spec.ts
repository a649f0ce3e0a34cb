import { expect } from "@playwright/test";
import { features } from "../../app/content/features";
import { content } from "../support/content";
import { test } from "./helpers";

/**
 * PRODUCT.md, round three: a coming module ('WhatsApp Integrado', 'Campanhas WhatsApp') keeps its
 * 'Em breve' badge wherever a page lists it, and the home page promises the WhatsApp notifications
 * the platform has rather than the coming module.
 */
const coming = features.filter((feature) => feature.badge === "em-breve");
const pages = ["/", "/sobrenos", "/planos", "/hamburgueria", "/revenda", "/treinamentos", "/contato"];

test("a coming feature is never listed without its 'Em breve' mark", async ({ page }) => {
  expect(coming.map((feature) => feature.id)).toEqual(
    expect.arrayContaining(["whatsapp-integrado", "campanhas-whatsapp"]),
  );
  for (const path of pages) {
    await page.goto(path);
    for (const feature of coming) {
      // Every link to its page, the mega-menu's included (in the HTML with or without JavaScript).
      const links = page.locator(`a[href="/funcionalidades/${feature.id}"]`);
      const texts = await links.allTextContents();
      expect(texts.length, `${path} lists ${feature.id} in its menu`).toBeGreaterThan(0);
      for (const text of texts) expect(text, `${path}: ${text}`).toContain("Em breve");
    }
  }
});

test("the home page's title and cards promise no coming feature", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const normalize = (text: string) => text.toLocaleLowerCase("pt-BR").replace(/\s+/g, " ");
  const title = normalize(await main.getByRole("heading", { level: 1 }).innerText());
  expect(title).toContain("whatsapp");
  const cards = normalize((await main.locator("#funcionalidades").innerText()).replaceAll("Em breve", ""));
  for (const feature of coming) {
    expect(title).not.toContain(normalize(feature.title));
    const card = content.home.features.cards.find(
      (c) => c.to.discriminant === "feature" && c.to.value === feature.id,
    );
    // A card may show a coming feature only with its badge (the test above); none names it otherwise.
    if (!card) expect(cards).not.toContain(normalize(feature.title));
  }
});

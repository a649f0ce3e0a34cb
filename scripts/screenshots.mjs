// Viewport-height screenshots of the pages the visuals work touched, at 1366 px and 390 px.
// Usage: node scripts/screenshots.mjs <base-url> <suffix>   (suffix: before | after)
// Writes docs/screenshots/<shot>-<width>-<suffix>.png, then reduces each to a 64-colour PNG
// with pngquant when it is installed, so the folder stays small.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", suffix = "after"] = process.argv.slice(2);
const outDir = "docs/screenshots";
mkdirSync(outDir, { recursive: true });

/** Scrolls an element to the top of the viewport, below the sticky header. */
async function scrollTo(page, selector) {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      el.scrollIntoView({ block: "start" });
      window.scrollBy(0, -72);
    });
  await page.waitForTimeout(300);
}

const shots = [
  { name: "home-map", path: "/", at: 'section[aria-labelledby="cobertura"]' },
  { name: "home-stats", path: "/", at: 'section[aria-label="Números da Gama Delivery"]' },
  {
    name: "home-partners-cta",
    path: "/",
    at: 'a[href="/integracoes"].bg-stone-900, section[aria-labelledby="parceiros"] a[href="/integracoes"]',
    center: true,
  },
  {
    name: "mega-menu",
    path: "/planos",
    async act(page, width) {
      if (width >= 1024) {
        await page
          .getByRole("navigation", { name: "Principal" })
          .getByRole("link", { name: "Soluções" })
          .hover();
      } else {
        await page.locator("header details > summary").first().click();
        await page.locator("header details details > summary").first().click();
      }
      await page.waitForTimeout(300);
    },
  },
  { name: "hamburgueria-cta", path: "/hamburgueria", at: 'section[aria-labelledby="chamada"]', center: true },
  { name: "footer", path: "/", at: "footer" },
  {
    name: "integracoes-chips",
    path: "/integracoes",
    at: 'nav[aria-label*="ategoria"], [aria-label*="ategoria"]',
  },
  { name: "funcionalidade-hero", path: "/funcionalidades/cardapio-digital" },
  {
    name: "funcionalidade-sections",
    path: "/funcionalidades/cardapio-digital",
    at: "main section:nth-of-type(2)",
  },
  {
    name: "funcionalidades-cards",
    path: "/funcionalidades",
    at: "main ul li article, main ul li a[href^='/funcionalidades/']",
  },
  { name: "blog-post", path: "/blog/tecnologia-delivery-2024" },
  { name: "blog-cards", path: "/blog", at: "main article" },
  {
    name: "contato-form",
    path: "/contato",
    at: "main form",
    // The visitor typing in Empresa with the field near the bottom, where the WhatsApp button sits.
    async act(page) {
      const field = page.locator("#contato").getByLabel("Empresa (opcional)");
      await field.click();
      await field.pressSequentially("Açaí da Praça");
      await field.evaluate((el) => {
        el.scrollIntoView({ block: "end" });
        window.scrollBy(0, 40);
      });
      await page.waitForTimeout(200);
    },
  },
  { name: "planos-beneficios", path: "/planos", at: 'text="Incluído em todos os planos"' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const width of [1366, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 768 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
  for (const shot of shots) {
    const page = await context.newPage();
    await page.goto(base + shot.path, { waitUntil: "networkidle" });
    try {
      if (shot.at) {
        if (shot.bottom) {
          await page
            .locator(shot.at)
            .first()
            .evaluate((el) => el.scrollIntoView({ block: "end" }));
          await page.waitForTimeout(300);
        } else if (shot.center) {
          await page
            .locator(shot.at)
            .first()
            .evaluate((el) => el.scrollIntoView({ block: "center" }));
          await page.waitForTimeout(300);
        } else await scrollTo(page, shot.at);
      }
      if (shot.act) await shot.act(page, width);
      const file = `${outDir}/${shot.name}-${width}-${suffix}.png`;
      await page.screenshot({ path: file });
      try {
        execFileSync("pngquant", ["--force", "--skip-if-larger", "--output", file, "64", file]);
      } catch {
        // pngquant missing (apt-get install pngquant): keep the full-colour file.
      }
      console.log(file);
    } catch (error) {
      console.error(`${shot.name} at ${width}: ${error.message.split("\n")[0]}`);
    }
    await page.close();
  }
  await context.close();
}
await browser.close();

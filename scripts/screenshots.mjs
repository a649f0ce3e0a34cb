// Viewport-height screenshots of the pages the visuals work touched, at 1366 px and 390 px.
// Usage: node scripts/screenshots.mjs <base-url> <suffix> [shot,shot...]   (suffix: before | after)
// The optional third argument takes only the named shots (e.g. a new round's, leaving earlier pictures).
// Writes docs/screenshots/<shot>-<width>-<suffix>.png, then reduces each to a 64-colour PNG
// with pngquant when it is installed, so the folder stays small.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", suffix = "after", only] = process.argv.slice(2);
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
  { name: "hamburgueria-cta", path: "/hamburgueria", at: "section:has([data-cta-buttons])", center: true },
  { name: "footer", path: "/", at: "footer" },
  {
    name: "integracoes-chips",
    path: "/integracoes",
    at: 'nav[aria-label*="ategoria"], [aria-label*="ategoria"]',
  },
  { name: "integracoes-catalogo", path: "/integracoes", at: "#catalogo" },
  { name: "integracao-hero", path: "/integracoes/ifood" },
  {
    name: "integracao-temas",
    path: "/integracoes/ifood",
    // Before issue 24 the tags and the search keywords sat under "Funcionalidades"; after, the
    // tags open the page's text and the keywords are in its metadata only.
    at: 'h3:has-text("Palavras-chave"), ul[aria-label="Tags"]',
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
  // Round two of the visuals (issue 24).
  { name: "planos-topo", path: "/planos" },
  { name: "planos-cartoes", path: "/planos", at: 'section[aria-label="Planos"]' },
  { name: "depoimentos", path: "/", at: "#depoimentos" },
  { name: "hamburgueria-casos", path: "/hamburgueria", at: "#casos" },
  { name: "funcionalidades-filtros", path: "/funcionalidades", at: "#catalogo" },
  { name: "home-hero", path: "/" },
  // Issue 24 point 9: the whole catalogue, grouped by category, descriptions in full.
  {
    name: "funcionalidades-catalogo",
    path: "/funcionalidades",
    at: "section[aria-labelledby=catalogo] p[aria-live]",
  },
  {
    name: "funcionalidades-gestao",
    path: "/funcionalidades",
    at: 'main a[href="/funcionalidades/modulo-financeiro"]',
  },
  {
    name: "menu-aberto",
    path: "/planos",
    async act(page, width) {
      if (width >= 1024) {
        await page
          .getByRole("navigation", { name: "Principal" })
          .getByRole("link", { name: "Soluções" })
          .hover();
      } else {
        await page.locator("header details > summary").first().click();
      }
      await page.waitForTimeout(300);
    },
  },
  {
    name: "contato-enviado",
    path: "/contato",
    // A valid message sent from the bottom of the form: the answer must be where the eye is.
    async act(page) {
      const form = page.locator("form#contato");
      await form.getByLabel("Nome").fill("Gabriela Rocha");
      await form.getByLabel("E-mail").fill("gabriela@exemplo.com.br");
      await form.getByLabel("Telefone (WhatsApp)").fill("85 98888-7777");
      await form.getByLabel("Mensagem").fill("Quero saber como funciona o cardápio digital.");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Enviar mensagem" }).click();
      await page.getByRole("status").filter({ hasText: "Mensagem enviada" }).waitFor();
      await page.waitForTimeout(600);
    },
  },
  {
    name: "demo-erro",
    path: "/",
    // The demo form sent empty: the error summary must be in view, with focus on it or a field.
    async act(page) {
      const form = page.locator("form#demo");
      await form.getByRole("button", { name: "Solicitar demonstração" }).click();
      await form.getByRole("alert").waitFor();
      await page.waitForTimeout(600);
    },
  },
  // Tutorials without a made-up video (issue 24 point 3) and the home page's WhatsApp promise.
  { name: "treinamentos", path: "/treinamentos", at: "#videos" },
  {
    name: "treinamentos-dialogo",
    path: "/treinamentos",
    async act(page) {
      await page
        .getByRole("list", { name: /^Vídeos de / })
        .getByRole("link")
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await page.waitForTimeout(300);
    },
  },
  { name: "home-funcionalidades", path: "/", at: "#funcionalidades" },
  // Each feature section beside the drawing of what it says (issue 24 point 2).
  {
    name: "kds-estacoes",
    path: "/funcionalidades/modulo-kds",
    at: 'main section:has(h2:text-is("Pedidos por estação de preparo"))',
  },
  {
    name: "kds-tempo",
    path: "/funcionalidades/modulo-kds",
    at: 'main section:has(h2:text-is("Tempo de preparo e chamada de pedido pronto"))',
  },
  // Round three of the visuals (issue 30): tutorials, phone layouts, the API page, baselines and slips.
  { name: "treinamentos-capas", path: "/treinamentos?categoria=todos", at: "#videos" },
  { name: "funcionalidades-celular", path: "/funcionalidades", at: "section[aria-labelledby=catalogo]" },
  { name: "integracoes-celular", path: "/integracoes", at: "section[aria-labelledby=catalogo]" },
  { name: "privacidade-secoes", path: "/privacidade", at: "article" },
  { name: "termos-secoes", path: "/termos-de-uso", at: "article" },
  { name: "planos-lista", path: "/planos", at: 'section[aria-label="Planos"] article h3' },
  { name: "planos-anual", path: "/planos?periodo=anual" },
  { name: "lojas-demo", path: "/", at: "section[aria-labelledby=lojas-demo]" },
  { name: "api-url", path: "/api-aberta", at: "p.select-all", center: true },
  { name: "api-abas", path: "/api-aberta", at: "#documentacao" },
  { name: "sobrenos-numeros", path: "/sobrenos", at: "section[aria-labelledby=resultados]" },
  {
    name: "blog-post-titulo",
    path: "/blog/tecnologia-delivery-2024",
    at: "article header img",
    center: true,
  },
  {
    name: "integracoes-codigo",
    path: "/integracoes",
    at: "section[aria-labelledby=api-desenvolvedores] pre",
    center: true,
  },
  {
    name: "integracao-faq",
    path: "/integracoes/ifood",
    at: "section[aria-labelledby=perguntas-frequentes]",
    center: true,
  },
  {
    name: "funcionalidade-chamada",
    path: "/funcionalidades/cardapio-digital",
    at: "section:has(#contratar)",
  },
  {
    name: "menu-solucoes",
    path: "/planos",
    widths: [1366, 1024],
    async act(page) {
      await page
        .getByRole("navigation", { name: "Principal" })
        .getByRole("link", { name: "Soluções" })
        .hover();
      await page.waitForTimeout(300);
    },
  },
  { name: "contato-horarios", path: "/contato", at: "section[aria-labelledby=horarios]" },
  { name: "nao-encontrada", path: "/pagina-que-nao-existe" },
  // Issue 30: each hero shows the product (centred on its drawing; a page without one from its top)
  // and the proof drawn (portraits, client marks, partner tiles).
  ...[
    ["inicio-produto", "/"],
    ["revenda-produto", "/revenda"],
    ["hamburgueria-produto", "/hamburgueria"],
    ["solucao-produto", "/solucoes/sistema-pdv"],
    ["integracao-produto", "/integracoes/ifood"],
  ].map(([name, path]) => ({ name, path, at: "main [data-hero-drawing]", center: true, optional: true })),
  { name: "prova-depoimentos", path: "/", at: "#depoimentos" },
  { name: "prova-clientes", path: "/", at: "#clientes", center: true },
  { name: "prova-parceiros", path: "/", at: 'section[aria-labelledby="parceiros"] h2' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
// Every shot at 1366 and 390 px; a shot may name its own widths (the mega-menu at 1024 px too).
for (const width of [1366, 390, 1024]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 768 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  });
  const chosen = only ? shots.filter((s) => only.split(",").includes(s.name)) : shots;
  for (const shot of chosen.filter((s) => (s.widths ?? [1366, 390]).includes(width))) {
    const page = await context.newPage();
    await page.goto(base + shot.path, { waitUntil: "networkidle" });
    // Modules load after the first paint: wait for the enhanced page (the root marks it hydrated).
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, { timeout: 5000 })
      .catch(() => {});
    try {
      // A shot taken before a page had what it centres on (`optional`) shows the page from its top.
      const missing = shot.optional && (await page.locator(shot.at).count()) === 0;
      if (shot.at && !missing) {
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

import { expect, type Page } from "@playwright/test";
import { siteUrl } from "../../playwright.config";
import { content } from "../support/content";
import { leadsCli, mailFor, mailsFor, test, uniqueEmail, withJavaScript } from "./helpers";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Buscar artigos" });
const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Categorias do blog" });
const featuredSection = (page: Page) => page.getByRole("region", { name: "Posts em destaque" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading");

/** Searches as a visitor does: types, then presses Enter (with JavaScript the list also updates while typing). */
async function search(page: Page, term: string) {
  await searchBox(page).fill(term);
  await searchBox(page).press("Enter");
}

test.describe("blog list", () => {
  test("featured posts first with 3 tags, the others with 2, every card complete", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Buscar por palavra-chave...");
    await expect(categoryNav(page).getByRole("link")).toHaveText([
      "Todas",
      "Estratégias",
      "Tecnologia",
      "Gestão",
      "Marketing",
      "Sustentabilidade",
    ]);
    await expect(categoryNav(page).getByRole("link", { name: "Todas" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    // How many posts are featured and how many are not is content: a new post adds a card.
    const featuredCount = content.posts.filter((post) => post.featured).length;
    const featured = featuredSection(page).getByRole("article");
    await expect(featured).toHaveCount(featuredCount);
    await expect(featured.filter({ hasText: "Destaque" })).toHaveCount(featuredCount);
    const tech = featured.filter({ hasText: "Tendências de tecnologia para delivery em 2024" });
    await expect(tech.getByText("Tecnologia", { exact: true })).toBeVisible();
    await expect(tech.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "#tecnologia",
      "#canal próprio",
      "#WhatsApp",
      "+3 tags",
    ]);
    await expect(tech.getByText("Camila Ferreira")).toBeVisible();
    await expect(tech.locator("time")).toHaveAttribute("datetime", "2024-03-12");
    await expect(tech.locator("time")).toHaveText("12 de março de 2024");
    await expect(tech.getByText("5 min de leitura")).toBeVisible();
    await expect(tech.getByText(/^Canal próprio de vendas, WhatsApp integrado/)).toBeVisible();
    await expect(tech.getByRole("link")).toHaveAttribute("href", "/blog/tecnologia-delivery-2024");
    await expect(featured.filter({ hasText: "Estratégias" }).getByRole("heading")).toContainText("vendas");

    const more = page.getByRole("region", { name: "Mais artigos" }).getByRole("article");
    await expect(more).toHaveCount(content.posts.length - featuredCount);
    await expect(more.filter({ hasText: "Destaque" })).toHaveCount(0);
    const finance = more.filter({ hasText: "Gestão financeira no delivery" });
    await expect(finance.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "#gestão financeira",
      "#CMV",
      "+3 tags",
    ]);
    await expect(finance.locator("time")).toHaveText("23 de abril de 2024");
    await expect(finance.getByText("Rafael Monteiro")).toBeVisible();

    // The feed is announced to browsers and readers.
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });

  test("a search matches title, excerpt or tags, ignores case and states the count", async ({ page }) => {
    await page.goto("/blog");
    await search(page, "PIX");
    await expect(page).toHaveURL(/\/blog\?busca=PIX$/);
    await expect(page.getByText('1 resultado(s) encontrado(s) para "PIX"')).toBeVisible();
    await expect(cardTitles(page)).toHaveText([
      "Tendências de tecnologia para delivery em 2024: o que sua operação precisa ter",
    ]);
    await expect(searchBox(page)).toHaveValue("PIX");

    // 'whatsapp' is a tag of two posts; only one of them is featured.
    await search(page, "whatsapp");
    await expect(page.getByText('2 resultado(s) encontrado(s) para "whatsapp"')).toBeVisible();
    await expect(featuredSection(page).getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Mais artigos" }).getByRole("article")).toHaveText(
      /Marketing nas redes sociais/,
    );
  });

  test("a category filters by exact match, keeps the search and 'Todas' shows all", async ({ page }) => {
    await page.goto("/blog?busca=whatsapp");
    await categoryNav(page).getByRole("link", { name: "Marketing" }).click();
    await expect(page).toHaveURL(/\/blog\?busca=whatsapp&categoria=Marketing$/);
    await expect(categoryNav(page).getByRole("link", { name: "Marketing" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByText('1 resultado(s) encontrado(s) para "whatsapp"')).toBeVisible();
    await expect(featuredSection(page)).toHaveCount(0);
    // No featured post left: the others are 'Todos os artigos'.
    await expect(page.getByRole("region", { name: "Todos os artigos" }).getByRole("article")).toHaveCount(1);
    await expect(cardTitles(page)).toHaveText([/^Marketing nas redes sociais/]);

    // A search sent from here stays in the category.
    await search(page, "instagram");
    await expect(page).toHaveURL(/\/blog\?busca=instagram&categoria=Marketing$/);
    await expect(cards(page)).toHaveCount(1);

    await categoryNav(page).getByRole("link", { name: "Tecnologia" }).click();
    await expect(page).toHaveURL(/categoria=Tecnologia$/);
    await expect(page.getByText("Nenhum artigo encontrado")).toBeVisible();

    await categoryNav(page).getByRole("link", { name: "Todas" }).click();
    await expect(page).toHaveURL(/\/blog\?busca=instagram$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(categoryNav(page).locator("[aria-current]")).toHaveText("Todas");
  });

  test("no result: the empty state, and 'Ver todos os artigos' clears search and category", async ({
    page,
  }) => {
    await page.goto("/blog?categoria=Gest%C3%A3o");
    await search(page, "drone");
    await expect(page).toHaveURL(/busca=drone/);
    await expect(page.getByText('0 resultado(s) encontrado(s) para "drone"')).toBeVisible();
    await expect(page.getByText("Nenhum artigo encontrado")).toBeVisible();
    await expect(page.getByText("Tente ajustar sua busca ou explorar outras categorias")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Ver todos os artigos" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(content.posts.length);
    await expect(categoryNav(page).locator("[aria-current]")).toHaveText("Todas");
    await expect(page.getByText(/resultado\(s\) encontrado\(s\)/)).toHaveCount(0);
  });

  test("with JavaScript the list follows the typing and never reloads the page", { tag: "@js-only" }, async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await searchBox(page).pressSequentially("fluxo de caixa");
    await expect(page).toHaveURL(/\/blog\?busca=fluxo\+de\+caixa$/);
    await expect(page.getByText('1 resultado(s) encontrado(s) para "fluxo de caixa"')).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await categoryNav(page).getByRole("link", { name: "Estratégias" }).click();
    await expect(page).toHaveURL(/categoria=Estrat%C3%A9gias$/);
    await page.getByRole("link", { name: "Ver todos os artigos" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(searchBox(page)).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe("blog post", () => {
  test("shows every part of a featured post and links to three other posts", async ({ page }) => {
    const response = await page.goto("/blog/tecnologia-delivery-2024");
    expect(response?.status()).toBe(200);
    const breadcrumb = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(breadcrumb.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(/^Tendências de tecnologia/);

    const header = page.getByRole("main").locator("article header");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Tendências de tecnologia para delivery em 2024: o que sua operação precisa ter",
    );
    await expect(header.getByText("Tecnologia", { exact: true })).toBeVisible();
    await expect(header.getByText("Destaque")).toBeVisible();
    await expect(header.getByText(/^Canal próprio de vendas, WhatsApp integrado/)).toBeVisible();
    await expect(header.getByText("Camila Ferreira")).toBeVisible();
    await expect(header.locator("time")).toHaveAttribute("datetime", "2024-03-12");
    await expect(header.locator("time")).toHaveText("12 de março de 2024");
    await expect(header.getByText("5 min de leitura")).toBeVisible();
    // Every tag of the post, uncut.
    await expect(
      page.getByRole("main").getByRole("list", { name: "Tags" }).first().getByRole("listitem"),
    ).toHaveText(["#tecnologia", "#canal próprio", "#WhatsApp", "#inteligência artificial", "#Pix", "#KDS"]);

    // The Markdown body: headings, bullets, bold and links.
    const body = page.getByRole("main").locator("article");
    await expect(body.getByRole("heading", { level: 2, name: "1. Canal próprio de vendas" })).toBeVisible();
    await expect(
      body.getByRole("heading", { level: 3, name: "O que um bom canal próprio precisa ter" }),
    ).toBeVisible();
    await expect(
      body.getByRole("listitem").filter({ hasText: "Pagamento online integrado, incluindo Pix e cartão" }),
    ).toBeVisible();
    await expect(body.locator("strong", { hasText: "canal próprio de vendas" })).toBeVisible();
    await expect(body.getByRole("link", { name: "funcionalidades" })).toHaveAttribute(
      "href",
      "/funcionalidades",
    );

    // The first three other posts, newest first (content.posts is in the blog's order).
    const expected = content.posts.filter((post) => post.id !== "tecnologia-delivery-2024").slice(0, 3);
    const others = page.getByRole("region", { name: "Outros artigos" });
    await expect(others.getByRole("article")).toHaveCount(3);
    const otherLinks = others.getByRole("article").getByRole("link");
    const hrefs = [];
    for (let i = 0; i < 3; i++) hrefs.push(await otherLinks.nth(i).getAttribute("href"));
    expect(hrefs).toEqual(expected.map((post) => `/blog/${post.id}`));
    await expect(others.getByRole("link", { name: "Ver todos os artigos" })).toHaveAttribute("href", "/blog");
    const notFeatured = expected.find((post) => !post.featured);
    if (!notFeatured) throw new Error("the three other posts are all featured: none to open without a badge");
    const startsWith = new RegExp(`^${notFeatured.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
    await others.getByRole("link", { name: startsWith }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${notFeatured.id}$`));
    // A post that is not featured has no badge.
    await expect(page.getByRole("main").locator("article header").getByText("Destaque")).toHaveCount(0);
  });

  test("states BlogPosting and BreadcrumbList in JSON-LD and is an article for sharing", async ({ page }) => {
    await page.goto("/blog/gestao-financeira-delivery");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const posting = data.find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "Gestão financeira no delivery: CMV, precificação e fluxo de caixa na prática",
      datePublished: "2024-04-23",
      author: { "@type": "Person", name: "Rafael Monteiro" },
      publisher: { "@type": "Organization", name: "Gama Delivery" },
      url: `${siteUrl}/blog/gestao-financeira-delivery`,
      keywords: "gestão financeira, CMV, precificação, fluxo de caixa, DRE",
    });
    const breadcrumb = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Gestão financeira no delivery: CMV, precificação e fluxo de caixa na prática",
        item: `${siteUrl}/blog/gestao-financeira-delivery`,
      },
    ]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteUrl}/blog/gestao-financeira-delivery`,
    );
  });

  test("an unknown post answers 404 with the way back to the blog", async ({ page }) => {
    const response = await page.goto("/blog/post-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Post não encontrado" })).toBeVisible();
    await expect(page).toHaveTitle(/Post não encontrado/);
    await page.getByRole("link", { name: "Voltar para o Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(content.posts.length);
  });

  test("WhatsApp and LinkedIn share links carry the post's address", async ({ page }) => {
    await page.goto("/blog/marketing-redes-sociais-delivery");
    const url = `${siteUrl}/blog/marketing-redes-sociais-delivery`;
    await expect(
      page.getByText(withJavaScript() ? "Compartilhar" : "Compartilhar:", { exact: true }),
    ).toBeVisible();
    const whatsapp = page.getByRole("link", { name: "Compartilhar no WhatsApp (abre em nova aba)" });
    const href = await whatsapp.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(new URL(href ?? "").searchParams.get("text")).toBe(
      `Marketing nas redes sociais para delivery: como atrair e fidelizar clientes ${url}`,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const linkedin = page.getByRole("link", { name: "Compartilhar no LinkedIn (abre em nova aba)" });
    const linkedinHref = await linkedin.getAttribute("href");
    expect(linkedinHref).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(new URL(linkedinHref ?? "").searchParams.get("url")).toBe(url);
  });

  test("'Compartilhar' opens the Web Share sheet where the browser has one", { tag: "@js-only" }, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto("/blog/sustentabilidade-delivery");
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: "Delivery sustentável: como reduzir o desperdício e o impacto ambiental sem perder margem",
          text: expect.stringMatching(/^Embalagens mais responsáveis/),
          url: `${siteUrl}/blog/sustentabilidade-delivery`,
        },
      ]);
    await expect(page.getByText("Link copiado!")).toHaveCount(0);
  });

  test("without the Web Share API 'Compartilhar' copies the link", { tag: "@js-only" }, async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            copied.push(text);
          },
        },
      });
    });
    await page.goto("/blog/sustentabilidade-delivery");
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copiado!" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      `${siteUrl}/blog/sustentabilidade-delivery`,
    ]);
    await expect(page.getByRole("link", { name: /Compartilhar no WhatsApp/ })).toBeVisible();
  });
});

const newsletterBox = (page: Page) => page.locator("#assinar-newsletter");
// Double opt-in: the box says to check the inbox; the address is subscribed once its link is followed.
const successText =
  "Quase lá! Enviamos um e-mail para confirmar sua inscrição: abra a mensagem e clique no link.";

/** Leads stored today for this address (the ops export), whatever their delivery state. */
function storedLeadsFor(email: string): { lead: { payload: { from_email: string; form_type: string } } }[] {
  const today = new Date();
  const from = today.toISOString().slice(0, 10);
  const to = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  const rows = JSON.parse(leadsCli("export", "--from", from, "--to", to, "--format", "json")) as {
    lead: { payload: { from_email: string; form_type: string } };
  }[];
  return rows.filter((row) => row.lead.payload.from_email.toLowerCase() === email.toLowerCase());
}

test.describe("newsletter", () => {
  test("the list page's box signs an address up (pending its confirmation) and the team is told", async ({
    page,
  }) => {
    const email = uniqueEmail("newsletter");
    await page.goto("/blog?categoria=Marketing");
    const box = newsletterBox(page);
    await box.getByLabel("Seu e-mail").fill(email);
    await box.getByRole("button", { name: "Assinar newsletter" }).click();
    await expect(box.getByRole("status")).toHaveText(successText);
    await expect(box.getByLabel("Seu e-mail")).toHaveValue("");
    // The filtered list is still what the visitor was reading.
    await expect(page).toHaveURL(/\/blog\?categoria=Marketing(#newsletter-resultado)?$/);
    await expect(cards(page)).toHaveCount(1);

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Inscrição na Newsletter");
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain("Tipo de formulário: newsletter");
    expect(storedLeadsFor(email).map((row) => row.lead.payload.form_type)).toEqual(["newsletter"]);
  });

  test("an invalid address keeps what was typed and shows a pt-BR error on the field", async ({ page }) => {
    await page.goto("/blog/tecnologia-delivery-2024");
    const box = newsletterBox(page);
    await expect(box.getByRole("heading", { name: "Gostou do conteúdo?" })).toBeVisible();
    const field = box.getByLabel("Seu e-mail");
    await field.fill("leitora@gamadelivery");
    await box.getByRole("button", { name: "Assinar", exact: true }).click();
    await expect(box.getByRole("alert")).toHaveText("Confira os campos destacados e envie novamente.");
    await expect(field).toHaveValue("leitora@gamadelivery");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Informe um e-mail válido, como nome@empresa.com.br.");

    await field.fill("");
    await box.getByRole("button", { name: "Assinar", exact: true }).click();
    await expect(box.getByRole("alert")).toHaveText("Informe seu e-mail para assinar a newsletter.");
    await expect(field).toHaveAccessibleDescription("Campo obrigatório.");
  });

  test("a repeated address is welcomed again but subscribed and asked to confirm only once", async ({
    page,
  }) => {
    const email = uniqueEmail("newsletter-repetido");
    await page.goto("/blog/gestao-financeira-delivery");
    await newsletterBox(page).getByLabel("Seu e-mail").fill(email);
    await newsletterBox(page).getByRole("button", { name: "Assinar", exact: true }).click();
    await expect(newsletterBox(page).getByRole("status")).toHaveText(successText);
    await mailFor(email);
    // The confirmation e-mail of the first sign-up has gone out too.
    await expect.poll(async () => (await mailsFor(email)).length, { timeout: 10_000 }).toBe(2);

    // Later, from another page, in capitals.
    await page.goto("/blog");
    await newsletterBox(page).getByLabel("Seu e-mail").fill(email.toUpperCase());
    await newsletterBox(page).getByRole("button", { name: "Assinar newsletter" }).click();
    await expect(newsletterBox(page).getByRole("status")).toHaveText(successText);

    expect(storedLeadsFor(email)).toHaveLength(1);
    // Give a second mail time to arrive if one had been queued.
    await page.waitForTimeout(1500);
    // One mail to the team, and one confirmation to the address: a repeat within 10 minutes sends
    // no second confirmation (nobody can flood an inbox through the box).
    const mails = await mailsFor(email);
    expect(mails.filter((m) => m.subject === "Inscrição na Newsletter")).toHaveLength(1);
    expect(
      mails.filter((m) => m.to === email && m.subject?.startsWith("Confirme sua inscrição")),
    ).toHaveLength(1);
    expect(mails).toHaveLength(2);
  });
});

test.describe("RSS feed", () => {
  test("is valid RSS listing every post with absolute links", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    const xml = await response.text();

    // Parsed by the browser's XML parser: a malformed feed yields a <parsererror>.
    await page.goto("/blog");
    const titlesOnList = await cardTitles(page).allTextContents();
    await page.setContent("<p>feed</p>");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        channelLink: doc.querySelector("channel > link")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent ?? "",
          link: item.querySelector("link")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBe(false);
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.channelLink).toBe(`${siteUrl}/blog`);
    expect(feed.items).toHaveLength(content.posts.length);
    expect(feed.items.map((i) => i.title).sort()).toEqual([...titlesOnList].sort());
    for (const item of feed.items) {
      expect(item.link).toMatch(new RegExp(`^${siteUrl}/blog/[a-z0-9-]+$`));
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      // Every link of the feed opens its post.
      expect((await request.get(item.link)).status()).toBe(200);
    }
  });
});

import { expect, type Page } from "@playwright/test";
import { siteUrl } from "../../playwright.config";
import { content } from "../support/content";
import { leadsCli, mailFor, test, uniqueEmail } from "./helpers";

/**
 * What JavaScript does on the blog: the list following the typing and the category links in place,
 * the share button, and the newsletter box sent without a reload; and the feed read by a strict XML
 * parser. The list for every search and category as the server renders it (the blog without
 * JavaScript), the posts, JSON-LD, share links, the 404, the feed's items and the box posted without
 * JavaScript: tests/request/blog.spec.ts.
 */

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
  test("with JavaScript a category filters by exact match, keeps the search and 'Todas' shows all", async ({
    page,
  }) => {
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
    await expect(page.getByText("Nenhum artigo encontrado")).toBeVisible();
    await page.getByRole("link", { name: "Ver todos os artigos" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(content.blog.length);
    await expect(categoryNav(page).locator("[aria-current]")).toHaveText("Todas");
    await expect(page.getByText(/resultado\(s\) encontrado\(s\)/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe("blog post", () => {
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
  test("the list page's box sent with JavaScript signs an address up (pending its confirmation) and the team is told", async ({
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
});

test.describe("RSS feed", () => {
  // What the feed lists, its headers and links: tests/request/blog.spec.ts. Node has no strict XML
  // parser; the browser's DOMParser yields a <parsererror> for a malformed feed.
  test("is well-formed RSS 2.0 to a browser's strict XML parser", async ({ page, request }) => {
    const xml = await (await request.get("/blog/rss.xml")).text();
    await page.setContent("<p>feed</p>");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        items: doc.querySelectorAll("item").length,
      };
    }, xml);
    expect(feed).toEqual({ error: false, root: "rss", version: "2.0", items: content.blog.length });
  });
});

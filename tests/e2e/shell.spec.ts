import { expect } from "@playwright/test";
import { siteNavigation } from "../../app/content/navigation.server";
import { contact, content } from "../support/content";
import { test } from "./helpers";

/** The shell's links as the root loader sends them (content/navegacao.yaml, resolved and checked). */
const { footerColumns, headerLinks, megaMenu } = siteNavigation;

test.describe("shell", () => {
  test("header has every link, the contract button and the secondary bar", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const link of headerLinks) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Quero contratar", exact: true }),
    ).toHaveAttribute("href", "/contato");
    await expect(page.getByText(contact.humanSupportHours).first()).toBeVisible();
    await expect(
      page.getByRole("link", { name: `Telefone do suporte: ${contact.support.phone}` }),
    ).toHaveAttribute("href", "tel:+551140038321");
    await expect(
      page.getByRole("link", { name: `E-mail do suporte: ${contact.support.email}` }),
    ).toBeVisible();
  });

  test("marks only the current link, and / only on an exact match", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await page.goto("/pagina-que-nao-existe");
    await expect(nav.getByRole("link", { name: "Início" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the Soluções mega-menu is in the server HTML with every link, the badge and 'Ver mais'", async ({
    page,
  }) => {
    const response = await page.request.get("/");
    const html = await response.text();
    for (const column of megaMenu) {
      expect(html).toContain(column.title);
      for (const link of column.links) expect(html).toContain(`href="${link.to}"`);
    }
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Principal" });
    await menu.getByRole("link", { name: "Soluções" }).hover();
    // A feature's own badge ('Nova', 'Em breve') stands beside its name.
    const badged = megaMenu.flatMap((column) => column.links).filter((link) => link.badge);
    expect(badged.map((link) => link.badge)).toEqual(expect.arrayContaining(["Nova", "Em breve"]));
    for (const link of badged) {
      await expect(menu.getByRole("link", { name: `${link.label} ${link.badge}` })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: /Ver mais/ })).toHaveAttribute("href", "/funcionalidades");
  });

  test("the mega-menu opens on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    const firstItem = nav.getByRole("link", { name: "Campanhas no WhatsApp" });
    await expect(firstItem).toBeHidden();
    await nav.getByRole("link", { name: "Soluções" }).hover();
    await expect(firstItem).toBeVisible();
    for (const column of megaMenu) {
      for (const link of column.links)
        await expect(nav.getByRole("link", { name: link.label })).toBeVisible();
    }
    await page.mouse.move(10, 700);
    await expect(firstItem).toBeHidden();

    await nav.getByRole("link", { name: "Início" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Soluções" })).toBeFocused();
    await expect(firstItem).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstItem).toBeFocused();
  });

  // The close delay is a JavaScript enhancement; without it CSS closes at once.
  test("the mega-menu closes 150 ms after the pointer leaves", { tag: "@js-only" }, async ({ page }) => {
    // Fake timers apply to documents loaded after install, so install first.
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Próximos clientes" })).toBeVisible();
    // Installed clocks keep flowing; stop time so only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const nav = page.getByRole("navigation", { name: "Principal" });
    const firstItem = nav.getByRole("link", { name: "Campanhas no WhatsApp" });
    await nav.getByRole("link", { name: "Soluções" }).hover();
    await expect(firstItem).toBeVisible();
    // The script has registered the hover (not only CSS) before the pointer leaves.
    await expect(page.locator(".mega")).toHaveAttribute("data-open", "");
    await page.mouse.move(10, 700);
    await page.clock.runFor(100);
    await expect(firstItem).toBeVisible();
    await page.clock.runFor(60);
    await expect(firstItem).toBeHidden();
  });

  test("footer has every link and the support and sales contacts", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of footerColumns) {
      const nav = footer.getByRole("navigation", { name: column.title });
      for (const link of column.links) {
        await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.to,
        );
      }
    }
    for (const channel of [contact.support, contact.sales]) {
      const block = footer.getByRole("region", { name: `Contato ${channel.label}` });
      await expect(block.getByRole("link", { name: channel.phone })).toBeVisible();
      await expect(block.getByRole("link", { name: channel.email })).toHaveAttribute(
        "href",
        `mailto:${channel.email}`,
      );
      await expect(block.getByText(contact.humanSupportHours)).toBeVisible();
    }
  });

  test("a floating WhatsApp button opens a chat with sales", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: /Conversar no WhatsApp/ });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${content.facts.whatsappComercial}\\?text=`),
    );
    await expect(button).toHaveAttribute("target", "_blank");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu and its Soluções submenu open, and choosing a link closes the menu", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: "Menu móvel" });
      await expect(menu).toBeHidden();
      await page.getByLabel("Menu", { exact: true }).click();
      await expect(menu).toBeVisible();
      const item = menu.getByRole("link", { name: "Controle de Estoque" });
      await expect(item).toBeHidden();
      await menu.getByText("Soluções", { exact: true }).click();
      await expect(item).toBeVisible();
      await menu.getByRole("link", { name: "Início" }).click();
      await expect(page).toHaveURL("/");
      await expect(menu).toBeHidden();
    });
  });

  test("an unknown path answers 404 with a branded page and a way home", async ({ page }) => {
    const response = await page.goto("/rota/que/nao/existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Venda mais no delivery");
  });

  test("the health check answers 200", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("ok");
  });
});

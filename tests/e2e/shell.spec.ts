import { expect } from "@playwright/test";
import { siteNavigation } from "../../app/content/navegacao.server";
import { contact } from "../support/content";
import { test } from "./helpers";

/** The shell's links as the root loader sends them (content/navegacao.yaml, resolved and checked). */
const { headerLinks, megaMenu } = siteNavigation;

test.describe("shell", () => {
  // Which links, addresses and names the shell holds: tests/request/shell.spec.ts. Here, what a
  // laptop's window shows of them.
  test("on a laptop, the header shows its menu, the contract button, the support bar and WhatsApp, and the footer each contact", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const link of headerLinks) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Quero contratar", exact: true }),
    ).toBeVisible();
    await expect(page.getByText(contact.humanSupportHours).first()).toBeVisible();
    await expect(
      page.getByRole("link", { name: `Telefone do suporte: ${contact.support.phone}` }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: `E-mail do suporte: ${contact.support.email}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Conversar no WhatsApp/ })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    for (const channel of [contact.support, contact.sales]) {
      const block = footer.getByRole("region", { name: `Contato ${channel.label}` });
      await expect(block.getByRole("link", { name: channel.phone })).toBeVisible();
      await expect(block.getByRole("link", { name: channel.email })).toBeVisible();
      await expect(block.getByText(contact.humanSupportHours)).toBeVisible();
    }
  });

  // CSS opens the menu (hover, focus within); JavaScript holds it open and closes it with a delay.
  test("the mega-menu opens on hover and on keyboard focus @no-js", async ({ page }) => {
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
    // A feature's own badge ('Nova', 'Em breve') stands beside its name.
    const badged = megaMenu.flatMap((column) => column.links).filter((link) => link.badge);
    expect(badged.map((link) => link.badge)).toEqual(expect.arrayContaining(["Nova", "Em breve"]));
    for (const link of badged) {
      await expect(nav.getByRole("link", { name: `${link.label} ${link.badge}` })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /Ver mais/ })).toBeVisible();
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

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu and its Soluções submenu open, and choosing a link closes the menu @no-js", async ({
      page,
    }) => {
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

  // Its status, heading and link: tests/request/shell.spec.ts; following the link without JavaScript
  // is a plain page load. With it, React Router takes the click on the not-found page.
  test("with JavaScript, the not-found page's link home leads to the home page", async ({ page }) => {
    const response = await page.goto("/rota/que/nao/existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Venda mais no delivery");
  });
});

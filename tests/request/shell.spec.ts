import type { CheerioAPI } from "cheerio";
import { siteNavigation } from "../../app/content/navegacao.server";
import { contact, content } from "../support/content";
import { accessibleName, ask, expect, named, test, visibleText } from "./helpers";

/**
 * The shell every page sends: header, mega-menu, footer and the WhatsApp link, as in the server's
 * HTML (content/navegacao.yaml, resolved and checked), the not-found page and the health check. What
 * shows on screen and how the menus open is checked in a browser (tests/e2e/shell.spec.ts).
 */
const { footerColumns, headerLinks, megaMenu, megaMenuMore } = siteNavigation;

/** The links inside `scope` whose accessible name is `name` (exactly, as `exact: true` asks). */
function linksNamed($: CheerioAPI, scope: ReturnType<typeof named>, name: string | RegExp) {
  return scope.find("a").filter((_, link) => {
    const found = accessibleName($, link);
    return typeof name === "string" ? found === name : name.test(found);
  });
}

/** The main navigation (the desktop header's), the one `getByRole("navigation", { name: "Principal" })` finds. */
function mainNavigation($: CheerioAPI) {
  const nav = named($, "nav", "Principal");
  expect(nav).toHaveLength(1);
  return nav;
}

test.describe("shell", () => {
  test("the header links every page of the menu, the contract button and the support bar's phone and e-mail", async () => {
    const { $ } = await ask("/");
    const nav = mainNavigation($);
    // The mega-menu's panel is closed until hover or focus (tests/e2e/shell.spec.ts opens it).
    const bar = nav.find("a").filter((_, link) => $(link).closest(".mega-panel").length === 0);
    for (const link of headerLinks) {
      const found = bar.filter((_, a) => accessibleName($, a) === link.label);
      expect(found, link.label).toHaveLength(1);
      expect(found.attr("href"), link.label).toBe(link.to);
    }
    const contract = linksNamed($, $("header"), "Quero contratar");
    expect(contract.length).toBeGreaterThan(0);
    for (const link of contract.toArray()) expect($(link).attr("href")).toBe("/contato");
    // The support bar above the header: hours, phone and e-mail, each link named for a screen reader.
    expect(visibleText($)).toContain(contact.humanSupportHours);
    const phone = linksNamed($, $("body"), `Telefone do suporte: ${contact.support.phone}`);
    expect(phone).toHaveLength(1);
    expect(phone.attr("href")).toBe("tel:+551140038321");
    const email = linksNamed($, $("body"), `E-mail do suporte: ${contact.support.email}`);
    expect(email).toHaveLength(1);
    expect(email.attr("href")).toBe(`mailto:${contact.support.email}`);
  });

  test("the menu marks only the current page, and the home link only on the home page", async () => {
    const home = await ask("/");
    const nav = mainNavigation(home.$);
    const current = nav.find('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(accessibleName(home.$, current)).toBe("Início");

    const missing = await ask("/pagina-que-nao-existe");
    const start = linksNamed(missing.$, mainNavigation(missing.$), "Início");
    expect(start).toHaveLength(1);
    expect(start.attr("aria-current")).not.toBe("page");
  });

  test("the Soluções mega-menu is in the server HTML with every link, each feature's badge and 'Ver mais'", async () => {
    const { body: html, $ } = await ask("/");
    for (const column of megaMenu) {
      expect(html).toContain(column.title);
      for (const link of column.links) expect(html).toContain(`href="${link.to}"`);
    }
    const panel = mainNavigation($).find(".mega-panel");
    expect(panel).toHaveLength(1);
    // A feature's own badge ('Nova', 'Em breve') stands beside its name, inside its link.
    const badged = megaMenu.flatMap((column) => column.links).filter((link) => link.badge);
    expect(badged.map((link) => link.badge)).toEqual(expect.arrayContaining(["Nova", "Em breve"]));
    for (const link of badged) {
      const found = panel.find(`a[href="${link.to}"]`);
      expect(found, link.label).toHaveLength(1);
      const badge = found.find("span").filter((_, span) => $(span).text().trim() === link.badge);
      expect(badge, `${link.label}: ${link.badge}`).toHaveLength(1);
      // The name starts with the label, then the badge (the browser test reads "label badge" on screen).
      const name = accessibleName($, found).replace(/\s+/g, "");
      expect(name.startsWith(`${link.label}${link.badge}`.replace(/\s+/g, "")), name).toBe(true);
    }
    const more = linksNamed($, panel, /Ver mais/);
    expect(more).toHaveLength(1);
    expect(accessibleName($, more)).toBe(`${megaMenuMore.label} →`);
    expect(more.attr("href")).toBe("/funcionalidades");
  });

  test("the footer links every page of its columns and gives the support and sales contacts", async () => {
    const { $ } = await ask("/");
    const footer = $("footer");
    expect(footer).toHaveLength(1);
    for (const column of footerColumns) {
      const nav = footer.find("nav").filter((_, el) => accessibleName($, el) === column.title);
      expect(nav, column.title).toHaveLength(1);
      for (const link of column.links) {
        const found = linksNamed($, nav, link.label);
        expect(found, link.label).toHaveLength(1);
        expect(found.attr("href"), link.label).toBe(link.to);
      }
    }
    for (const channel of [contact.support, contact.sales]) {
      const block = footer
        .find("section")
        .filter((_, el) => accessibleName($, el) === `Contato ${channel.label}`);
      expect(block, channel.label).toHaveLength(1);
      const phone = block.find("a").filter((_, a) => accessibleName($, a).includes(channel.phone));
      expect(phone, channel.phone).toHaveLength(1);
      expect(phone.attr("href")).toMatch(/^tel:\+55\d+$/);
      const email = block.find("a").filter((_, a) => accessibleName($, a).includes(channel.email));
      expect(email, channel.email).toHaveLength(1);
      expect(email.attr("href")).toBe(`mailto:${channel.email}`);
      expect(block.text().replace(/\s+/g, " ")).toContain(contact.humanSupportHours);
    }
  });

  test("the WhatsApp link opens a chat with sales in a new tab", async () => {
    const { $ } = await ask("/");
    // One link floats beside the page on wide windows, the other sits in the header; CSS shows one.
    const links = linksNamed($, $("body"), /Conversar no WhatsApp/);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.toArray()) {
      expect($(link).attr("href")).toMatch(
        new RegExp(`^https://wa\\.me/${content.fatos.whatsappComercial}\\?text=`),
      );
      expect($(link).attr("target")).toBe("_blank");
    }
  });

  test("an unknown path answers 404 with a branded page and a way home", async () => {
    const missing = await ask("/rota/que/nao/existe");
    expect(missing.status).toBe(404);
    expect(missing.$("h1")).toHaveLength(1);
    expect(visibleText(missing.$, "h1")).toBe("Página não encontrada");
    const home = linksNamed(missing.$, missing.$("body"), "Voltar para a página inicial");
    expect(home).toHaveLength(1);
    expect(home.attr("href")).toBe("/");
    // Where that link leads (following it with JavaScript: tests/e2e/shell.spec.ts).
    const start = await ask("/");
    expect(start.status).toBe(200);
    expect(visibleText(start.$, "h1")).toContain("Venda mais no delivery");
  });

  test("the health check answers 200 ok", async () => {
    const health = await ask("/healthz");
    expect(health.status).toBe(200);
    expect(health.body).toBe("ok");
  });
});

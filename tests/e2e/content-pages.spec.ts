import { expect, type Page } from "@playwright/test";
import { content } from "../support/content";
import { mailFor, test, uniqueEmail } from "./helpers";

/**
 * What the content pages need a browser for: following an anchor scrolls its section into view, the
 * help centre's frame fills the window, and the landing's form is filled and sent. Their words, links,
 * headings and redirects are checked without a browser (tests/request/content-pages.spec.ts).
 */

test("a legal page's table of contents scrolls to the section it names", async ({ page }) => {
  for (const path of ["/privacidade", "/termos-de-uso"]) {
    await page.goto(path);
    const toc = page.getByRole("navigation", { name: "Sumário" });
    const entries = await toc
      .getByRole("link")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })),
      );
    // The last entry is the furthest from the top: following it must scroll (a plain anchor, no JavaScript needed).
    const last = entries.at(-1);
    if (!last) throw new Error(`${path}: empty table of contents`);
    await toc.getByRole("link", { name: last.text, exact: true }).click();
    await expect(page).toHaveURL(`${path}${last.href}`);
    await expect(page.locator(`[id="${last.href.slice(1)}"]`)).toBeInViewport();
  }
});

test("the help centre's frame fills the window's width and its height below the header", async ({ page }) => {
  await page.goto("/central-de-ajuda");
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", content.site.helpCenterUrl);
  const viewport = page.viewportSize();
  const box = await frame.boundingBox();
  expect(box?.width).toBe(viewport?.width);
  // As tall as the window below the sticky header.
  expect(box?.height ?? 0).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 80);
});

const landingForm = (page: Page) => page.locator("#contato");

test.describe("hamburger-shop landing", () => {
  test("its section links scroll to the success stories and the form", async ({ page }) => {
    await page.goto("/hamburgueria");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Ver cases de sucesso" }).click();
    await expect(page).toHaveURL("/hamburgueria#casos");
    await expect(page.getByRole("heading", { name: "Hamburguerias que já vendem mais" })).toBeInViewport();

    await main.getByRole("link", { name: "Quero contratar agora" }).click();
    await expect(page).toHaveURL("/hamburgueria#contato");
    await expect(landingForm(page).getByLabel("Nome Completo")).toBeInViewport();
  });

  test("its lead form keeps typed values on error and delivers 'Interesse - Página Hamburgueria' @no-js", async ({
    page,
  }) => {
    const email = uniqueEmail("hamburgueria");
    await page.goto("/hamburgueria?utm_source=instagram&utm_campaign=smash");
    const form = landingForm(page);
    await expect(form.getByRole("link", { name: "política de privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
    await form.getByLabel("Nome Completo").fill("Bruno Tavares");
    await form.getByLabel("Empresa").fill("Brasa Smash");
    await form.getByRole("button", { name: "Falar com um especialista" }).click();
    await expect(form.getByRole("alert")).toHaveText("Por favor, preencha todos os campos obrigatórios.");
    await expect(form.getByLabel("Nome Completo")).toHaveValue("Bruno Tavares");
    await expect(form.getByLabel("Empresa")).toHaveValue("Brasa Smash");

    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp").fill("41 99123-4567");
    await form.getByLabel("Mensagem (opcional)").fill("Temos duas chapas e muito pedido no sábado.");
    await form.getByRole("button", { name: "Falar com um especialista" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Recebemos seu interesse! Nossa equipe entra em contato em até 1 hora.",
    );
    await expect(form.getByLabel("Nome Completo")).toHaveValue("");

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Interesse - Página Hamburgueria");
    expect(mail.text).toContain("Nome: Bruno Tavares");
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain("Telefone / WhatsApp: (41) 99123-4567");
    expect(mail.text).toContain("Empresa: Brasa Smash");
    expect(mail.text).toContain("Mensagem: Temos duas chapas e muito pedido no sábado.");
    expect(mail.text).toContain("Tipo de formulário: landing_hamburgueria");
    expect(mail.text).toMatch(/Página de origem: .*\/hamburgueria/);
    expect(mail.text).toContain("utm_source: instagram");
  });
});

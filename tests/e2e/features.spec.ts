import { expect, type Page } from "@playwright/test";
import { mailFor, test, uniqueEmail, withJavaScript } from "./helpers";

const cards = (page: Page) =>
  page.getByRole("list").filter({ has: page.locator('a[href^="/funcionalidades/"]') });

test.describe("feature catalogue", () => {
  test("filters by category through the URL, and 'Todas' clears it", async ({ page }) => {
    await page.goto("/funcionalidades");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Tudo o que o seu delivery precisa");
    const filters = page.getByRole("navigation", { name: "Filtrar por categoria" });
    await expect(filters.getByRole("link")).toHaveText([
      "Todas",
      "Vendas",
      "Gestão",
      "Fidelização",
      "Marketing",
      "Fiscal",
      "Consultoria",
      "Equipamentos",
    ]);
    await expect(page.getByText("42 funcionalidades")).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same-document";
    });
    await filters.getByRole("link", { name: "Fidelização" }).click();
    await expect(page).toHaveURL(/\?categoria=fidelizacao$/);
    await expect(filters.getByRole("link", { name: "Fidelização" })).toHaveAttribute("aria-current", "true");
    const grid = cards(page).last();
    await expect(grid.getByRole("link", { name: /Roleta da Sorte/ })).toBeVisible();
    await expect(grid.getByRole("link", { name: /Cardápio Digital/ })).toHaveCount(0);
    await expect(page.getByText("4 funcionalidades")).toBeVisible();
    const reloaded =
      (await page.evaluate(() => (window as unknown as { marker?: string }).marker)) === undefined;
    // With JavaScript the grid changes in place; without it the server renders the filtered page.
    expect(reloaded).toBe(!withJavaScript());

    await filters.getByRole("link", { name: "Todas" }).click();
    await expect(page).toHaveURL(/\/funcionalidades$/);
    await expect(page.getByText("42 funcionalidades")).toBeVisible();
  });

  test("cards rise in one after another, 0.1 s apart, and stay still under reduced motion", async ({
    page,
  }) => {
    const timing = () =>
      page.locator('main a[href^="/funcionalidades/"]').evaluateAll((links) =>
        links.slice(0, 4).map((link) => {
          const style = getComputedStyle(link);
          return { name: style.animationName, delay: style.animationDelay, opacity: style.opacity };
        }),
      );
    await page.goto("/funcionalidades");
    const moving = await timing();
    expect(moving.map((card) => card.delay)).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);
    for (const card of moving) {
      expect(card.name).not.toBe("none");
      // Movement only: text is never translucent, so contrast holds while cards wait their turn.
      expect(card.opacity).toBe("1");
    }
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/funcionalidades");
    expect((await timing()).map((card) => card.delay)).toEqual(["0s", "0s", "0s", "0s"]);
  });

  test("cards show title, category badge and the 'Em breve' badge, and open their page", async ({ page }) => {
    await page.goto("/funcionalidades?categoria=marketing");
    const card = page.getByRole("link", { name: /Campanhas no WhatsApp/ });
    await expect(card).toContainText("Em breve");
    await expect(card).toContainText("Marketing");
    await card.click();
    await expect(page).toHaveURL("/funcionalidades/campanhas-whatsapp");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a feature page shows every part in order, with product illustrations while no video exists", async ({
    page,
  }) => {
    await page.goto("/funcionalidades/cardapio-digital");
    const trail = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(trail.getByRole("link")).toHaveText(["Início", "Funcionalidades"]);
    await expect(trail.getByText("Cardápio Digital")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Quero Ativar o Cardápio Digital" })).toHaveAttribute(
      "href",
      "#contratar",
    );
    await expect(page.getByRole("link", { name: "Agendar Demonstração" }).first()).toHaveAttribute(
      "href",
      "/#demonstracao",
    );
    await expect(page.getByText("Vídeo em breve")).toHaveCount(0);
    await expect(page.getByRole("img", { name: /celular com o cardápio digital/ })).toBeVisible();
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 5)).toEqual([
      "Um cardápio que vende por você",
      "Do pedido ao pagamento, sem atrito",
      "Por que ter um canal de vendas próprio",
      "Resultados de quem vende pelo canal próprio",
      "Comece a vender pelo seu próprio cardápio digital",
    ]);
    await expect(page.getByText("+40%")).toBeVisible();
    await expect(page.getByText("-60%")).toBeVisible();
    await expect(page.getByText(/em até 1 hora/)).toBeVisible();
  });

  test("an unknown feature answers 404 with a way back", async ({ page }) => {
    const response = await page.goto("/funcionalidades/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Funcionalidade não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Ver todas as funcionalidades" }).click();
    await expect(page).toHaveURL("/funcionalidades");
  });

  test("the feature form validates on the server and delivers 'Interesse em {title}'", async ({ page }) => {
    const email = uniqueEmail("funcionalidade");
    await page.goto("/funcionalidades/modulo-kds");
    const form = page.locator("#contratar");
    await form.getByLabel("Nome Completo").fill("Rita Alves");
    await form.getByRole("button").click();
    await expect(form.getByRole("alert")).toHaveText("Por favor, preencha todos os campos obrigatórios.");
    await expect(form.getByLabel("Nome Completo")).toHaveValue("Rita Alves");

    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp").fill("21 99876-5432");
    await form.getByLabel("Mensagem (opcional)").fill("Tenho duas cozinhas.");
    await form.getByRole("button").click();
    await expect(form.getByRole("status")).toHaveText(
      "Recebemos seu interesse! Nossa equipe entra em contato em até 1 hora.",
    );
    await expect(form.getByLabel("Nome Completo")).toHaveValue("");
    const mail = await mailFor(email);
    expect(mail.subject).toBe("Interesse em Módulo KDS");
    expect(mail.text).toContain("Tipo de formulário: funcionalidade");
    expect(mail.text).toContain("Telefone / WhatsApp: (21) 99876-5432");
    expect(mail.text).toContain("Mensagem: Tenho duas cozinhas.");
  });
});

test.describe("solution pages", () => {
  test("a solution page lists its problems, linked features and FAQ, and its form delivers", async ({
    page,
  }) => {
    const email = uniqueEmail("solucao");
    await page.goto("/solucoes/sistema-fiscal");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "O que esta solução resolve" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/funcionalidades/fiscal-nfce"]')).toBeVisible();
    const faq = main.locator("details").first();
    await faq.locator("summary").click();
    await expect(faq.locator("p")).toBeVisible();
    const form = page.locator("#fale-conosco");
    await form.getByLabel("Nome Completo").fill("Caio Prado");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp").fill("(31) 3456-7890");
    await form.getByRole("button", { name: "Quero Conhecer" }).click();
    await expect(form.getByRole("status")).toBeVisible();
    expect((await mailFor(email)).subject).toBe("Interesse em Sistema Fiscal");
  });

  test("an unknown solution answers 404", async ({ page }) => {
    const response = await page.goto("/solucoes/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Solução não encontrada" })).toBeVisible();
  });
});

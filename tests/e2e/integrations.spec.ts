import { expect, type Page } from "@playwright/test";
import { mailFor, mailsFor, test, uniqueEmail, withJavaScript } from "./helpers";

const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Categorias de integração" });
const cards = (page: Page) =>
  page.locator('a[href^="/integracoes/"]').filter({ has: page.locator("[data-logo]") });

test.describe("integrations catalogue", () => {
  test("lists the 23 integrations with the count in the header and the 'Em breve' badges", async ({
    page,
  }) => {
    await page.goto("/integracoes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("23 integrações para conectar ao seu delivery")).toBeVisible();
    await expect(cards(page)).toHaveCount(23);
    await expect(cards(page).filter({ hasText: "Em breve" })).toHaveCount(5);
    for (const name of ["Bigou", "99Food", "Keeta", "Cielo", "Rede"]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name} Em breve`) })).toBeVisible();
    }
    const ifood = page.getByRole("link", { name: /^iFood / });
    await expect(ifood).not.toContainText("Em breve");
    await expect(ifood).toContainText("Marketplace");
    await expect(ifood).toHaveAttribute("href", "/integracoes/ifood");
  });

  test("a category selects on click and clears on a second click", async ({ page }) => {
    await page.goto("/integracoes");
    const marketplace = categoryNav(page).getByRole("link", { name: "Marketplace" });
    await expect(marketplace).not.toHaveAttribute("aria-current");

    await marketplace.click();
    await expect(page).toHaveURL(/\/integracoes\?categoria=marketplace$/);
    await expect(page.getByText("5 integrações em Marketplace")).toBeVisible();
    await expect(marketplace).toHaveAttribute("aria-current", "true");
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole("link", { name: /^Stone / })).toHaveCount(0);

    // Another category replaces the selection.
    await categoryNav(page).getByRole("link", { name: "Sistemas de Gestão" }).click();
    await expect(page).toHaveURL(/categoria=sistema-gestao$/);
    await expect(page.getByText("2 integrações em Sistemas de Gestão")).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(marketplace).not.toHaveAttribute("aria-current");

    // Clicking the selected one again clears the filter.
    await categoryNav(page).getByRole("link", { name: "Sistemas de Gestão" }).click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(page.getByText("23 integrações para conectar ao seu delivery")).toBeVisible();
    await expect(cards(page)).toHaveCount(23);
    await expect(categoryNav(page).locator("[aria-current]")).toHaveCount(0);
  });

  test("an unknown category shows the empty state and a way back to all", async ({ page }) => {
    const response = await page.goto("/integracoes?categoria=delivery-por-drone");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Nenhuma integração encontrada")).toBeVisible();
    await expect(page.getByText("Escolha outra categoria")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Ver Todas as Integrações" }).click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(cards(page)).toHaveCount(23);
  });

  test("every card shows its wordmark when the images load", async ({ page }) => {
    await page.goto("/integracoes");
    const images = page.locator('img[src^="/img/integracoes/"]');
    await expect(images).toHaveCount(23);
    const first = images.first();
    await expect(first).toHaveAttribute("src", "/img/integracoes/ifood.svg");
    await expect(first).toHaveAttribute("alt", "");
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("a logo that fails to load falls back to the category emoji", async ({ page }) => {
    await page.route("**/img/integracoes/ifood.svg", (route) => route.abort());
    await page.goto("/integracoes");
    const tile = page.locator('[data-logo="ifood"]');
    if (withJavaScript()) {
      // onError swaps the image for the emoji.
      await expect(tile.locator("img")).toHaveCount(0);
      await expect(tile).toHaveText("🛵");
    } else {
      // Without JavaScript, CSS draws the emoji over the broken image.
      const img = tile.locator("img");
      await expect(img).toHaveAttribute("data-emoji", "🛵");
      const content = await img.evaluate((el) => getComputedStyle(el, "::after").content);
      expect(content).toMatch(/^"🛵"/);
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)).toBe(true);
    }
    // The other logos are untouched.
    await expect(page.locator('[data-logo="stone"] img')).toHaveCount(1);
  });

  test("the developer section shows the API areas and the bearer-token examples", async ({ page }) => {
    await page.goto("/integracoes");
    const section = page.getByRole("region", { name: "API aberta para integrar o seu sistema" });
    for (const area of [
      "Recebimento de pedidos",
      "Entregas e logística",
      "Catálogo de produtos",
      "Gestão financeira",
      "Marketing e vendas",
      "Configurações do sistema",
    ]) {
      await expect(section.getByText(area, { exact: true })).toBeVisible();
    }
    const code = section.locator("pre code");
    await expect(code.nth(0)).toContainText("GET /v1/orders");
    await expect(code.nth(0)).toContainText("Authorization: Bearer");
    await expect(code.nth(1)).toContainText("PUT /v1/orders/{order_id}/status");
    for (const key of ['"status"', '"delivered_at"', '"delivery_notes"']) {
      await expect(code.nth(1)).toContainText(key);
    }
    for (const key of ['"success": true', '"order_id"', '"status"']) {
      await expect(code.nth(2)).toContainText(key);
    }
    const collection = section.getByRole("link", { name: /Abrir Coleção da API/ });
    await expect(collection).toHaveAttribute("target", "_blank");
    await expect(collection).toHaveAttribute("href", /^https:\/\//);
    await expect(section.getByRole("link", { name: "Falar com o Suporte Técnico" })).toHaveAttribute(
      "href",
      /^\/contato/,
    );
    await expect(page.getByRole("link", { name: /Ver Todas as Funcionalidades/ })).toHaveAttribute(
      "href",
      "/funcionalidades",
    );
  });

  test("the custom-integration call opens the contact form with the subject filled in", async ({ page }) => {
    await page.goto("/integracoes");
    await page.getByRole("link", { name: "Solicitar Integração Personalizada" }).click();
    await expect(page).toHaveURL(/\/contato\?assunto=Integra%C3%A7%C3%A3o%20personalizada$/);
    await expect(page.locator("#contato").getByLabel("Assunto")).toHaveValue("Integração personalizada");
  });
});

const requestForm = (page: Page) => page.locator("#solicitar");

async function fillRequest(page: Page, email: string, detalhes?: string) {
  const form = requestForm(page);
  await form.getByLabel("Nome").fill("Fábio Nunes");
  await form.getByLabel("Empresa").fill("Pizzaria Bella Napoli");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Telefone").fill("(41) 99123-4567");
  if (detalhes) await form.getByRole("textbox", { name: /opcional/ }).fill(detalhes);
}

test.describe("integration detail", () => {
  test("an available integration: every part in order and a working configure button", async ({ page }) => {
    await page.goto("/integracoes/ifood");
    await expect(page).toHaveTitle(/Integração iFood/);
    const breadcrumb = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(breadcrumb.getByRole("link", { name: "Integrações" })).toHaveAttribute(
      "href",
      "/integracoes",
    );
    await expect(breadcrumb.getByText("iFood")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integração iFood");
    for (const badge of ["Marketplace", "Dificuldade: Fácil", "Disponível"]) {
      await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("Tempo de configuração")).toBeVisible();
    await expect(page.getByText("Nível de complexidade")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver Documentação" })).toHaveAttribute("href", "/api-aberta");

    const headings = await page.locator("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Parceria Gama Delivery e iFood",
      "Como funciona",
      "Funcionalidades",
      "Resultados",
      "Benefícios",
      "Casos de uso",
      "Solicitar integração com iFood",
      "Perguntas frequentes",
      "Pronto para conectar iFood ao seu delivery?",
    ]);
    await expect(page.getByRole("heading", { level: 3, name: "Autenticação segura" })).toBeVisible();
    await expect(page.getByText(/OAuth 2.0 ou por chave de API/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Tags" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Palavras-chave" })).toBeVisible();

    const useCases = page.getByRole("region", { name: "Casos de uso" });
    await expect(useCases.getByRole("heading", { level: 4 })).toHaveCount(9);

    const faq = page.getByRole("region", { name: "Perguntas frequentes" }).locator("details");
    await expect(faq).toHaveCount(6);
    await faq.first().locator("summary").click();
    await expect(faq.first()).toHaveAttribute("open", "");

    await page.getByRole("link", { name: "Configurar Integração" }).click();
    await expect(page).toHaveURL(/\/integracoes\/ifood#solicitar$/);
    await expect(
      requestForm(page).getByRole("heading", { name: "Solicitar integração com iFood" }),
    ).toBeInViewport();
    await expect(requestForm(page).getByRole("button", { name: "Solicitar Integração" })).toBeEnabled();
  });

  test("an available integration's request: required fields, then the mail", async ({ page }) => {
    const email = uniqueEmail("integracao");
    await page.goto("/integracoes/ifood");
    const form = requestForm(page);
    await form.getByLabel("Nome").fill("Fábio Nunes");
    await form.getByLabel("E-mail").fill(email);
    await form.getByRole("button", { name: "Solicitar Integração" }).click();
    await expect(form.getByRole("alert")).toHaveText("Por favor, preencha todos os campos obrigatórios.");
    await expect(form.getByLabel("Empresa")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Nome")).toHaveValue("Fábio Nunes");
    expect(await mailsFor(email)).toHaveLength(0);

    await fillRequest(page, email, "Três lojas em Curitiba, cerca de 400 pedidos por dia no iFood.");
    await form.getByRole("button", { name: "Solicitar Integração" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Solicitação enviada com sucesso! Nossa equipe entrará em contato para ativar a integração com iFood.",
    );
    await expect(form.getByLabel("Nome")).toHaveValue("");

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Solicitação de Integração - iFood");
    for (const line of [
      "Nome: Fábio Nunes",
      `E-mail: ${email}`,
      "Telefone / WhatsApp: (41) 99123-4567",
      "Empresa: Pizzaria Bella Napoli",
      "Mensagem: Três lojas em Curitiba, cerca de 400 pedidos por dia no iFood.",
      "Tipo de formulário: integracao",
      "Página de origem: /integracoes/ifood",
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  test("a coming-soon integration: configure disabled, notify-me request enabled and delivered", async ({
    page,
  }) => {
    const email = uniqueEmail("aviso");
    await page.goto("/integracoes/keeta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integração Keeta");
    await expect(page.getByText("Em breve", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Em Breve" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Configurar Integração" })).toHaveCount(0);

    const form = requestForm(page);
    await expect(
      form.getByRole("heading", { name: "Quero ser avisado quando a integração com Keeta chegar" }),
    ).toBeVisible();
    const submit = form.getByRole("button", { name: "Avise-me Quando Estiver Disponível" });
    await expect(submit).toBeEnabled();

    await fillRequest(page, email);
    await submit.click();
    await expect(form.getByRole("status")).toHaveText(
      "Pronto! Avisaremos você por e-mail assim que a integração com Keeta estiver disponível.",
    );
    const mail = await mailFor(email);
    expect(mail.subject).toBe("Aviso de Disponibilidade - Keeta");
    expect(mail.text).toContain("Tipo de formulário: aviso_integracao");
    expect(mail.text).toContain("Empresa: Pizzaria Bella Napoli");
    expect(mail.text).not.toContain("Mensagem:");
  });

  test("an unknown id answers 404 with a link back to the catalogue", async ({ page }) => {
    const response = await page.goto("/integracoes/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integração não encontrada");
    await expect(page).toHaveTitle(/Integração não encontrada/);
    await page.getByRole("link", { name: "Voltar para Integrações" }).click();
    await expect(page).toHaveURL(/\/integracoes$/);
    await expect(cards(page)).toHaveCount(23);
  });

  test("posting to an unknown integration answers 404 and sends nothing", async ({ request }) => {
    const email = uniqueEmail("fantasma");
    const response = await request.post("/integracoes/nao-existe", {
      form: { nome: "Ana", empresa: "X", email, telefone: "11987654321" },
    });
    expect(response.status()).toBe(404);
    expect(await mailsFor(email)).toHaveLength(0);
  });
});

import { expect, type Page } from "@playwright/test";
import { test, withJavaScript } from "./helpers";

const tablist = (page: Page) => page.getByRole("tablist", { name: "Seções da documentação" });
const tab = (page: Page, name: string) => tablist(page).getByRole("tab", { name, exact: true });
const panel = (page: Page) => page.getByRole("tabpanel");

const tabs = [
  { id: "introducao", label: "Introdução" },
  { id: "autenticacao", label: "Autenticação" },
  { id: "endpoints", label: "Endpoints" },
  { id: "exemplos", label: "Exemplos" },
  { id: "homologacao", label: "Homologação" },
];

/** The tab is the selected one and its panel, labelled by it, is the only one rendered. */
async function expectSelected(page: Page, label: string) {
  await expect(tab(page, label)).toHaveAttribute("aria-selected", "true");
  for (const other of tabs.filter((t) => t.label !== label)) {
    await expect(tab(page, other.label)).toHaveAttribute("aria-selected", "false");
  }
  await expect(panel(page)).toHaveCount(1);
  await expect(page.getByRole("tabpanel", { name: label })).toBeVisible();
  const controls = await tab(page, label).getAttribute("aria-controls");
  await expect(panel(page)).toHaveAttribute("id", controls ?? "");
}

test.describe("open API page", () => {
  test("opens on Introdução with the base URL under /api/ and the five tabs", async ({ page }) => {
    await page.goto("/api-aberta");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(tablist(page).getByRole("tab")).toHaveText(tabs.map((t) => t.label));
    await expectSelected(page, "Introdução");
    await expect(panel(page).getByRole("heading", { level: 2, name: "Como a API funciona" })).toBeVisible();
    await expect(panel(page)).toContainText("sob o caminho /api/");

    const baseUrl = page.getByText(/^https:\/\/\S+\/api\/$/);
    await expect(baseUrl).toBeVisible();
    expect(new URL((await baseUrl.textContent()) ?? "").pathname).toBe("/api/");
  });

  test("each tab renders from its URL, with the documented facts", async ({ page }) => {
    await page.goto("/api-aberta?aba=introducao");
    await expectSelected(page, "Introdução");

    await page.goto("/api-aberta?aba=autenticacao");
    await expectSelected(page, "Autenticação");
    await expect(page).toHaveTitle(/Autenticação/);
    const auth = panel(page);
    await expect(auth.getByText("POST", { exact: true }).first()).toBeVisible();
    await expect(auth.getByText("/api/autenticacao/entrar/", { exact: true })).toBeVisible();
    const body = auth.getByRole("table", { name: "Corpo da requisição" });
    await expect(body.getByRole("rowheader")).toHaveText(["email", "senha"]);
    const envelope = auth.getByRole("table", { name: "Envelope" });
    await expect(envelope.getByRole("rowheader")).toHaveText(["body", "errors", "data"]);
    await expect(envelope.getByRole("row", { name: /^errors/ })).toContainText("null");
    await expect(envelope.getByRole("row", { name: /^errors/ })).toContainText("lista");
    const user = auth.getByRole("table", { name: "Campos de data no login" });
    await expect(user.getByRole("rowheader")).toHaveText(["id", "nome", "email", "tel", "token"]);
    await expect(auth.getByRole("heading", { name: "Cabeçalho x-api-key" })).toBeVisible();
    await expect(auth.locator("pre code").filter({ hasText: "x-api-key:" })).toContainText(
      "GET /api/pedidos/lista/",
    );
    // The documented success response: the envelope with the user and the token.
    const success = auth.getByRole("figure").filter({ hasText: "Resposta de sucesso" }).locator("code");
    const json = JSON.parse((await success.textContent()) ?? "");
    expect(Object.keys(json)).toEqual(["body", "errors", "data"]);
    expect(json.errors).toBeNull();
    expect(Object.keys(json.data)).toEqual(["id", "nome", "email", "tel", "token"]);

    await page.goto("/api-aberta?aba=endpoints");
    await expectSelected(page, "Endpoints");
    const endpoints = panel(page);
    for (const group of ["Pedidos", "Usuários", "Produtos"]) {
      await expect(endpoints.getByRole("heading", { level: 3, name: group })).toBeVisible();
    }
    const orders = endpoints.getByRole("region", { name: "Pedidos" });
    await expect(orders.getByRole("listitem").filter({ hasText: "/api/pedidos/lista/" })).toContainText(
      "GET",
    );
    const users = endpoints.getByRole("region", { name: "Usuários" });
    await expect(users.getByRole("listitem").filter({ hasText: "/api/autenticacao/entrar/" })).toContainText(
      "POST",
    );
    await expect(endpoints.getByRole("region", { name: "Produtos" })).toContainText(
      "Pausar ou retomar a venda de um produto.",
    );

    await page.goto("/api-aberta?aba=exemplos");
    await expectSelected(page, "Exemplos");
    const examples = panel(page);
    const login = examples.getByRole("region", { name: "Entrar e obter o token" });
    await expect(login.getByRole("figure", { name: "curl" }).locator("code")).toContainText("curl -X POST");
    await expect(login.getByRole("figure", { name: "curl" }).locator("code")).toContainText(
      "/api/autenticacao/entrar/",
    );
    await expect(login.getByRole("figure", { name: "JavaScript (fetch)" }).locator("code")).toContainText(
      "fetch(",
    );
    const list = examples.getByRole("region", { name: "Listar os pedidos" });
    for (const figure of await list.getByRole("figure").all()) {
      await expect(figure.locator("code")).toContainText("/api/pedidos/lista/");
      await expect(figure.locator("code")).toContainText("x-api-key");
    }

    await page.goto("/api-aberta?aba=homologacao");
    await expectSelected(page, "Homologação");
    const homologation = panel(page);
    await expect(homologation.getByText("Limite de 1 requisição por segundo")).toBeVisible();
    await expect(homologation.getByRole("list").first().getByRole("listitem")).toHaveCount(3);
    for (const item of [
      "Comunicação estável da integração",
      "Geração de pedido com geolocalização",
      "Marcação do pedido como pronto ou cancelado",
    ]) {
      await expect(homologation.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test("an unknown tab shows Introdução", async ({ page }) => {
    const response = await page.goto("/api-aberta?aba=webhooks");
    expect(response?.status()).toBe(200);
    await expectSelected(page, "Introdução");
    await expect(panel(page)).toContainText("sob o caminho /api/");
  });

  test("the tabs switch by click and keep the choice in the URL", async ({ page }) => {
    await page.goto("/api-aberta");
    // With JavaScript the tabs switch in place; this marker would not survive a reload.
    if (withJavaScript()) await page.evaluate(() => Object.assign(window, { samePage: true }));

    await tab(page, "Endpoints").click();
    await expect(page).toHaveURL(/\/api-aberta\?aba=endpoints(#documentacao)?$/);
    await expectSelected(page, "Endpoints");

    await tab(page, "Homologação").click();
    await expect(page).toHaveURL(/\?aba=homologacao(#documentacao)?$/);
    await expectSelected(page, "Homologação");

    await tab(page, "Introdução").click();
    await expect(page).toHaveURL(/\/api-aberta(#documentacao)?$/);
    await expectSelected(page, "Introdução");

    if (withJavaScript()) expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("'Começar agora' lands on Autenticação", async ({ page }) => {
    await page.goto("/api-aberta?aba=exemplos");
    await page.getByRole("link", { name: "Começar agora" }).click();
    await expect(page).toHaveURL(/\?aba=autenticacao/);
    await expectSelected(page, "Autenticação");
    await expect(panel(page).getByRole("heading", { level: 2, name: "Autenticação" })).toBeInViewport();
  });

  test("'Documentação Postman' opens the external docs in a new tab", async ({ page }) => {
    await page.goto("/api-aberta");
    const docs = page.getByRole("link", { name: "Documentação Postman (abre em nova aba)" });
    await expect(docs).toBeVisible();
    await expect(docs).toHaveAttribute("target", "_blank");
    await expect(docs).toHaveAttribute("rel", /noopener/);
    await expect(docs).toHaveAttribute("href", /^https:\/\//);
  });

  test("code stays selectable text; copy buttons appear only with JavaScript", async ({ page }) => {
    await page.goto("/api-aberta?aba=exemplos");
    await expect(panel(page).locator("pre code").first()).toContainText("curl");
    const copyButtons = page.getByRole("button", { name: /^Copiar/ });
    if (withJavaScript()) {
      await expect(page.getByRole("button", { name: "Copiar URL base" })).toBeVisible();
      await expect(copyButtons).toHaveCount(1 + (await panel(page).locator("pre").count()));
    } else {
      await expect(copyButtons).toHaveCount(0);
      // Every tab stays reachable with Tab: no roving tabindex without the arrow keys.
      await expect(tablist(page).locator("[tabindex]")).toHaveCount(0);
    }
  });

  test("arrow keys, Home and End move between the tabs", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/api-aberta");
    await expect(tab(page, "Autenticação")).toHaveAttribute("tabindex", "-1");
    await tab(page, "Introdução").focus();

    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?aba=autenticacao$/);
    await expectSelected(page, "Autenticação");
    await expect(tab(page, "Autenticação")).toBeFocused();
    await expect(tab(page, "Introdução")).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("End");
    await expectSelected(page, "Homologação");
    await expect(tab(page, "Homologação")).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "Introdução");
    await expect(tab(page, "Introdução")).toBeFocused();

    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, "Homologação");

    await page.keyboard.press("Home");
    await expectSelected(page, "Introdução");
    await expect(page).toHaveURL(/\/api-aberta$/);
  });
});

test.describe("copy to clipboard", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  });

  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test("the base URL copies to the clipboard and says so", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/api-aberta");
    const shown = (await page.getByText(/^https:\/\/\S+\/api\/$/).textContent()) ?? "";
    expect(shown).not.toBe("");
    await page.evaluate(() => navigator.clipboard.writeText(""));

    await page.getByRole("button", { name: "Copiar URL base" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copiado!" })).toBeVisible();
    expect(await clipboard(page)).toBe(shown);
  });

  test("a code sample copies exactly the code shown", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/api-aberta?aba=exemplos");
    const figure = page.getByRole("figure", { name: "JavaScript (fetch)" }).first();
    const code = (await figure.locator("pre code").textContent()) ?? "";
    expect(code).toContain("fetch(");
    await page.evaluate(() => navigator.clipboard.writeText(""));

    await figure
      .getByRole("button", { name: "Copiar código: Entrar e obter o token (JavaScript (fetch))" })
      .click();
    await expect(figure.getByRole("status")).toHaveText("Copiado!");
    expect(await clipboard(page)).toBe(code);

    // The announcement clears after a moment, ready for the next copy.
    await expect(figure.getByRole("status")).toHaveText("", { timeout: 5000 });
  });
});

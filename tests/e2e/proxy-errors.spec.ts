import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { messages } from "../../app/forms/messages";
import { PROXY_ERROR_PAGES } from "../support/proxy";
import { mailFor, mailsFor, test, uniqueEmail } from "./helpers";

/**
 * What a visitor sees when the proxy in front (deploy/nginx) answers a form post with its own error
 * page, as it does when the replica that had the post died: the page nginx serves, word for word.
 */
const proxyPage = readFileSync(`${PROXY_ERROR_PAGES}/indisponivel.html`, "utf8");
const successText = "Demonstração solicitada com sucesso! Nossa equipe entrará em contato.";

async function fillDemo(page: Page, email: string) {
  const form = page.locator("#demonstracao");
  await form.getByLabel("Nome").fill("Ana Souza");
  await form.getByLabel("Empresa").fill("Brasa Viva Burger");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("WhatsApp").fill("+55 (11) 98765-4321");
  await form.getByLabel("Faturamento mensal").selectOption("10k-50k");
  await form.getByLabel("Unidades").selectOption("2-5");
  await form.getByLabel("Segmento").selectOption("pizzaria");
  await form.getByRole("checkbox").check();
  return form;
}

/** Every form post gets the proxy's answer: its 502 page, or no answer at all (a dropped connection). */
async function proxyFails(page: Page, how: "page" | "drop") {
  await page.route("**/*", (route) => {
    if (route.request().method() !== "POST") return route.continue();
    return how === "page"
      ? route.fulfill({ status: 502, contentType: "text/html; charset=utf-8", body: proxyPage })
      : route.abort("connectionreset");
  });
}

test("the proxy's error page after a form post says so, and Back brings the form with every value @no-js-only", async ({
  page,
}) => {
  // Two submissions, a history navigation and a delivery: three times the usual time.
  test.slow();
  const email = uniqueEmail("proxy-sem-js");
  await page.goto("/");
  const form = await fillDemo(page, email);
  await proxyFails(page, "page");
  await form.getByRole("button", { name: "Solicitar demonstração" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Não conseguimos concluir agora");
  await expect(page.getByText("Estava enviando um formulário?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toHaveAttribute("href", "/");

  await page.goBack();
  await expect(form.getByLabel("Nome")).toHaveValue("Ana Souza");
  await expect(form.getByLabel("E-mail")).toHaveValue(email);
  await expect(form.getByLabel("Segmento")).toHaveValue("pizzaria");
  await page.unrouteAll();
  await form.getByRole("button", { name: "Solicitar demonstração" }).click();
  await expect(page.getByRole("status")).toHaveText(successText);
  await mailFor(email);
});

for (const how of ["page", "drop"] as const) {
  test(`with JavaScript, a post the proxy answers with ${how === "page" ? "its error page" : "a dropped connection"} keeps the form and every value, and sending again makes one lead @js-only`, async ({
    page,
  }) => {
    const email = uniqueEmail(`proxy-js-${how}`);
    await page.goto("/");
    const form = await fillDemo(page, email);
    await proxyFails(page, how);
    await form.getByRole("button", { name: "Solicitar demonstração" }).click();
    await expect(form.getByRole("alert")).toHaveText(messages.notConfirmed);
    await expect(form.getByLabel("Nome")).toHaveValue("Ana Souza");
    await expect(form.getByLabel("E-mail")).toHaveValue(email);
    await expect(form.getByLabel("Faturamento mensal")).toHaveValue("10k-50k");
    await expect(form.getByRole("checkbox")).toBeChecked();

    await page.unrouteAll();
    await form.getByRole("button", { name: "Solicitar demonstração" }).click();
    await expect(form.getByRole("status")).toHaveText(successText);
    await mailFor(email);
    expect(await mailsFor(email)).toHaveLength(1);
  });
}

import { expect, type Page } from "@playwright/test";
import {
  escaped,
  firstRates,
  fits,
  fitsNot,
  money,
  monthlyCost,
  otherRates,
  reais,
  reference,
  savingsLine,
  startingCost,
  startingQuery,
  typed,
  whole,
} from "../support/calculadora";
import { axeViolations, mailFor, test, uniqueEmail } from "./helpers";

/**
 * What JavaScript does on the savings calculator: the result and the address following the fields
 * as one types, the rate links switching in place, the contact form sent with JavaScript, and axe on
 * the contact page with a calculation. Everything the server renders from an address (the calculator
 * without JavaScript: figures, messages, links, the contact page and its form posted without
 * JavaScript): tests/request/calculadora.spec.ts. The arithmetic and the messages' rules:
 * app/lib/savings.test.ts.
 */

const result = (page: Page) => page.getByRole("region", { name: "Resultado da simulação" });
const planCard = (page: Page, name: string) => result(page).getByRole("article", { name: `Plano ${name}` });
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label });

const labels = {
  pedidos: "Pedidos por mês no marketplace",
  ticket: "Ticket médio (R$)",
  comissao: "Comissão do marketplace (%)",
  taxa: "Taxa de pagamento online (%)",
};

// Figures worked out by hand (see app/lib/savings.test.ts for the arithmetic):
// 1.234 orders × R$ 45,90 = R$ 56.640,60 in sales; 26,2% of it is R$ 14.839,84 a month.
const knownUrl = "/calculadora?pedidos=1.234&ticket=45%2C90&comissao=23&taxa=3%2C2";
const knownOrders = 1234;
const knownCost = (1234 * 45.9 * 26.2) / 100;

async function expectKnownResult(page: Page) {
  const region = result(page);
  await expect(region).toContainText(reais("14.840"));
  await expect(region).toContainText(reais("178.078"));
  await expect(region).toContainText(reais("56.641"));
  for (const plan of fitsNot(knownOrders)) {
    await expect(planCard(page, plan.name)).toContainText("Não comporta 1.234 pedidos por mês");
  }
  const [suggested, ...larger] = fits(knownOrders);
  expect(suggested, "a plan fits 1.234 orders").toBeDefined();
  if (!suggested) return;
  await expect(planCard(page, suggested.name)).toContainText("Indicado para o seu volume");
  for (const plan of [suggested, ...larger]) {
    await expect(planCard(page, plan.name)).toContainText(savingsLine(knownCost, plan));
  }
}

test.describe("savings calculator", () => {
  test("with JavaScript the form takes the figures in place and the result's address can be shared", async ({
    page,
    context,
  }) => {
    await page.goto("/calculadora");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await field(page, labels.pedidos).fill("1.234");
    await field(page, labels.ticket).fill("45,90");
    await field(page, labels.comissao).fill("23%");
    await field(page, labels.taxa).fill("3,2");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expectKnownResult(page);
    await expect(page).toHaveURL(/\/calculadora\?pedidos=1\.234&ticket=45%2C90&comissao=23%25&taxa=3%2C2$/);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    // The same address in a fresh tab shows the same result.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expectKnownResult(shared);
  });

  test("typing updates the result and the address in place", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/calculadora");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const historyLength = await page.evaluate(() => history.length);
    const documents: string[] = [];
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });

    await field(page, labels.pedidos).fill("800");
    // 800 orders at the starting ticket and rates (800 × 50 × 15,2% = 6.080 with the shipped figures).
    const cost800 = monthlyCost(800, reference.defaultTicket, firstRates);
    await expect(result(page)).toContainText(new RegExp(`Por mês\\s*${money(cost800)}`));
    for (const plan of fitsNot(800)) {
      await expect(planCard(page, plan.name)).toContainText("Não comporta 800 pedidos por mês");
    }
    await expect(page).toHaveURL(new RegExp(`/calculadora\\?${escaped(startingQuery("800"))}$`));

    await field(page, labels.ticket).fill("abc");
    await expect(field(page, labels.ticket)).toHaveAccessibleDescription(
      /^Use só números para o ticket médio/,
    );
    await expect(result(page)).toContainText("Corrija os campos destacados");
    // Each field gets its own message as it is typed; the rates' sum is told on the fee.
    await field(page, labels.pedidos).fill("12,5");
    await expect(field(page, labels.pedidos)).toHaveAccessibleDescription(
      /^Informe um número inteiro de pedidos/,
    );
    await field(page, labels.pedidos).fill("800");
    await field(page, labels.comissao).fill("80");
    await field(page, labels.taxa).fill("30");
    await expect(field(page, labels.taxa)).toHaveAccessibleDescription(
      /^A comissão e a taxa de pagamento somadas não podem passar de 100%\./,
    );
    await expect(field(page, labels.comissao)).not.toHaveAttribute("aria-invalid");
    await expect(field(page, labels.taxa)).toHaveValue("30");
    await field(page, labels.comissao).fill(typed(firstRates.commission));
    await field(page, labels.taxa).fill(typed(firstRates.paymentFee));
    // Fixed, the result comes back.
    await field(page, labels.ticket).fill("62,5");
    // 800 × 62,50 = 50.000 in sales (× 15,2% = 7.600 a month, 91.200 a year with the shipped rates).
    const cost62 = monthlyCost(800, 62.5, firstRates);
    await expect(result(page)).toContainText(new RegExp(`Por mês\\s*${money(cost62)}`));
    await expect(result(page)).toContainText(new RegExp(`Por ano\\s*${money(cost62 * 12)}`));

    expect(documents, "no full reload").toEqual([]);
    expect(dataRequests, "the browser computes the result itself").toEqual([]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    // A reload of the synced address renders the same result on the server.
    await page.reload();
    await expect(field(page, labels.ticket)).toHaveValue("62,5");
    await expect(result(page)).toContainText(new RegExp(`Por mês\\s*${money(cost62)}`));

    // The footer's link to this same page starts again from the reference figures.
    await page.getByRole("contentinfo").getByRole("link", { name: "Calculadora de economia" }).click();
    await expect(page).toHaveURL(/\/calculadora$/);
    await expect(field(page, labels.ticket)).toHaveValue(typed(reference.defaultTicket));
    await expect(result(page)).toContainText(new RegExp(`Por mês\\s*${money(startingCost)}`));
  });

  test("with JavaScript the reference plan links switch the rates in place and keep the orders", async ({
    page,
  }) => {
    // Every other plan of the marketplace has a link (with the shipped figures, Plano Entrega's 23% +
    // 3,2% on 20.000 in sales is 5.240 a month).
    expect(otherRates.length, "the content lists a second marketplace plan").toBeGreaterThan(0);
    for (const rates of otherRates) {
      await page.goto(`/calculadora?${startingQuery("400")}`);
      await page.getByRole("link", { name: new RegExp(`Usar as taxas do ${escaped(rates.name)}`) }).click();
      await expect(field(page, labels.comissao)).toHaveValue(typed(rates.commission));
      await expect(field(page, labels.taxa)).toHaveValue(typed(rates.paymentFee));
      await expect(field(page, labels.pedidos)).toHaveValue("400");
      const cost = monthlyCost(400, reference.defaultTicket, rates);
      await expect(result(page)).toContainText(new RegExp(`Por mês\\s*${money(cost)}`));
      await expect(page).toHaveURL(
        new RegExp(
          `comissao=${escaped(encodeURIComponent(typed(rates.commission)))}&taxa=${escaped(
            encodeURIComponent(typed(rates.paymentFee)),
          )}$`,
        ),
      );
    }
  });

  test("'Quero economizar' brings the calculation to the contact form and, sent with JavaScript, into the lead", async ({
    page,
  }) => {
    const email = uniqueEmail("calculadora");
    await page.goto(knownUrl);
    await result(page).getByRole("link", { name: "Quero economizar" }).click();
    await expect(page).toHaveURL(
      /\/contato\?assunto=Calculadora\+de\+economia&pedidos=1234&ticket=45%2C9&comissao=23&taxa=3%2C2#contato$/,
    );

    const form = page.locator("#contato");
    const summary = form.getByRole("region", { name: "Simulação enviada com o seu contato" });
    await expect(summary).toContainText(/Comissão de 23% e taxa de pagamento de 3,2%: R\$\s14\.840 por mês/);
    for (const plan of fitsNot(knownOrders)) {
      await expect(summary).toContainText(`Plano ${plan.name}: não comporta 1.234 pedidos por mês`);
    }
    await expect(form.getByLabel("Assunto (opcional)")).toHaveValue("Calculadora de economia");
    await expect(form.getByLabel("Mensagem")).toHaveValue(/Quero economizar/);

    await form.getByLabel("Nome").fill("Rafael Antunes");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Telefone (WhatsApp)").fill("31 97777-6666");
    // Without the consent the form answers with its alert and the calculation is still there.
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    );
    await expect(summary).toContainText(/R\$\s14\.840 por mês/);
    await expect(form.getByLabel("Nome")).toHaveValue("Rafael Antunes");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.",
    );

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Contato via Site - Calculadora de economia");
    const text = mail.text?.replace(/\u00a0/g, " ") ?? "";
    const suggested = fits(knownOrders)[0];
    if (!suggested) throw new Error("no plan fits 1.234 orders");
    for (const line of [
      "Simulação da calculadora de economia (estimativa):",
      "- Pedidos por mês no marketplace: 1.234, com ticket médio de R$ 45,90 (R$ 56.641 em vendas por mês).",
      "- Comissão de 23% e taxa de pagamento de 3,2%: R$ 14.840 por mês, R$ 178.078 por ano pagos ao marketplace.",
      ...fitsNot(knownOrders).map(
        (plan) =>
          `- Plano ${plan.name}: não comporta 1.234 pedidos por mês (limite de ${whole(plan.limits.pedidos)}).`,
      ),
      `- Plano ${suggested.name} (R$ ${whole(suggested.monthlyPrice)} por mês): economia de R$ ${whole(
        knownCost - suggested.monthlyPrice,
      )} por mês, economia de R$ ${whole(knownCost * 12 - suggested.monthlyPrice * 12)} por ano.`,
    ]) {
      expect(text).toContain(line);
    }
  });

  // The contact page is in the axe list without a calculation; this is the same check with one.
  test("the contact page with a calculation has no WCAG 2.2 AA violation", { tag: "@js-only" }, async ({
    page,
  }) => {
    await page.goto(
      "/contato?assunto=Calculadora+de+economia&pedidos=1234&ticket=45%2C9&comissao=23&taxa=3%2C2",
    );
    await expect(page.getByRole("region", { name: "Simulação enviada com o seu contato" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

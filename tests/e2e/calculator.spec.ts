import { expect, type Page } from "@playwright/test";
import { content } from "../support/content";
import { axeViolations, mailFor, test, uniqueEmail, withJavaScript } from "./helpers";

// Intl writes "R$" and the amount with a no-break space; \s matches it.
const reais = (amount: string) => new RegExp(`R\\$\\s${amount.replaceAll(".", "\\.")}(?!\\d)`);
/** Whole reais and counts as the page writes them: 14.611. */
const whole = (amount: number) => new Intl.NumberFormat("pt-BR").format(Math.round(amount));
/** A regular expression's source for "R$ 14.611", any space after R$. */
const money = (amount: number) => `R\\$\\s${whole(amount).replaceAll(".", "\\.")}`;

// The plans compared come from content (cheapest first), so a price or a limit changed in the
// editor changes the figures below and no test.
const plans = content.plans;
const cheapest = plans[0];
const largest = plans.at(-1);
if (!cheapest || !largest) throw new Error("no plan in the content");
const fits = (orders: number) => plans.filter((plan) => plan.limits.pedidos >= orders);
const fitsNot = (orders: number) => plans.filter((plan) => plan.limits.pedidos < orders);
/** A plan card's savings line: the marketplace's monthly cost against the plan's monthly price. */
const savingsLine = (monthlyCost: number, plan: (typeof plans)[number]) =>
  new RegExp(
    `Economia de ${money(monthlyCost - plan.monthlyPrice)} por mês, economia de ${money(
      monthlyCost * 12 - plan.monthlyPrice * 12,
    )} por ano`,
  );
// The reference rates and the form's starting figures come from content/paginas/calculadora.yaml;
// the first plan's rates fill the form.
const reference = content.calculator;
const [firstRates, ...otherRates] = reference.plans;
/** A figure as the form writes it: 400, 3,2. */
const typed = (value: number) => String(value).replace(".", ",");
/** The marketplace's monthly cost for a month of orders at a plan's rates. */
const monthlyCost = (orders: number, ticket: number, rates: { commission: number; paymentFee: number }) =>
  (orders * ticket * (rates.commission + rates.paymentFee)) / 100;
const startingCost = monthlyCost(reference.defaultOrders, reference.defaultTicket, firstRates);
/** The query the form's starting ticket and rates make, after a given number of orders. */
const startingQuery = (orders: string) =>
  `pedidos=${orders}&ticket=${encodeURIComponent(typed(reference.defaultTicket))}&comissao=${encodeURIComponent(
    typed(firstRates.commission),
  )}&taxa=${encodeURIComponent(typed(firstRates.paymentFee))}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
  test("the reference rates fill the form and the result is already there", async ({ page }) => {
    const response = await page.goto("/calculadora");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Calculadora de economia: marketplace ou canal próprio | Gama Delivery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Quanto o marketplace custa para o seu delivery?",
    );
    await expect(field(page, labels.pedidos)).toHaveValue(typed(reference.defaultOrders));
    await expect(field(page, labels.ticket)).toHaveValue(typed(reference.defaultTicket));
    await expect(field(page, labels.comissao)).toHaveValue(typed(firstRates.commission));
    await expect(field(page, labels.taxa)).toHaveValue(typed(firstRates.paymentFee));
    // Orders × ticket × (commission + fee) a month, twelve times that a year, less each plan's price
    // (with the shipped figures: 400 × 50 × 15,2% = 3.040 a month, 36.480 a year).
    await expect(result(page)).toContainText(new RegExp(`Por mês\\s*${money(startingCost)}`));
    await expect(result(page)).toContainText(new RegExp(`Por ano\\s*${money(startingCost * 12)}`));
    await expect(planCard(page, cheapest.name)).toContainText(savingsLine(startingCost, cheapest));
    await expect(planCard(page, cheapest.name)).toContainText(
      new RegExp(
        `No plano anual\\s*${money(cheapest.annualPrice)} por mês, ${money(cheapest.annualPrice * 12)} por ano`,
      ),
    );
    await expect(result(page)).toContainText("Isto é uma estimativa.");
    const region = page.getByRole("region", { name: "Taxas de referência" });
    await expect(region).toContainText(
      `taxas de referência públicas do ${reference.marketplace} para o ${firstRates.name}`,
    );
    const [year, month, day] = reference.checkedAt.split("-").map(Number);
    const checked = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)),
    );
    await expect(region).toContainText(`conferidas em ${checked}`);
    await expect(region.getByRole("link", { name: new RegExp(reference.marketplace) })).toHaveAttribute(
      "href",
      reference.source,
    );
    await expect(region).toContainText("podem mudar");
  });

  test("known inputs in the URL show the expected figures", async ({ page }) => {
    const response = await page.goto(knownUrl);
    expect(response?.status()).toBe(200);
    await expect(field(page, labels.pedidos)).toHaveValue("1.234");
    await expect(field(page, labels.ticket)).toHaveValue("45,90");
    await expectKnownResult(page);
  });

  test("small and very large volumes say what they mean", async ({ page }) => {
    // 20 × R$ 30 = 600 in sales; 15,2% = R$ 91,20 a month, less than the cheapest plan's price.
    expect(cheapest.monthlyPrice).toBeGreaterThan(91.2);
    const more = money(cheapest.monthlyPrice - 91.2);
    await page.goto("/calculadora?pedidos=20&ticket=30&comissao=12&taxa=3%2C2");
    await expect(result(page)).toContainText(
      new RegExp(`o plano ${cheapest.name} custa ${more} por mês a mais do que as taxas do marketplace`),
    );
    await expect(planCard(page, cheapest.name)).toContainText(new RegExp(`Custo a mais de ${more} por mês`));
    // Above the largest plan's limit no plan fits.
    const limit = largest.limits.pedidos;
    const orders = whole(limit + 2000);
    await page.goto(`/calculadora?pedidos=${orders}&ticket=40&comissao=12&taxa=3%2C2`);
    await expect(result(page)).toContainText(
      `Acima de ${whole(limit)} pedidos por mês, fale com a nossa equipe: montamos uma proposta para o seu volume.`,
    );
    for (const plan of plans) {
      await expect(planCard(page, plan.name)).toContainText(`Não comporta ${orders} pedidos por mês`);
    }
  });

  test("the form sends the figures and the result's address can be shared", async ({ page, context }) => {
    await page.goto("/calculadora");
    if (withJavaScript()) await page.evaluate(() => Object.assign(window, { samePage: true }));
    await field(page, labels.pedidos).fill("1.234");
    await field(page, labels.ticket).fill("45,90");
    await field(page, labels.comissao).fill("23%");
    await field(page, labels.taxa).fill("3,2");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expectKnownResult(page);
    await expect(page).toHaveURL(/\/calculadora\?pedidos=1\.234&ticket=45%2C90&comissao=23%25&taxa=3%2C2$/);
    if (withJavaScript()) expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    // The same address in a fresh tab shows the same result.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expectKnownResult(shared);
  });

  test("bad input in the URL: pt-BR messages on the fields, values kept, no error page", async ({ page }) => {
    const response = await page.goto("/calculadora?pedidos=-5&ticket=abc&comissao=&taxa=1e309");
    expect(response?.status()).toBe(200);
    const expected = [
      [labels.pedidos, "-5", "O número de pedidos não pode ser negativo."],
      [labels.ticket, "abc", "Use só números para o ticket médio, como 45,90."],
      [labels.comissao, "", "Informe a comissão que o marketplace cobra (use 0 se não houver)."],
      [labels.taxa, "1e309", "Use só números para a taxa de pagamento, como 3,2%."],
    ] as const;
    for (const [label, value, message] of expected) {
      const input = field(page, label);
      await expect(input).toHaveValue(value);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[().,%]/g, "\\$&")}`));
    }
    await expect(result(page)).toContainText("Corrija os campos destacados para ver a estimativa.");
    await expect(result(page).getByRole("link", { name: "Quero economizar" })).toHaveCount(0);
  });

  test("bad input typed into the form: messages, values kept, and the result comes back once fixed", async ({
    page,
  }) => {
    await page.goto("/calculadora");
    await field(page, labels.pedidos).fill("12,5");
    await field(page, labels.ticket).fill("99999999");
    await field(page, labels.comissao).fill("80");
    await field(page, labels.taxa).fill("30");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(field(page, labels.pedidos)).toHaveAccessibleDescription(
      /^Informe um número inteiro de pedidos/,
    );
    await expect(field(page, labels.ticket)).toHaveAccessibleDescription(
      /^O ticket médio pode ser de no máximo R\$ 10\.000\./,
    );
    await expect(field(page, labels.taxa)).toHaveAccessibleDescription(
      /^A comissão e a taxa de pagamento somadas não podem passar de 100%\./,
    );
    await expect(field(page, labels.comissao)).not.toHaveAttribute("aria-invalid");
    await expect(field(page, labels.pedidos)).toHaveValue("12,5");
    await expect(field(page, labels.ticket)).toHaveValue("99999999");

    await field(page, labels.pedidos).fill("400");
    await field(page, labels.ticket).fill("50");
    await field(page, labels.comissao).fill("12");
    await field(page, labels.taxa).fill("3,2");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(result(page)).toContainText(/Por mês\s*R\$\s3\.040/);
    await expect(field(page, labels.pedidos)).not.toHaveAttribute("aria-invalid");
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

  test("the reference plan links switch the rates and keep the orders", async ({ page }) => {
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

  test("'Quero economizar' brings the calculation to the contact form and into the lead", async ({
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

  test("home, /planos and the footer link to the calculator", async ({ page }) => {
    for (const path of ["/", "/planos"]) {
      await page.goto(path);
      await expect(page.getByRole("main").locator('a[href="/calculadora"]')).toHaveCount(1);
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Calculadora de economia" }),
      ).toHaveAttribute("href", "/calculadora");
    }
  });

  test("nonsense in the address never answers an error", { tag: "@no-js-only" }, async ({ request }) => {
    for (const query of [
      "pedidos=&ticket=&comissao=&taxa=",
      "pedidos=99999999999999999999999&ticket=1e309&comissao=NaN&taxa=Infinity",
      "pedidos=1,23456789&ticket=0,001&comissao=12,3456&taxa=-0,5",
      `pedidos=${"9".repeat(5000)}`,
      "pedidos=%FF%FE&ticket=%00&comissao=%3Cscript%3E&taxa=%E2%88%925",
    ]) {
      const response = await request.get(`/calculadora?${query}`);
      expect(response.status(), query).toBe(200);
      expect(await response.text(), query).toContain("Corrija os campos destacados para ver a estimativa.");
    }
    // A repeated parameter counts once; an unknown one is ignored and the others keep their defaults.
    const repeated = await request.get("/calculadora?pedidos=400&pedidos=2&ticket[]=3");
    expect(repeated.status()).toBe(200);
    expect((await repeated.text()).replace(/\u00a0/g, " ")).toContain(
      `R$ ${whole(monthlyCost(400, reference.defaultTicket, firstRates))}`,
    );
  });
});

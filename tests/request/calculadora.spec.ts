import type { CheerioAPI } from "cheerio";
import { mailFor, uniqueEmail } from "../e2e/helpers";
import {
  escaped,
  firstRates,
  fits,
  fitsNot,
  money,
  monthlyCost,
  otherRates,
  plans,
  reais,
  reference,
  savingsLine,
  startingCost,
  startingQuery,
  typed,
  whole,
} from "../support/calculadora";
import {
  accessibleName,
  ask,
  expect,
  field,
  named,
  nameOf,
  submitForm,
  submitGetForm,
  test,
  textOf,
} from "./helpers";

/**
 * The savings calculator as the server renders it from the query string (its form is a GET form, so
 * this is the calculator without JavaScript, and the address anyone can share): figures, messages,
 * links, the contact page a calculation leads to and its form posted without JavaScript. The result
 * updating as one types, the rate links in place, the form sent with JavaScript and axe:
 * tests/e2e/calculadora.spec.ts. The arithmetic and the messages' rules: app/lib/savings.test.ts.
 */

const cheapest = plans[0];
const largest = plans.at(-1);
if (!cheapest || !largest) throw new Error("no plan in the content");
const result = ($: CheerioAPI) => textOf(named($, "section", "Resultado da simulação"));
const planCard = ($: CheerioAPI, name: string) =>
  textOf(
    named($, "section", "Resultado da simulação")
      .find("article")
      .filter((_, a) => accessibleName($, a) === `Plano ${name}`),
  );
const calculatorForm = 'form[action="/calculadora"]';
/** The calculator's input its label names (the element, for its value and attributes). */
const input = ($: CheerioAPI, label: string) => {
  const labelled = $(`${calculatorForm} label[for]`).filter((_, l) => nameOf($, l) === label);
  expect(labelled, label).toHaveLength(1);
  return $(`[id="${labelled.attr("for")}"]`);
};
/** The text of the elements the input's aria-describedby names: its message. */
const message = ($: CheerioAPI, label: string) => field($, calculatorForm, label).description;

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

function expectKnownResult($: CheerioAPI) {
  expect(result($)).toMatch(reais("14.840"));
  expect(result($)).toMatch(reais("178.078"));
  expect(result($)).toMatch(reais("56.641"));
  for (const plan of fitsNot(knownOrders)) {
    expect(planCard($, plan.name)).toContain("Não comporta 1.234 pedidos por mês");
  }
  const [suggested, ...larger] = fits(knownOrders);
  expect(suggested, "a plan fits 1.234 orders").toBeDefined();
  if (!suggested) return;
  expect(planCard($, suggested.name)).toContain("Indicado para o seu volume");
  for (const plan of [suggested, ...larger])
    expect(planCard($, plan.name)).toMatch(savingsLine(knownCost, plan));
}

test.describe("savings calculator", () => {
  test("the reference rates fill the form and the result is already there", async () => {
    const { status, $ } = await ask("/calculadora");
    expect(status).toBe(200);
    expect(textOf($("title"))).toBe("Calculadora de economia: marketplace ou canal próprio | Gama Delivery");
    expect(textOf($("h1"))).toBe("Quanto o marketplace custa para o seu delivery?");
    expect(input($, labels.pedidos).val()).toBe(typed(reference.defaultOrders));
    expect(input($, labels.ticket).val()).toBe(typed(reference.defaultTicket));
    expect(input($, labels.comissao).val()).toBe(typed(firstRates.commission));
    expect(input($, labels.taxa).val()).toBe(typed(firstRates.paymentFee));
    // Orders × ticket × (commission + fee) a month, twelve times that a year, less each plan's price
    // (with the shipped figures: 400 × 50 × 15,2% = 3.040 a month, 36.480 a year).
    expect(result($)).toMatch(new RegExp(`Por mês\\s*${money(startingCost)}`));
    expect(result($)).toMatch(new RegExp(`Por ano\\s*${money(startingCost * 12)}`));
    expect(planCard($, cheapest.name)).toMatch(savingsLine(startingCost, cheapest));
    expect(planCard($, cheapest.name)).toMatch(
      new RegExp(
        `No plano anual\\s*${money(cheapest.annualPrice)} por mês, ${money(cheapest.annualPrice * 12)} por ano`,
      ),
    );
    expect(result($)).toContain("Isto é uma estimativa.");
    const region = named($, "section", "Taxas de referência");
    expect(textOf(region)).toContain(
      `taxas de referência públicas do ${reference.marketplace} para o ${firstRates.name}`,
    );
    const [year, month, day] = reference.checkedAt.split("-").map(Number);
    const checked = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)),
    );
    expect(textOf(region)).toContain(`conferidas em ${checked}`);
    expect(
      region
        .find("a[href]")
        .filter((_, a) => new RegExp(reference.marketplace).test(textOf($(a))))
        .attr("href"),
    ).toBe(reference.source);
    expect(textOf(region)).toContain("podem mudar");
  });

  test("known inputs in the URL show the expected figures", async () => {
    const { status, $ } = await ask(knownUrl);
    expect(status).toBe(200);
    expect(input($, labels.pedidos).val()).toBe("1.234");
    expect(input($, labels.ticket).val()).toBe("45,90");
    expectKnownResult($);
  });

  test("small and very large volumes say what they mean", async () => {
    // 20 × R$ 30 = 600 in sales; 15,2% = R$ 91,20 a month, less than the cheapest plan's price.
    expect(cheapest.monthlyPrice).toBeGreaterThan(91.2);
    const more = money(cheapest.monthlyPrice - 91.2);
    const small = (await ask("/calculadora?pedidos=20&ticket=30&comissao=12&taxa=3%2C2")).$;
    expect(result(small)).toMatch(
      new RegExp(`o plano ${cheapest.name} custa ${more} por mês a mais do que as taxas do marketplace`),
    );
    expect(planCard(small, cheapest.name)).toMatch(new RegExp(`Custo a mais de ${more} por mês`));
    // Above the largest plan's limit no plan fits.
    const limit = largest.limits.pedidos;
    const orders = whole(limit + 2000);
    const large = (await ask(`/calculadora?pedidos=${orders}&ticket=40&comissao=12&taxa=3%2C2`)).$;
    expect(result(large)).toContain(
      `Acima de ${whole(limit)} pedidos por mês, fale com a nossa equipe: montamos uma proposta para o seu volume.`,
    );
    for (const plan of plans)
      expect(planCard(large, plan.name)).toContain(`Não comporta ${orders} pedidos por mês`);
  });

  test("the form sends the figures without JavaScript, and the result's address can be shared", async () => {
    const sent = await submitGetForm("/calculadora", calculatorForm, {
      pedidos: "1.234",
      ticket: "45,90",
      comissao: "23%",
      taxa: "3,2",
    });
    expect(sent.url).toMatch(/\/calculadora\?pedidos=1\.234&ticket=45%2C90&comissao=23%25&taxa=3%2C2$/);
    expectKnownResult(sent.$);
    // The same address loaded again (another visitor's tab) shows the same result.
    expectKnownResult((await ask(sent.url)).$);
  });

  test("bad input in the URL: pt-BR messages on the fields, values kept, no error page", async () => {
    const { status, $ } = await ask("/calculadora?pedidos=-5&ticket=abc&comissao=&taxa=1e309");
    expect(status).toBe(200);
    const expected = [
      [labels.pedidos, "-5", "O número de pedidos não pode ser negativo."],
      [labels.ticket, "abc", "Use só números para o ticket médio, como 45,90."],
      [labels.comissao, "", "Informe a comissão que o marketplace cobra (use 0 se não houver)."],
      [labels.taxa, "1e309", "Use só números para a taxa de pagamento, como 3,2%."],
    ] as const;
    for (const [label, value, text] of expected) {
      const control = input($, label);
      expect(control.val() ?? "", label).toBe(value);
      expect(control.attr("aria-invalid"), label).toBe("true");
      expect(message($, label)).toMatch(new RegExp(`^${text.replace(/[().,%]/g, "\\$&")}`));
    }
    expect(result($)).toContain("Corrija os campos destacados para ver a estimativa.");
    expect(
      named($, "section", "Resultado da simulação")
        .find("a[href]")
        .filter((_, a) => accessibleName($, a) === "Quero economizar"),
    ).toHaveLength(0);
  });

  test("bad input sent from the form: messages, values kept, and the result comes back once fixed", async () => {
    const bad = await submitGetForm("/calculadora", calculatorForm, {
      pedidos: "12,5",
      ticket: "99999999",
      comissao: "80",
      taxa: "30",
    });
    const $ = bad.$;
    expect(message($, labels.pedidos)).toMatch(/^Informe um número inteiro de pedidos/);
    expect(message($, labels.ticket)).toMatch(/^O ticket médio pode ser de no máximo R\$ 10\.000\./);
    expect(message($, labels.taxa)).toMatch(
      /^A comissão e a taxa de pagamento somadas não podem passar de 100%\./,
    );
    expect(input($, labels.comissao).attr("aria-invalid")).toBeUndefined();
    expect(input($, labels.pedidos).val()).toBe("12,5");
    expect(input($, labels.ticket).val()).toBe("99999999");

    const fixed = await submitGetForm(bad.url, calculatorForm, {
      pedidos: "400",
      ticket: "50",
      comissao: "12",
      taxa: "3,2",
    });
    expect(result(fixed.$)).toMatch(/Por mês\s*R\$\s3\.040/);
    expect(input(fixed.$, labels.pedidos).attr("aria-invalid")).toBeUndefined();
  });

  test("the reference plan links load the other plans' rates and keep the orders", async () => {
    // Every other plan of the marketplace has a link (with the shipped figures, Plano Entrega's 23% +
    // 3,2% on 20.000 in sales is 5.240 a month). Without JavaScript each is a link to its figures.
    expect(otherRates.length, "the content lists a second marketplace plan").toBeGreaterThan(0);
    for (const rates of otherRates) {
      const { $ } = await ask(`/calculadora?${startingQuery("400")}`);
      const href =
        named($, "a[href]", new RegExp(`Usar as taxas do ${escaped(rates.name)}`)).attr("href") ?? "";
      expect(href).toMatch(
        new RegExp(
          `comissao=${escaped(encodeURIComponent(typed(rates.commission)))}&taxa=${escaped(
            encodeURIComponent(typed(rates.paymentFee)),
          )}$`,
        ),
      );
      const loaded = (await ask(href)).$;
      expect(input(loaded, labels.comissao).val()).toBe(typed(rates.commission));
      expect(input(loaded, labels.taxa).val()).toBe(typed(rates.paymentFee));
      expect(input(loaded, labels.pedidos).val()).toBe("400");
      expect(result(loaded)).toMatch(
        new RegExp(`Por mês\\s*${money(monthlyCost(400, reference.defaultTicket, rates))}`),
      );
    }
  });

  test("'Quero economizar' brings the calculation to the contact form and, posted without JavaScript, into the lead", async () => {
    const email = uniqueEmail("calculadora");
    const { $ } = await ask(knownUrl);
    const href = named($, "a[href]", "Quero economizar").attr("href") ?? "";
    expect(href).toBe(
      "/contato?assunto=Calculadora+de+economia&pedidos=1234&ticket=45%2C9&comissao=23&taxa=3%2C2#contato",
    );

    const contact = (await ask(href)).$;
    const summary = named(contact, "#contato section", "Simulação enviada com o seu contato");
    expect(summary).toHaveLength(1);
    expect(textOf(summary)).toMatch(/Comissão de 23% e taxa de pagamento de 3,2%: R\$\s14\.840 por mês/);
    for (const plan of fitsNot(knownOrders)) {
      expect(textOf(summary)).toContain(`Plano ${plan.name}: não comporta 1.234 pedidos por mês`);
    }
    expect(field(contact, "#contato", "Assunto (opcional)").value).toBe("Calculadora de economia");
    expect(field(contact, "#contato", "Mensagem").value).toMatch(/Quero economizar/);

    const typedFields = { nome: "Rafael Antunes", email, telefone: "31 97777-6666" };
    // Without the consent the form answers with its alert and the calculation is still there.
    const refused = await submitForm(href, "form#contato", typedFields);
    expect(textOf(refused.$('#contato [role="alert"]'))).toBe(
      "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    );
    expect(textOf(named(refused.$, "#contato section", "Simulação enviada com o seu contato"))).toMatch(
      /R\$\s14\.840 por mês/,
    );
    expect(field(refused.$, "#contato", "Nome").value).toBe("Rafael Antunes");

    const sent = await submitForm(href, "form#contato", { ...typedFields, aceito: "on" });
    expect(textOf(sent.$('#contato [role="status"]'))).toBe(
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

  test("home, /planos and the footer link to the calculator", async () => {
    for (const path of ["/", "/planos"]) {
      const { $ } = await ask(path);
      expect($('main a[href="/calculadora"]'), path).toHaveLength(1);
      expect(named($, "footer a[href]", "Calculadora de economia").attr("href"), path).toBe("/calculadora");
    }
  });

  test("nonsense in the address never answers an error", async () => {
    for (const query of [
      "pedidos=&ticket=&comissao=&taxa=",
      "pedidos=99999999999999999999999&ticket=1e309&comissao=NaN&taxa=Infinity",
      "pedidos=1,23456789&ticket=0,001&comissao=12,3456&taxa=-0,5",
      `pedidos=${"9".repeat(5000)}`,
      "pedidos=%FF%FE&ticket=%00&comissao=%3Cscript%3E&taxa=%E2%88%925",
    ]) {
      const response = await ask(`/calculadora?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toContain("Corrija os campos destacados para ver a estimativa.");
    }
    // A repeated parameter counts once; an unknown one is ignored and the others keep their defaults.
    const repeated = await ask("/calculadora?pedidos=400&pedidos=2&ticket[]=3");
    expect(repeated.status).toBe(200);
    expect(repeated.body.replace(/\u00a0/g, " ")).toContain(
      `R$ ${whole(monthlyCost(400, reference.defaultTicket, firstRates))}`,
    );
  });
});

import type { CheerioAPI } from "cheerio";
import { mailFor, mailsFor, uniqueEmail } from "../e2e/helpers";
import { content } from "../support/content";
import { ask, expect, field, sendForm, submitForm, test, visibleText } from "./helpers";

/**
 * /revenda as the server renders it (the programme, from content/paginas/revenda.yaml) and what it
 * answers to the reseller form posted as a browser without JavaScript posts it. The link to the form,
 * and a real submission with JavaScript on and off, are in tests/e2e/revenda.spec.ts.
 */
const requiredText = "Por favor, preencha todos os campos obrigatórios e aceite os termos.";
const successText = "Solicitação enviada com sucesso! Nossa equipe entrará em contato em breve.";
const form = "form#revenda";

/** The fields as tests/e2e/revenda.spec.ts types them. */
const typed = (email: string) => ({
  nome: "Henrique Alves",
  empresa: "HA Soluções Digitais",
  email,
  telefone: "(62) 99777-1234",
  mensagem: "Atendo 15 restaurantes em Goiânia e quero oferecer um sistema próprio.",
});

/** Intl writes a no-break space after R$; the page's text is matched with any space. */
const withSpaces = (text: string) => new RegExp(text.replace(/[$.]/g, "\\$&").replace(/ /g, "\\s"));

/** The table with this caption, and its one row whose text matches `name`, as a row's name is read. */
function tableOf($: CheerioAPI, caption: string) {
  const table = $("table").filter((_, t) => visibleText($, $(t).children("caption")) === caption);
  expect(table, `one table captioned ${caption}`).toHaveLength(1);
  return {
    rows: () => table.find("tr"),
    row: (name: RegExp) => {
      const rows = table.find("tr").filter((_, tr) => name.test(visibleText($, tr)));
      expect(rows, `one row ${name} in ${caption}`).toHaveLength(1);
      return rows;
    },
  };
}

test("/revenda shows the programme: benefits, what Gama handles, fees, tiers and requirements, and links to the form", async () => {
  const { status, $ } = await ask("/revenda");
  expect(status).toBe(200);
  expect(visibleText($, "h1")).not.toBe("");
  const headings = $("h2")
    .map((_, h) => visibleText($, h))
    .get();
  expect(headings).toContain("Por que revender a Gama Delivery");
  expect(headings).toContain("Do que a Gama Delivery cuida por você");

  // Fees, tiers, what each tier includes and the requirements come from content/paginas/revenda.yaml.
  const { setup, tiers, features, requirements } = content["pagina-revenda"];
  const reais = (amount: number) => `R$ ${new Intl.NumberFormat("pt-BR").format(amount)}`;
  const fees = tableOf($, "Taxa de implantação por nível");
  expect(fees.rows()).toHaveLength(setup.feesByLevel.length + 1);
  for (const { level, fee } of setup.feesByLevel) {
    expect(visibleText($, fees.row(new RegExp(`Nível ${level}\\b`)))).toMatch(withSpaces(reais(fee)));
  }
  const text = visibleText($, "main");
  expect(text).toContain(`Parcele em até ${setup.maxInstallments}x no cartão de crédito.`);
  expect(text).toContain(`Sua estrutura fica pronta em até ${content.fatos.horasImplantacaoRevenda} horas.`);

  const tierTable = tableOf($, "Mensalidade por cliente ativo em cada faixa");
  for (const tier of tiers) {
    const range =
      tier.clients.max === null
        ? `Acima de ${tier.clients.min - 1} clientes`
        : `${tier.clients.min} a ${tier.clients.max} clientes`;
    const row = visibleText($, tierTable.row(new RegExp(tier.name)));
    expect(row).toContain(range);
    expect(row).toMatch(withSpaces(reais(tier.monthlyFeePerClient)));
  }

  const featureTable = tableOf($, "Recursos incluídos em cada faixa de revenda");
  for (const feature of features) {
    const marks = featureTable
      .row(new RegExp(feature.label))
      .find("*")
      .filter((_, e) => $(e).children().length === 0 && $(e).text().trim() === "Incluído");
    expect(marks, feature.label).toHaveLength(feature.tiers.length);
  }

  for (const requirement of requirements) expect(text).toContain(requirement);

  // The call to action leads to the form's section, headed by the form's title (the browser test
  // follows it and sees the heading in view).
  const cta = $("a").filter((_, a) => visibleText($, a) === "Quero ser revendedor");
  expect(cta).toHaveLength(1);
  expect(cta.attr("href")).toBe("#cadastro");
  expect(visibleText($, "#cadastro h2")).toBe("Quero ser um revendedor Gama Delivery");
});

test("reseller form without the consent: the required-fields alert, nothing sent", async () => {
  const email = uniqueEmail("revenda-sem-aceite");
  const answer = await submitForm("/revenda", form, typed(email));
  expect(answer.status).toBe(400);
  expect(answer.$("#revenda-resultado").attr("role")).toBe("alert");
  expect(visibleText(answer.$, "#revenda-resultado")).toBe(requiredText);
  expect(await mailsFor(email)).toHaveLength(0);
});

test("a chosen subject titles the reseller mail", async () => {
  const email = uniqueEmail("revenda-assunto");
  const page = await ask("/revenda");
  // The option a visitor picks by its label; the form posts its value.
  const option = page
    .$(`${form} select[name="assunto"] option`)
    .filter((_, o) => visibleText(page.$, o) === "Migrar minha carteira de clientes");
  expect(option).toHaveLength(1);
  expect(field(page.$, form, "Assunto").value).toBe("white-label");
  const answer = await sendForm(page, "/revenda", form, {
    ...typed(email),
    assunto: option.attr("value") ?? "",
    aceito: "on",
  });
  expect(answer.status).toBe(200);
  expect(visibleText(answer.$, "#revenda-resultado")).toBe(successText);
  expect((await mailFor(email)).subject).toBe("Contato Revenda - migracao-de-carteira");
});

import type { CheerioAPI } from "cheerio";
import { integrationCategories } from "../../app/content/integracoes/categories";
import { integrationCountText } from "../../app/lib/integrations";
import { mailFor, mailsFor, uniqueEmail } from "../e2e/helpers";
import { content } from "../support/content";
import {
  accessibleName,
  ask,
  byText,
  expect,
  field,
  formPost,
  jsonLd,
  named,
  submitForm,
  test,
  textOf,
  visibleText,
} from "./helpers";

/**
 * The integrations catalogue and its pages as the server renders them: every filter state of the URL,
 * the copy, the links and their targets, the 404s, and the request form as a browser without
 * JavaScript posts it. The category links clicked with JavaScript, the wordmarks' geometry, the pages'
 * look and the request form sent with JavaScript: tests/e2e/integracoes.spec.ts.
 */

/** The catalogue as content/integracoes/ has it (in the catalogue's order). */
const integrations = content.integracoes;
const inCategory = (id: string) => integrations.filter((i) => i.category === id);
const categoryName = (id: string) => integrationCategories.find((c) => c.id === id)?.name ?? id;
const comingSoon = integrations.filter((i) => i.status === "em-breve");
const available = integrations.filter((i) => i.status === "disponivel");
/** Two categories that each hold something, the first and the last of the filter. */
const [firstCategory, lastCategory] = [
  integrationCategories.find((c) => inCategory(c.id).length > 0)?.id ?? "",
  integrationCategories.findLast((c) => inCategory(c.id).length > 0)?.id ?? "",
];

const categoryLink = ($: CheerioAPI, id: string) =>
  named($, 'nav[aria-label="Categorias de integração"] a[href]', categoryName(id));
const cards = ($: CheerioAPI) =>
  $('a[href^="/integracoes/"]').filter((_, a) => $(a).find("[data-wordmark]").length > 0);
const wordmarks = ($: CheerioAPI) =>
  cards($)
    .find("[data-wordmark]")
    .toArray()
    .map((mark) => textOf($(mark)));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first available and the first coming-soon integration of the catalogue. */
const [shown, soon] = [available[0], comingSoon[0]].map((integration) => {
  if (!integration) throw new Error("content/integracoes/ needs an available and a coming-soon integration");
  return integration;
}) as [(typeof integrations)[number], (typeof integrations)[number]];

/** The WebPage block of a page's JSON-LD, its keywords as a list. */
function webPageOf($: CheerioAPI) {
  const thing = jsonLd($).find((block) => block["@type"] === "WebPage") as
    | { name?: string; keywords?: string }
    | undefined;
  return thing && { name: thing.name, keywords: thing.keywords?.split(", ") ?? [] };
}

test.describe("integrations catalogue", () => {
  test("lists every integration in order, with the count in the header and the 'Em breve' badges", async () => {
    const { status, $ } = await ask("/integracoes");
    expect(status).toBe(200);
    expect(textOf($("h1"))).toBe(content["pagina-integracoes"].hero.title);
    expect(visibleText($)).toContain(integrationCountText(integrations.length));
    expect($('meta[name="description"]').attr("content")).toBe(content["pagina-integracoes"].seo.description);
    expect(cards($)).toHaveLength(integrations.length);
    expect(wordmarks($)).toEqual(integrations.map((i) => i.name));
    expect(cards($).filter((_, a) => textOf($(a)).includes("Em breve"))).toHaveLength(comingSoon.length);
    for (const { name } of comingSoon) {
      // The badge follows the name in the card's accessible name (the browser puts a space between
      // the two boxes; the HTML's text has none).
      expect(named($, "a[href]", new RegExp(`^${literal(name)}\\s*Em breve`)), name).toHaveLength(1);
    }
    const first = available[0];
    if (!first) throw new Error("content/integracoes/ has no available integration");
    const card = cards($).filter((_, a) => textOf($(a).find("[data-wordmark]")) === first.name);
    expect(card).toHaveLength(1);
    expect(textOf(card)).not.toContain("Em breve");
    expect(textOf(card)).toContain(first.description);
    expect(textOf(card)).toContain(categoryName(first.category));
    expect(card.attr("href")).toBe(`/integracoes/${first.id}`);
  });

  test("a category link selects it, another replaces it, and the selected one clears the filter", async () => {
    // Without JavaScript each category is a link to its state (with JavaScript the browser test clicks them).
    const all = (await ask("/integracoes")).$;
    expect(categoryLink(all, firstCategory).attr("aria-current")).toBeUndefined();
    expect(categoryLink(all, firstCategory).attr("href")).toBe(`/integracoes?categoria=${firstCategory}`);

    const { status, $ } = await ask(`/integracoes?categoria=${firstCategory}`);
    expect(status).toBe(200);
    const shownHere = inCategory(firstCategory);
    expect(visibleText($)).toContain(integrationCountText(shownHere.length, categoryName(firstCategory)));
    expect(categoryLink($, firstCategory).attr("aria-current")).toBe("true");
    expect(wordmarks($)).toEqual(shownHere.map((i) => i.name));
    // Another category replaces the selection.
    expect(categoryLink($, lastCategory).attr("href")).toBe(`/integracoes?categoria=${lastCategory}`);

    const other = (await ask(`/integracoes?categoria=${lastCategory}`)).$;
    expect(visibleText(other)).toContain(
      integrationCountText(inCategory(lastCategory).length, categoryName(lastCategory)),
    );
    expect(cards(other)).toHaveLength(inCategory(lastCategory).length);
    expect(categoryLink(other, firstCategory).attr("aria-current")).toBeUndefined();
    // The selected category's link clears the filter.
    expect(categoryLink(other, lastCategory).attr("href")).toBe("/integracoes");

    expect(visibleText(all)).toContain(integrationCountText(integrations.length));
    expect(cards(all)).toHaveLength(integrations.length);
    expect(all('nav[aria-label="Categorias de integração"] [aria-current]')).toHaveLength(0);
  });

  test("an unknown category shows the empty state and a way back to all", async () => {
    const { status, $ } = await ask("/integracoes?categoria=delivery-por-drone");
    expect(status).toBe(200);
    expect(visibleText($)).toContain("Nenhuma integração encontrada");
    expect(visibleText($)).toContain("Escolha outra categoria");
    expect(cards($)).toHaveLength(0);
    expect(named($, "a[href]", "Ver todas as integrações").attr("href")).toBe("/integracoes");
  });

  test("the developer section shows the API areas and the bearer-token examples", async () => {
    const { $ } = await ask("/integracoes");
    const { developers } = content["pagina-integracoes"];
    const section = named($, "section", developers.title);
    expect(section).toHaveLength(1);
    expect(textOf(section)).toContain(developers.lead);
    for (const area of developers.areas) {
      expect(byText($, area.title, section).length, area.title).toBeGreaterThan(0);
      expect(byText($, area.description, section).length, area.description).toBeGreaterThan(0);
    }
    const code = section.find("pre code");
    expect(textOf(code.eq(0))).toContain("GET /v1/orders");
    expect(textOf(code.eq(0))).toContain("Authorization: Bearer");
    expect(textOf(code.eq(1))).toContain("PUT /v1/orders/{order_id}/status");
    for (const key of ['"status"', '"delivered_at"', '"delivery_notes"'])
      expect(textOf(code.eq(1))).toContain(key);
    for (const key of ['"success": true', '"order_id"', '"status"'])
      expect(textOf(code.eq(2))).toContain(key);
    const collection = section
      .find("a[href]")
      .filter((_, a) => /Abrir coleção da API/.test(accessibleName($, a)));
    expect(collection.attr("target")).toBe("_blank");
    expect(collection.attr("href")).toMatch(/^https:\/\//);
    expect(
      section
        .find("a[href]")
        .filter((_, a) => accessibleName($, a) === "Falar com o suporte Técnico")
        .attr("href"),
    ).toMatch(/^\/contato/);
    expect(named($, "a[href]", /Ver todas as funcionalidades/).attr("href")).toBe("/funcionalidades");
  });

  test("the custom-integration call opens the contact form with the subject filled in", async () => {
    const { $ } = await ask("/integracoes");
    expect(
      $("h1, h2, h3").filter(
        (_, h) => textOf($(h)) === content["pagina-integracoes"].customIntegration.title,
      ),
    ).toHaveLength(1);
    const href = named($, "a[href]", "Solicitar integração personalizada").attr("href") ?? "";
    expect(href).toBe("/contato?assunto=Integra%C3%A7%C3%A3o%20personalizada");
    // The page it opens has the subject in the contact form (the same in a client-side navigation:
    // tests/e2e/planos.spec.ts follows a plan's link to the same form).
    const contact = (await ask(href)).$;
    expect(field(contact, "#contato", "Assunto (opcional)").value).toBe("Integração personalizada");
  });
});

test.describe("integration detail", () => {
  test("an available integration: every part in order, the FAQ and the configure link", async () => {
    const { id, name, difficulty, category, tags, setupTime } = shown;
    const { status, $ } = await ask(`/integracoes/${id}`);
    expect(status).toBe(200);
    expect(textOf($("title"))).toMatch(new RegExp(`^Integração ${literal(name)} \\|`));
    const breadcrumb = named($, "nav", "Trilha de navegação");
    expect(
      breadcrumb
        .find("a[href]")
        .toArray()
        .map((a) => textOf($(a))),
    ).toEqual(["Início", "Integrações"]);
    expect(named($, 'nav[aria-label="Trilha de navegação"] a[href]', "Integrações").attr("href")).toBe(
      "/integracoes",
    );
    expect(byText($, name, breadcrumb).attr("aria-current")).toBe("page");
    expect(textOf($("h1"))).toBe(`Integração ${name}`);
    for (const badge of [categoryName(category), `Dificuldade: ${difficulty}`, "Disponível"]) {
      expect(byText($, badge).length, badge).toBeGreaterThan(0);
    }
    expect(
      named($, "ul", "Tags")
        .find("li")
        .toArray()
        .map((li) => textOf($(li))),
    ).toEqual(tags.map((tag) => `#${tag}`));
    expect(visibleText($)).toContain("Tempo de configuração");
    expect(byText($, setupTime).length).toBeGreaterThan(0);
    expect(visibleText($)).toContain("Nível de complexidade");
    expect(named($, "a[href]", "Ver documentação").attr("href")).toBe("/api-aberta");

    expect(
      $("main h2")
        .toArray()
        .map((h) => textOf($(h))),
    ).toEqual([
      `Parceria Gama Delivery e ${name}`,
      "Como funciona",
      "Funcionalidades",
      "Resultados",
      "Benefícios",
      "Casos de uso",
      `Solicitar integração com ${name}`,
      "Perguntas frequentes",
      `Pronto para conectar ${name} ao seu delivery?`,
    ]);
    expect($("h3").filter((_, h) => textOf($(h)).includes("Autenticação segura"))).toHaveLength(1);
    expect(visibleText($)).toMatch(/OAuth 2.0 ou por chave de API/);

    expect(named($, "section", "Casos de uso").find("h4")).toHaveLength(
      shown.useCases.flatMap((group) => group.cases).length,
    );

    // The questions are the site's native disclosures (the plans page's browser test opens one).
    const faq = named($, "section", "Perguntas frequentes").find("details");
    expect(
      faq
        .children("summary")
        .toArray()
        .map((s) => textOf($(s))),
    ).toEqual(shown.faq.map((item) => item.question));
    expect(faq.first().attr("open")).toBeUndefined();

    // 'Configurar integração' leads to the request form on the page (followed in the browser test).
    expect(named($, "a[href]", "Configurar integração").attr("href")).toBe("#solicitar");
    const form = $("#solicitar");
    expect(
      form.find("h1, h2, h3").filter((_, h) => textOf($(h)) === `Solicitar integração com ${name}`),
    ).toHaveLength(1);
    const submit = form.find('button[type="submit"]');
    expect(textOf(submit)).toBe("Solicitar integração");
    expect(submit.attr("disabled")).toBeUndefined();
  });

  test("the search keywords are in the page's metadata, not in its text", async () => {
    const { $ } = await ask(`/integracoes/${shown.id}`);
    expect(visibleText($)).not.toContain("Palavras-chave");
    const main = visibleText($, "main");
    for (const keyword of shown.seoKeywords) expect(main).not.toContain(keyword);
    const about = webPageOf($);
    expect(about?.name).toBe(`Integração ${shown.name}`);
    for (const keyword of [...shown.tags, ...shown.seoKeywords]) expect(about?.keywords).toContain(keyword);
  });

  test("every integration page keeps its keywords out of the body", async () => {
    for (const integration of integrations) {
      const { body, $ } = await ask(`/integracoes/${integration.id}`);
      const about = webPageOf($);
      for (const keyword of integration.seoKeywords)
        expect(about?.keywords, integration.id).toContain(keyword);
      expect(body, integration.id).not.toContain("Palavras-chave");
    }
  });

  test("an available integration's request without JavaScript: required fields, then the mail", async () => {
    const email = uniqueEmail("integracao");
    const path = `/integracoes/${shown.id}`;
    const missing = await submitForm(path, "#solicitar form", { nome: "Fábio Nunes", email });
    expect(missing.status).toBe(400);
    const form = missing.$("#solicitar");
    expect(textOf(form.find('[role="alert"]'))).toBe("Por favor, preencha todos os campos obrigatórios.");
    expect(field(missing.$, "#solicitar", "Empresa").invalid).toBe(true);
    expect(field(missing.$, "#solicitar", "Nome").value).toBe("Fábio Nunes");
    expect(await mailsFor(email)).toHaveLength(0);

    const sent = await submitForm(path, "#solicitar form", {
      nome: "Fábio Nunes",
      empresa: "Pizzaria Bella Napoli",
      email,
      telefone: "(41) 99123-4567",
      detalhes: "Três lojas em Curitiba, cerca de 400 pedidos por dia no iFood.",
    });
    expect(sent.status).toBe(200);
    expect(textOf(sent.$('#solicitar [role="status"]'))).toBe(
      `Solicitação enviada com sucesso! Nossa equipe entrará em contato para ativar a integração com ${shown.name}.`,
    );
    expect(field(sent.$, "#solicitar", "Nome").value).toBe("");

    const mail = await mailFor(email);
    expect(mail.subject).toBe(`Solicitação de Integração - ${shown.name}`);
    for (const line of [
      "Nome: Fábio Nunes",
      `E-mail: ${email}`,
      "Telefone / WhatsApp: (41) 99123-4567",
      "Empresa: Pizzaria Bella Napoli",
      "Mensagem: Três lojas em Curitiba, cerca de 400 pedidos por dia no iFood.",
      "Tipo de formulário: integracao",
      `Página de origem: /integracoes/${shown.id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  test("a coming-soon integration: configure disabled, notify-me request enabled and delivered", async () => {
    const email = uniqueEmail("aviso");
    const { $ } = await ask(`/integracoes/${soon.id}`);
    expect(textOf($("h1"))).toBe(`Integração ${soon.name}`);
    expect(byText($, "Em breve", $("main")).length).toBeGreaterThan(0);
    const disabled = named($, "button", "Em breve");
    expect(disabled).toHaveLength(1);
    expect(disabled.attr("disabled")).toBeDefined();
    expect(named($, "a[href]", "Configurar integração")).toHaveLength(0);

    const form = $("#solicitar");
    expect(
      form
        .find("h1, h2, h3")
        .filter((_, h) => textOf($(h)) === `Quero ser avisado quando a integração com ${soon.name} chegar`),
    ).toHaveLength(1);
    const submit = named($, '#solicitar button[type="submit"]', "Avise-me quando estiver disponível");
    expect(submit).toHaveLength(1);
    expect(submit.attr("disabled")).toBeUndefined();

    // Sent without JavaScript (the same form sent with JavaScript: tests/e2e/integracoes.spec.ts
    // and tests/e2e/form-outcome.spec.ts).
    const sent = await submitForm(`/integracoes/${soon.id}`, "#solicitar form", {
      nome: "Fábio Nunes",
      empresa: "Pizzaria Bella Napoli",
      email,
      telefone: "(41) 99123-4567",
    });
    expect(textOf(sent.$('#solicitar [role="status"]'))).toBe(
      `Pronto! Avisaremos você por e-mail assim que a integração com ${soon.name} estiver disponível.`,
    );
    const mail = await mailFor(email);
    expect(mail.subject).toBe(`Aviso de Disponibilidade - ${soon.name}`);
    expect(mail.text).toContain("Tipo de formulário: aviso_integracao");
    expect(mail.text).toContain("Empresa: Pizzaria Bella Napoli");
    expect(mail.text).not.toContain("Mensagem:");
  });

  test("an unknown id answers 404 with a link back to the catalogue", async () => {
    const { status, $ } = await ask("/integracoes/nao-existe");
    expect(status).toBe(404);
    expect(textOf($("h1"))).toBe("Integração não encontrada");
    expect(textOf($("title"))).toMatch(/Integração não encontrada/);
    expect(named($, "a[href]", "Voltar para Integrações").attr("href")).toBe("/integracoes");
  });

  test("posting to an unknown integration answers 404 and sends nothing", async () => {
    const email = uniqueEmail("fantasma");
    const response = await formPost("/integracoes/nao-existe", {
      nome: "Ana",
      empresa: "X",
      email,
      telefone: "11987654321",
    });
    expect(response.status).toBe(404);
    expect(await mailsFor(email)).toHaveLength(0);
  });
});

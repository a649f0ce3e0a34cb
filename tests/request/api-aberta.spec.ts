import type { CheerioAPI } from "cheerio";
import { tabs } from "../support/api-aberta";
import { ask, byText, expect, named, test, textOf } from "./helpers";

/**
 * The open API page as the server renders it: each tab from its URL (the tabs are links, so this is
 * the page without JavaScript), the documented facts, and the links. The tabs switching in place,
 * the arrow keys, the copy buttons and the clipboard: tests/e2e/api-aberta.spec.ts.
 */

const tablist = ($: CheerioAPI) => named($, '[role="tablist"]', "Seções da documentação");
const tab = ($: CheerioAPI, name: string) =>
  tablist($)
    .find('[role="tab"]')
    .filter((_, t) => textOf($(t)) === name);
const panel = ($: CheerioAPI) => $('[role="tabpanel"]');
const region = ($: CheerioAPI, scope: ReturnType<CheerioAPI>, name: string) =>
  scope.find("section").filter((_, s) => named($, "section", name).is(s));
const figure = ($: CheerioAPI, scope: ReturnType<CheerioAPI>, name: string) =>
  scope.find("figure").filter((_, f) => named($, "figure", name).is(f));
const rowHeaders = ($: CheerioAPI, table: ReturnType<CheerioAPI>) =>
  table
    .find('th[scope="row"]')
    .toArray()
    .map((th) => textOf($(th)));
const table = ($: CheerioAPI, scope: ReturnType<CheerioAPI>, caption: string) =>
  scope.find("table").filter((_, t) => textOf($(t).children("caption")) === caption);

/** The tab is the selected one and its panel, labelled by it, is the only one rendered. */
function expectSelected($: CheerioAPI, label: string) {
  expect(tab($, label).attr("aria-selected")).toBe("true");
  for (const other of tabs.filter((t) => t.label !== label)) {
    expect(tab($, other.label).attr("aria-selected"), other.label).toBe("false");
  }
  expect(panel($)).toHaveLength(1);
  expect(named($, '[role="tabpanel"]', label)).toHaveLength(1);
  expect(panel($).closest("[hidden]")).toHaveLength(0);
  expect(panel($).attr("id")).toBe(tab($, label).attr("aria-controls"));
}

test.describe("open API page", () => {
  test("opens on Introdução with the base URL under /api/ and the five tabs", async () => {
    const { status, $ } = await ask("/api-aberta");
    expect(status).toBe(200);
    expect(textOf($("h1"))).not.toBe("");
    expect(
      tablist($)
        .find('[role="tab"]')
        .toArray()
        .map((t) => textOf($(t))),
    ).toEqual(tabs.map((t) => t.label));
    expectSelected($, "Introdução");
    expect(
      panel($)
        .find("h2")
        .filter((_, h) => textOf($(h)) === "Como a API funciona"),
    ).toHaveLength(1);
    expect(textOf(panel($))).toContain("sob o caminho /api/");

    const baseUrl = byText($, /^https:\/\/\S+\/api\/$/);
    expect(baseUrl.length).toBeGreaterThan(0);
    expect(new URL(textOf(baseUrl.first())).pathname).toBe("/api/");
  });

  test("each tab renders from its URL, with the documented facts", async () => {
    expectSelected((await ask("/api-aberta?aba=introducao")).$, "Introdução");

    const authPage = (await ask("/api-aberta?aba=autenticacao")).$;
    expectSelected(authPage, "Autenticação");
    expect(textOf(authPage("title"))).toMatch(/Autenticação/);
    const auth = panel(authPage);
    expect(byText(authPage, "POST", auth).length).toBeGreaterThan(0);
    expect(byText(authPage, "/api/autenticacao/entrar/", auth).length).toBeGreaterThan(0);
    expect(rowHeaders(authPage, table(authPage, auth, "Corpo da requisição"))).toEqual(["email", "senha"]);
    const envelope = table(authPage, auth, "Envelope");
    expect(rowHeaders(authPage, envelope)).toEqual(["body", "errors", "data"]);
    const errors = envelope.find("tr").filter((_, tr) => textOf(authPage(tr)).startsWith("errors"));
    expect(textOf(errors)).toContain("null");
    expect(textOf(errors)).toContain("lista");
    expect(rowHeaders(authPage, table(authPage, auth, "Campos de data no login"))).toEqual([
      "id",
      "nome",
      "email",
      "tel",
      "token",
    ]);
    expect(
      auth.find("h2, h3, h4").filter((_, h) => textOf(authPage(h)).includes("Cabeçalho x-api-key")),
    ).toHaveLength(1);
    expect(
      textOf(auth.find("pre code").filter((_, c) => textOf(authPage(c)).includes("x-api-key:"))),
    ).toContain("GET /api/pedidos/lista/");
    // The documented success response: the envelope with the user and the token.
    const success = auth.find("figure").filter((_, f) => textOf(authPage(f)).includes("Resposta de sucesso"));
    const json = JSON.parse(success.find("code").text());
    expect(Object.keys(json)).toEqual(["body", "errors", "data"]);
    expect(json.errors).toBeNull();
    expect(Object.keys(json.data)).toEqual(["id", "nome", "email", "tel", "token"]);

    const endpointsPage = (await ask("/api-aberta?aba=endpoints")).$;
    expectSelected(endpointsPage, "Endpoints");
    const endpoints = panel(endpointsPage);
    for (const group of ["Pedidos", "Usuários", "Produtos"]) {
      expect(
        endpoints.find("h3").filter((_, h) => textOf(endpointsPage(h)) === group),
        group,
      ).toHaveLength(1);
    }
    const item = (groupName: string, path: string) =>
      region(endpointsPage, endpoints, groupName)
        .find("li")
        .filter((_, li) => textOf(endpointsPage(li)).includes(path));
    expect(textOf(item("Pedidos", "/api/pedidos/lista/"))).toContain("GET");
    expect(textOf(item("Usuários", "/api/autenticacao/entrar/"))).toContain("POST");
    expect(textOf(region(endpointsPage, endpoints, "Produtos"))).toContain(
      "Pausar ou retomar a venda de um produto.",
    );

    const examplesPage = (await ask("/api-aberta?aba=exemplos")).$;
    expectSelected(examplesPage, "Exemplos");
    const examples = panel(examplesPage);
    const login = region(examplesPage, examples, "Entrar e obter o token");
    const curl = textOf(figure(examplesPage, login, "curl").find("code"));
    expect(curl).toContain("curl -X POST");
    expect(curl).toContain("/api/autenticacao/entrar/");
    expect(textOf(figure(examplesPage, login, "JavaScript (fetch)").find("code"))).toContain("fetch(");
    const list = region(examplesPage, examples, "Listar os pedidos");
    expect(list.find("figure").length).toBeGreaterThan(0);
    for (const each of list.find("figure").toArray()) {
      expect(textOf(examplesPage(each).find("code"))).toContain("/api/pedidos/lista/");
      expect(textOf(examplesPage(each).find("code"))).toContain("x-api-key");
    }

    const homologationPage = (await ask("/api-aberta?aba=homologacao")).$;
    expectSelected(homologationPage, "Homologação");
    const homologation = panel(homologationPage);
    expect(textOf(homologation)).toContain("Limite de 1 requisição por segundo");
    expect(homologation.find("ul, ol").first().children("li")).toHaveLength(3);
    for (const text of [
      "Comunicação estável da integração",
      "Geração de pedido com geolocalização",
      "Marcação do pedido como pronto ou cancelado",
    ]) {
      expect(byText(homologationPage, text, homologation).length, text).toBeGreaterThan(0);
    }
  });

  test("an unknown tab shows Introdução", async () => {
    const { status, $ } = await ask("/api-aberta?aba=webhooks");
    expect(status).toBe(200);
    expectSelected($, "Introdução");
    expect(textOf(panel($))).toContain("sob o caminho /api/");
  });

  test("each tab is a link to its state, the first one to the bare page", async () => {
    // Without JavaScript a tab is a link (the browser test clicks them with JavaScript).
    const { $ } = await ask("/api-aberta");
    for (const { id, label } of tabs) {
      expect(tab($, label).attr("href"), label).toBe(
        id === "introducao" ? "/api-aberta#documentacao" : `/api-aberta?aba=${id}#documentacao`,
      );
    }
  });

  test("'Começar agora' leads to Autenticação", async () => {
    const { $ } = await ask("/api-aberta?aba=exemplos");
    const href = named($, "a[href]", "Começar agora").attr("href") ?? "";
    expect(href).toMatch(/\?aba=autenticacao/);
    const target = (await ask(href)).$;
    expectSelected(target, "Autenticação");
    expect(
      panel(target)
        .find("h2")
        .filter((_, h) => textOf(target(h)) === "Autenticação"),
    ).toHaveLength(1);
    // That it lands with the tab's heading in view: tests/e2e/api-aberta.spec.ts.
  });

  test("'Documentação Postman' opens the external docs in a new tab", async () => {
    const { $ } = await ask("/api-aberta");
    const docs = named($, "a[href]", "Documentação Postman (abre em nova aba)");
    expect(docs).toHaveLength(1);
    expect(docs.attr("target")).toBe("_blank");
    expect(docs.attr("rel")).toMatch(/noopener/);
    expect(docs.attr("href")).toMatch(/^https:\/\//);
  });

  test("code stays selectable text; without JavaScript there are no copy buttons and no roving tabindex", async () => {
    const { $ } = await ask("/api-aberta?aba=exemplos");
    expect(textOf(panel($).find("pre code").first())).toContain("curl");
    expect(named($, "button", /^Copiar/)).toHaveLength(0);
    // Every tab stays reachable with Tab: no roving tabindex without the arrow keys.
    expect(tablist($).find("[tabindex]")).toHaveLength(0);
  });
});

import { describe, expect, it } from "vitest";
import { apiTabs } from "~/lib/api-tabs";
import { apiDocs, apiDocsPanel, apiDocsSchema, apiUrl } from "./api-aberta";
import { site } from "./site";

const allSamples = () => [
  apiDocs.authentication.login.request,
  apiDocs.authentication.login.success,
  apiDocs.authentication.login.failure,
  apiDocs.authentication.apiKey.request,
  ...apiDocs.examples.samples.flatMap((s) => s.variants),
];

describe("open API documentation content", () => {
  it("matches the schema", () => {
    expect(apiDocsSchema.safeParse(apiDocs).error?.issues ?? []).toEqual([]);
  });

  it("documents the login with email and senha and the response envelope the API answers with", () => {
    const { login, envelope, userFields } = apiDocs.authentication;
    expect(`${login.method} ${login.path}`).toBe("POST /api/autenticacao/entrar/");
    expect(login.bodyFields.map((f) => f.name)).toEqual(["email", "senha"]);
    expect(envelope.map((f) => f.name)).toEqual(["body", "errors", "data"]);
    expect(userFields.map((f) => f.name)).toEqual(["id", "nome", "email", "tel", "token"]);
    expect(apiDocs.authentication.apiKey.header).toBe("x-api-key");
  });

  it("shows response examples that are valid JSON in the documented envelope", () => {
    const success = JSON.parse(apiDocs.authentication.login.success.code);
    expect(Object.keys(success)).toEqual(["body", "errors", "data"]);
    expect(success.errors).toBeNull();
    expect(Object.keys(success.data)).toEqual(["id", "nome", "email", "tel", "token"]);
    expect(typeof success.data.id).toBe("number");

    const failure = JSON.parse(apiDocs.authentication.login.failure.code);
    expect(Object.keys(failure)).toEqual(["body", "errors", "data"]);
    expect(Array.isArray(failure.errors)).toBe(true);
  });

  it("has the orders, users and products groups, with the documented calls", () => {
    const { groups } = apiDocs.endpoints;
    expect(groups.map((g) => g.id)).toEqual(["pedidos", "usuarios", "produtos"]);
    const calls = groups.flatMap((g) => g.endpoints.map((e) => `${e.method} ${e.path}`));
    // Only what the vendor documented; the rest of each group is described in words.
    expect(calls).toEqual(["GET /api/pedidos/lista/", "POST /api/autenticacao/entrar/"]);
    for (const group of groups) expect(group.covers.length).toBeGreaterThan(0);
  });

  it("has the spec's rate limit and the three homologation items", () => {
    expect(apiDocs.homologation.rateLimit.requestsPerSecond).toBe(1);
    expect(apiDocs.homologation.rateLimit.title).toContain("1 requisição por segundo");
    expect(apiDocs.homologation.checklist.map((item) => item.title)).toEqual([
      "Comunicação estável da integração",
      "Geração de pedido com geolocalização",
      "Marcação do pedido como pronto ou cancelado",
    ]);
  });

  it("builds full URLs on the configured base URL, whose path is /api/", () => {
    expect(new URL(site.apiBaseUrl).pathname).toBe(apiDocs.introduction.basePath);
    expect(apiUrl("/api/pedidos/lista/")).toBe(`${site.apiBaseUrl}pedidos/lista/`);
  });

  it("calls every URL in the samples on the configured base URL", () => {
    const origin = new URL(site.apiBaseUrl).origin;
    for (const sample of allSamples()) {
      for (const url of sample.code.match(/https?:\/\/[^\s"'`]+/g) ?? []) {
        expect(url.startsWith(site.apiBaseUrl), url).toBe(true);
      }
      if (sample.language === "http") expect(sample.code).toContain(`Host: ${new URL(origin).host}`);
    }
  });

  it("offers curl and JavaScript fetch for the login and the order list", () => {
    for (const id of ["entrar", "listar-pedidos"]) {
      const sample = apiDocs.examples.samples.find((s) => s.id === id);
      expect(sample?.variants.map((v) => v.language)).toEqual(["curl", "javascript"]);
      expect(sample?.variants[1]?.code).toContain("fetch(");
    }
    const orders = apiDocs.examples.samples.find((s) => s.id === "listar-pedidos");
    for (const variant of orders?.variants ?? []) expect(variant.code).toContain("x-api-key");
  });
});

describe("apiDocsPanel", () => {
  it("gives each tab its own section of the documentation", () => {
    const titles = apiTabs.map((tab) => {
      const panel = apiDocsPanel(tab.id);
      expect(panel.tab).toBe(tab.id);
      return panel.content.title;
    });
    expect(titles).toEqual(["Como a API funciona", "Autenticação", "Endpoints", "Exemplos", "Homologação"]);
  });
});

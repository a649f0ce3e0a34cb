import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { campaigns } from "../../app/content/campanhas.server";
import { sitemapEntries } from "../../app/lib/sitemap";
import routes from "../../app/routes";
import {
  canonicalPath,
  NOT_FOUND_KEY,
  NOT_FOUND_ROUTE,
  originForm,
  pageAddress,
  pageEntry,
  pageKey,
  routeParameters,
  routePatternOf,
  sitePath,
} from "./page-address.server";

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
}

/** The route manifest a server build holds, made from app/routes.ts and the real route modules. */
async function manifest(): Promise<ServerBuild["routes"]> {
  const entries: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: {} as never },
  };
  for (const route of routes as RouteEntry[]) {
    const id = route.id ?? route.file.replace(/\.tsx?$/, "");
    entries[id] = {
      id,
      parentId: "root",
      path: route.path,
      index: route.index,
      module: (await import(`../../app/${route.file}`)) as never,
    };
  }
  return entries;
}

describe("the one spelling of a page's address", () => {
  it("is lower case, without repeated or trailing slashes, dot segments or needless escapes", () => {
    const canonical = "/privacidade";
    for (const spelling of [
      "/PriVACidADe",
      "/privacidade/",
      "/privacidade//",
      "//privacidade",
      "/privacidad%65",
      "/%70rivacidade",
      "/a/../privacidade",
      "/./privacidade",
      "/a/%2e%2e/privacidade",
      "/privacidade\\",
      "/PRIVACIDADE///",
    ])
      expect(canonicalPath(spelling), spelling).toBe(canonical);
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/blog/RSS.XML")).toBe("/blog/rss.xml");
    // Escapes of reserved or non-ASCII characters stay escapes, in upper case.
    expect(canonicalPath("/blog/caf%c3%a9%2f")).toBe("/blog/caf%C3%A9%2F");
  });

  it("gives the same answer when applied again, so a redirect never leads to another", () => {
    for (const spelling of ["/A//B/", "/%7euser", "/x/%2E%2E/Y", "/caf%c3%a9", "/%", "/a%2fb/", "/é"]) {
      const once = canonicalPath(spelling);
      expect(canonicalPath(once), spelling).toBe(once);
    }
  });

  it("is already the spelling of every page the sitemap lists", () => {
    for (const { path } of sitemapEntries()) expect(canonicalPath(path)).toBe(path);
  });
});

describe("pageAddress", () => {
  it("answers another spelling of a page with its canonical path, keeping the query as sent", () => {
    expect(pageAddress("/PriVACidADe")).toEqual({ kind: "redirect", location: "/privacidade" });
    expect(pageAddress("/Planos/?periodo=anual&utm_source=x")).toEqual({
      kind: "redirect",
      location: "/planos?periodo=anual&utm_source=x",
    });
    // Never to another host: a doubled slash is one slash.
    expect(pageAddress("//evil-example/x")).toEqual({ kind: "redirect", location: "/evil-example/x" });
  });

  it("ignores a fragment sent on the wire", () => {
    expect(pageAddress("/privacidade#1")).toEqual({ kind: "page", path: "/privacidade", query: "" });
    expect(pageAddress("/blog?busca=pix#resultados")).toEqual({
      kind: "page",
      path: "/blog",
      query: "busca=pix",
    });
  });

  it("leaves static files and probes as they came", () => {
    expect(pageAddress("/assets/entry.client-AbC123.js")).toEqual({ kind: "other" });
    expect(pageAddress("/img/Logo.SVG")).toEqual({ kind: "other" });
    expect(pageAddress("/healthz")).toEqual({ kind: "other" });
    expect(pageAddress("/sitemap.xml")).toEqual({ kind: "page", path: "/sitemap.xml", query: "" });
  });
});

describe("the page cache's key", () => {
  it("keeps only the parameters the page reads, each once, in the order it declares them", () => {
    const blog = { path: "/blog", query: "utm_source=google&categoria=Marketing&x=1&busca=pix&busca=outra" };
    expect(pageKey(blog, ["busca", "categoria"])).toBe("/blog?busca=pix&categoria=Marketing");
    expect(pageKey({ path: "/blog", query: "categoria=Marketing&busca=pix" }, ["busca", "categoria"])).toBe(
      "/blog?busca=pix&categoria=Marketing",
    );
    expect(pageKey({ path: "/privacidade", query: "x=1&y=2" }, [])).toBe("/privacidade");
    expect(pageKey({ path: "/planos", query: "gclid=abc" }, ["periodo"])).toBe("/planos");
  });

  it("keeps a parameter with a list of values only when its value is on the list, like the page's default", () => {
    const period = [{ name: "periodo", values: ["mensal", "anual"] }];
    expect(pageEntry({ path: "/planos", query: "periodo=anual&x=1" }, period)).toEqual({
      key: "/planos?periodo=anual",
      fixed: true,
    });
    for (const query of ["periodo=8f3a9c", "periodo=ANUAL", "periodo=", "periodo= anual"])
      expect(pageEntry({ path: "/planos", query }, period), query).toEqual({ key: "/planos", fixed: true });
    // Free text (a search) is its own page, from no fixed set.
    expect(pageEntry({ path: "/blog", query: "busca=pix" }, ["busca"])).toEqual({
      key: "/blog?busca=pix",
      fixed: false,
    });
    expect(pageEntry({ path: "/blog", query: "x=1" }, ["busca"])).toEqual({ key: "/blog", fixed: true });
  });

  it("gives every address of the not-found route one key, whatever its path or query", () => {
    for (const path of ["/wp-login.php", `/${"a".repeat(5000)}`, "/nao-existe"])
      expect(pageEntry({ path, query: "x=1" }, NOT_FOUND_ROUTE)).toEqual({ key: NOT_FOUND_KEY, fixed: true });
  });

  it("reads each page's parameters from its route module, as the filters in the URL need them", async () => {
    const parametersOf = routeParameters({ routes: await manifest() });
    const listed = (name: string) => ({ name, values: expect.arrayContaining([expect.any(String)]) });
    expect(parametersOf("/funcionalidades")).toEqual([listed("categoria")]);
    expect(parametersOf("/integracoes")).toEqual(["categoria"]);
    expect(parametersOf("/blog")).toEqual(["busca", "categoria"]);
    expect(parametersOf("/planos")).toEqual([{ name: "periodo", values: ["mensal", "anual"] }]);
    expect(parametersOf("/treinamentos")).toEqual([listed("categoria"), "tutorial"]);
    expect(parametersOf("/api-aberta")).toEqual([listed("aba")]);
    expect(parametersOf("/calculadora")).toEqual(["pedidos", "ticket", "comissao", "taxa"]);
    expect(parametersOf("/contato")).toEqual(["assunto", "pedidos", "ticket", "comissao", "taxa"]);
    expect(parametersOf("/newsletter/confirmar")).toEqual(["t"]);
    expect(parametersOf("/newsletter/cancelar")).toEqual(["t"]);
    for (const path of ["/", "/privacidade", "/funcionalidades/cardapio-digital", "/blog/x"])
      expect(parametersOf(path), path).toEqual([]);
    for (const path of ["/nao-existe", "/wp-login.php", "/a/b/c", NOT_FOUND_KEY])
      expect(parametersOf(path), path).toBe(NOT_FOUND_ROUTE);
  });

  it("keeps the whole query of the route manifest that client-side navigation fetches", async () => {
    const parametersOf = routeParameters({
      routes: await manifest(),
      routeDiscovery: { manifestPath: "/__manifest" },
    });
    const address = { path: "/__manifest", query: "paths=%2Fplanos%2C%2Fblog&version=3c7de3dd" };
    expect(pageKey(address, parametersOf(address.path))).toBe(
      "/__manifest?paths=%2Fplanos%2C%2Fblog&version=3c7de3dd",
    );
  });
});

describe("the route that answers an address", () => {
  it("is a campaign's own for its address, and the 404's for any other one-segment address", async () => {
    const patternOf = routePatternOf({ routes: await manifest() });
    for (const campaign of campaigns) expect(patternOf(campaign.path), campaign.path).toBe(campaign.path);
    // So an unknown address loads no campaign code, and the metrics count it with the other 404s.
    expect(patternOf("/pagina-inexistente")).toBe("/*");
    expect(patternOf("/planos")).toBe("/planos");
    expect(patternOf("/blog/post-que-nao-existe")).toBe("/blog/:id");
  });
});

describe("sitePath", () => {
  it("is a path of this site, never an address a browser reads as another host", () => {
    expect(sitePath("//evil.example/x")).toBe("/evil.example/x");
    expect(sitePath("/\\evil.example/x?a=1")).toBe("/evil.example/x?a=1");
    expect(sitePath("/%2F/evil.example")).toBe("/%2F/evil.example");
    expect(sitePath("/newsletter/confirmar?t=AbC.123")).toBe("/newsletter/confirmar?t=AbC.123");
    expect(sitePath("/?index")).toBe("/?index");
    for (const target of ["//x", "/\\x", "///x/..//y", "/.//x"])
      expect(sitePath(target), target).toMatch(/^\/(?![/\\])/);
  });
});

describe("originForm", () => {
  it("reads an absolute-form request target as its path and query, whatever host it names", () => {
    expect(originForm("http://evil.example/privacidade?x=1")).toBe("/privacidade?x=1");
    expect(originForm("HTTPS://www.gamadelivery.com.br")).toBe("/");
    expect(originForm("/contato")).toBe("/contato");
    expect(originForm("*")).toBeNull();
    expect(originForm("privacidade")).toBeNull();
    expect(originForm("ftp://x/y")).toBeNull();
  });
});

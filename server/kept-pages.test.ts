import { createServer, request as httpRequest, type IncomingMessage, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorAnswer } from "./error-handler.server";
import {
  CANONICAL_REDIRECT_CACHE_CONTROL,
  createPageStore,
  HTML_CACHE_CONTROL,
  keptPages,
  NOT_FOUND_CACHE_CONTROL,
} from "./kept-pages.server";
import { createLogger } from "./logger.server";
import { NOT_FOUND_KEY } from "./page-address.server";
import type { RouterFetch } from "./router-fetch.server";

const SITE = "https://www.gamadelivery.com.br";
const SECURITY: [string, string][] = [["x-content-type-options", "nosniff"]];

/** A build with one page that reads `periodo` (two values) and one that reads a search. */
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    planos: {
      id: "planos",
      parentId: "root",
      path: "planos",
      module: { handle: { searchParams: [{ name: "periodo", values: ["mensal", "anual"] }] } },
    },
    blog: { id: "blog", parentId: "root", path: "blog", module: { handle: { searchParams: ["busca"] } } },
    quebrada: { id: "quebrada", parentId: "root", path: "quebrada", module: {} },
    "not-found": { id: "not-found", parentId: "root", path: "*", module: {} },
  },
} as unknown as ServerBuild;

async function listen(listener: RequestListener) {
  const server = createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A site whose renders are counted, in front of a fallback that says the request passed. */
async function site(options: {
  enabled: boolean;
  build: ServerBuild | (() => Promise<ServerBuild>);
  bytes?: number;
}) {
  const renders: string[] = [];
  const routerFetch: RouterFetch = async (request) => {
    renders.push(request.url);
    const path = new URL(request.url).pathname;
    if (path === "/quebrada") throw new Error("render failed with token abc123");
    const status = path === NOT_FOUND_KEY ? 404 : 200;
    return new Response(`<!doctype html><html lang="pt-BR"><h1>Página ${path}</h1></html>`, {
      status,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  };
  const pages = createPageStore({
    routerFetch,
    origin: SITE,
    renderContext: () => new RouterContextProvider(),
    securityPairs: SECURITY,
    enabled: options.enabled,
    bytes: options.bytes ?? 8 * 1024 * 1024,
  });
  const onError = errorAnswer({ logger: createLogger(() => {}), securityPairs: SECURITY });
  const kept = keptPages({ pages, build: options.build, securityPairs: SECURITY, onError });
  const { url, close } = await listen((req, res) => {
    (req as IncomingMessage & { id: string }).id = String(req.headers["x-request-id"] ?? "sem-id");
    if (kept(req, res)) return;
    // As Express does once no static file matched the path.
    if (req.headers["x-no-file"]) kept.notFoundFile(req, res, () => res.end("passou adiante"));
    else res.end("passou adiante");
  });
  return { url, close, renders };
}

describe("keptPages", () => {
  let url: string;
  let close: () => void;
  let renders: string[];
  beforeAll(async () => {
    ({ url, close, renders } = await site({ enabled: true, build }));
  });
  afterAll(() => close());

  it("renders a page once and then serves it from the store, with its headers", async () => {
    const first = await fetch(`${url}/blog`, { headers: { "x-request-id": "req-1" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toContain("Página /blog");
    const second = await fetch(`${url}/blog`, { headers: { "x-request-id": "req-2" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("x-request-id")).toBe("req-2");
    expect(second.headers.get("cache-control")).toBe(HTML_CACHE_CONTROL);
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await second.text()).toContain("Página /blog");
    expect(renders.filter((r) => r === `${SITE}/blog`)).toHaveLength(1);
  });

  it("renders on the site's origin with only the query parameters the page reads", async () => {
    const response = await fetch(`${url}/planos?utm_source=anuncio&periodo=anual`);
    expect(response.status).toBe(200);
    expect(renders.at(-1)).toBe(`${SITE}/planos?periodo=anual`);
    const again = await fetch(`${url}/planos?periodo=anual&gclid=x`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
  });

  it("answers a value the page does not list like its default, from the same kept copy", async () => {
    const monthly = await (await fetch(`${url}/planos`)).text();
    const before = renders.length;
    for (const value of ["8f3a9c", "x".repeat(300), "ANUAL"]) {
      const response = await fetch(`${url}/planos?periodo=${value}`);
      expect(response.headers.get("x-page-cache"), value).toBe("hit");
      expect(await response.text()).toBe(monthly);
    }
    expect(renders.length).toBe(before);
  });

  it("answers every address of the not-found route from one kept page", async () => {
    const before = renders.length;
    const answers = [];
    for (const path of ["/wp-admin/setup", `/${"a".repeat(3000)}`, "/nao/existe?x=1", "/nao-existe"])
      answers.push(await fetch(`${url}${path}`));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(answers.slice(1).map((a) => a.headers.get("x-page-cache"))).toEqual(["hit", "hit", "hit"]);
    // One render at most (none when an earlier test kept the page), of the not-found route's key.
    expect(renders.slice(before)).toEqual([`${SITE}${NOT_FOUND_KEY}`]);
  });

  it("answers a file-like path no file matched from the not-found page, and leaves navigation data", async () => {
    const before = renders.length;
    for (const path of ["/wp-login.php", "/.env", "/xmlrpc.php"]) {
      const response = await fetch(`${url}${path}`, { headers: { "x-no-file": "1" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-page-cache"), path).toBe("hit");
    }
    expect(renders.length).toBe(before);
    const data = await fetch(`${url}/planos.data`, { headers: { "x-no-file": "1" } });
    expect(await data.text()).toBe("passou adiante");
  });

  it("leaves the editor's file-like paths to the editor (a content file's blob)", async () => {
    const before = renders.length;
    for (const path of ["/api/keystatic/blob/29e02ba8/content/planos/essencial.yaml", "/keystatic/x.png"]) {
      const response = await fetch(`${url}${path}`, { headers: { "x-no-file": "1" } });
      expect(await response.text(), path).toBe("passou adiante");
    }
    expect(renders.length).toBe(before);
  });

  it("answers 304 to a client holding the page, and HEAD without a body", async () => {
    const page = await fetch(`${url}/planos`);
    const etag = page.headers.get("etag") as string;
    const cached = await fetch(`${url}/planos`, { headers: { "if-none-match": etag } });
    expect(cached.status).toBe(304);
    const head = await fetch(`${url}/planos`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(page.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });

  it("keeps a not-found page briefly", async () => {
    const response = await fetch(`${url}/nao-existe`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  it("answers another spelling of a page's address with a 301 to its one spelling, without rendering", async () => {
    const before = renders.length;
    const response = await fetch(`${url}/Planos/?periodo=anual`, {
      redirect: "manual",
      headers: { "x-request-id": "req-301" },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/planos?periodo=anual");
    expect(response.headers.get("cache-control")).toBe(CANONICAL_REDIRECT_CACHE_CONTROL);
    expect(response.headers.get("x-request-id")).toBe("req-301");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(renders.length).toBe(before);
  });

  it("lets posts, bodies, files, probes and the editor pass on", async () => {
    for (const [path, init] of [
      ["/planos", { method: "POST", body: "nome=Ana" }],
      ["/favicon.ico", {}],
      ["/planos.data", {}],
      ["/healthz", {}],
      ["/keystatic", {}],
    ] as const) {
      const response = await fetch(`${url}${path}`, init as RequestInit);
      expect(`${path} ${await response.text()}`).toBe(`${path} passou adiante`);
    }
    // A GET with a body goes through the request limits, which cap it.
    const withBody = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${url}/planos`, { method: "GET", headers: { "content-length": "5" } });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve(text));
      });
      request.on("error", reject);
      request.end("abcde");
    });
    expect(withBody).toBe("passou adiante");
  });

  it("answers a render that fails with the pt-BR error page, no detail", async () => {
    const response = await fetch(`${url}/quebrada`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Algo deu errado do nosso lado");
    expect(html).not.toContain("abc123");
  });
});

describe("keptPages in development", () => {
  it("renders every request with the build of the moment", async () => {
    const { url, close, renders } = await site({ enabled: false, build: async () => build });
    try {
      for (const expected of ["miss", "miss"]) {
        const response = await fetch(`${url}/planos?periodo=mensal&utm_medium=x`);
        expect(response.headers.get("x-page-cache")).toBe(expected);
      }
      expect(renders).toEqual([`${SITE}/planos?periodo=mensal`, `${SITE}/planos?periodo=mensal`]);
    } finally {
      close();
    }
  });
});

describe("keptPages with PAGE_CACHE_MB=0", () => {
  it("keeps no page: every request renders, with or without a query", async () => {
    const { url, close, renders } = await site({ enabled: true, build, bytes: 0 });
    try {
      for (const path of ["/blog", "/blog", "/planos?periodo=anual", "/planos?periodo=anual"]) {
        const response = await fetch(`${url}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("x-page-cache")).toBe("miss");
      }
      expect(renders).toHaveLength(4);
    } finally {
      close();
    }
  });
});

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compilePage, matchesEtag, PageCache, type RenderedPage } from "./page-cache.server";

const html = (text: string) =>
  Buffer.from(
    `<!doctype html><html lang="pt-BR"><h1>${text}</h1>${"<p>Cardápio digital e pão de queijo.</p>".repeat(200)}</html>`,
  );

/** A cache whose renders are counted; `status` picks the answer per key. */
function counted(
  options: { maxVariantBytes?: number; maxPageBytes?: number; status?: (key: string) => number } = {},
) {
  const renders: string[] = [];
  const cache = new PageCache({
    enabled: true,
    maxVariantBytes: options.maxVariantBytes,
    maxPageBytes: options.maxPageBytes,
    extraHeaders: () => ({ "cache-control": "public, max-age=0" }),
    render: async (key) => {
      renders.push(key);
      return {
        status: options.status?.(key) ?? 200,
        headers: [["content-type", "text/html; charset=utf-8"]],
        body: html(key),
      } satisfies RenderedPage;
    },
  });
  return { cache, renders };
}

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, identity")).toBe("identity");
  });
});

describe("compilePage", () => {
  it("keeps one body per encoding that decodes to the same bytes, each with its own ETag", async () => {
    const body = html("olá");
    const page = await compilePage(
      { status: 200, headers: [["content-type", "text/html"]], body },
      () => ({ "cache-control": "public" }),
      "fast",
    );
    expect(brotliDecompressSync(page.variants.br.body)).toEqual(body);
    expect(gunzipSync(page.variants.gzip.body)).toEqual(body);
    expect(page.variants.identity.body).toEqual(body);
    const headers = (encoding: "br" | "gzip" | "identity") => {
      const flat = page.variants[encoding].headers;
      return Object.fromEntries(flat.flatMap((v, i) => (i % 2 ? [] : [[v, flat[i + 1]]])));
    };
    expect(headers("br")).toMatchObject({ "content-encoding": "br", vary: "Accept-Encoding" });
    expect(headers("identity")["content-encoding"]).toBeUndefined();
    expect(headers("gzip")["content-length"]).toBe(String(page.variants.gzip.body.length));
    expect(new Set(Object.values(page.variants).map((v) => v.etag)).size).toBe(3);
    expect(matchesEtag(page.variants.gzip.etag, page)).toBe(true);
    expect(matchesEtag('"something-else"', page)).toBe(false);
  });
});

describe("PageCache", () => {
  it("renders a page once, however many requests ask for it at the same time", async () => {
    const { cache, renders } = counted();
    const pages = await Promise.all([cache.load("/"), cache.load("/"), cache.load("/")]);
    expect(renders).toEqual(["/"]);
    expect(cache.get("/")).toBe(pages[0]);
  });

  it("bounds query pages by bytes, least recently used out, and never evicts a page without a query", async () => {
    const { cache } = counted({ maxVariantBytes: 1 });
    const one = await cache.load("/blog?busca=a");
    const { cache: bounded } = counted({ maxVariantBytes: one.size * 3 + 10 });
    await bounded.load("/");
    for (let i = 0; i < 50; i++) await bounded.load(`/blog?busca=${i}`);
    expect(bounded.variants.size).toBeLessThanOrEqual(3);
    expect(bounded.variants.calculatedSize).toBeLessThanOrEqual(one.size * 3 + 10);
    expect(bounded.get("/blog?busca=49")).toBeDefined();
    expect(bounded.get("/blog?busca=0")).toBeUndefined();
    expect(bounded.get("/")).toBeDefined();
  });

  it("bounds pages without a query by bytes too, not only by their number", async () => {
    const { cache } = counted();
    const one = await cache.load("/pagina-0");
    const { cache: bounded } = counted({ maxPageBytes: one.size * 4 + 10 });
    for (let i = 0; i < 40; i++) await bounded.load(`/pagina-${i}`);
    expect(bounded.pages.size).toBeLessThanOrEqual(4);
    expect(bounded.pages.calculatedSize).toBeLessThanOrEqual(one.size * 4 + 10);
    expect(bounded.get("/pagina-39")).toBeDefined();
    expect(bounded.get("/pagina-0")).toBeUndefined();
  });

  it("counts each entry's key in the byte bound, not only its page", async () => {
    const { cache } = counted();
    const one = await cache.load("/blog?busca=a");
    const bound = one.size * 3;
    const { cache: bounded } = counted({ maxVariantBytes: bound });
    for (let i = 0; i < 50; i++) await bounded.load(`/blog?busca=${i}-${"x".repeat(3000)}`);
    // What the entries hold: each page and its key (two bytes a character at most).
    let held = 0;
    for (const [key, page] of bounded.variants.entries()) held += page.size + key.length * 2;
    expect(bounded.variants.size).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(bound);
  });

  it("keeps no refusal a client caused, and no entry under a key longer than the cap", async () => {
    const { cache, renders } = counted({
      status: (key) => (key.startsWith("/__manifest") ? 400 : key === "/proibido" ? 405 : 200),
    });
    for (let i = 0; i < 2; i++) {
      expect((await cache.load("/__manifest?z=1")).status).toBe(400);
      expect((await cache.load("/proibido")).status).toBe(405);
    }
    expect(cache.get("/__manifest?z=1")).toBeUndefined();
    expect(cache.get("/proibido")).toBeUndefined();
    expect(renders).toHaveLength(4);
    const long = `/blog?busca=${"z".repeat(15_000)}`;
    expect((await cache.load(long)).status).toBe(200);
    expect(cache.get(long)).toBeUndefined();
    expect(cache.variants.size + cache.pages.size).toBe(0);
  });

  it("keeps a page at a key from a fixed set (a listed value) with the pages, apart from free text", async () => {
    const { cache } = counted({ maxVariantBytes: 1 });
    await cache.load("/planos?periodo=anual", true);
    await cache.load("/blog?busca=pix");
    expect(cache.pages.has("/planos?periodo=anual")).toBe(true);
    expect(cache.get("/planos?periodo=anual")).toBeDefined();
    expect(cache.pages.has("/blog?busca=pix")).toBe(false);
  });

  it("keeps a not-found answer among the bounded entries and never a server error", async () => {
    const { cache, renders } = counted({
      status: (key) => (key === "/nao-existe" ? 404 : key === "/quebrado" ? 500 : 200),
    });
    expect((await cache.load("/nao-existe")).status).toBe(404);
    expect(cache.pages.has("/nao-existe")).toBe(false);
    expect(cache.get("/nao-existe")?.status).toBe(404);
    expect((await cache.load("/quebrado")).status).toBe(500);
    expect(cache.get("/quebrado")).toBeUndefined();
    await cache.load("/quebrado");
    expect(renders.filter((k) => k === "/quebrado")).toHaveLength(2);
  });
});

describe("a page that says when it stops being true (Expires: a campaign's first or last day)", () => {
  it("is served until that instant, then rendered anew, even though the store's lifetime is longer", async () => {
    let now = Date.parse("2030-11-30T02:59:00Z");
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const renders: string[] = [];
      const change = new Date("2030-11-30T03:00:00Z");
      const cache = new PageCache({
        enabled: true,
        extraHeaders: () => ({}),
        render: async (key) => {
          renders.push(key);
          const ended = now >= change.getTime();
          return {
            status: ended ? 410 : 200,
            headers: [
              ["content-type", "text/html; charset=utf-8"],
              ...(ended ? [] : ([["expires", change.toUTCString()]] as [string, string][])),
            ],
            body: html(ended ? "encerrada" : "campanha"),
          };
        },
      });
      expect((await cache.load("/black-friday")).status).toBe(200);
      expect(cache.get("/black-friday")?.status).toBe(200);
      now = change.getTime() - 1;
      expect(cache.get("/black-friday")?.status).toBe(200);
      now = change.getTime();
      expect(cache.get("/black-friday")).toBeUndefined();
      expect((await cache.load("/black-friday")).status).toBe(410);
      expect(renders).toEqual(["/black-friday", "/black-friday"]);
    } finally {
      Date.now = realNow;
    }
  });

  it("is not kept when it is already past", async () => {
    const past = new PageCache({
      enabled: true,
      extraHeaders: () => ({}),
      render: async () => ({
        status: 200,
        headers: [["expires", new Date(Date.now() - 1000).toUTCString()]],
        body: html("antiga"),
      }),
    });
    expect((await past.load("/x")).status).toBe(200);
    expect(past.get("/x")).toBeUndefined();
  });
});

import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compile, fill, fillGzip, PageCache, placeholders } from "./page-cache.server";

describe("page cache", () => {
  it("splices fresh values into every placeholder, in order", () => {
    const html = `<script nonce="${placeholders.nonce}">x</script><p>demo</p> ${placeholders.nonce}`;
    const page = compile(html);
    expect(fill(page, { nonce: "N1" }).toString("utf8")).toBe('<script nonce="N1">x</script><p>demo</p> N1');
    expect(fill(page, { nonce: "N2" }).toString("utf8")).toContain("<p>demo</p> N2");
  });

  it("returns a page without placeholders unchanged", () => {
    expect(fill(compile("<p>olá</p>"), { nonce: "" }).toString("utf8")).toBe("<p>olá</p>");
  });

  it("forgets the least recently used page beyond its size and expired pages", () => {
    const cache = new PageCache(2, 1000);
    const page = { status: 200, headers: [], ...compile("x") };
    cache.set("/a", page, 0);
    cache.set("/b", page, 0);
    cache.get("/a", 1);
    cache.set("/c", page, 2);
    expect(cache.get("/b", 3)).toBeUndefined();
    expect(cache.get("/a", 3)).toBeDefined();
    expect(cache.get("/a", 5000)).toBeUndefined();
  });
});

describe("fillGzip", () => {
  const html = `<!doctype html><html lang="pt-BR"><script nonce="${placeholders.nonce}"></script><h1>Cardápio digital, açaí e pão de queijo</h1>${"<p>Pedidos pelo WhatsApp com nota fiscal.</p>".repeat(400)}<input name="website" value=""><script nonce="${placeholders.nonce}"></script></html>`;
  const page = compile(html);

  it("is a gzip stream of exactly the filled page, for every response's own values", () => {
    for (const values of [{ nonce: "N1aB+/==" }, { nonce: "" }, { nonce: "x".repeat(300) }]) {
      expect(gunzipSync(fillGzip(page, values))).toEqual(fill(page, values));
    }
  });

  it("compresses the page, and a page without placeholders too", () => {
    const values = { nonce: "n" };
    expect(fillGzip(page, values).length).toBeLessThan(fill(page, values).length / 5);
    const plain = compile("<p>olá</p>");
    expect(gunzipSync(fillGzip(plain, values)).toString("utf8")).toBe("<p>olá</p>");
  });
});

import { describe, expect, it } from "vitest";
import { compile, fill, PageCache, placeholders } from "./page-cache.server";

describe("page cache", () => {
  it("splices fresh values into every placeholder, in order", () => {
    const html = `<script nonce="${placeholders.nonce}">x</script><input value="${placeholders.formToken}">${placeholders.submissionSeed}-demo ${placeholders.nonce}`;
    const page = compile(html);
    expect(fill(page, { nonce: "N1", formToken: "T1", submissionSeed: "S1" }).toString("utf8")).toBe(
      '<script nonce="N1">x</script><input value="T1">S1-demo N1',
    );
    expect(fill(page, { nonce: "N2", formToken: "T2", submissionSeed: "S2" }).toString("utf8")).toContain(
      'value="T2">S2-demo N2',
    );
  });

  it("returns a page without placeholders unchanged", () => {
    expect(
      fill(compile("<p>olá</p>"), { nonce: "", formToken: "", submissionSeed: "" }).toString("utf8"),
    ).toBe("<p>olá</p>");
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

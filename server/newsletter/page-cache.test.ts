import { describe, expect, it } from "vitest";
import { tokenPageHeaders } from "../../app/lib/newsletter/pages.server";
import { handle } from "../../app/routes/newsletter-link";
import { pageAddress, pageKey } from "../pages/page-address.server";
import { PageCache } from "../pages/page-cache.server";

describe("the page cache and signed newsletter links", () => {
  it("keeps the token in the key and never stores a page marked no-store", async () => {
    const url = "/newsletter/confirmar?t=bGVpdG9yQGV4ZW1wbG8uY29tLmJy.1795000000.abc&utm_source=email";
    const address = pageAddress(url);
    if (address.kind !== "page") throw new Error(`${url} is not a page address`);
    // The route declares its token, so the page rendered from the key has it.
    const key = pageKey(address, handle.searchParams);
    expect(key).toBe("/newsletter/confirmar?t=bGVpdG9yQGV4ZW1wbG8uY29tLmJy.1795000000.abc");

    const renders: string[] = [];
    const cache = new PageCache({
      enabled: true,
      extraHeaders: () => ({}),
      render: async (key) => {
        renders.push(key);
        return {
          status: 200,
          headers: [
            ["content-type", "text/html; charset=utf-8"],
            ...Object.entries(tokenPageHeaders).map(
              ([name, value]) => [name.toLowerCase(), value] as [string, string],
            ),
          ],
          body: Buffer.from(`<p>${key}</p>`),
        };
      },
    });
    const first = await cache.load(key);
    expect(first.variants.identity.headers).toContain("no-store");
    expect(cache.get(key)).toBeUndefined();
    await cache.load(key);
    // Rendered per request: a confirmation that already happened shows its new state.
    expect(renders).toEqual([key, key]);
  });
});

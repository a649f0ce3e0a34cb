import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { siteUrl } from "../../playwright.config";
import { allPages } from "../e2e/routes";
import { ask, expect, formPost, test } from "./helpers";

/**
 * The page cache as a CDN, a proxy and a returning browser meet it: every visitor gets the same bytes,
 * in the encoding they asked for, revalidated by ETag, and a form's answer is never kept.
 */

/** The raw answer, still encoded as the server sent it (fetch would undo the encoding). */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    httpRequest(`${siteUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const HTML_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

test.describe("pages are the same bytes for every visitor", () => {
  for (const path of allPages) {
    test(`two GETs of ${path} are byte-identical, with one ETag and policy and their own request ids`, async () => {
      const first = await raw(path, { "accept-encoding": "identity" });
      const second = await raw(path, { "accept-encoding": "identity" });
      expect(first.status).toBeLessThan(500);
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    });
  }

  test("brotli, gzip and identity decode to the same HTML, each with its ETag and Vary", async () => {
    const identity = await raw("/planos", { "accept-encoding": "identity" });
    const gzip = await raw("/planos", { "accept-encoding": "gzip" });
    const br = await raw("/planos", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(identity.body.toString("utf8")).toContain("<!DOCTYPE html>");
    for (const answer of [identity, gzip, br]) {
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe(HTML_CACHE_CONTROL);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    }
    expect(new Set([identity.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);
  });

  test("a client that holds the page gets 304 for its ETag, and the page for another", async () => {
    const first = await raw("/contato", { "accept-encoding": "gzip" });
    const again = await raw("/contato", {
      "accept-encoding": "gzip",
      "if-none-match": first.headers.etag ?? "",
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const changed = await raw("/contato", { "accept-encoding": "gzip", "if-none-match": '"outra-versao"' });
    expect(changed.status).toBe(200);
  });

  test("an ad click's tracking parameters reach the page kept for the address without them", async () => {
    const plain = await raw("/planos?periodo=anual", { "accept-encoding": "identity" });
    const clicked = await raw(
      "/planos?utm_source=google&periodo=anual&utm_medium=cpc&gclid=Cj0KCQ&fbclid=IwAR&msclkid=abc",
      { "accept-encoding": "identity" },
    );
    expect(clicked.headers["x-page-cache"]).toBe("hit");
    expect(clicked.body.equals(plain.body)).toBe(true);
    const home = await raw("/", { "accept-encoding": "identity" });
    const homeClicked = await raw("/?utm_source=newsletter&utm_campaign=natal", {
      "accept-encoding": "identity",
    });
    expect(homeClicked.headers["x-page-cache"]).toBe("hit");
    expect(homeClicked.body.equals(home.body)).toBe(true);
  });

  test("a query holding the old placeholder strings is echoed as typed, in the field and in the page's data", async () => {
    const typed = "gdph0token0x7Q2k gdph0nonce0x7Q2k";
    const { status, $ } = await ask("/contato?assunto=gdph0token0x7Q2k%20gdph0nonce0x7Q2k");
    expect(status).toBe(200);
    // The field a visitor sees (its value without JavaScript, and the default React keeps on hydrating).
    const label = $("label").filter((_, el) => $(el).text().trim() === "Assunto (opcional)");
    expect(label).toHaveLength(1);
    const field = $(`[id="${label.attr("for")}"]`);
    expect(field).toHaveLength(1);
    expect(field.val()).toBe(typed);
    // The route's data the client hydrates from carries the subject unchanged as well.
    const asData = JSON.stringify(JSON.stringify(typed)).slice(1, -1);
    const scripts = $("script")
      .toArray()
      .map((script) => $(script).text());
    expect(scripts.filter((text) => text.includes(asData))).toHaveLength(1);
  });

  test("a not-found page is cached briefly; navigation data may be cached like its page", async () => {
    const missing = await ask("/pagina-inexistente");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const data = await ask("/planos.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe(HTML_CACHE_CONTROL);
  });

  test("a form's answer is never stored by a cache", async () => {
    const answer = await formPost("/contato", { _form: "contato", nome: "" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});

import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect } from "@playwright/test";
import { siteUrl } from "../../playwright.config";
import { test } from "./helpers";
import { allPages } from "./routes";

/** The raw answer, still encoded as the server sent it. */
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
    test(`two GETs of ${path} are byte-identical`, async () => {
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

  test("a client that holds the page gets 304 for its ETag", async () => {
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

  test("a query holding the old placeholder strings is echoed as typed", async ({ page }) => {
    await page.goto("/contato?assunto=gdph0token0x7Q2k%20gdph0nonce0x7Q2k");
    await expect(page.getByLabel("Assunto (opcional)")).toHaveValue("gdph0token0x7Q2k gdph0nonce0x7Q2k");
  });

  test("a not-found page is cached briefly; navigation data may be cached like its page", async ({
    request,
  }) => {
    const missing = await request.get("/pagina-inexistente");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    const data = await request.get("/planos.data");
    expect(data.status()).toBe(200);
    expect(data.headers()["cache-control"]).toBe(HTML_CACHE_CONTROL);
  });

  test("a form's answer is never stored by a cache", async ({ request }) => {
    const answer = await request.post("/contato", {
      form: { _form: "contato", nome: "" },
      headers: { Origin: siteUrl },
    });
    expect(answer.status()).toBe(400);
    expect(answer.headers()["cache-control"]).toBe("no-store");
  });
});

import { createHash } from "node:crypto";
import { expect } from "@playwright/test";
import { test } from "./helpers";
import { allPages } from "./routes";

const pages = allPages;

/** The base64 SHA-256 of every inline script a browser runs (JSON-LD is data, not code). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) => !/\ssrc=/.test(attributes ?? "") && !/application\/ld\+json/.test(attributes ?? ""),
    )
    .map(([, , text]) =>
      createHash("sha256")
        .update(text ?? "", "utf8")
        .digest("base64"),
    );
}

test.describe("security headers", () => {
  for (const path of pages) {
    test(`${path} carries every header and breaks no Content-Security-Policy rule`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      const csp = headers["content-security-policy"] ?? "";
      // The page is the same bytes for everyone: its inline scripts are allowed by hash, no nonce.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(csp).not.toContain("nonce");
      expect(csp).not.toContain("unsafe-inline'; script");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      // SITE_URL is http in tests: no HSTS (it would pin a plain-http origin).
      expect(headers["strict-transport-security"]).toBeUndefined();
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain("nonce=");
      // Every script the browser would run inline is allowed by one of the policy's hashes.
      const allowed = new Set([...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(allowed, `script sha256-${hash} is not allowed`).toContain(hash);
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    });
  }

  test("a page with JavaScript on hydrates under the hash-only policy @js-only", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    // The inline module script loads the client, and the client's router hydrates the page.
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test("hashed assets are cached for a year, immutable", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    expect(href).toMatch(/^\/assets\//);
    const response = await request.get(href ?? "");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

import { expect, test } from "@playwright/test";
import { allPages } from "./routes";

const pages = allPages;

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
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      // SITE_URL is http in tests: no HSTS (it would pin a plain-http origin).
      expect(headers["strict-transport-security"]).toBeUndefined();
      // Every inline script of the document carries this response's nonce.
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      const html = await response?.text();
      // Every executable script carries this response's nonce (JSON-LD is data, not code).
      const scripts = (html?.match(/<script\b[^>]*>/g) ?? []).filter(
        (tag) => !tag.includes("application/ld+json"),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    });
  }

  test("a page served from memory gets its own nonce, and its forms carry no per-render value", async ({
    request,
  }) => {
    const load = async () => {
      const response = await request.get("/");
      const html = await response.text();
      return {
        cache: response.headers()["x-page-cache"],
        cacheControl: response.headers()["cache-control"],
        nonce: response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1],
        scriptNonces: new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1])),
        token: html.includes('name="_t"'),
        // The browser makes the submission id; the server's HTML leaves it empty.
        submission: html.match(/<input[^>]*name="_submission"[^>]*>/)?.[0],
        placeholders: html.includes("gdph0"),
      };
    };
    const first = await load();
    const second = await load();
    expect(second.cache).toBe("hit");
    expect(second.cacheControl).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    for (const page of [first, second]) {
      expect(page.placeholders).toBe(false);
      expect([...page.scriptNonces]).toEqual([page.nonce]);
      expect(page.token).toBe(false);
      expect(page.submission).toBeDefined();
      expect(page.submission).not.toContain("value=");
    }
    expect(second.nonce).not.toBe(first.nonce);
  });

  test("hashed assets are cached for a year, immutable", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    expect(href).toMatch(/^\/assets\//);
    const response = await request.get(href ?? "");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

import { createHash } from "node:crypto";
import type { CheerioAPI } from "cheerio";
import { siteUrl } from "../../playwright.config";
import { allPages } from "../e2e/routes";
import { ask, expect, test } from "./helpers";

/**
 * What a browser is told to enforce on every page: the security headers and a Content-Security-Policy
 * that allows the page's own inline scripts by hash (the same bytes for every visitor, no nonce) and
 * every resource its HTML loads. That no browser reports a violation once the page runs is checked on
 * representative pages in tests/e2e/security.spec.ts.
 */

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

/** The policy's source list for a directive, falling back to default-src as a browser does. */
function sources(csp: string, directive: string): string[] {
  const rules = new Map(
    csp
      .split(";")
      .map((rule) => rule.trim().split(/\s+/))
      .map(([name, ...list]) => [name ?? "", list] as const),
  );
  return rules.get(directive) ?? rules.get("default-src") ?? [];
}

/** Whether a source list lets the page load `url`: its own origin for 'self', a listed origin, or a listed scheme. */
function allows(list: string[], url: string): boolean {
  const target = new URL(url, siteUrl);
  return list.some(
    (source) =>
      (source === "'self'" && target.origin === new URL(siteUrl).origin) ||
      (/^[a-z]+:$/.test(source) && target.protocol === source) ||
      (/^https?:\/\//.test(source) && target.origin === new URL(source).origin),
  );
}

/** Every URL the HTML makes a browser fetch or frame, with the directive that governs it. */
function loadedResources($: CheerioAPI): { directive: string; url: string; element: string }[] {
  const found: { directive: string; url: string; element: string }[] = [];
  const add = (directive: string, url: string | undefined, element: string) => {
    if (url) found.push({ directive, url, element });
  };
  $("script[src]").each((_, el) => add("script-src", $(el).attr("src"), "script"));
  $("link[href]").each((_, el) => {
    const rel = ($(el).attr("rel") ?? "").split(/\s+/);
    const as = $(el).attr("as");
    if (rel.includes("stylesheet")) add("style-src", $(el).attr("href"), "link stylesheet");
    if (rel.includes("modulepreload")) add("script-src", $(el).attr("href"), "link modulepreload");
    if (rel.includes("icon")) add("img-src", $(el).attr("href"), "link icon");
    if (rel.includes("preload")) {
      const directive = { font: "font-src", image: "img-src", script: "script-src", style: "style-src" }[
        as ?? ""
      ];
      add(directive ?? "default-src", $(el).attr("href"), `link preload ${as}`);
    }
  });
  $("img[src]").each((_, el) => add("img-src", $(el).attr("src"), "img"));
  $("img[srcset], source[srcset]").each((_, el) => {
    for (const candidate of ($(el).attr("srcset") ?? "").split(","))
      add("img-src", candidate.trim().split(/\s+/)[0], "srcset");
  });
  $("iframe[src]").each((_, el) => add("frame-src", $(el).attr("src"), "iframe"));
  $("video[src], audio[src], source[src]").each((_, el) => add("media-src", $(el).attr("src"), "media"));
  $("video[poster]").each((_, el) => add("img-src", $(el).attr("poster"), "video poster"));
  $("form[action]").each((_, el) => add("form-action", $(el).attr("action"), "form"));
  return found;
}

test.describe("security headers", () => {
  for (const path of allPages) {
    test(`${path} carries every security header, and its policy allows each inline script by hash and each resource it loads`, async () => {
      const { headers, body: html, $ } = await ask(path);
      const csp = headers.get("content-security-policy") ?? "";
      // The page is the same bytes for everyone: its inline scripts are allowed by hash, no nonce.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(csp).not.toContain("nonce");
      expect(csp).not.toContain("unsafe-inline'; script");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
      // SITE_URL is http in tests: no HSTS (it would pin a plain-http origin).
      expect(headers.get("strict-transport-security")).toBeNull();
      expect(html).not.toContain("nonce=");
      // Every script the browser would run inline is allowed by one of the policy's hashes.
      const allowed = new Set([...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(allowed, `script sha256-${hash} is not allowed`).toContain(hash);
      // What the HTML alone would make a browser refuse: a resource from an origin the policy leaves
      // out, an inline <style> block (style-src has no 'unsafe-inline'), an inline event handler or a
      // javascript: link (neither has a hash to match).
      const resources = loadedResources($);
      expect(resources.length).toBeGreaterThan(0);
      for (const { directive, url, element } of resources)
        expect(allows(sources(csp, directive), url), `${element} ${url} under ${directive}`).toBe(true);
      expect($("style").length, "inline <style> blocks").toBe(0);
      const handlers = $("*")
        .toArray()
        .flatMap((el) => Object.keys((el as { attribs?: Record<string, string> }).attribs ?? {}))
        .filter((name) => /^on[a-z]+$/.test(name));
      expect(handlers, "inline event handlers").toEqual([]);
      expect($('[href^="javascript:"], [src^="javascript:"], [action^="javascript:"]')).toHaveLength(0);
    });
  }

  test("hashed assets are cached for a year, immutable", async () => {
    const { $ } = await ask("/");
    const href = $('link[rel="stylesheet"]').first().attr("href");
    expect(href).toMatch(/^\/assets\//);
    const asset = await ask(href ?? "");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { analyticsOrigins } from "../../app/lib/analytics";
import type { Env } from "../runtime/env.server";
import { analyticsConfig } from "./analytics.server";

/** External origins the pages really use: the privacy-enhanced video embed, its thumbnails, the help centre. */
export const externalOrigins = {
  videoEmbed: "https://www.youtube-nocookie.com",
  videoThumbnails: "https://i.ytimg.com",
};

export interface SecurityOptions {
  env: Env;
  helpCenterUrl: string;
}

/**
 * The Content-Security-Policy of the site. A page's inline scripts (React Router's hydration
 * context and module loader) are allowed by their SHA-256 hashes, computed once when the page is
 * rendered, so the same bytes serve every visitor and any cache may keep them. Responses that are
 * not rendered pages (static files, error answers) get the policy without hashes.
 */
export function contentSecurityPolicy(
  options: SecurityOptions,
  scriptHashes: readonly string[] = [],
): string {
  const helpCenter = new URL(options.helpCenterUrl).origin;
  const https = options.env.SITE_URL.startsWith("https://");
  // Exactly the hosts of the measurement tools this deployment configured (none by default); they
  // still load only after the visitor's consent. The consent script itself is one of our files.
  const tools = analyticsOrigins(analyticsConfig(options.env));
  // Stylesheets, fonts and requests from the page fall back to default-src ('self'); each is named
  // only when it allows more. Every rendered page carries this header, and its bytes count towards
  // the first round trip of a phone's connection.
  return [
    "default-src 'self'",
    ["script-src 'self'", ...tools.script, ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(" "),
    // React renders a few style attributes (animation delays); no inline <style> blocks.
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", externalOrigins.videoThumbnails, ...tools.img].join(" "),
    ...(tools.connect.length ? [["connect-src 'self'", ...tools.connect].join(" ")] : []),
    `frame-src ${externalOrigins.videoEmbed} ${helpCenter}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The content editor's page (/keystatic, GitHub mode in production). Keystatic's interface styles
 * itself at run time (emotion writes <style> elements), so styles need 'unsafe-inline'; scripts
 * stay as strict as the public pages' (own files and the page's hashes). It talks to GitHub's API
 * from the browser, shows avatars from GitHub, and previews pictures as blob: URLs. Its font is
 * the site's own file (app/styles/editor.css): no font or stylesheet from another host.
 */
export function editorContentSecurityPolicy(
  options: SecurityOptions,
  scriptHashes: readonly string[] = [],
): string {
  const https = options.env.SITE_URL.startsWith("https://");
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' https://api.github.com",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Base64 SHA-256 of every inline script a browser would execute in this HTML: each `<script>`
 * without `src` whose type is JavaScript or a module. JSON-LD and other data blocks are not run,
 * so they need no hash. The text between the tags is what the browser hashes (a script element's
 * content is raw text, never entity-decoded).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript")
      continue;
    hashes.add(
      createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return [...hashes];
}

/**
 * Every security header, set by helmet: it keeps up with what browsers honour; the three it still
 * sends for browsers that are gone are left out. Permissions-Policy is not one of helmet's headers, so it is set beside it.
 * The Content-Security-Policy here has no script hashes; a rendered page replaces it with its own.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const https = options.env.SITE_URL.startsWith("https://");
  const headers = helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "sameorigin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Share images and the favicon are fetched by other sites' previews.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    // HSTS on a plain-http origin (tests, a local run) would pin it to https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Headers no browser in use reads any more (Internet Explorer's download prompt, Flash and
    // Acrobat's cross-domain policy files, the XSS auditors that were removed): each only adds
    // bytes to the first round trip of every page.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const csp = contentSecurityPolicy(options);
  // (No `interest-cohort`: FLoC is gone, and Chrome reports the unknown feature on every page.)
  const permissions = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("Permissions-Policy", permissions);
    headers(req, res, next);
  };
}

/**
 * The headers `securityHeaders` sets, as name/value pairs, collected once at start. A kept page
 * carries them among its stored headers, so serving it needs no middleware at all.
 */
export function securityHeaderPairs(options: SecurityOptions): [string, string][] {
  const set = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
    getHeader: (name: string) => set.get(name.toLowerCase()),
  };
  let done = false;
  securityHeaders(options)({} as never, response as never, () => {
    done = true;
  });
  if (!done) throw new Error("the security headers did not finish synchronously");
  return [...set];
}

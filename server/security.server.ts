import type { Env } from "./env.server";

/** External origins the pages really use: the privacy-enhanced video embed, its thumbnails, the help centre. */
export const externalOrigins = {
  videoEmbed: "https://www.youtube-nocookie.com",
  videoThumbnails: "https://i.ytimg.com",
};

/** Every security header of the site, built in one place (per response, for the nonce). */
export function securityHeaders(options: {
  nonce: string;
  env: Env;
  helpCenterUrl: string;
}): Record<string, string> {
  const { nonce, env } = options;
  const helpCenter = new URL(options.helpCenterUrl).origin;
  const https = env.SITE_URL.startsWith("https://");
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    // React renders a few style attributes (animation delays); no inline <style> blocks.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${externalOrigins.videoThumbnails}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${externalOrigins.videoEmbed} ${helpCenter}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

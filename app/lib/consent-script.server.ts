import consentScriptSrc from "virtual:consent-script";
import type { SiteEnv } from "~/context";
import { hasAnalytics } from "~/lib/analytics";

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The consent script's element for this deployment, or "" when no measurement tool is configured
 * (then a page references nothing: no banner, no third-party request, no cookie). It carries the
 * configured ids, the same for every visitor, so a page stays one set of bytes; the visitor's
 * choice lives in the browser. An external module (allowed by the CSP's 'self'), so no hash.
 */
export function consentScriptTag(env: Pick<SiteEnv, "GTM_ID" | "GA4_ID" | "META_PIXEL_ID">): string {
  const config = { gtmId: env.GTM_ID, ga4Id: env.GA4_ID, metaPixelId: env.META_PIXEL_ID };
  if (!hasAnalytics(config)) return "";
  const ids = [
    ["data-gtm-id", config.gtmId],
    ["data-ga4-id", config.ga4Id],
    ["data-meta-pixel-id", config.metaPixelId],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value as string)}"`)
    .join("");
  return `<script type="module" async src="${escapeAttribute(consentScriptSrc)}" data-consent=""${ids}></script>`;
}

/**
 * Adds the consent script at the end of a rendered document's body, outside what React renders:
 * the app's JavaScript is the same with or without measurement tools (React skips an element it
 * did not render among the body's children when it hydrates), and pages without tools carry
 * nothing at all.
 */
export function withConsentScript(html: string, tag: string): string {
  const end = html.lastIndexOf("</body>");
  return tag && end !== -1 ? `${html.slice(0, end)}${tag}${html.slice(end)}` : html;
}

import { opsPort, type Site, startSite } from "../ops/support";
import { ask, expect, test } from "./helpers";

/**
 * The headers and HTML a deployment with measurement tools serves (its own process, the three tools
 * configured), against the shared e2e server, which has none. What the banner does in the browser
 * (nothing loads before a choice, each choice loads what it allows) is in tests/e2e/consent.spec.ts.
 */
const tools = { GTM_ID: "GTM-TESTE12", GA4_ID: "G-TESTE12345", META_PIXEL_ID: "123456789012345" };
let site: Site;

test.beforeAll(async () => {
  site = await startSite(opsPort(165), { MAIL_TRANSPORT: "log", ...tools });
});
test.afterAll(async () => {
  await site?.stop();
});

test("the Content-Security-Policy allows exactly the configured tools' hosts; pages are the same bytes for everyone", async () => {
  const first = await ask(`${site.url}/`);
  const configured = first.headers.get("content-security-policy") ?? "";
  const directive = (name: string) => configured.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
  expect(directive("script-src")).toContain("https://*.googletagmanager.com");
  expect(directive("script-src")).toContain("https://connect.facebook.net");
  expect(directive("connect-src")).toContain("https://*.google-analytics.com");
  expect(directive("connect-src")).toContain("https://*.google.com");
  expect(directive("connect-src")).toContain("https://www.facebook.com");
  // No nonce, no per-visitor value: the consent script is a file of the site, with the ids.
  expect(directive("script-src")).not.toContain("unsafe-inline");
  expect(first.body).toMatch(
    /<script type="module" async src="\/assets\/consent-[\w-]+\.js" data-consent="" data-gtm-id="GTM-TESTE12" data-ga4-id="G-TESTE12345" data-meta-pixel-id="123456789012345"><\/script><\/body>/,
  );
  expect((await ask(`${site.url}/`)).body).toBe(first.body);

  const plain = await ask("/");
  expect(plain.headers.get("content-security-policy") ?? "").not.toMatch(
    /googletagmanager|facebook|google-analytics/,
  );
  expect(plain.body).not.toContain("data-consent");
});

import { describe, expect, it } from "vitest";
import { parseEnv } from "../runtime/env.server";
import { contentSecurityPolicy, editorContentSecurityPolicy } from "./security.server";

const policy = (extra: Record<string, string>) =>
  contentSecurityPolicy({ env: parseEnv(extra), helpCenterUrl: "https://ajuda.gamadelivery.com.br" });
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("Content-Security-Policy and measurement tools", () => {
  it("names no third-party measurement host when no tool is configured", () => {
    expect(policy({})).not.toMatch(/googletagmanager|google-analytics|facebook/);
  });

  it("allows exactly the hosts of the tools this deployment configured", () => {
    const pixel = policy({ META_PIXEL_ID: "123456789012345" });
    expect(directive(pixel, "script-src")).toBe("script-src 'self' https://connect.facebook.net");
    expect(directive(pixel, "connect-src")).toBe("connect-src 'self' https://www.facebook.com");
    expect(pixel).not.toMatch(/google/);

    const ga4 = policy({ GA4_ID: "G-TESTE12345" });
    expect(directive(ga4, "script-src")).toBe("script-src 'self' https://*.googletagmanager.com");
    expect(directive(ga4, "connect-src")).toContain("https://*.google-analytics.com");
    expect(ga4).not.toMatch(/facebook/);
  });

  it("allows every address Google's CSP guide lists for GA4, through GA4 alone or the GTM container", () => {
    /** Whether a CSP directive's host sources allow a URL (scheme, exact host or *. subdomain wildcard). */
    const allows = (directiveText: string, address: string) => {
      const url = new URL(address);
      return directiveText
        .split(" ")
        .slice(1)
        .some((source) => {
          const match = /^https:\/\/(\*\.)?([^/]+)$/.exec(source);
          if (!match || url.protocol !== "https:") return false;
          return match[1] ? url.hostname.endsWith(`.${match[2]}`) : url.hostname === match[2];
        });
    };
    // Where the Google tag loads from and sends to: the guide's GA4 list, its Google Signals list
    // (www.google.com, *.g.doubleclick.net, the visitor's country domain), and the container's www.google.com.
    const loads = [
      "https://www.googletagmanager.com/gtag/js?id=G-TESTE12345",
      "https://www.googletagmanager.com/gtm.js?id=GTM-TESTE12",
    ];
    const sends = [
      "https://www.google-analytics.com/g/collect",
      "https://region1.google-analytics.com/g/collect",
      "https://region1.analytics.google.com/g/collect",
      "https://www.googletagmanager.com/td",
      "https://stats.g.doubleclick.net/g/collect",
      "https://www.google.com/g/collect",
      "https://www.google.com.br/ads/ga-audiences",
    ];
    const configurations: Record<string, string>[] = [{ GA4_ID: "G-TESTE12345" }, { GTM_ID: "GTM-TESTE12" }];
    for (const env of configurations) {
      const csp = policy(env);
      for (const address of loads) expect(allows(directive(csp, "script-src"), address), address).toBe(true);
      for (const address of sends) {
        expect(allows(directive(csp, "connect-src"), address), `connect-src ${address}`).toBe(true);
        expect(allows(directive(csp, "img-src"), address), `img-src ${address}`).toBe(true);
      }
      // Script runs only from the tag's own host: www.google.com serves JSONP, a known CSP bypass.
      expect(allows(directive(csp, "script-src"), "https://www.google.com/complete/search")).toBe(false);
      expect(allows(directive(csp, "script-src"), "https://www.google-analytics.com/analytics.js")).toBe(
        false,
      );
    }
  });

  it("refuses a malformed tool id at start, naming the variable", () => {
    expect(() => parseEnv({ GTM_ID: "UA-1234" })).toThrow(
      /^Invalid environment variable GTM_ID: must look like GTM-/,
    );
    expect(() => parseEnv({ META_PIXEL_ID: "abc" })).toThrow(/META_PIXEL_ID/);
    expect(parseEnv({ GTM_ID: "", GA4_ID: "" }).GTM_ID).toBeUndefined();
  });
});

describe("the content editor's Content-Security-Policy", () => {
  const editor = editorContentSecurityPolicy({
    env: parseEnv({}),
    helpCenterUrl: "https://ajuda.gamadelivery.com.br",
  });

  it("takes fonts and stylesheets from the site alone (no font service)", () => {
    expect(directive(editor, "font-src")).toBe("font-src 'self'");
    expect(directive(editor, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(editor).not.toMatch(/fonts\.|googleapis|gstatic/);
  });
});

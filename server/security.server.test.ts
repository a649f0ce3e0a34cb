import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { contentSecurityPolicy } from "./security.server";

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
    expect(directive(ga4, "script-src")).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(ga4, "connect-src")).toContain("https://*.google-analytics.com");
    expect(ga4).not.toMatch(/facebook/);
  });

  it("refuses a malformed tool id at start, naming the variable", () => {
    expect(() => parseEnv({ GTM_ID: "UA-1234" })).toThrow(
      /^Invalid environment variable GTM_ID: must look like GTM-/,
    );
    expect(() => parseEnv({ META_PIXEL_ID: "abc" })).toThrow(/META_PIXEL_ID/);
    expect(parseEnv({ GTM_ID: "", GA4_ID: "" }).GTM_ID).toBeUndefined();
  });
});

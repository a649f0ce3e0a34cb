import { describe, expect, it } from "vitest";
import {
  analyticsOrigins,
  CONSENT_MAX_AGE_MS,
  consentModeState,
  hasAnalytics,
  parseConsentChoice,
  toolsAllowed,
} from "./analytics";

const all = { gtmId: "GTM-ABC123", ga4Id: "G-XYZ9876", metaPixelId: "123456789012345" };

describe("measurement with consent", () => {
  it("has nothing to ask when no tool is configured", () => {
    expect(hasAnalytics({})).toBe(false);
    expect(hasAnalytics(null)).toBe(false);
    expect(analyticsOrigins({})).toEqual({ script: [], connect: [], img: [] });
  });

  it("starts with every Consent Mode signal denied, and grants per purpose", () => {
    expect(Object.values(consentModeState(null))).toEqual(["denied", "denied", "denied", "denied"]);
    expect(consentModeState({ analytics: true, advertising: false })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("loads each tool only for its purpose", () => {
    expect(toolsAllowed(all, { analytics: false, advertising: false })).toEqual({
      gtm: false,
      ga4: false,
      metaPixel: false,
    });
    expect(toolsAllowed(all, { analytics: true, advertising: false })).toEqual({
      gtm: true,
      ga4: true,
      metaPixel: false,
    });
    expect(toolsAllowed(all, { analytics: false, advertising: true })).toEqual({
      gtm: true,
      ga4: false,
      metaPixel: true,
    });
    expect(toolsAllowed({ metaPixelId: all.metaPixelId }, { analytics: true, advertising: true })).toEqual({
      gtm: false,
      ga4: false,
      metaPixel: true,
    });
  });

  it("keeps a choice for six months, then asks again", () => {
    const now = Date.UTC(2026, 10, 23);
    const stored = (at: number) => JSON.stringify({ analytics: true, advertising: false, at });
    expect(parseConsentChoice(stored(now - 1000), now)).toEqual({
      analytics: true,
      advertising: false,
      at: now - 1000,
    });
    expect(parseConsentChoice(stored(now - CONSENT_MAX_AGE_MS - 1), now)).toBeNull();
    expect(CONSENT_MAX_AGE_MS / 86_400_000).toBeGreaterThanOrEqual(182);
    for (const bad of [
      null,
      "",
      "{",
      '{"analytics":"yes","advertising":false,"at":1}',
      stored(now + 60_000),
    ]) {
      expect(parseConsentChoice(bad, now)).toBeNull();
    }
  });

  it("allows in the CSP exactly the hosts of the configured tools", () => {
    const meta = analyticsOrigins({ metaPixelId: all.metaPixelId });
    expect(meta.script).toEqual(["https://connect.facebook.net"]);
    expect(meta.connect).toEqual(["https://www.facebook.com"]);
    const ga = analyticsOrigins({ ga4Id: all.ga4Id });
    expect(ga.script).toEqual(["https://*.googletagmanager.com"]);
    expect(ga.connect).toContain("https://*.google-analytics.com");
    expect(ga.connect).not.toContain("https://www.facebook.com");
  });
});

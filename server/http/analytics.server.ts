import type { AnalyticsConfig } from "../../app/lib/analytics";
import type { Env } from "../runtime/env.server";

/** The measurement tools this deployment configured (the public part of the environment). */
export function analyticsConfig(env: Pick<Env, "GTM_ID" | "GA4_ID" | "META_PIXEL_ID">): AnalyticsConfig {
  return { gtmId: env.GTM_ID, ga4Id: env.GA4_ID, metaPixelId: env.META_PIXEL_ID };
}

import { useEffect } from "react";
import { type AnalyticsConfig, hasAnalytics } from "~/lib/analytics";

/**
 * On a deployment with a measurement tool configured, loads the consent banner's code after
 * hydration, as its own chunk: pages stay the same bytes for every visitor, and deployments without
 * tools load nothing at all.
 */
export function ConsentLoader({ config }: { config: AnalyticsConfig | null | undefined }) {
  useEffect(() => {
    if (!hasAnalytics(config)) return;
    void import("./consent-banner.client").then((module) => module.startConsent(config));
  }, [config]);
  return null;
}

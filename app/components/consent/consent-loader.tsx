import { useEffect } from "react";
import type { AnalyticsConfig } from "~/lib/analytics";

/**
 * On a deployment with a measurement tool configured, loads the consent banner's code after
 * hydration, as its own chunk: pages stay the same bytes for every visitor, and deployments without
 * tools load nothing at all.
 */
export function ConsentLoader({ config }: { config: AnalyticsConfig | null | undefined }) {
  useEffect(() => {
    // The root loader sends null where no tool is configured.
    if (!config) return;
    void import("./consent-banner.client").then((module) => module.startConsent(config));
  }, [config]);
  return null;
}

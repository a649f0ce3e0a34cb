import { servicesContext } from "~/context";
import { hasAnalytics } from "~/lib/analytics";
import type { RootData } from "~/lib/root-data";
import type { Route } from "./+types/root";
import { siteNavigation } from "./content/navegacao.server";
import { shellContact } from "./content/site.server";
import { organization, serializeJsonLd } from "./lib/structured-data";

// The root route's browser parts (the document, its links, the error page) live with the shell in
// app/components/layout/, so they travel in the shared chunk every page loads (vite.config.ts):
// as the root route's own chunk they cost every page about 400 B more.
export { App as default, Layout, links } from "./components/layout/document";
export { SiteError as ErrorBoundary } from "./components/layout/error-page";

/**
 * Only the public subset of the configuration reaches the browser. Nothing here is made per
 * request, so a page is the same bytes for every visitor and any cache may keep it. The shell's
 * links and the Organization JSON-LD travel as data, not as code, which keeps every page's
 * JavaScript inside its budget.
 */
export function loader({ context }: Route.LoaderArgs): RootData {
  const services = context.get(servicesContext);
  return {
    siteUrl: services.env.SITE_URL,
    navigation: siteNavigation,
    // Phones, e-mails, hours and the WhatsApp link come from the content as data, like the links.
    contact: shellContact,
    organizationJsonLd: serializeJsonLd(organization(services.env.SITE_URL)),
    // Whether a measurement tool is configured: the footer then offers "Preferências de cookies".
    measurement: hasAnalytics({
      gtmId: services.env.GTM_ID,
      ga4Id: services.env.GA4_ID,
      metaPixelId: services.env.META_PIXEL_ID,
    }),
  };
}

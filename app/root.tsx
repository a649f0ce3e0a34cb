import { servicesContext } from "~/context";
import { hasAnalytics } from "~/lib/analytics";
import type { RootData } from "~/lib/root-data";
import type { Route } from "./+types/root";
import { siteNavigation } from "./content/navegacao.server";
import { shellContact } from "./content/site.server";

// The root route's browser parts (the document, its links, the error page) live with the shell in
// app/components/layout/, so they travel in the shared chunk every page loads (vite.config.ts):
// as the root route's own chunk they cost every page about 400 B more.
export { App as default, Layout, links } from "./components/layout/document";
export { SiteError as ErrorBoundary } from "./components/layout/error-page";

/**
 * Only the public subset of the configuration reaches the browser. Nothing here is made per
 * request, so a page is the same bytes for every visitor and any cache may keep it. The header's
 * links travel as data, not as code, which keeps every page's JavaScript inside its budget; the
 * footer and the Organization JSON-LD are the server's alone (app/components/layout/document-parts.server.tsx).
 */
export function loader(args: Route.LoaderArgs): RootData {
  const services = args.context.get(servicesContext);
  // The footer is the server's alone (app/components/layout/footer.server.tsx): its columns stay here.
  const { footerColumns: _, ...navigation } = siteNavigation;
  return {
    siteUrl: services.env.SITE_URL,
    navigation,
    // The top bar's phone, e-mail and hours and the WhatsApp link come from the content as data.
    contact: {
      support: shellContact.support,
      hours: shellContact.hours,
      whatsappHref: shellContact.whatsappHref,
    },
    // Whether a measurement tool is configured: the footer then offers "Preferências de cookies".
    measurement: hasAnalytics({
      gtmId: services.env.GTM_ID,
      ga4Id: services.env.GA4_ID,
      metaPixelId: services.env.META_PIXEL_ID,
    }),
  };
}

import { campaigns } from "~/content/campanhas.server";
import { servicesContext } from "~/context";
import { firstChange, untilChange } from "~/lib/campaign-dates";
import { sitemapEntries, sitemapXml } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap";

/** Kept an hour, or until a campaign opens or ends, whichever comes first. */
export function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  return new Response(sitemapXml(context.get(servicesContext).env.SITE_URL, sitemapEntries([], now)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      ...untilChange(firstChange(campaigns, now), now, 3600),
    },
  });
}

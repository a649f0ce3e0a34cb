import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type RouteConfig, route } from "@react-router/dev/routes";
import { siteRoutes } from "./site-routes";

/**
 * The campaign pages (content/campanhas/{address}.yaml, or CONTENT_DIR's), one route each at its
 * file's name, all on one module, so any other one-segment address is the site's 404 and loads no
 * campaign code. The development server reads this table again when a campaign file is added or
 * removed (scripts/vite-content.ts renews this file's time).
 */
function campaigns() {
  const dir = join(resolve(process.env.CONTENT_DIR || "content"), "campanhas");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const address = name.slice(0, -".yaml".length);
      return route(address, "routes/campanha.tsx", { id: `campanha-${address}` });
    });
}

/** The route table: the site's pages and resource routes, the campaign pages, then the 404. */
export default [...siteRoutes, ...campaigns(), route("*", "routes/not-found.tsx")] satisfies RouteConfig;

import { readdirSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { canonicalPath, PROBES } from "../../../server/pages/page-address.server.ts";
import { siteRoutes } from "../../site-routes.ts";

/**
 * The first segments of the site's addresses that a page at the root (a campaign, /{address})
 * cannot take, each with what owns it: the route table's pages (/planos, and /blog for /blog/…),
 * the server's own probes and the published folders (/img, /og, /conteudo).
 */
export function reservedAddresses(publicDir?: string): Map<string, string> {
  const taken = new Map<string, string>();
  const walk = (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
      const first = path.split("/")[0] ?? "";
      if (first && !first.startsWith(":") && first !== "*" && !taken.has(first)) {
        taken.set(first, `the page /${path} (app/site-routes.ts)`);
      }
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(siteRoutes, "");
  for (const probe of PROBES) taken.set(probe.slice(1), `the server's probe ${probe}`);
  const folders = new Set(["assets", "conteudo", "og"]);
  if (publicDir) {
    for (const name of readdirSync(publicDir)) folders.add(name.replace(/\.[^.]*$/, ""));
  }
  for (const folder of folders) {
    if (!taken.has(folder)) taken.set(folder, `the published files under /${folder}/`);
  }
  return taken;
}

/** Why a root page cannot have `address`, or null when it can. */
export function addressProblem(address: string, reserved: ReadonlyMap<string, string>): string | null {
  const path = `/${address}`;
  if (canonicalPath(path) !== path)
    return `${path} is not how the site writes an address (it would redirect)`;
  const owner = reserved.get(address);
  return owner ? `${path} is already ${owner}: choose another "Endereço da página"` : null;
}

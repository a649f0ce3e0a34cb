import { useRouteLoaderData } from "react-router";
import type { SiteNavigation } from "~/content/navigation";

const none: SiteNavigation = {
  headerLinks: [],
  megaMenu: [],
  megaMenuMore: { label: "Ver mais", to: "/funcionalidades" },
  footerColumns: [],
};

/**
 * The shell's links, from the root loader's data (see app/root.tsx). Only when the root
 * loader itself failed is there none; the error page then still links home.
 */
export function useSiteNavigation(): SiteNavigation {
  const root = useRouteLoaderData("root") as { navigation?: SiteNavigation } | undefined;
  return root?.navigation ?? none;
}

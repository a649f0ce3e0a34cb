import type { SiteNavigation } from "~/content/navegacao.server";
import { pages } from "~/content/pages";
import { useRootData } from "~/lib/root-data";

const none: Omit<SiteNavigation, "footerColumns"> = {
  headerLinks: [],
  megaMenu: [],
  megaMenuMore: { label: "Ver mais", to: pages.funcionalidades },
};

/**
 * The shell's links, from the root loader's data (see app/root.tsx). Only when the root
 * loader itself failed is there none; the error page then still links home.
 */
export function useSiteNavigation(): Omit<SiteNavigation, "footerColumns"> {
  const root = useRootData();
  return root?.navigation ?? none;
}

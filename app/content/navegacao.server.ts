import navigation from "virtual:content/navegacao";
import { featureBadge, featurePath, pathOf } from "./links.server";
import { pages } from "./pages";

/** Header, mega-menu and footer links as the shell renders them, from content/navegacao.yaml. */
export interface NavLinkItem {
  label: string;
  to: string;
  /** A feature's own badge ('Em breve', 'Nova') and its colour classes. */
  badge?: string;
  badgeTone?: string;
  /** One short line under the label in the desktop mega-menu. */
  description?: string;
  /** The header entry that opens the features mega-menu. */
  megaMenu?: true;
}

const file = "content/navegacao.yaml";

export const siteNavigation = {
  headerLinks: navigation.header.map(
    (link): NavLinkItem => ({
      label: link.label,
      to: pages[link.page],
      ...(link.megaMenu ? { megaMenu: true } : {}),
    }),
  ),
  megaMenu: navigation.megaMenu.columns.map((column, c) => ({
    title: column.title,
    links: column.links.map((link, l): NavLinkItem => {
      const badge = featureBadge({ discriminant: "feature", value: link.feature });
      return {
        label: link.label,
        to: featurePath(link.feature, `${file}: megaMenu.columns.${c}.links.${l}.feature`),
        ...(badge ? { badge: badge.text, badgeTone: badge.tone } : {}),
        ...(link.description ? { description: link.description } : {}),
      };
    }),
  })),
  megaMenuMore: { label: navigation.megaMenu.more, to: pages.funcionalidades } as NavLinkItem,
  footerColumns: navigation.footer.map((column, c) => ({
    title: column.title,
    links: column.links.map(
      (link, l): NavLinkItem => ({
        label: link.label,
        to: pathOf(link.to, `${file}: footer.${c}.links.${l}.to`),
      }),
    ),
  })),
};

/** Everything the shell links to. The root loader sends it as data, so it costs no browser JavaScript. */
export type SiteNavigation = typeof siteNavigation;

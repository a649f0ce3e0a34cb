import { Link } from "react-router";
import { pages } from "~/content/pages";
import { Icon } from "../icon";

export interface Crumb {
  name: string;
  path: string;
}

/** A page's trail: the home page, then the given crumbs (the last one is the page itself). */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [{ name: "Início", path: pages.inicio }, ...crumbs];
}

const tones = {
  /** On the dark hero gradient. */
  dark: {
    list: "text-stone-300",
    link: "min-h-6 hover:text-white",
    current: "text-white",
    separator: <span aria-hidden="true">/</span>,
  },
  /** On a light band. */
  light: {
    list: "text-stone-600",
    link: "min-h-8 hover:text-brand-800",
    current: "font-medium text-stone-800",
    separator: <Icon name="chevron-right" className="size-4" />,
  },
} as const;

/**
 * The trail above a page title. The last crumb is the page itself. The same items feed the page's
 * BreadcrumbList JSON-LD, so the trail a visitor sees and the one search engines read agree.
 */
export function Breadcrumb({ items, tone = "dark" }: { items: Crumb[]; tone?: keyof typeof tones }) {
  const look = tones[tone];
  return (
    <nav aria-label="Trilha de navegação">
      <ol className={`flex flex-wrap items-center gap-1 text-sm ${look.list}`}>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page" className={look.current}>
              {item.name}
            </li>
          ) : (
            <li key={item.path} className="flex items-center gap-1">
              <Link to={item.path} className={`inline-flex items-center hover:underline ${look.link}`}>
                {item.name}
              </Link>
              {look.separator}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

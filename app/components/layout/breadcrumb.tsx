import { Link } from "react-router";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail above a page title, on the dark hero band. The last crumb is the
 * page itself. The same items feed the page's BreadcrumbList JSON-LD.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-300">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page" className="text-white">
              {item.name}
            </li>
          ) : (
            <li key={item.path} className="flex items-center gap-1">
              <Link
                to={item.path}
                className="inline-flex min-h-6 items-center hover:text-white hover:underline"
              >
                {item.name}
              </Link>
              <span aria-hidden="true">/</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

import { Form, Link } from "react-router";
import { Icon } from "~/components/icon";
import { useSiteNavigation } from "~/components/layout/use-site-navigation";
import { pages } from "~/content/pages";

/**
 * What the not-found page offers beyond the way home: the site's main pages (the header's links, which
 * marketing picks in content/navegacao.yaml) and the blog's search, a GET form to /blog?busca= that
 * works without JavaScript. The parameter is written here rather than imported from ~/lib/blog, whose
 * module would then become a chunk of its own on every blog page (tests/request/what-a-visitor-sees.spec.ts
 * checks that it is the blog's).
 */
export function WayOn() {
  const { headerLinks } = useSiteNavigation();
  const main = headerLinks.filter((link) => link.to !== pages.inicio);
  return (
    <div className="mt-12 grid gap-8 text-left sm:grid-cols-2">
      {main.length > 0 ? (
        <nav aria-labelledby="paginas-principais">
          <h2 id="paginas-principais" className="text-lg font-semibold">
            Páginas principais
          </h2>
          <ul className="mt-3 space-y-1">
            {main.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline"
                >
                  <Icon name="arrow-right" className="size-4" />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="buscar-no-blog">
        <h2 id="buscar-no-blog" className="text-lg font-semibold">
          Buscar no blog
        </h2>
        <p className="mt-1 text-stone-600">Artigos sobre vendas, gestão e marketing para delivery.</p>
        <Form method="get" action={pages.blog} role="search" className="mt-3 flex gap-2">
          <label htmlFor="busca-404" className="sr-only">
            Buscar artigos
          </label>
          <input
            id="busca-404"
            type="search"
            name="busca"
            placeholder="Buscar por palavra-chave..."
            className="block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-ink placeholder:text-stone-500 focus:border-brand-600"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 shrink-0 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Buscar
          </button>
        </Form>
      </section>
    </div>
  );
}

import { Link } from "react-router";
import { blogCategories } from "~/content/blog/categories";
import { BLOG_PATH, type BlogQuery, blogHref, resultsLine } from "~/lib/blog";
import { buttonClass } from "../ui/button";
import { filterPillClass } from "../ui/filter-pill";
import { PostCard, type PostCardData } from "./post-card";

/** The category filter, the result line, and the featured and other posts (or the empty state). */
export function BlogResults({
  query,
  total,
  featured,
  others,
  othersHeading,
}: {
  query: BlogQuery;
  total: number;
  featured: PostCardData[];
  others: PostCardData[];
  othersHeading: string;
}) {
  return (
    <>
      <nav aria-label="Categorias do blog" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...blogCategories].map((category) => {
            const selected = query.category === category;
            return (
              <li key={category ?? "todas"}>
                <Link
                  to={blogHref(query.term, category)}
                  preventScrollReset
                  aria-current={selected ? "true" : undefined}
                  className={filterPillClass(selected)}
                >
                  {category ?? "Todas"}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p aria-live="polite" className="mt-6 min-h-6 font-medium text-stone-700">
        {query.term ? resultsLine(total, query.term) : null}
      </p>

      {total === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center">
          <p className="text-xl font-semibold">Nenhum artigo encontrado</p>
          <p className="mt-2 text-stone-600">Tente ajustar sua busca ou explorar outras categorias</p>
          <Link to={BLOG_PATH} preventScrollReset className={buttonClass("primary", "md", "mt-6")}>
            Ver Todos os Artigos
          </Link>
        </div>
      ) : null}

      {featured.length > 0 ? (
        <section aria-labelledby="destaques" className="mt-6">
          <h2 id="destaques" className="text-2xl font-bold tracking-tight">
            Posts em Destaque
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {featured.map((post, index) => (
              <li key={post.id}>
                {/* The first cover is the largest thing in a phone's first screen. */}
                <PostCard post={post} variant="featured" eager={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {others.length > 0 ? (
        <section aria-labelledby="mais-artigos" className="mt-12">
          <h2 id="mais-artigos" className="text-2xl font-bold tracking-tight">
            {othersHeading}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {others.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

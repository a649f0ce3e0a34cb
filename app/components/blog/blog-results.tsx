import type { ReactNode } from "react";
import { Link } from "react-router";
import { blogCategories } from "~/content/blog/categories";
import { BLOG_PATH, type BlogQuery, blogHref, resultsLine } from "~/lib/blog";
import { buttonClass } from "../ui/button";
import { FilterPills } from "../ui/filter-pill";
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
      <FilterPills
        label="Categorias do blog"
        className="mt-6"
        choices={[null, ...blogCategories].map((category) => ({
          key: category ?? "",
          to: blogHref(query.term, category),
          label: category ?? "Todas",
        }))}
        current={query.category ?? ""}
      />

      <p aria-live="polite" className="mt-6 min-h-6 font-medium text-stone-700">
        {query.term ? resultsLine(total, query.term) : null}
      </p>

      {total === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center">
          <p className="text-xl font-semibold">Nenhum artigo encontrado</p>
          <p className="mt-2 text-stone-600">Tente ajustar sua busca ou explorar outras categorias</p>
          <Link to={BLOG_PATH} preventScrollReset className={buttonClass("primary", "md", "mt-6")}>
            Ver todos os artigos
          </Link>
        </div>
      ) : null}

      <PostGroup id="destaques" title="Posts em destaque" className="mt-6" grid="md:grid-cols-2">
        {featured.map((post, index) => (
          <li key={post.id}>
            {/* The first cover is the largest thing in a phone's first screen. */}
            <PostCard post={post} variant="featured" eager={index === 0} />
          </li>
        ))}
      </PostGroup>

      <PostGroup
        id="mais-artigos"
        title={othersHeading}
        className="mt-12"
        grid="md:grid-cols-2 lg:grid-cols-3"
      >
        {others.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </PostGroup>
    </>
  );
}

/** A titled grid of post cards; nothing at all when it has no post. */
function PostGroup({
  id,
  title,
  className,
  grid,
  children,
}: {
  id: string;
  title: string;
  className: string;
  grid: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className={`mt-6 grid gap-6 ${grid}`}>{children}</ul>
    </section>
  );
}

import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import { PostCard } from "~/components/blog/post-card";
import { Icon } from "~/components/icon";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { blogCategories } from "~/content/blog/categories";
import { posts, summaryOf } from "~/content/blog/posts.server";
import {
  BLOG_PATH,
  blogHref,
  filterPosts,
  MAX_SEARCH_LENGTH,
  readBlogQuery,
  resultsLine,
  SEARCH_PARAM,
  splitFeatured,
} from "~/lib/blog";
import { FEED_PATH, FEED_TITLE } from "~/lib/rss";
import { seo, siteUrlFrom } from "~/lib/seo";
import { servicesContext } from "../../server/context.server";
import { handleLeadForms } from "../../server/leads/form-action.server";
import { newsletterForm } from "../../server/leads/forms.server";
import type { Route } from "./+types/blog";

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: FEED_TITLE, href: FEED_PATH },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Blog: gestão, marketing e tecnologia para delivery",
    description:
      "Artigos práticos para donos de delivery e restaurantes: vendas, gestão financeira, marketing nas redes sociais, tecnologia e sustentabilidade.",
    path: BLOG_PATH,
    siteUrl: siteUrlFrom(matches),
    image: "blog",
  });

/** Search (`?busca=`) and category (`?categoria=`) come from the URL; an unknown category matches nothing. */
export function loader({ url }: Route.LoaderArgs) {
  const query = readBlogQuery(url.searchParams, blogCategories);
  const matching = filterPosts(posts.map(summaryOf), query);
  return { query, total: matching.length, ...splitFeatured(matching) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [newsletterForm]);
}

const SEARCH_DELAY_MS = 300;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, total, featured, others, othersHeading } = loaderData;
  const navigate = useNavigate();
  const [term, setTerm] = useState(query.term);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The term this page last navigated to while typing; any other change of the
  // URL (a link, 'Ver Todos os Artigos', the back button) resets the box.
  const typed = useRef(query.term);
  useEffect(() => {
    if (query.term !== typed.current) {
      clearTimeout(timer.current);
      setTerm(query.term);
      typed.current = query.term;
    }
  }, [query.term]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (value: string) => {
    clearTimeout(timer.current);
    typed.current = value.trim();
    navigate(blogHref(value, query.category), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <HeroBand container="max-w-7xl py-14 lg:py-20">
        <HeroHeading
          eyebrow="Blog"
          title="Conteúdo para quem vive o dia a dia do delivery"
          titleClass="mt-3 max-w-3xl"
          lead="Estratégias de vendas, gestão financeira, marketing, tecnologia e sustentabilidade, explicados de forma prática para donos de restaurantes, hamburguerias, pizzarias e dark kitchens."
          leadClass="mt-5 max-w-2xl"
        />
        <a
          href={FEED_PATH}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-medium text-brand-100 underline hover:text-white"
        >
          <Icon name="book-open" className="size-5" />
          Assine o feed RSS do blog
        </a>
      </HeroBand>

      <div className="mx-auto max-w-7xl px-4 py-12">
        <Form
          method="get"
          action={BLOG_PATH}
          role="search"
          preventScrollReset
          className="flex max-w-2xl flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // What the box shows: text typed before the page hydrated is not in `term` yet.
            go(String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? ""));
          }}
        >
          <label htmlFor="busca" className="sr-only">
            Buscar artigos
          </label>
          <div className="relative min-w-0 flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            />
            <input
              id="busca"
              type="search"
              name={SEARCH_PARAM}
              value={term}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Buscar por palavra-chave..."
              autoComplete="off"
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTerm(value);
                clearTimeout(timer.current);
                timer.current = setTimeout(() => go(value), SEARCH_DELAY_MS);
              }}
              className="block min-h-12 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-ink placeholder:text-stone-500 focus:border-brand-600"
            />
          </div>
          {query.category ? <input type="hidden" name="categoria" value={query.category} /> : null}
          <button
            type="submit"
            className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Buscar
          </button>
        </Form>

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
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium transition-colors ${
                      selected
                        ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                        : "border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800"
                    }`}
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
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-16">
        <NewsletterBox
          title="Assine a newsletter do blog"
          description="Dicas práticas de vendas, gestão e marketing para o seu delivery, direto na sua caixa de entrada."
          submitLabel="Assinar Newsletter"
        />
      </div>
    </>
  );
}

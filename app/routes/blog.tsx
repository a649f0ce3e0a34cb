import { BlogResults } from "~/components/blog/blog-results";
import { BlogSearch } from "~/components/blog/blog-search";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import { Icon } from "~/components/icon";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { blogCategories } from "~/content/blog/categories";
import { posts, summaryOf } from "~/content/blog/posts.server";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as newsletter from "~/forms/newsletter";
import {
  BLOG_PATH,
  CATEGORY_PARAM,
  filterPosts,
  readBlogQuery,
  SEARCH_PARAM,
  splitFeatured,
} from "~/lib/blog";
import type { PageHandle } from "~/lib/page-handle";
import { FEED_PATH, FEED_TITLE } from "~/lib/rss";
import { seo, siteUrlFrom } from "~/lib/seo";
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
/** Search and category live in the URL; nothing else changes the page. */
export const handle: PageHandle = { searchParams: [SEARCH_PARAM, CATEGORY_PARAM] };

export function loader({ url }: Route.LoaderArgs) {
  const query = readBlogQuery(url.searchParams, blogCategories);
  const matching = filterPosts(posts.map(summaryOf), query);
  return { query, total: matching.length, ...splitFeatured(matching) };
}

export const clientAction = leadClientAction;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [leadForm(newsletter)]);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, total, featured, others, othersHeading } = loaderData;
  return (
    <>
      <HeroBand container="max-w-7xl py-14 lg:py-20">
        <HeroHeading
          eyebrow="Blog"
          title="Conteúdo para quem vive o dia a dia do delivery"
          lead="Estratégias de vendas, gestão financeira, marketing, tecnologia e sustentabilidade, explicados de forma prática para donos de restaurantes, hamburguerias, pizzarias e dark kitchens."
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
        <BlogSearch query={query} />

        <BlogResults
          query={query}
          total={total}
          featured={featured}
          others={others}
          othersHeading={othersHeading}
        />
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-16">
        <NewsletterBox
          title="Assine a newsletter do blog"
          description="Dicas práticas de vendas, gestão e marketing para o seu delivery, direto na sua caixa de entrada."
          submitLabel="Assinar newsletter"
        />
      </div>
    </>
  );
}

import { href, Link } from "react-router";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import {
  CategoryBadge,
  FeaturedBadge,
  PostByline,
  PostCard,
  PostCover,
  TagList,
} from "~/components/blog/post-card";
import { ShareButtons } from "~/components/blog/share-buttons";
import { Icon } from "~/components/icon";
import { Breadcrumb, type Crumb, trail } from "~/components/sections/breadcrumb";
import { notFoundBoundary } from "~/components/sections/not-found";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { keep, kept, useSentOnce } from "~/components/ui/sent-once";
import { getPost, type Post, posts, summaryOf } from "~/content/blog/posts.server";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as newsletter from "~/forms/newsletter";
import { BLOG_PATH, relatedPosts } from "~/lib/blog";
import { orNotFound } from "~/lib/not-found";
import { FEED_PATH, FEED_TITLE } from "~/lib/rss";
import { sentOnce } from "~/lib/sent-once.server";
import { seo, siteUrlFrom } from "~/lib/seo";
import { shareLinks } from "~/lib/share";
import { blogPosting, breadcrumbList } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: FEED_TITLE, href: FEED_PATH },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) {
    return [{ title: "Post não encontrado | Gama Delivery" }, { name: "robots", content: "noindex" }];
  }
  const siteUrl = siteUrlFrom(matches);
  const { post } = loaderData;
  const path = `${BLOG_PATH}/${post.id}`;
  return seo({
    title: post.title,
    description: post.excerpt,
    path,
    siteUrl,
    image: "blog",
    ownImage: { path: post.ogImage as `/og/${string}.jpg`, alt: post.coverAlt },
    type: "article",
    extra: [
      { property: "article:published_time", content: post.date },
      { property: "article:author", content: post.author },
      { property: "article:section", content: post.category },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ],
    structuredData: loaderData.structuredData,
  });
};

/** The trail above the title, and the BreadcrumbList that search engines read. */
function crumbsOf(post: Pick<Post, "id" | "title">): Crumb[] {
  return trail(
    { name: "Blog", path: href("/blog") },
    { name: post.title, path: href("/blog/:id", { id: post.id }) },
  );
}

function postOr404(id: string | undefined): Post {
  return orNotFound(id ? getPost(id) : undefined);
}

/** The post's text, sent once (app/components/ui/sent-once.tsx): a document has it in its HTML only. */
const POST_TEXT = "blog-post";

/**
 * The JSON-LD and the share links are built here, so their builders stay on the server. The
 * post's text is sent once: a document has it in its HTML only.
 */
export function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const post = postOr404(params.id);
  const { SITE_URL } = context.get(servicesContext).env;
  const { html, ...shown } = post;
  return {
    structuredData: [blogPosting(SITE_URL, post), breadcrumbList(SITE_URL, crumbsOf(post))],
    post: shown,
    html: sentOnce(args, POST_TEXT, html),
    related: relatedPosts(posts, post.id).map(summaryOf),
    share: shareLinks(post.title, `${SITE_URL}${BLOG_PATH}/${post.id}`),
  };
}

export const clientAction = leadClientAction;

export async function action({ request, context, params }: Route.ActionArgs) {
  postOr404(params.id);
  return handleLeadForms(request, context.get(servicesContext), [leadForm(newsletter)]);
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  const { share } = loaderData;
  const html = useSentOnce(POST_TEXT, loaderData.html);
  return (
    <>
      <article>
        <HeroBand as="header" container="max-w-3xl pt-6 pb-14">
          <Breadcrumb items={crumbsOf(post)} />
          <div className="mt-8 flex flex-wrap items-center gap-2">
            <CategoryBadge category={post.category} />
            {post.featured ? <FeaturedBadge /> : null}
          </div>
          <HeroHeading title={post.title} titleClass="mt-5" />
          <p className="mt-5 text-xl text-stone-200">{post.excerpt}</p>
          <PostByline post={post} onDark className="mt-6" />
          <PostCover post={post} eager className="mt-10 rounded-2xl shadow-2xl ring-1 ring-white/10" />
        </HeroBand>

        <div className="mx-auto max-w-3xl px-4 py-10">
          <div className="flex flex-col gap-5 border-b border-stone-200 pb-8">
            <TagList tags={post.tags} />
            <ShareButtons title={post.title} text={post.excerpt} links={share} />
          </div>
          <div
            className="mt-8 text-lg leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-28 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-28 [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-2 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-5 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6"
            // Empty in the browser after a first visit: the server's text stays (sent once).
            {...kept}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the post's Markdown rendered at build time with raw HTML escaped (markdown.server.ts)
            dangerouslySetInnerHTML={html === undefined ? keep : { __html: html }}
          />
        </div>
      </article>

      <div className="mx-auto max-w-5xl px-4 pb-4">
        <NewsletterBox
          title="Gostou do conteúdo?"
          description="Assine a newsletter e receba os próximos artigos sobre vendas, gestão e marketing para delivery."
          submitLabel="Assinar"
          tone="light"
        />
      </div>

      <section aria-labelledby="outros-artigos" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="outros-artigos" className="text-3xl font-bold tracking-tight">
            Outros artigos
          </h2>
          <Link
            to={BLOG_PATH}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline"
          >
            Ver todos os artigos
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li key={other.id}>
              <PostCard post={other} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Post não encontrado",
  text: "O artigo que você procurou não existe ou mudou de endereço.",
  back: { to: href("/blog"), label: "Voltar para o Blog" },
});

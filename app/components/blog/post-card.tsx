import { href, Link } from "react-router";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { FEATURED_TAG_LIMIT, OTHER_TAG_LIMIT, type PostMeta, visibleTags } from "~/lib/blog";

export interface PostCardData extends PostMeta {
  /** The date as shown, formatted on the server (content/blog/posts.server.ts). */
  dateLabel: string;
  readTime: string;
  featured: boolean;
  cover: string;
  coverAlt: string;
}

/**
 * A post's cover drawing, 1200x630 like a share image. On a card it is decorative (alt=""): the
 * title beside it names the post, and a description per card would only lengthen the list.
 */
export function PostCover({
  post,
  className = "",
  eager = false,
  decorative = false,
}: {
  post: Pick<PostCardData, "cover" | "coverAlt">;
  className?: string;
  eager?: boolean;
  decorative?: boolean;
}) {
  return (
    <img
      src={post.cover}
      alt={decorative ? "" : post.coverAlt}
      width={1200}
      height={630}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={`h-auto w-full bg-brand-50 ${className}`}
      data-cover=""
    />
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return <Badge tone="bg-brand-100 text-brand-900">{category}</Badge>;
}

export function FeaturedBadge() {
  return (
    <Badge tone="bg-amber-100 text-amber-900">
      <Icon name="star" className="size-4" />
      Destaque
    </Badge>
  );
}

/** Tags as a list, cut at `limit` with '+n' for the rest, so every card keeps one line of tags. */
export function TagList({
  tags,
  limit,
  className = "",
}: {
  tags: readonly string[];
  limit?: number;
  className?: string;
}) {
  const { shown, more } = visibleTags(tags, limit ?? tags.length);
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {shown.map((tag) => (
        <li key={tag} className="rounded-md bg-stone-100 px-2 py-0.5 text-sm text-stone-700">
          #{tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-md bg-stone-100 px-2 py-0.5 text-sm font-medium text-stone-700">
          +{more}
          <span className="sr-only"> {more === 1 ? "tag" : "tags"}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** Author, date (long pt-BR form) and read time. */
export function PostByline({
  post,
  className = "",
  onDark = false,
}: {
  post: PostCardData;
  className?: string;
  onDark?: boolean;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${onDark ? "text-stone-200 [&_svg]:text-brand-200" : "text-sm text-stone-600"} ${className}`}
    >
      <span className="inline-flex items-center gap-1.5">
        <Icon name="users" className="size-4" />
        <span className="sr-only">Autor: </span>
        {post.author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-clock" className="size-4" />
        <time dateTime={post.date}>{post.dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {post.readTime} de leitura
      </span>
    </p>
  );
}

/**
 * A post in a list: category, title (the link, stretched over the card),
 * excerpt, tags and byline. Featured cards show the badge and one more tag.
 */
export function PostCard({
  post,
  variant = "regular",
  headingLevel = 3,
  eager = false,
}: {
  post: PostCardData;
  variant?: "featured" | "regular";
  headingLevel?: 2 | 3;
  /** For the first card of a page, whose cover is in the first screen on a phone. */
  eager?: boolean;
}) {
  const featured = variant === "featured";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg ${
        featured ? "p-8" : "p-6"
      }`}
    >
      <PostCover
        post={post}
        decorative
        eager={eager}
        className={`rounded-xl ${featured ? "-mx-4 -mt-4 mb-6 w-[calc(100%+2rem)]" : "-mx-2 -mt-2 mb-5 w-[calc(100%+1rem)]"}`}
      />
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={post.category} />
        {featured ? <FeaturedBadge /> : null}
      </div>
      <Heading className={`mt-4 font-bold tracking-tight text-balance ${featured ? "text-2xl" : "text-xl"}`}>
        <Link
          to={href("/blog/:id", { id: post.id })}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 text-stone-700">{post.excerpt}</p>
      <TagList tags={post.tags} limit={featured ? FEATURED_TAG_LIMIT : OTHER_TAG_LIMIT} className="mt-4" />
      <PostByline post={post} className="mt-auto pt-5" />
    </article>
  );
}

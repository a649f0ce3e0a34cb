import { posts } from "~/content/blog/posts.server";
import { servicesContext } from "~/context";
import { rssFeed } from "~/lib/rss";
import type { Route } from "./+types/blog-rss";

/** The blog's RSS 2.0 feed, newest post first. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(rssFeed(context.get(servicesContext).env.SITE_URL, posts), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

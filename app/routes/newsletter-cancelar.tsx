import { NewsletterLinkPage } from "~/components/newsletter/link-page";
import { servicesContext } from "~/context";
import {
  type NewsletterPageData,
  newsletterRouteHeaders,
  unsubscribeAction,
  unsubscribeLoader,
} from "~/lib/newsletter/pages.server";
import type { Route } from "./+types/newsletter-cancelar";

/** The unsubscribe link of every newsletter e-mail (and its RFC 8058 one-click POST). Not in the sitemap, never indexed. */
export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Gama Delivery" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = newsletterRouteHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeLoader(request, context.get(servicesContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, context.get(servicesContext));
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage {...((actionData ?? loaderData) as NewsletterPageData)} />;
}

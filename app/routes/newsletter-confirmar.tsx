import { NewsletterLinkPage } from "~/components/newsletter/link-page";
import { servicesContext } from "~/context";
import {
  confirmAction,
  confirmLoader,
  type NewsletterPageData,
  newsletterRouteHeaders,
} from "~/lib/newsletter/pages.server";
import type { Route } from "./+types/newsletter-confirmar";

/** The link of the confirmation e-mail (double opt-in). Not in the sitemap, never indexed. */
export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Gama Delivery" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = newsletterRouteHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return confirmLoader(request, context.get(servicesContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmAction(request, context.get(servicesContext));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage {...((actionData ?? loaderData) as NewsletterPageData)} />;
}

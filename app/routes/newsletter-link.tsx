import { NewsletterLinkPage } from "~/components/newsletter-link/newsletter-link";
import { servicesContext } from "~/context";
import {
  confirmAction,
  confirmLoader,
  type NewsletterPageData,
  newsletterRouteHeaders,
  unsubscribeAction,
  unsubscribeLoader,
} from "~/lib/newsletter/pages.server";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/newsletter-link";

/**
 * The two links of the newsletter's e-mails: /newsletter/confirmar (double opt-in) and
 * /newsletter/cancelar (unsubscribe, and its RFC 8058 one-click POST). One module, two routes; the
 * route pattern says which link it is (request.url would end in ".data" on a client navigation).
 * Not in the sitemap, never indexed.
 */
const handlers = {
  "newsletter/confirmar": { loader: confirmLoader, action: confirmAction },
  "newsletter/cancelar": { loader: unsubscribeLoader, action: unsubscribeAction },
} as const;

function handlersOf(pattern: string) {
  const found = handlers[pattern.replace(/^\//, "") as keyof typeof handlers];
  if (!found) throw new Error(`routes.ts mounts newsletter-link.tsx at ${pattern}, which it does not handle`);
  return found;
}

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Gama Delivery" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = newsletterRouteHeaders;

/** The signed token (`?t=`), read by the loaders in app/lib/newsletter/pages.server.ts. */
export const handle: PageHandle = { searchParams: ["t"] };

export function loader({ request, context, pattern }: Route.LoaderArgs) {
  return handlersOf(pattern).loader(request, context.get(servicesContext));
}

export function action({ request, context, pattern }: Route.ActionArgs) {
  return handlersOf(pattern).action(request, context.get(servicesContext));
}

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage {...((actionData ?? loaderData) as NewsletterPageData)} />;
}

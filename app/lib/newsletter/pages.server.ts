import { data } from "react-router";
import type { NewsletterPageState } from "~/content/newsletter";
import type { Refusal, Services } from "~/context";
import { messages } from "~/forms/messages";
import { type TokenPurpose, verifyToken } from "./tokens.server";

export interface NewsletterPageData {
  state: NewsletterPageState;
  /** The address the link names, shown on the prompts; absent when the link was not valid. */
  email?: string;
  /** The token, posted back by the prompt's button. */
  token?: string;
  /** Why the button's post was refused (another site, too many posts): the prompt stays, with this. */
  refused?: string;
}

/** What the page says when the HTTP layer refused the button's post, as every form says it. */
const refusalMessages: Record<Refusal["reason"], string> = {
  cross_origin: messages.crossOrigin,
  too_large: messages.tooLarge,
  rate_limited: messages.rateLimited,
};

/**
 * A post the HTTP layer refused (from another site, over the rate limit) changes nothing: the
 * prompt comes back with the reason, and its button works once the visitor posts from the site.
 */
function refused(
  services: Services,
  state: "confirm_prompt" | "unsubscribe_prompt",
  link: { email: string; token: string },
) {
  const refusal = services.client?.refusal;
  if (!refusal) return null;
  return postAnswer(
    { state, email: link.email, token: link.token, refused: refusalMessages[refusal.reason] },
    refusal.status,
  );
}

/**
 * Pages whose address carries a token: never kept by the page cache or any shared cache (one
 * page per person) and never indexed. The site-wide Referrer-Policy (strict-origin-when-cross-origin)
 * already keeps the token from other sites.
 */
export const tokenPageHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
} as const;

const answer = (body: NewsletterPageData, status = 200) => data(body, { status, headers: tokenPageHeaders });

/** An action's answer: the HTTP layer marks every POST answer no-store already, so it is not repeated. */
const postAnswer = (body: NewsletterPageData, status = 200) => {
  const { "Cache-Control": _, ...headers } = tokenPageHeaders;
  return data(body, { status, headers });
};

/**
 * The route's `headers`: an action's own (after a POST), else the loader's. Pages with a token
 * always send the loader's, so a document without either still gets them.
 */
export function newsletterRouteHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}) {
  if (actionHeaders.has("X-Robots-Tag")) return actionHeaders;
  return loaderHeaders.has("X-Robots-Tag") ? loaderHeaders : new Headers(tokenPageHeaders);
}

/** The token of a link: from the address (links, RFC 8058 one-click posts), else the posted form. */
async function tokenOf(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get("t");
  if (fromUrl) return fromUrl;
  if (request.method !== "POST") return null;
  try {
    const value = (await request.formData()).get("t");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

async function check(request: Request, services: Services, purpose: TokenPurpose) {
  const token = await tokenOf(request);
  const result = verifyToken(services.signingKey, purpose, token);
  if (!result.ok) {
    services.logger.info("newsletter.link_refused", { purpose, reason: result.reason });
    const reply = request.method === "POST" ? postAnswer : answer;
    return {
      error:
        result.reason === "expired" ? reply({ state: "expired" }, 410) : reply({ state: "invalid" }, 400),
    };
  }
  const newsletter = services.newsletter;
  if (!newsletter) throw new Error("newsletter services are not configured");
  return { email: result.email, token: token as string, newsletter };
}

/**
 * GET of a confirmation link shows a button instead of confirming: mail scanners and link
 * previews open links by themselves, and a GET that confirmed would let them subscribe someone
 * who never clicked. The button posts the token back.
 */
export async function confirmLoader(request: Request, services: Services) {
  const link = await check(request, services, "newsletter-confirm");
  if ("error" in link) return link.error;
  const state = await link.newsletter.subscribers.state(link.email);
  if (state === "absent") return answer({ state: "not_found" }, 404);
  if (state === "confirmed") return answer({ state: "already_confirmed", email: link.email });
  return answer({ state: "confirm_prompt", email: link.email, token: link.token });
}

export async function confirmAction(request: Request, services: Services) {
  const link = await check(request, services, "newsletter-confirm");
  if ("error" in link) return link.error;
  const refusal = refused(services, "confirm_prompt", link);
  if (refusal) return refusal;
  const outcome = await link.newsletter.subscribers.confirm(link.email, new Date());
  if (outcome === "not_found") return postAnswer({ state: "not_found" }, 404);
  if (outcome === "confirmed") services.logger.info("newsletter.confirmed", {});
  return postAnswer({ state: outcome, email: link.email });
}

/** GET shows the button (a prefetch must not unsubscribe anybody); POST unsubscribes. */
export async function unsubscribeLoader(request: Request, services: Services) {
  const link = await check(request, services, "newsletter-unsubscribe");
  if ("error" in link) return link.error;
  return answer({ state: "unsubscribe_prompt", email: link.email, token: link.token });
}

/**
 * The page's button and RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, sent by the mail
 * client to the List-Unsubscribe address) both land here; the signed token is the authority, so
 * an address already off the list gets the same answer. The HTTP layer never refuses the
 * one-click post; the button's, like any form's, when it comes from another site or too often.
 */
export async function unsubscribeAction(request: Request, services: Services) {
  const link = await check(request, services, "newsletter-unsubscribe");
  if ("error" in link) return link.error;
  const refusal = refused(services, "unsubscribe_prompt", link);
  if (refusal) return refusal;
  if (await link.newsletter.subscribers.unsubscribe(link.email))
    services.logger.info("newsletter.unsubscribed", {});
  return postAnswer({ state: "unsubscribed", email: link.email });
}

import type { Services as AppServices } from "../../app/context";
import type { LeadPipeline } from "../leads/pipeline.server";
import type { Newsletter } from "../newsletter/newsletter.server";
import type { Env } from "../runtime/env.server";
import type { ServerLogger } from "../runtime/logger.server";
import type { FormGuard } from "./form-guard.server";
import type { FormRateLimiter } from "./rate-limit.server";

/**
 * The app owns the request contexts (app/context.ts); the HTTP layer builds their values. The server's
 * services are the app's, with the full configuration and what only the HTTP layer uses.
 */
export { requestContext, servicesContext } from "../../app/context";

export interface Services extends AppServices {
  env: Env;
  /** The site's one logger (server/runtime/logger.server.ts); a request's services carry its child. */
  logger: ServerLogger;
  leads: LeadPipeline;
  formGuard: FormGuard;
  rateLimiter: FormRateLimiter;
  signingKey: Buffer;
  /** The newsletter's double opt-in (confirmation sender and subscriber list); absent in bare tests. */
  newsletter?: Newsletter;
}

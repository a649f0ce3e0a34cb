import { createContext } from "react-router";
import type { Env } from "./env.server";
import type { FormGuard } from "./form-guard.server";
import type { LeadPipeline } from "./leads/pipeline.server";
import type { Logger } from "./logger.server";
import type { Newsletter } from "./newsletter/newsletter.server";
import type { FormRateLimiter } from "./rate-limit.server";
import type { Refusal } from "./request-limits.server";

/** What the HTTP layer hands to loaders and actions. */
export interface Services {
  env: Env;
  logger: Logger;
  leads: LeadPipeline;
  formGuard: FormGuard;
  rateLimiter: FormRateLimiter;
  /**
   * The key every replica shares for what the site signs and checks later (FORM_SECRET, or one
   * random key kept in the lead store). Use HMAC with a purpose prefix per feature.
   */
  signingKey: Buffer;
  /** The newsletter's double opt-in (confirmation sender and subscriber list); absent in bare tests. */
  newsletter?: Newsletter;
  /** The client of the current request (set per request by the HTTP layer). */
  client?: { ip: string; requestId: string; refusal?: Refusal };
}

export const servicesContext = createContext<Services>();

/** Per-request values set by the HTTP layer. */
export interface RequestInfo {
  requestId: string;
  /**
   * The Content-Security-Policy for a rendered document, given the hashes of its inline scripts;
   * absent in development, where Vite injects scripts of its own.
   */
  contentSecurityPolicy?: (scriptHashes: readonly string[]) => string;
}

export const requestContext = createContext<RequestInfo>();

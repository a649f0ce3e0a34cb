import { createContext } from "react-router";
import type { Lead, StorageKind } from "~/forms/define";

/**
 * The request contexts the app reads in loaders, actions and the document renderer. The app owns
 * them and says what it needs; the HTTP layer (server/http/load-context.server.ts) only builds the values and sets them.
 */

/** The part of the configuration the app reads. */
export interface SiteEnv {
  /** Public origin for canonical URLs, the sitemap, feeds and e-mails. */
  SITE_URL: string;
  /** The sales inbox a lead is addressed to; a default address stands in when it is unset. */
  MAIL_TO?: string | undefined;
  /** Measurement tools (each optional); none set, pages reference no consent script. */
  GTM_ID?: string | undefined;
  GA4_ID?: string | undefined;
  META_PIXEL_ID?: string | undefined;
  /** The content editor in production (GitHub mode); all set or none (server/runtime/env.server.ts). */
  KEYSTATIC_GITHUB_CLIENT_ID?: string | undefined;
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string | undefined;
  KEYSTATIC_SECRET?: string | undefined;
  KEYSTATIC_GITHUB_REPO?: string | undefined;
  KEYSTATIC_GITHUB_APP_SLUG?: string | undefined;
}

export type LogFields = Record<string, unknown>;

/** The cause of an error as loggable fields, without a stack trace. */
export function describeError(error: unknown): LogFields {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { error: error.message, ...(code ? { code } : {}) };
  }
  return { error: String(error) };
}

/** Structured logs: one JSON line per event, visitor data left out. */
export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export type SubmitOutcome = { ok: true; duplicate: boolean } | { ok: false };

/** The one way a form hands over a lead. */
export interface LeadPipeline {
  /**
   * `storage` says where the lead goes: the delivery outbox, or the newsletter list (one row per
   * address). `quarantine` names the spam trap the submission tripped: the lead is kept with status
   * `spam`, not delivered, until an operator releases it. `sameAsRecent` names another idempotency
   * key that also makes this submission a duplicate when its lead is younger than `withinMs`.
   */
  submit(
    lead: Lead,
    options?: {
      storage?: StorageKind;
      submissionId?: string | null;
      quarantine?: string | null;
      sameAsRecent?: { submissionId: string; withinMs: number } | null;
    },
  ): Promise<SubmitOutcome>;
}

/**
 * Weak signals: shown to sales next to the lead, never a reason to hide it. A person using the
 * browser's autofill can send a form in a second; a visitor without JavaScript is a visitor.
 */
export type Signal = "too_fast" | "no_script";

/** What the form's hidden fields say about a submission. Computed after validation. */
export interface Screening {
  /** The strong trap that was tripped: the lead is kept as `spam`, not delivered, until released. */
  quarantine: "honeypot" | null;
  signals: Signal[];
  /** The browser-made submission id, or null when no script ran (or it is malformed). */
  submissionId: string | null;
}

/** Reads the spam and idempotency fields of a posted form. */
export interface FormScreen {
  screen(form: FormData): Screening;
  /**
   * The keys that make a re-posted form one lead: `submissionId` for this submission, and
   * `sameAsRecent`, another key that also counts as the same lead while it is younger than `withinMs`.
   */
  keys(
    formId: string,
    submissionId: string | null,
    value: unknown,
  ): { submissionId: string; sameAsRecent: { submissionId: string; withinMs: number } | null };
}

/** Why the HTTP layer refused a post before the route ran; the page still answers in the form. */
export interface Refusal {
  reason: "cross_origin" | "too_large" | "rate_limited";
  status: 403 | 413 | 429;
}

/** The newsletter's double opt-in, as the sign-up form and the link pages use it. */
export interface NewsletterSignups {
  /** An accepted sign-up: a repeat of an unconfirmed address queues its e-mail again; wakes the sender. */
  signedUp(email: string, options: { duplicate: boolean }): Promise<void>;
  subscribers: {
    state(email: string): Promise<"confirmed" | "unconfirmed" | "absent">;
    confirm(email: string, at: Date): Promise<"confirmed" | "already_confirmed" | "not_found">;
    unsubscribe(email: string): Promise<boolean>;
  };
}

/** What the HTTP layer hands to loaders and actions. */
export interface Services {
  env: SiteEnv;
  logger: Logger;
  leads: LeadPipeline;
  formGuard: FormScreen;
  /**
   * The key every replica shares for what the site signs and checks later (FORM_SECRET, or one
   * random key kept in the lead store). Use HMAC with a purpose prefix per feature.
   */
  signingKey: Uint8Array;
  /** The newsletter's double opt-in; absent in bare tests. */
  newsletter?: NewsletterSignups;
  /** The client of the current request (set per request by the HTTP layer). */
  client?: { ip: string; requestId: string; refusal?: Refusal };
}

export const servicesContext = createContext<Services>();

/** Per-request values set by the HTTP layer. */
export interface RequestInfo {
  requestId: string;
  /**
   * The Content-Security-Policy for a rendered document, given its HTML (the policy allows the
   * document's inline scripts by their hashes); absent in development, where Vite injects scripts
   * of its own.
   */
  contentSecurityPolicy?: (html: string) => string;
}

export const requestContext = createContext<RequestInfo>();

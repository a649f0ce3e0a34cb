import { readFileSync } from "node:fs";
import { z } from "zod";
import { analyticsIdPatterns } from "../app/lib/analytics";

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Where a lead can go; each listed destination is delivered, retried and parked on its own. */
export const leadDestinationNames = ["log", "smtp", "webhook", "rdstation"] as const;
export type LeadDestinationName = (typeof leadDestinationNames)[number];

/** "smtp, webhook" -> ["smtp", "webhook"]; empty means "not set" (MAIL_TRANSPORT's value then). */
const destinationList = (value: unknown) =>
  typeof value === "string" && value.trim() !== ""
    ? value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
    : undefined;

/**
 * LEADS_WEBHOOK_SECRET keys two signatures (docs/leads.md). A `whsec_` value is a Standard
 * Webhooks secret: the spec's base64 of 24 to 64 random bytes after the prefix. Any other value
 * is used as it is; Standard Webhooks receivers take it byte per character (`format: "raw"`),
 * which only matches for ASCII.
 */
function checkWebhookSecret(value: string, ctx: z.RefinementCtx) {
  if (value.startsWith("whsec_")) {
    const key = value.slice("whsec_".length);
    const bytes =
      /^[A-Za-z0-9+/]+={0,2}$/.test(key) && key.length % 4 === 0 ? Buffer.from(key, "base64").length : 0;
    if (bytes < 24 || bytes > 64)
      ctx.addIssue({
        code: "custom",
        message:
          'must be "whsec_" and the base64 of 24 to 64 random bytes (e.g. echo "whsec_$(openssl rand -base64 32)")',
      });
  } else if (/[^\x20-\x7e]/.test(value)) {
    ctx.addIssue({
      code: "custom",
      message: 'must be printable ASCII, or a Standard Webhooks secret ("whsec_" and base64)',
    });
  }
}

/**
 * Every variable the server reads (the README's configuration table and .env.example list the same).
 * Parsed once at boot: a bad value stops the start with one line naming the variable, never later.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    MAIL_TRANSPORT: z.enum(["log", "smtp", "webhook"]).default("log"),
    SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.email().optional()),
    MAIL_TO: z.preprocess(emptyToUndefined, z.email().optional()),
    LEADS_WEBHOOK_URL: z.preprocess(emptyToUndefined, optionalUrl),
    LEADS_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16).superRefine(checkWebhookSecret).optional(),
    ),
    LEAD_DESTINATIONS: z.preprocess(
      destinationList,
      z
        .array(
          z.enum(leadDestinationNames, { message: `each must be one of ${leadDestinationNames.join(", ")}` }),
        )
        .refine((list) => new Set(list).size === list.length, "lists a destination twice")
        .optional(),
    ),
    RDSTATION_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
    // The API's address; only a test points it at a local fake.
    RDSTATION_API_URL: z.preprocess(emptyToUndefined, optionalUrl),
    LEAD_AUTOREPLY: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("off")),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
    LEADS_RETRY_DAYS: z.coerce.number().positive().max(60).default(5),
    LEADS_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    LEADS_READY_MAX_PENDING_SECONDS: z.coerce.number().int().min(1).default(3600),
    LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
    FORM_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
    ),
    SMTP_REQUIRE_TLS: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).optional()),
    // Measurement tools, each optional; none set: no consent banner, no third-party request.
    GTM_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(analyticsIdPatterns.gtmId, "must look like GTM-XXXXXXX").optional(),
    ),
    GA4_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(analyticsIdPatterns.ga4Id, "must look like G-XXXXXXXXXX").optional(),
    ),
    META_PIXEL_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(analyticsIdPatterns.metaPixelId, "must be the pixel's digits").optional(),
    ),
    // Prometheus metrics on a second port (docs/operations.md); unset, nothing is measured or served.
    METRICS_PORT: z.preprocess(emptyToUndefined, port.optional()),
    // One JSON line per request; off where the proxy in front already keeps an access log.
    LOG_REQUESTS: z.enum(["true", "false"]).default("true"),
    // The content editor in GitHub mode (docs/content.md): all five or none.
    KEYSTATIC_GITHUB_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    KEYSTATIC_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
    ),
    KEYSTATIC_GITHUB_REPO: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, "must be the repository as owner/name")
        .optional(),
    ),
    KEYSTATIC_GITHUB_APP_SLUG: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must be the GitHub App's slug (the last part of github.com/apps/<slug>)")
        .optional(),
    ),
    // Slow clients: a request's headers, and the whole request, must arrive within these.
    HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // Slow readers: an answer whose client takes none of its bytes for this long is closed.
    HTTP_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // Open client connections at most (lowered to the open-file limit minus a reserve).
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(10).default(1000),
    // Memory for kept pages, in megabytes (a quarter of it for query and not-found pages).
    // 0 keeps no page: every request renders (to measure render time, or to rule the store out).
    PAGE_CACHE_MB: z.coerce
      .number()
      .int()
      .max(4096)
      .refine((mb) => mb === 0 || mb >= 8, "0, or at least 8")
      .default(128),
    // What the site mails to addresses typed into its forms, across every replica.
    AUTOREPLY_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(100),
    NEWSLETTER_CONFIRM_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(100),
    NEWSLETTER_CONFIRM_LIMIT_PER_DOMAIN_PER_HOUR: z.coerce.number().int().min(0).default(20),
  })
  .superRefine((env, ctx) => {
    // Half an editor configuration would open /keystatic to a sign-in that can never work.
    const editorKeys = [
      "KEYSTATIC_GITHUB_CLIENT_ID",
      "KEYSTATIC_GITHUB_CLIENT_SECRET",
      "KEYSTATIC_SECRET",
      "KEYSTATIC_GITHUB_REPO",
      "KEYSTATIC_GITHUB_APP_SLUG",
    ] as const;
    const editorSet = editorKeys.filter((key) => env[key] !== undefined);
    if (editorSet.length > 0 && editorSet.length < editorKeys.length) {
      for (const key of editorKeys.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `is required when ${editorSet[0]} is set (the content editor needs all five KEYSTATIC_ variables, or none)`,
        });
      }
    }
    // The server speaks plain http, so an https SITE_URL means a TLS proxy in front of it. Without
    // trusting it, every visitor would have the proxy's address (one shared rate-limit allowance)
    // and the logs would name the proxy: refuse to start rather than run half-broken.
    if (env.SITE_URL.startsWith("https:") && env.TRUST_PROXY === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          "must be 1 or more when SITE_URL is https: the site runs behind a TLS proxy; set it to the number of proxies in front of the server",
      });
    }
    if (env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: `must differ from PORT (${env.PORT}): the metrics are served apart from the site`,
      });
    }
    // Node refuses a headers timeout longer than the whole request's.
    if (env.HTTP_HEADERS_TIMEOUT_SECONDS > env.HTTP_REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_HEADERS_TIMEOUT_SECONDS"],
        message: `must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS (${env.HTTP_REQUEST_TIMEOUT_SECONDS})`,
      });
    }
    // Each destination's settings are checked at boot, so a typo never waits for the first lead.
    const destinations = leadDestinations(env);
    const because = (name: LeadDestinationName) =>
      env.LEAD_DESTINATIONS
        ? `is required when LEAD_DESTINATIONS includes ${name}`
        : `is required when MAIL_TRANSPORT=${name}`;
    if (destinations.includes("smtp")) {
      for (const key of ["SMTP_URL", "MAIL_FROM", "MAIL_TO"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: because("smtp") });
      }
    }
    if (env.LEADS_WEBHOOK_URL && !isHttpsOrLoopback(env.LEADS_WEBHOOK_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["LEADS_WEBHOOK_URL"],
        message: "must be https:// (plain http:// only to a loopback address)",
      });
    }
    if (destinations.includes("webhook")) {
      for (const key of ["LEADS_WEBHOOK_URL", "LEADS_WEBHOOK_SECRET"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: because("webhook") });
      }
    }
    if (destinations.includes("rdstation") && !env.RDSTATION_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["RDSTATION_API_KEY"], message: because("rdstation") });
    }
    if (env.RDSTATION_API_URL && !isHttpsOrLoopback(env.RDSTATION_API_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["RDSTATION_API_URL"],
        message: "must be https:// (plain http:// only to a loopback address)",
      });
    }
    // The confirmation goes to the visitor by e-mail: without a mail server it could never leave.
    if (env.LEAD_AUTOREPLY === "on") {
      for (const key of ["SMTP_URL", "MAIL_FROM"] as const) {
        if (!env[key])
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required when LEAD_AUTOREPLY=on (the confirmation to the visitor is sent by SMTP)",
          });
      }
    }
  });

/** Leads and their signature go in clear over http: only acceptable when they never leave the host. */
function isHttpsOrLoopback(value: string): boolean {
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  if (url.protocol !== "http:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

export type Env = z.infer<typeof envSchema>;

/** The destinations every lead goes to: LEAD_DESTINATIONS, or MAIL_TRANSPORT's one transport when unset. */
export function leadDestinations(
  env: Pick<Env, "LEAD_DESTINATIONS" | "MAIL_TRANSPORT">,
): readonly LeadDestinationName[] {
  return env.LEAD_DESTINATIONS ?? [env.MAIL_TRANSPORT];
}

export class EnvError extends Error {}

/**
 * The variables that hold credentials: an error never echoes their value, and each can be read
 * from a file instead (`FORM_SECRET_FILE=/run/secrets/form_secret`), as Docker and compose
 * `secrets:` mount them, so a credential need not sit in the container's environment.
 */
export const secretVariables = [
  "SMTP_URL",
  "DATABASE_URL",
  "LEADS_WEBHOOK_SECRET",
  "RDSTATION_API_KEY",
  "FORM_SECRET",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const;

const fileErrors: Record<string, string> = {
  ENOENT: "no such file",
  EACCES: "permission denied",
  EISDIR: "it is a folder",
};

/**
 * The environment with each `<NAME>_FILE` replaced by the file's content as `<NAME>` (the line
 * break a file usually ends with is dropped). A file that cannot be read, an empty one, or a
 * variable given both ways stops the start: guessing which one wins would hide a mistake.
 */
function readSecretFiles(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const resolved = { ...source };
  for (const name of secretVariables) {
    const path = source[`${name}_FILE`];
    if (path === undefined || path === "") continue;
    const fail = (reason: string) =>
      new EnvError(`Invalid environment variable ${name}_FILE: ${reason} (got "${path}")`);
    if (source[name] !== undefined && source[name] !== "")
      throw fail(`${name} is set too; set either ${name} or ${name}_FILE`);
    let content: string;
    try {
      content = readFileSync(path, "utf8");
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException).code ?? "");
      throw fail(`cannot read the file: ${fileErrors[code] ?? (code || "unreadable")}`);
    }
    const value = content.replace(/[\r\n]+$/, "");
    if (value === "") throw fail("the file is empty");
    resolved[name] = value;
  }
  return resolved;
}

/** Parses the environment; the error message is one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const resolved = readSecretFiles(source);
  const result = envSchema.safeParse(resolved);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // An issue inside a list (LEAD_DESTINATIONS.1) names the variable itself.
  const name = String(issue?.path[0] ?? "") || "environment";
  const value = resolved[name];
  // Never echo credentials: SMTP_URL may hold a password.
  const secret = (secretVariables as readonly string[]).includes(name);
  const fromFile = secret && source[`${name}_FILE`] ? `, read from ${name}_FILE` : "";
  const shown = value === undefined ? "missing" : secret ? `value hidden${fromFile}` : `got "${value}"`;
  throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid"} (${shown})`);
}

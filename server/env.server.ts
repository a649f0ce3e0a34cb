import { z } from "zod";

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * The environment contract of PRODUCT.md. Parsed once at boot: a bad value stops
 * the start with one line naming the variable, never later.
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
    LEADS_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    DATA_DIR: z.string().min(1).default("./data"),
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
    LEADS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    LEADS_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    // One JSON line per request; off where the proxy in front already keeps an access log.
    LOG_REQUESTS: z.enum(["true", "false"]).default("true"),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === "smtp") {
      for (const key of ["SMTP_URL", "MAIL_FROM", "MAIL_TO"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when MAIL_TRANSPORT=smtp" });
      }
    }
    if (env.MAIL_TRANSPORT === "webhook") {
      for (const key of ["LEADS_WEBHOOK_URL", "LEADS_WEBHOOK_SECRET"] as const) {
        if (!env[key]) {
          ctx.addIssue({ code: "custom", path: [key], message: "is required when MAIL_TRANSPORT=webhook" });
        }
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; the error message is one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") || "environment";
  const value = source[name];
  // Never echo credentials: SMTP_URL may hold a password.
  const secret = name === "SMTP_URL" || name === "LEADS_WEBHOOK_SECRET";
  const shown = value === undefined ? "missing" : secret ? "value hidden" : `got "${value}"`;
  throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid"} (${shown})`);
}

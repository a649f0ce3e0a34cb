import type { Services } from "./context.server";
import type { Env } from "./env.server";
import { FormGuard } from "./form-guard.server";
import { createOutboxPipeline } from "./leads/pipeline.server";
import { LeadStore } from "./leads/store.server";
import {
  createLogTransport,
  createSmtpTransport,
  createWebhookTransport,
  type Transport,
} from "./leads/transports.server";
import { createDeliveryWorker, type DeliveryWorker } from "./leads/worker.server";
import type { Logger } from "./logger.server";
import { RateLimiter } from "./rate-limit.server";

export function createTransport(env: Env, logger: Logger): Transport {
  // env.server.ts guarantees each transport's variables are set.
  switch (env.MAIL_TRANSPORT) {
    case "smtp":
      return createSmtpTransport({
        url: env.SMTP_URL as string,
        from: env.MAIL_FROM as string,
        to: env.MAIL_TO as string,
        messageIdDomain: new URL(env.SITE_URL).hostname,
      });
    case "webhook":
      return createWebhookTransport({
        url: env.LEADS_WEBHOOK_URL as string,
        secret: env.LEADS_WEBHOOK_SECRET as string,
      });
    default:
      return createLogTransport(logger);
  }
}

export interface RunningServices extends Services {
  store: LeadStore;
  transport: Transport;
  worker: DeliveryWorker;
}

export function createServices(env: Env, logger: Logger): RunningServices {
  const transport = createTransport(env, logger);
  const store = new LeadStore(env.DATA_DIR);
  const worker = createDeliveryWorker({
    store,
    transport,
    logger,
    maxAttempts: env.LEADS_MAX_ATTEMPTS,
    retryBaseMs: env.LEADS_RETRY_BASE_MS,
  });
  return {
    env,
    logger,
    transport,
    store,
    worker,
    leads: createOutboxPipeline(store, worker, logger),
    formGuard: new FormGuard({ minFillMs: env.FORM_MIN_FILL_SECONDS * 1000 }),
    rateLimiter: new RateLimiter(env.FORM_RATE_LIMIT_PER_MINUTE),
  };
}

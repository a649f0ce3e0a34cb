import type { Services } from "./context.server";
import type { Env } from "./env.server";
import { createDirectPipeline } from "./leads/pipeline.server";
import { createLogTransport, createSmtpTransport, type Transport } from "./leads/transports.server";
import type { Logger } from "./logger.server";

export function createTransport(env: Env, logger: Logger): Transport {
  switch (env.MAIL_TRANSPORT) {
    case "smtp":
      // env.server.ts guarantees these are set for smtp.
      return createSmtpTransport({
        url: env.SMTP_URL as string,
        from: env.MAIL_FROM as string,
        to: env.MAIL_TO as string,
        messageIdDomain: new URL(env.SITE_URL).hostname,
      });
    case "webhook":
      throw new Error("MAIL_TRANSPORT=webhook is not available in this version");
    default:
      return createLogTransport(logger);
  }
}

export function createServices(env: Env, logger: Logger): Services & { transport: Transport } {
  const transport = createTransport(env, logger);
  return { env, logger, transport, leads: createDirectPipeline(transport, logger) };
}

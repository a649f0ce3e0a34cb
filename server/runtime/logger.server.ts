/**
 * Structured JSON logs: one pino logger, one JSON line per event, one writer on stdout. The request
 * lines (pino-http) and every event line come from the same instance, so they share one shape
 * (`level`, `time`, the bindings of the child that wrote it, then `event` and its fields) and one
 * buffered destination. Visitor data stays out, except in the log transport's payload line.
 */
import { type DestinationStream, type Logger as PinoLogger, pino } from "pino";
import type { LogFields, Logger } from "../../app/context";

export type { LogFields, Logger } from "../../app/context";
export type LogLevel = "info" | "warn" | "error";

/** The server's logger: the app's interface, child loggers, and the pino instance pino-http writes with. */
export interface ServerLogger extends Logger {
  /** A logger whose every line carries these fields (a request's id, a subsystem's name). */
  child(bindings: LogFields): ServerLogger;
  readonly pino: PinoLogger;
}

export const REDACTED = "[redacted]";

/**
 * Fields that must never reach a log line, at the top of the line's fields or one level down: what
 * a visitor types into a form, their address, and the credentials a request or a setting carries.
 * No line names them today (tests/ops/server-operations.spec.ts checks a whole run); this catches
 * the one a future change adds by mistake. The log transport's payload line keeps the lead under
 * `lead.payload`, deeper than these paths, on purpose: printing it is that transport's job.
 */
export const REDACTED_PATHS = [
  "email",
  "from_email",
  "from_name",
  "nome",
  "empresa",
  "company",
  "phone",
  "whatsapp",
  "telefone",
  "mensagem",
  "ip",
  "authorization",
  "cookie",
  "password",
  "secret",
  "apiKey",
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  'headers["x-api-key"]',
  "req.headers.authorization",
  "req.headers.cookie",
].flatMap((path) => (path.includes(".") || path.includes("[") ? [path] : [path, `*.${path}`]));

/**
 * Lines go through pino's buffered stdout destination, written off the request's path in chunks of
 * whole lines of at most 4 KiB (PIPE_BUF); pino flushes it synchronously when the process exits.
 * Tests pass `write` to receive each line as it is logged.
 */
export function createLogger(
  write?: (line: string) => void,
  options: {
    /** Sees each line's fields (`event` among them) as it is logged: the metrics count lead events. */
    onEvent?: (fields: LogFields) => void;
  } = {},
): ServerLogger {
  const { onEvent } = options;
  const destination: DestinationStream = write
    ? { write }
    : pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
  return wrap(
    pino(
      {
        base: undefined,
        messageKey: "event",
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        redact: { paths: REDACTED_PATHS, censor: REDACTED },
        ...(onEvent && {
          hooks: {
            logMethod(args, method) {
              const [fields] = args as unknown[];
              if (typeof fields === "object" && fields !== null) onEvent(fields as LogFields);
              return method.apply(this, args);
            },
          },
        }),
      },
      destination,
    ),
    [],
  );
}

/** The app's Logger over a pino logger; `bound` are the keys its child bindings already write. */
export function wrap(logger: PinoLogger, bound: string[]): ServerLogger {
  // A field the line's bindings already carry (a request's id) is written once, by the binding.
  const fieldsOf = (fields: LogFields | undefined) => {
    if (!fields || bound.length === 0) return fields;
    const own = { ...fields };
    for (const key of bound) delete own[key];
    return own;
  };
  return {
    info: (event, fields) => logger.info({ event, ...fieldsOf(fields) }),
    warn: (event, fields) => logger.warn({ event, ...fieldsOf(fields) }),
    error: (event, fields) => logger.error({ event, ...fieldsOf(fields) }),
    child: (bindings) => wrap(logger.child(bindings), [...bound, ...Object.keys(bindings)]),
    pino: logger,
  };
}

export { describeError } from "../../app/context";

/** Structured JSON logs, one line per event. Visitor data stays out, except in the log transport's payload line. */
import type { LogFields, Logger } from "../app/context";

export type { LogFields, Logger } from "../app/context";
export type LogLevel = "info" | "warn" | "error";

export function createLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log = (level: LogLevel, event: string, fields: LogFields = {}) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  };
  return {
    info: (event, fields) => log("info", event, fields),
    warn: (event, fields) => log("warn", event, fields),
    error: (event, fields) => log("error", event, fields),
  };
}

export { describeError } from "../app/context";

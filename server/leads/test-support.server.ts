/** Helpers the lead tests share (not a test file itself). */
import { parse } from "csv-parse/sync";
import { runLeadsCli } from "./cli.server";

/** Waits until `condition` holds, checking every 10 ms; throws after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Runs `npm run leads -- ...argv` on the store `config` names; answers its exit code and output. */
export async function runCli(config: Parameters<typeof runLeadsCli>[1], ...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runLeadsCli(
    argv,
    config,
    (t) => {
      out += t;
    },
    (t) => {
      err += t;
    },
  );
  return { code, out, err };
}

/** Starts `worker`, waits until `condition` holds, and stops the worker whatever happened. */
export async function runWorkerUntil(
  worker: { start(): void; stop(): Promise<void> },
  condition: () => boolean | Promise<boolean>,
  timeoutMs?: number,
) {
  worker.start();
  try {
    await until(condition, timeoutMs);
  } finally {
    await worker.stop();
  }
}

/**
 * A CSV export read as a Brazilian Excel reads it: it must start with the UTF-8 byte order mark
 * (else accents are misread) and split on ";". Rows come back as objects keyed by the header.
 */
export function readSpreadsheetCsv(text: string): Record<string, string>[] {
  if (!text.startsWith("\uFEFF"))
    throw new Error(`no UTF-8 byte order mark: ${JSON.stringify(text.slice(0, 40))}`);
  return parse(text, { bom: true, delimiter: ";", columns: true, relax_column_count: false }) as Record<
    string,
    string
  >[];
}

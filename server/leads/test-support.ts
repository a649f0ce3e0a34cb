/** Helpers the lead tests share (not a test file itself). */
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

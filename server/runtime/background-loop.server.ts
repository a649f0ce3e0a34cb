/**
 * The loop of a background sender in the server process (the lead worker, the newsletter's
 * confirmation sender): one pass at a time, each pass taking batches until none is left, then a
 * wait until the next work is due (or a poll); an error backs off instead; `notify()` wakes it,
 * and `stop()` lets the pass at hand finish, aborting its sends after a grace period.
 */
export interface BackgroundLoopOptions {
  /** Runs at the start of each pass, before the batches (pending records, purges). */
  prepare?: () => Promise<void>;
  /** Takes and handles one batch; false when there was nothing to take. */
  batch: () => Promise<boolean>;
  /** After a pass that went well: how long to wait before the next one (ms). */
  idle: () => Promise<number>;
  /** After a pass that threw (the n-th in a row): reports it and says how long to wait (ms). */
  failed: (error: unknown, consecutiveErrors: number) => number;
  /** A pass went well (after the error count was reset). */
  succeeded?: () => void;
  /** A pass begins (not when one is already running). */
  passStarts?: () => void;
}

export interface BackgroundLoop {
  start(): void;
  /**
   * Wakes the loop: new work was queued. While it backs off from an error, the work waits for
   * the scheduled pass.
   */
  notify(): void;
  /** Stops taking new work; the sends still running after `graceMs` are aborted. */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Aborted when `stop()` gives up waiting: pass it to each send. */
  readonly signal: AbortSignal;
  readonly stopped: boolean;
  readonly consecutiveErrors: number;
}

export function createBackgroundLoop(options: BackgroundLoopOptions): BackgroundLoop {
  const shutdown = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let errors = 0;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, Math.max(0, delay));
  };

  async function pass() {
    await options.prepare?.();
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        if (!(await options.batch())) break;
      }
    } while (again && !stopped);
  }

  function run() {
    if (current) {
      again = true;
      return;
    }
    options.passStarts?.();
    current = (async () => {
      let delay: number;
      try {
        await pass();
        errors = 0;
        options.succeeded?.();
        delay = await options.idle();
      } catch (error) {
        errors += 1;
        delay = options.failed(error, errors);
      }
      current = null;
      schedule(delay);
    })();
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    notify() {
      if (stopped || errors > 0) return;
      if (current) again = true;
      else schedule(0);
    },
    async stop({ graceMs = 5_000 } = {}) {
      stopped = true;
      clearTimeout(timer);
      if (!current) return;
      const abort = setTimeout(() => shutdown.abort(), graceMs);
      try {
        await current;
      } finally {
        clearTimeout(abort);
      }
    },
    signal: shutdown.signal,
    get stopped() {
      return stopped;
    },
    get consecutiveErrors() {
      return errors;
    },
  };
}

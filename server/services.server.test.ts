import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../tests/support/postgres";
import { parseEnv } from "./runtime/env.server";
import { createLogger } from "./runtime/logger.server";
import { createServices, type RunningServices } from "./services.server";

let dir: string;
let lines: string[];
const running: RunningServices[] = [];
const start = async (vars: Record<string, string> = {}) => {
  const services = await createServices(
    parseEnv({ DATA_DIR: dir, ...vars }),
    createLogger((line) => lines.push(line)),
  );
  running.push(services);
  return services;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "services-"));
  lines = [];
});
afterEach(async () => {
  for (const services of running.splice(0)) await services.store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("signing key", () => {
  it("is one random key kept in the store, the same for every process on it", async () => {
    const first = await start();
    const second = await start();
    expect(first.signingKey).toHaveLength(32);
    expect(second.signingKey.equals(first.signingKey)).toBe(true);
  });

  it("adopts the form-key file of an earlier version once, so forms rendered before an upgrade still verify", async () => {
    writeFileSync(join(dir, "form-key"), "ab".repeat(32));
    const upgraded = await start();
    expect(upgraded.signingKey.toString("hex")).toBe("ab".repeat(32));
  });

  it("ignores an empty or short form-key file (anyone could sign with it)", async () => {
    writeFileSync(join(dir, "form-key"), "");
    const services = await start();
    expect(services.signingKey).toHaveLength(32);
    expect(services.signingKey.equals(Buffer.alloc(32))).toBe(false);
  });

  it("comes from FORM_SECRET when it is set, so replicas on different volumes agree", async () => {
    const secret = "s".repeat(40);
    const services = await start({ FORM_SECRET: secret });
    expect(services.signingKey.equals(Buffer.from(secret))).toBe(true);
  });
});

describe("boot warnings", () => {
  const warned = () => lines.filter((l) => l.includes('"event":"leads.log_transport_in_production"'));

  it("warns once, in production with the log transport, that leads go to stdout", async () => {
    await start({ NODE_ENV: "production" });
    expect(warned()).toHaveLength(1);
    expect(JSON.parse(warned()[0] as string).level).toBe("warn");
  });

  it("stays quiet in development", async () => {
    await start({ NODE_ENV: "development" });
    expect(warned()).toHaveLength(0);
  });
});

describe("readiness", () => {
  it("is ready with an empty queue and a running worker, and says why when the worker is not running", async () => {
    const services = await start({ NODE_ENV: "test" });
    expect(await services.readiness()).toEqual({ ready: false, reasons: ["delivery worker is not running"] });
    services.worker.start();
    expect(await services.readiness()).toEqual({ ready: true, reasons: [] });
    await services.worker.stop();
  });

  it("is not ready when the store cannot write", async () => {
    const services = await start({ NODE_ENV: "test" });
    services.worker.start();
    await services.store.close();
    const state = await services.readiness();
    expect(state.ready).toBe(false);
    expect(state.reasons[0]).toMatch(/^store cannot write: /);
    await services.worker.stop();
  });
});

describe("on PostgreSQL (DATABASE_URL)", () => {
  let postgres: TestPostgres;
  let url: string;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres.stop(), 30_000);
  beforeEach(async () => {
    url = await postgres.createDatabase();
  });

  it("shares one signing key and one rate-limit count between replicas", async () => {
    const first = await start({ DATABASE_URL: url, FORM_RATE_LIMIT_PER_MINUTE: "2" });
    const second = await start({ DATABASE_URL: url, FORM_RATE_LIMIT_PER_MINUTE: "2" });
    expect(second.signingKey.equals(first.signingKey)).toBe(true);
    expect((await first.rateLimiter.take("2001:db8::1")).retryAfter).toBeNull();
    expect((await second.rateLimiter.take("2001:db8::2")).retryAfter).toBeNull();
    // The third post of this /64 within the minute is refused, whichever replica gets it.
    const refused = (await first.rateLimiter.take("2001:db8::3")).retryAfter;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(60);
    expect((await second.rateLimiter.take("2001:db8::4")).retryAfter).not.toBeNull();
    expect((await second.rateLimiter.take("198.51.100.7")).retryAfter).toBeNull();
  });

  it("is not ready while the database is down, names it without the password, and is ready again when it is back", async () => {
    const services = await start({ NODE_ENV: "test", DATABASE_URL: url });
    services.worker.start();
    try {
      expect(await services.readiness()).toEqual({ ready: true, reasons: [] });
      await postgres.halt();
      const down = await services.readiness();
      expect(down.ready).toBe(false);
      const { hostname, port, pathname, password } = new URL(url);
      expect(down.reasons[0]).toContain(
        `store cannot write (PostgreSQL at ${hostname}:${port}${pathname}): `,
      );
      expect(down.reasons.join(" ")).not.toContain(password);
      await postgres.restart();
      await expect.poll(async () => (await services.readiness()).ready, { timeout: 20_000 }).toBe(true);
    } finally {
      await services.worker.stop();
    }
  }, 60_000);
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { createLogger } from "./logger.server";
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

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { test } from "@playwright/test";
import { portBase } from "../../playwright.config";
import { freePort, startPostgres, type TestPostgres } from "../support/postgres";

/** How many ports each test worker owns: every offset a test passes to `opsPort` is below it. */
export const PORTS_PER_WORKER = 200;

/**
 * Ports for servers started by ops tests, clear of the e2e ones. Each worker has its own range, and
 * a worker runs one test at a time, so two tests never share a port, whatever offsets their files
 * chose; within a test, distinct offsets are distinct ports.
 */
export function opsPort(offset: number): number {
  if (!Number.isInteger(offset) || offset < 0 || offset >= PORTS_PER_WORKER)
    throw new Error(`opsPort offset ${offset} is outside 0..${PORTS_PER_WORKER - 1}`);
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return portBase + 100 + worker * PORTS_PER_WORKER + offset;
}

/** Whether something already accepts connections on a local port. */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface Site {
  url: string;
  dataDir: string;
  /** The shared PostgreSQL the site stores leads in, when it was started with one. */
  databaseUrl?: string;
  process: ChildProcess;
  logs: () => string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts the production build (`node server.js`) with the given environment. */
export async function startSite(port: number, env: Record<string, string>, dataDir?: string): Promise<Site> {
  // A server already there would answer the health check and every request meant for this one.
  if (await portAnswers(port)) throw new Error(`port ${port} is already in use: pick another offset`);
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "gama-ops-"));
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      FORM_RATE_LIMIT_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c) => {
    output += c;
  });
  child.stderr?.on("data", (c) => {
    output += c;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // A server that exits fails at once with its output; one that is only slow (a busy CI machine
  // starting several at a time) gets a minute, and fails with its output if it never answers.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode}:\n${output}`);
    const status = (await fetch(`${url}/healthz`).catch(() => null))?.status;
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `server.js on port ${port} did not answer /healthz in 60 s (last: ${status}):\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir: dir,
    databaseUrl: env.DATABASE_URL,
    process: child,
    logs: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

/**
 * The demonstration form as a browser with JavaScript posts it: its own submission id and a
 * human fill time (8 s), so the lead carries no spam signal. `extra` overrides any field; pass
 * `{ _submission: "", _fill: "" }` for a browser without JavaScript.
 */
export function demoBody(email: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    _form: "demo",
    _submission: randomUUID(),
    _fill: "8000",
    website: "",
    nome: "Teste de Carga",
    empresa: "Loja de Teste",
    email,
    whatsapp: "(11) 98765-4321",
    faturamento: "10k-50k",
    unidades: "1",
    segmento: "pizzaria",
    aceitaPrivacidade: "on",
    ...extra,
  }).toString();
}

/** What a browser without JavaScript posts: no submission id, no fill time. */
export const NO_SCRIPT = { _submission: "", _fill: "" } as const;

/** Resident memory of a process, in bytes, as the kernel counts it. */
export function rssBytes(pid: number): number {
  const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Runs the ops command (`node leads.js ...`) against a site's data folder. */
export function leadsCommand(site: Site, ...args: string[]): string {
  return execFileSync(process.execPath, ["leads.js", ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: site.dataDir,
      ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    },
    encoding: "utf8",
  });
}

/** Posts the demonstration form without JavaScript; returns status and page text. */
export async function postDemo(site: Site, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}/?index`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

export const DEMO_SUCCESS = "Demonstração solicitada com sucesso! Nossa equipe entrará em contato.";

/** The signing key a server without FORM_SECRET created and keeps in its lead store. */
export function signingKeyOf(dataDir: string): Buffer {
  const db = new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
  try {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'signing_key'").get() as { value: string };
    return Buffer.from(row.value, "hex");
  } finally {
    db.close();
  }
}

/** One lead's row in a server's store, read while the server runs (or after it stopped). */
export function storedLead(
  dataDir: string,
  id: string,
): { status: string; attempts: number; last_error: string | null } | undefined {
  const db = new DatabaseSync(join(dataDir, "leads.sqlite"), { readOnly: true });
  try {
    return db.prepare("SELECT status, attempts, last_error FROM leads WHERE id = ?").get(id) as
      | { status: string; attempts: number; last_error: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

export type OpsStore = "sqlite" | "postgres";
/** The lead stores a fault test runs on: SQLite in DATA_DIR (the default) and a shared PostgreSQL. */
export const opsStores: OpsStore[] = ["sqlite", "postgres"];

/**
 * Environment and ports for one store variant of a describe block (call it inside the block).
 * The PostgreSQL variant starts one real server for the block, a new database per `env()` call,
 * and takes free ports so that it never meets the SQLite variant's fixed ones.
 */
export function storeVariant(store: OpsStore) {
  let cluster: Promise<TestPostgres> | null = null;
  test.afterAll(async () => {
    if (cluster) await (await cluster).stop();
    cluster = null;
  });
  return {
    async env(): Promise<Record<string, string>> {
      if (store === "sqlite") return {};
      cluster ??= startPostgres();
      return { DATABASE_URL: await (await cluster).createDatabase() };
    },
    port: (offset: number): Promise<number> =>
      store === "sqlite" ? Promise.resolve(opsPort(offset)) : freePort(),
  };
}

import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** Ports for servers started by ops tests, clear of the e2e ones. */
export function opsPort(offset: number): number {
  return Number(process.env.E2E_PORT_BASE ?? 3100) + 100 + offset;
}

export interface Site {
  url: string;
  dataDir: string;
  process: ChildProcess;
  logs: () => string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts the production build (`node server.js`) with the given environment. */
export async function startSite(port: number, env: Record<string, string>, dataDir?: string): Promise<Site> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "gama-ops-"));
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      FORM_MIN_FILL_SECONDS: "0",
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
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
    .toBe(200);
  return {
    url,
    dataDir: dir,
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
 * What a visitor's form posts besides its fields: it loads the home page (which must hold the demo
 * form), then signs a time token with the server's key for a form rendered now, since pages are the
 * same bytes for every visitor and carry none, and makes a new submission id.
 */
export async function formFields(site: Site): Promise<{ token: string; submission: string }> {
  const html = await (await fetch(`${site.url}/`)).text();
  if (!html.includes('name="_form" value="demo"')) throw new Error("the home page has no demo form");
  return { token: signedToken(site.dataDir, 0), submission: randomUUID() };
}

/** A token signed with the server's key for a form rendered `ageMs` ago. */
export function signedToken(dataDir: string, ageMs: number): string {
  const key = Buffer.from(readFileSync(join(dataDir, "form-key"), "utf8").trim(), "hex");
  const issued = String(Date.now() - ageMs);
  return `${issued}.${createHmac("sha256", key).update(issued).digest("base64url")}`;
}

export function demoBody(
  email: string,
  token: string,
  submission = randomUUID(),
  extra: Record<string, string> = {},
) {
  return new URLSearchParams({
    _form: "demo",
    _t: token,
    _submission: submission,
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

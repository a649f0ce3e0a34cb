import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
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

/** The hidden fields of the home page's rendered form, as a browser would post them back. */
export async function formFields(site: Site): Promise<{ token: string; submission: string }> {
  const html = await (await fetch(`${site.url}/`)).text();
  const token = html.match(/name="_t" value="([^"]+)"/)?.[1];
  const submission = html.match(/name="_submission" value="([^"]+)"/)?.[1];
  if (!token || !submission) throw new Error("the form's hidden fields are missing");
  return { token, submission };
}

/** A token signed with the server's key for a form rendered `ageMs` ago. */
export function signedToken(dataDir: string, ageMs: number): string {
  const key = signingKeyOf(dataDir);
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

import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { contentDir } from "./content";

/**
 * The development server (`npm run dev`) on a scratch copy of content/, which CONTENT_DIR points both
 * the editor and the build's content plugin at: what a test writes there (an entry saved in the
 * editor, a fixture file) shows on the site at the next request, without touching content/.
 */
export interface DevServer {
  url: string;
  /** The scratch content folder. */
  dir: string;
  /** What the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startDevServer(
  port: number,
  options: { prepare?: (dir: string) => void; env?: Record<string, string> } = {},
): Promise<DevServer> {
  const scratch = mkdtempSync(join(tmpdir(), "dev-server-"));
  const dir = join(scratch, "content");
  cpSync(contentDir, dir, { recursive: true });
  options.prepare?.(dir);
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const server: ChildProcess = spawn(process.execPath, ["server.dev.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: join(scratch, "data"),
      CONTENT_DIR: dir,
      LOG_REQUESTS: "false",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.on("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, {
      timeout: 120_000,
      message: "the development server answers /healthz",
    })
    .toBe(200)
    .catch(async (error: unknown) => {
      // What the server printed says why it did not come up (a port in use, a content error...).
      await stop();
      throw new Error(`${String(error)}\n--- development server output ---\n${output.slice(-4000)}`);
    });
  return { url, dir, output: () => output, stop };
}

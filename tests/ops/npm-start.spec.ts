import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { opsPort } from "./support";

/**
 * The README's first command ends in `npm start`: stopping it (Ctrl-C in a terminal, SIGTERM from a
 * process manager) must stop the server too, not leave `node server.js` orphaned on the port.
 */
test("SIGTERM to `npm start` stops the server it started", async () => {
  test.setTimeout(60_000);
  const port = opsPort(80);
  const url = `http://127.0.0.1:${port}`;
  const npm = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "gama-npm-start-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => npm.on("exit", (code) => resolve(code)));
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);

  npm.kill("SIGTERM");
  await exited;
  // The server itself must be gone: nothing answers on its port any more.
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? "closed", {
      timeout: 10_000,
    })
    .toBe("closed");
  expect(output).toContain('"event":"server.stopped"');
});

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { portBase } from "../../playwright.config";

/**
 * The Dockerfile's steps, run outside Docker (no engine on these machines):
 * production dependencies only, then `node server.js` on PORT with the build.
 */

/** The arguments of the `npm ci` the Dockerfile's `deps` stage runs, so this test installs exactly that. */
function dockerfileInstallArgs(): string[] {
  const dockerfile = readFileSync("Dockerfile", "utf8");
  const stage = dockerfile.split(/^FROM /m).find((block) => /^\S+ AS deps\s*$/m.test(block));
  const run = stage?.match(/^RUN npm (ci .*)$/m)?.[1];
  if (!run) throw new Error("the Dockerfile has no `RUN npm ci` in a stage named deps");
  return run.trim().split(/\s+/);
}

test.describe("production install, as the container does it", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let dir: string;
  let server: ChildProcess | undefined;
  let output = "";
  const port = portBase + 90;

  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "gama-prod-"));
    for (const file of ["package.json", "package-lock.json", "server.js", "leads.js", "node-version.js"])
      cpSync(file, join(dir, file));
    cpSync("build", join(dir, "build"), { recursive: true });
    // The same lock file the container installs from; packages come from npm's cache when the
    // project's own `npm ci` has just put them there, so a slow registry cannot time this out.
    execFileSync("npm", [...dockerfileInstallArgs(), "--prefer-offline"], {
      cwd: dir,
      stdio: "ignore",
      timeout: 150_000,
    });
  });

  test.afterAll(() => {
    server?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  test("installs no TypeScript and no development tool", () => {
    // typescript was an optional peer of @react-router/express (no longer used); with only
    // --omit=dev npm installed it and its 30 MB native compiler into the image.
    const installed = readdirSync(join(dir, "node_modules"));
    expect(installed).not.toContain("typescript");
    expect(installed).not.toContain("@typescript");
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
      devDependencies: Record<string, string>;
    };
    // A development tool may still arrive as a production package's own dependency (the editor's
    // @keystatic/core lists @types/react among its dependencies): that one is needed, not leaked.
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { dependencies?: Record<string, string>; dev?: boolean }>;
    };
    const neededByProduction = new Set(
      Object.entries(lock.packages)
        .filter(([path, entry]) => path.startsWith("node_modules/") && !entry.dev)
        .flatMap(([, entry]) => Object.keys(entry.dependencies ?? {})),
    );
    const devTools = Object.keys(pkg.devDependencies).filter(
      (name) => existsSync(join(dir, "node_modules", name)) && !neededByProduction.has(name),
    );
    expect(devTools).toEqual([]);
  });

  test("starts with production dependencies only, serves pages, and stops cleanly on SIGTERM", async () => {
    const formSecretFile = join(dir, "form_secret");
    writeFileSync(formSecretFile, `${"s".repeat(64)}\n`, { mode: 0o600 });
    server = spawn(process.execPath, ["server.js"], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(dir, "data"),
        // The signing key as compose `secrets:` mounts it.
        FORM_SECRET_FILE: formSecretFile,
      },
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });

    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
        timeout: 20_000,
      })
      .toBe(200);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Solicite uma demonstração gratuita");
    expect(output).toContain('"event":"server.started"');

    const stats = execFileSync(process.execPath, ["leads.js", "stats"], {
      cwd: dir,
      env: { PATH: process.env.PATH, DATA_DIR: join(dir, "data") },
      encoding: "utf8",
    });
    expect(JSON.parse(stats)).toEqual({
      pending: 0,
      delivered: 0,
      failed: 0,
      spam: 0,
      newsletter: 0,
      destinations: {},
    });

    const exited = new Promise<number | null>((resolve) => server?.on("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise<string>((r) => setTimeout(() => r("timeout"), 10_000)),
    ]);
    expect(code).toBe(0);
    expect(output).toContain('"event":"server.stopped"');
  });

  test("refuses to start on a bad configuration, naming the variable in one line", () => {
    const refusal = (env: Record<string, string>) => {
      let stderr = "";
      try {
        execFileSync(process.execPath, ["server.js"], {
          cwd: dir,
          env: { PATH: process.env.PATH, ...env },
          stdio: ["ignore", "ignore", "pipe"],
          timeout: 10_000,
        });
      } catch (error) {
        stderr = String((error as { stderr?: Buffer }).stderr ?? "");
        expect((error as { status?: number }).status).toBe(1);
      }
      return stderr.trim().split("\n");
    };
    expect(refusal({ PORT: "porta" })).toEqual([
      expect.stringMatching(/^Invalid environment variable PORT:/),
    ]);
    // A compose secret that was not mounted: one line naming the variable and the path.
    expect(refusal({ FORM_SECRET_FILE: "/run/secrets/form_secret" })).toEqual([
      'Invalid environment variable FORM_SECRET_FILE: cannot read the file: no such file (got "/run/secrets/form_secret")',
    ]);
  });
});

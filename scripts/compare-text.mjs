// `node scripts/compare-text.mjs <before> <after>`: the visible text of every page of
// tests/e2e/routes.ts on two running builds, compared line by line. Each side is a base URL
// (http://127.0.0.1:3000) or a project folder holding a production build, which is started here
// with `node server.js` (on COMPARE_PORT and the next port; 3590 by default). The text is what
// Chromium shows with JavaScript off (`innerText` of the body: hidden elements left out), so a
// change of markup that shows the same words is no difference. Prints the lines each page lost
// (-) and gained (+), and how many pages differ; exits 0 either way (a difference is for a person
// to read: moving the content should change only what was meant to change).
// `npm run check:content -- --against REF` uses the same comparison (compareText) on every page of
// both builds' sitemaps.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { diffLines, textLines } from "./content-check/text-diff.ts";

/** Chromium as the project's scripts start it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
}

/**
 * A base URL: the argument itself, or a server started from the folder's build on `port`; `started`
 * collects the processes to stop.
 */
export async function serve(target, port, started) {
  if (/^https?:\/\//.test(target)) return target.replace(/\/+$/, "");
  const dir = resolve(target);
  if (!existsSync(join(dir, "build/server"))) throw new Error(`${dir} has no build: run npm run build there`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "compare-text-")),
      LOG_REQUESTS: "false",
    },
    stdio: "ignore",
  });
  started.push(child);
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server in ${dir} did not start on port ${port}`);
}

/** The status and lines of the visible text of one page. */
async function visibleText(page, url) {
  const response = await page.goto(url);
  return { status: response?.status(), lines: textLines(await page.locator("body").innerText()) };
}

/**
 * Each of `paths` on both sites whose visible text differs: `{ path, changes }`, the changes as
 * `- line` / `+ line` (and `status A -> B` when the answers differ).
 */
export async function compareText(browser, urlBefore, urlAfter, paths) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const differing = [];
  try {
    for (const path of paths) {
      const a = await visibleText(page, `${urlBefore}${path}`);
      const b = await visibleText(page, `${urlAfter}${path}`);
      const changes = diffLines(a.lines, b.lines);
      if (a.status !== b.status) changes.unshift(`status ${a.status} -> ${b.status}`);
      if (changes.length > 0) differing.push({ path, changes });
    }
  } finally {
    await context.close();
  }
  return differing;
}

if (import.meta.main) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error("usage: node scripts/compare-text.mjs <url-or-build-folder> <url-or-build-folder>");
    process.exit(2);
  }
  const { allPages } = await import("../tests/e2e/routes.ts");
  const firstPort = Number(process.env.COMPARE_PORT ?? 3590);
  const started = [];
  const browser = await launchChromium();
  try {
    const [urlBefore, urlAfter] = [
      await serve(before, firstPort, started),
      await serve(after, firstPort + 1, started),
    ];
    const differing = await compareText(browser, urlBefore, urlAfter, allPages);
    for (const { path, changes } of differing) {
      console.log(`\n## ${path}`);
      for (const line of changes) console.log(line);
    }
    console.log(`\n${differing.length} of ${allPages.length} pages differ in their visible text`);
  } finally {
    await browser.close();
    for (const child of started) child.kill("SIGTERM");
  }
}

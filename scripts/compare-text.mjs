// `node scripts/compare-text.mjs <before> <after>`: the visible text of every page of
// tests/e2e/routes.ts on two running builds, compared line by line. Each side is a base URL
// (http://127.0.0.1:3000) or a project folder holding a production build, which is started here
// with `node server.js` (on COMPARE_PORT and the next port; 3590 by default). The text is what
// Chromium shows with JavaScript off (`innerText` of the body: hidden elements left out), so a
// change of markup that shows the same words is no difference. Prints the lines each page lost
// (-) and gained (+), and how many pages differ; exits 0 either way (a difference is for a person
// to read: moving the content should change only what was meant to change).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node scripts/compare-text.mjs <url-or-build-folder> <url-or-build-folder>");
  process.exit(2);
}
const { allPages } = await import("../tests/e2e/routes.ts");
const firstPort = Number(process.env.COMPARE_PORT ?? 3590);
const started = [];

/** A base URL: the argument itself, or a server started from the folder's build. */
async function serve(target, port) {
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

/** Lines of the visible text: trimmed, blank lines dropped. */
async function visibleText(page, url) {
  const response = await page.goto(url);
  const text = await page.locator("body").innerText();
  return {
    status: response?.status(),
    lines: text
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean),
  };
}

/** The lines only in `a` (-) and only in `b` (+), in order (longest common subsequence). */
function diff(a, b) {
  const table = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || table[i][j + 1] >= table[i + 1][j]))
      out.push(`+ ${b[j++]}`);
    else out.push(`- ${a[i++]}`);
  }
  return out;
}

let differing = 0;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const [urlBefore, urlAfter] = [await serve(before, firstPort), await serve(after, firstPort + 1)];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of allPages) {
    const a = await visibleText(page, `${urlBefore}${path}`);
    const b = await visibleText(page, `${urlAfter}${path}`);
    const changes = diff(a.lines, b.lines);
    if (a.status !== b.status) changes.unshift(`status ${a.status} -> ${b.status}`);
    if (changes.length === 0) continue;
    differing++;
    console.log(`\n## ${path}`);
    for (const line of changes) console.log(line);
  }
  console.log(`\n${differing} of ${allPages.length} pages differ in their visible text`);
} finally {
  await browser.close();
  for (const child of started) child.kill("SIGTERM");
}

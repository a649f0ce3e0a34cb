// `npm run lighthouse` (after `npm run build`): Lighthouse (mobile, default throttling) on Debian's
// Chromium against the production server; prints the four category scores per page.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3292);
const url = `http://127.0.0.1:${port}`;
const pages = [
  "/",
  "/funcionalidades",
  "/funcionalidades/cardapio-digital",
  "/planos",
  "/integracoes",
  "/blog",
  "/blog/tecnologia-delivery-2024",
  "/contato",
];
const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", SITE_URL: url, DATA_DIR: dataDir },
  stdio: "ignore",
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
  ],
});

try {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  console.log(`\nLighthouse ${new Date().toISOString()} (mobile, simulated throttling)`);
  console.log(`${"page".padEnd(40)}${categories.map((c) => c.padStart(16)).join("")}   LCP       CLS   TBT`);
  let failed = false;
  for (const path of pages) {
    const result = await lighthouse(`${url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no report for ${path}`);
    if (lhr.runtimeError) {
      console.log(`${path.padEnd(40)}not measured: ${lhr.runtimeError.message}`);
      failed = true;
      continue;
    }
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const audit = (id) => lhr.audits[id]?.displayValue ?? "";
    console.log(
      `${path.padEnd(40)}${scores.map((s) => String(s).padStart(16)).join("")}   ${audit("largest-contentful-paint").padEnd(10)}${audit("cumulative-layout-shift").padEnd(6)}${audit("total-blocking-time")}`,
    );
    const misses = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "notApplicable",
      )
      .map((a) => a.id);
    if (misses.length && process.env.LIGHTHOUSE_VERBOSE) console.log(`   below 90: ${misses.join(", ")}`);
    if (scores[0] < 95 || scores.slice(1).some((s) => s < 100)) failed = true;
  }
  if (failed) console.log("\nTargets: performance 95 or more; accessibility, best practices and SEO 100.");
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}

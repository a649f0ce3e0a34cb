// `npm run bench` (after `npm run build`): requests per second and p99 latency at 50 connections for
// pages of the production server, each next to the same bytes served as a plain static file by the
// same server in the same run. Loopback only; load generator and server share this machine's cores,
// so read the ratio, not the absolute figures.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3291);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const url = `http://127.0.0.1:${port}`;
const pages = [
  ["home", "/"],
  ["feature page", "/funcionalidades/cardapio-digital"],
  ["blog post", "/blog/tecnologia-delivery-2024"],
  ["blog search", "/blog?busca=delivery"],
];
/** Catalogue pages whose uncached server render time is reported (issue: the catalogue). */
const renderPages = [
  "/funcionalidades",
  "/funcionalidades?categoria=gestao",
  "/funcionalidades/cardapio-digital",
  "/solucoes/sistema-gestao",
  "/planos",
  "/integracoes",
  "/integracoes/ifood",
  "/blog",
  "/blog/tecnologia-delivery-2024",
];
const renderSamples = Number(process.env.BENCH_RENDER_SAMPLES ?? 40);
const staticDir = "build/client/__bench";
const dataDir = mkdtempSync(join(tmpdir(), "bench-"));

const server = spawn(process.execPath, ["server.js"], {
  env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", SITE_URL: url, DATA_DIR: dataDir },
  stdio: "ignore",
});

const load = (path) =>
  autocannon({
    url: `${url}${path}`,
    connections: 50,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });

try {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  mkdirSync(staticDir, { recursive: true });
  const rows = [];
  for (const [name, path] of pages) {
    const response = await fetch(`${url}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const file = `${name.replaceAll(" ", "-")}.html`;
    writeFileSync(join(staticDir, file), await response.text());
    await autocannon({ url: `${url}${path}`, connections: 10, duration: 1 }); // warm-up
    const page = await load(path);
    const plain = await load(`/__bench/${file}`);
    rows.push({ name, path, page, plain });
  }
  const pad = (v, n) => String(v).padStart(n);
  console.log(`\n${seconds} s per measurement, 50 connections, gzip, loopback, ${new Date().toISOString()}`);
  console.log(
    `${"page".padEnd(44)}${pad("req/s", 8)}${pad("p99 ms", 8)}${pad("static req/s", 14)}${pad("p99 ms", 8)}${pad("ratio", 8)}`,
  );
  for (const { name, path, page, plain } of rows) {
    const ratio = page.requests.average / plain.requests.average;
    console.log(
      `${`${name} ${path}`.padEnd(44)}${pad(Math.round(page.requests.average), 8)}${pad(page.latency.p99, 8)}${pad(
        Math.round(plain.requests.average),
        14,
      )}${pad(plain.latency.p99, 8)}${pad(`${Math.round(ratio * 100)}%`, 8)}${page.non2xx ? `  non2xx=${page.non2xx}` : ""}`,
    );
  }

  // Server render time: each request carries a query string never seen before, so the page cache
  // misses and React renders the page in full. One request at a time, so this is latency, not load.
  console.log(`\nServer render time (page cache miss), ${renderSamples} sequential requests per page`);
  console.log(`${"page".padEnd(44)}${pad("median ms", 11)}${pad("p95 ms", 8)}${pad("max ms", 8)}`);
  for (const path of renderPages) {
    const times = [];
    for (let i = 0; i < renderSamples; i++) {
      const miss = `${path}${path.includes("?") ? "&" : "?"}render=${Date.now()}-${i}`;
      const started = performance.now();
      const response = await fetch(`${url}${miss}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200 || response.headers.get("x-page-cache") !== "miss")
        throw new Error(`${miss}: ${response.status} ${response.headers.get("x-page-cache")}`);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${path.padEnd(44)}${pad(at(0.5), 11)}${pad(at(0.95), 8)}${pad(at(1), 8)}`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

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
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run bench` (after `npm run build`): requests per second and p99 latency at 50 connections
// (accept-encoding: gzip, br) for pages of the production server, each next to the very same bytes
// and headers served from memory by a bare `node:http` server, measured in the same run, in
// alternating rounds. The ratio is what to read: load generator and servers share this machine's
// cores, so absolute figures move with whatever else runs. The production server is measured with
// its request log on (the default) and off (LOG_REQUESTS=false), which gives the log's cost.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const basePort = Number(process.env.BENCH_PORT ?? 3291);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const acceptEncoding = "gzip, br";
const pages = [
  ["home", "/"],
  ["feature page", "/funcionalidades/cardapio-digital"],
  ["blog post", "/blog/tecnologia-delivery-2024"],
  ["plans", "/planos"],
  ["contact", "/contato"],
  ["blog search (query)", "/blog?busca=delivery"],
];
/** Pages whose uncached server render time is reported (render, hash the scripts, compress). */
const renderPages = [
  "/",
  "/funcionalidades",
  "/funcionalidades/cardapio-digital",
  "/planos",
  "/integracoes/ifood",
  "/blog",
  "/blog/tecnologia-delivery-2024",
];
const renderSamples = Number(process.env.BENCH_RENDER_SAMPLES ?? 20);
const work = mkdtempSync(join(tmpdir(), "bench-"));
const children = [];

/** CPU time a process has used so far, in microseconds (user + system, from /proc). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

function startSite(port, env) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(work, String(port)),
      ...env,
    },
    // The request log goes nowhere, as it would to a log shipper's pipe; writing it is still paid.
    stdio: "ignore",
  });
  children.push(child);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid };
}

/** A bare node:http server answering each path with the bytes and headers it was given. */
const bareServer = `
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
const pages = new Map(JSON.parse(readFileSync(process.argv[1], "utf8")).map(([path, variants]) => [
  path,
  Object.fromEntries(Object.entries(variants).map(([enc, v]) => [enc, { headers: v.headers, body: Buffer.from(v.body, "base64") }])),
]));
createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) { res.writeHead(404); res.end(); return; }
  const accept = req.headers["accept-encoding"] ?? "";
  const v = accept.includes("br") ? page.br : accept.includes("gzip") ? page.gzip : page.identity;
  res.writeHead(200, v.headers);
  res.end(v.body);
}).listen(Number(process.argv[2]), "127.0.0.1");
`;

/** The raw (still encoded) answer of the site, headers included. */
function raw(url, encoding) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const headers = { ...res.headers };
        for (const name of ["date", "connection", "keep-alive", "x-request-id"]) delete headers[name];
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    if ((await fetch(url).catch(() => null))?.status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}

const load = (url) =>
  autocannon({ url, connections: 50, duration: seconds, headers: { "accept-encoding": acceptEncoding } });

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

try {
  const siteServer = startSite(basePort, {});
  const quietServer = startSite(basePort + 1, { LOG_REQUESTS: "false" });
  const site = siteServer.url;
  const quiet = quietServer.url;
  await waitFor(`${site}/healthz`);
  await waitFor(`${quiet}/healthz`);

  // The bare server gets each page's bytes exactly as the site sends them.
  const manifest = [];
  for (const [, path] of pages) {
    const variants = {};
    for (const [name, encoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["identity", "identity"],
    ]) {
      const answer = await raw(`${site}${path}`, encoding);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      delete answer.headers["x-page-cache"];
      variants[name] = { headers: answer.headers, body: answer.body.toString("base64") };
    }
    manifest.push([path, variants]);
  }
  const manifestFile = join(work, "pages.json");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const barePort = basePort + 2;
  const bare = spawn(
    process.execPath,
    ["--input-type=module", "-e", bareServer, manifestFile, String(barePort)],
    {
      stdio: "inherit",
    },
  );
  children.push(bare);
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bareUrl}/`);

  const servers = {
    page: { url: site, pid: siteServer.pid },
    quiet: { url: quiet, pid: quietServer.pid },
    bare: { url: bareUrl, pid: bare.pid },
  };
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const rows = [];
  for (const [name, path] of pages) {
    for (const { url } of Object.values(servers))
      await autocannon({ url: `${url}${path}`, connections: 10, duration: 1 });
    const runs = { page: [], quiet: [], bare: [] };
    for (let round = 0; round < rounds; round++) {
      // Alternate the order each round, so neither side always runs on a warmer machine.
      const order = round % 2 === 0 ? ["page", "bare", "quiet"] : ["quiet", "bare", "page"];
      for (const which of order) {
        const { url, pid } = servers[which];
        const cpuBefore = cpuMicros(pid);
        const result = await load(`${url}${path}`);
        const cpu = cpuMicros(pid) - cpuBefore;
        if (result.non2xx || result.errors)
          throw new Error(`${which} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        runs[which].push({
          rps: result.requests.average,
          p99: result.latency.p99,
          cpu: cpu / result.requests.total,
        });
      }
    }
    // Each round's page/bare ratio, then their median: a burst of load from elsewhere on the
    // machine spoils one round, not the figure.
    const summary = (which) => ({
      rps: median(runs[which].map((r) => r.rps)),
      p99: median(runs[which].map((r) => r.p99)),
      cpu: median(runs[which].map((r) => r.cpu)),
      ratio: median(runs[which].map((r, i) => r.rps / runs.bare[i].rps)),
    });
    rows.push({ name, path, page: summary("page"), quiet: summary("quiet"), bare: summary("bare") });
  }

  const pad = (v, n) => String(v).padStart(n);
  console.log(
    `\n${rounds} alternating rounds of ${seconds} s per server, 50 connections, accept-encoding: ${acceptEncoding}, loopback, ${new Date().toISOString()}`,
  );
  console.log("Medians over the rounds; ratio = the median of each round's page/bare requests per second.");
  console.log(
    "CPU µs/req: the server process's CPU time per request (robust to load from other processes).\n",
  );
  console.log(
    `${"page".padEnd(44)}${pad("req/s", 7)}${pad("p99 ms", 7)}${pad("µs/req", 7)}${pad("bare req/s", 11)}${pad("p99 ms", 7)}${pad("µs/req", 7)}${pad("ratio", 7)}${pad("no-log req/s", 13)}${pad("µs/req", 7)}${pad("ratio", 7)}`,
  );
  for (const { name, path, page, quiet, bare } of rows) {
    console.log(
      `${`${name} ${path}`.padEnd(44)}${pad(Math.round(page.rps), 7)}${pad(page.p99, 7)}${pad(Math.round(page.cpu), 7)}${pad(Math.round(bare.rps), 11)}${pad(bare.p99, 7)}${pad(Math.round(bare.cpu), 7)}${pad(page.ratio.toFixed(2), 7)}${pad(Math.round(quiet.rps), 13)}${pad(Math.round(quiet.cpu), 7)}${pad(quiet.ratio.toFixed(2), 7)}`,
    );
  }
  const logCost = mean(rows.map(({ page, quiet }) => page.cpu - quiet.cpu));
  console.log(
    `\nRequest log: ${logCost.toFixed(1)} µs of server CPU per request on average (log on minus log off).`,
  );

  // Server render time: a server that keeps no page (PAGE_CACHE_MB=0) renders each request, hashes
  // its scripts and compresses its bodies. (A made-up query no longer makes a miss: the store keys a
  // page on the parameters its route reads.) One request at a time.
  console.log(`\nServer render time (page cache miss), ${renderSamples} sequential requests per page`);
  console.log(`${"page".padEnd(52)}${pad("median ms", 11)}${pad("p95 ms", 8)}${pad("max ms", 8)}`);
  const renderServer = startSite(basePort + 3, { PAGE_CACHE_MB: "0", LOG_REQUESTS: "false" });
  const renderSite = renderServer.url;
  await waitFor(`${renderSite}/healthz`);
  for (const path of renderPages) {
    const times = [];
    for (let i = 0; i < renderSamples; i++) {
      const miss = path;
      const started = performance.now();
      const response = await fetch(`${renderSite}${miss}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200 || response.headers.get("x-page-cache") !== "miss")
        throw new Error(`${miss}: ${response.status} ${response.headers.get("x-page-cache")}`);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${path.padEnd(52)}${pad(at(0.5), 11)}${pad(at(0.95), 8)}${pad(at(1), 8)}`);
  }
} finally {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.on("exit", r));
    }
  }
  rmSync(work, { recursive: true, force: true });
}

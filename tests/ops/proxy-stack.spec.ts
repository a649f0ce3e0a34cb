import { mkdirSync, writeFileSync } from "node:fs";
import { Agent as HttpAgent, get as httpGet } from "node:http";
import { Agent } from "node:https";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { startPostgres, type TestPostgres } from "../support/postgres";
import { type ProxyAnswer, proxyRequest, type RunningProxy, rawRequest, startProxy } from "../support/proxy";
import { DEMO_SUCCESS, demoBody, NO_SCRIPT, opsPort, type Site, startSite } from "./support";

/**
 * The compose stack as it ships, minus the containers: deploy/nginx/gama.conf.template run by the real
 * nginx binary in front of two replicas (`node server.js`, the production build) on one PostgreSQL,
 * with an SMTP catcher. Each scenario adds a row to a table (scenario, requests, failures, leads
 * acknowledged, delivered, duplicates), printed and written to tests/.artifacts/, with nginx's error
 * and access logs of the run beside it (what docs/operations/proxy.md describes).
 */

const PROXY_DOWN_TITLE = "Não conseguimos concluir agora";
const PROXY_DOWN_FORM = "Estava enviando um formulário?";
const FORM_LIMIT_MESSAGE = "O formulário enviado passou do limite de 64 KB e não pôde ser lido.";
const RATE_LIMITED = "Você enviou muitos formulários em pouco tempo.";
/** Posts per client address per minute on the replicas: the spoofing check counts up to it. */
const RATE_LIMIT = 10;

interface Row {
  scenario: string;
  requests: number;
  failures: number;
  acknowledged: number;
  delivered: number;
  duplicates: number;
}

async function query<T extends pg.QueryResultRow>(databaseUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const count = async (databaseUrl: string, sql: string) =>
  Number((await query<{ n: string }>(databaseUrl, sql))[0]?.n);

/** What the stack is made of, started once per describe block (ports from `base`). */
function proxyStack(base: number, artifact: string) {
  const stack = {} as {
    postgres: TestPostgres;
    databaseUrl: string;
    smtp: FakeSmtp;
    env: Record<string, string>;
    replicas: [Site, Site];
    proxy: RunningProxy;
  };
  const rows: Row[] = [];
  const ports = { proxy: opsPort(base), replicas: [opsPort(base + 1), opsPort(base + 2)] as const };

  test.beforeAll(async () => {
    // PostgreSQL, two replicas and nginx: seconds on a quiet machine, much longer on a busy one.
    test.setTimeout(180_000);
    stack.postgres = await startPostgres();
    stack.databaseUrl = await stack.postgres.createDatabase();
    stack.smtp = await startFakeSmtp(opsPort(base + 3));
    stack.env = {
      DATABASE_URL: stack.databaseUrl,
      SITE_URL: `https://localhost:${ports.proxy}`,
      TRUST_PROXY: "1",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${stack.smtp.port}`,
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: "comercial@gamadelivery.com.br",
      FORM_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LEADS_RETRY_BASE_MS: "100",
    };
    // One after the other: the first creates the schema, so neither waits on the other's migrations.
    const first = await startSite(ports.replicas[0], stack.env);
    stack.replicas = [first, await startSite(ports.replicas[1], stack.env)];
    stack.proxy = await startProxy(ports.proxy, [
      `127.0.0.1:${ports.replicas[0]}`,
      `127.0.0.1:${ports.replicas[1]}`,
    ]);
  });

  test.afterAll(async () => {
    if (stack.proxy) {
      await stack.proxy.stop();
      mkdirSync("tests/.artifacts", { recursive: true });
      const name = artifact.replace(/\.md$/, "");
      writeFileSync(`tests/.artifacts/${name}-nginx-error.log`, stack.proxy.errorLog());
      writeFileSync(`tests/.artifacts/${name}-nginx-access.log`, stack.proxy.accessLog());
    }
    for (const site of stack.replicas ?? []) await site.stop();
    stack.smtp?.server.close();
    await stack.postgres?.stop();
    if (rows.length === 0) return;
    const table = [
      "| scenario | requests | failures | leads acknowledged | delivered | duplicates |",
      "|---|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.scenario} | ${r.requests} | ${r.failures} | ${r.acknowledged} | ${r.delivered} | ${r.duplicates} |`,
      ),
    ].join("\n");
    mkdirSync("tests/.artifacts", { recursive: true });
    writeFileSync(`tests/.artifacts/${artifact}`, `${table}\n`);
    console.log(`\nThe shipped proxy (nginx) in front of two replicas:\n${table}\n`);
  });

  /** Restarts a replica that a scenario killed, on its port, with the same configuration. */
  async function restart(index: 0 | 1) {
    await stack.replicas[index].stop();
    stack.replicas[index] = await startSite(ports.replicas[index], stack.env);
  }

  /** A no-JavaScript or JavaScript post of the demonstration form through the proxy. */
  function postLead(
    body: string,
    options: { agent?: Agent; localAddress?: string; headers?: Record<string, string> } = {},
  ) {
    return proxyRequest(stack.proxy, "/?index", {
      body,
      agent: options.agent,
      localAddress: options.localAddress,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: stack.proxy.url,
        ...options.headers,
      },
    });
  }

  /**
   * Waits until every acknowledged address has its e-mail and no lead is pending any more, then
   * counts, for those addresses, the leads delivered and the e-mails beyond one per lead.
   */
  async function deliveries(acknowledged: Iterable<string>) {
    const emails = new Set(acknowledged);
    const arrivals = () =>
      stack.smtp.inbox.filter((m) => emails.has(m.replyTo?.match(/<([^>]+)>/)?.[1] ?? ""));
    await expect
      .poll(() => new Set(arrivals().map((m) => m.replyTo)).size, { timeout: 60_000 })
      .toBe(emails.size);
    await expect
      .poll(() => count(stack.databaseUrl, "SELECT COUNT(*) AS n FROM leads WHERE status = 'pending'"), {
        timeout: 60_000,
      })
      .toBe(0);
    // The Message-ID is <lead-id@site-host>.
    const ids = arrivals().map((m) => m.messageId?.replace(/^<|@.*$/g, "") ?? "");
    const repeated = new Set(ids.filter((id, i) => ids.indexOf(id) !== i));
    return { delivered: new Set(ids).size, duplicates: ids.length - new Set(ids).size, repeated };
  }

  /** With no replica killed: every acknowledged lead arrives exactly once. */
  async function deliveredOnce(acknowledged: string[]) {
    const { delivered, duplicates } = await deliveries(acknowledged);
    expect({ delivered, duplicates }).toEqual({ delivered: new Set(acknowledged).size, duplicates: 0 });
    return { delivered, duplicates };
  }

  /** The replicas (0, 1) whose request logs hold these answers' request ids (logs are written async). */
  async function servedBy(answers: ProxyAnswer[]): Promise<Set<number>> {
    const replicaOf = (answer: ProxyAnswer) => {
      const id = answer.headers["x-request-id"];
      return stack.replicas.findIndex((site) => typeof id === "string" && site.logs().includes(id));
    };
    await expect.poll(() => answers.map(replicaOf).filter((i) => i < 0).length).toBe(0);
    return new Set(answers.map(replicaOf));
  }

  /**
   * Clients, each on its own loopback address, post leads one after another while `victim` is killed
   * with SIGKILL once `killAt` posts have started. Every answer is either the success or the proxy's
   * page saying the form may not have arrived; the client then sends the same form again, as the page
   * advises, and that must be acknowledged. Returns the table's row, checked.
   */
  async function leadsWhileKilling(options: {
    scenario: string;
    clients: number;
    perClient: number;
    killAt: number;
    victim: 0 | 1;
    /** Distinguishes the clients' addresses from another run's (the rate limit counts per address). */
    subnet: number;
  }): Promise<Row> {
    const acknowledged = new Set<string>();
    const failures: { startedBeforeDeath: boolean; answer: ProxyAnswer }[] = [];
    let started = 0;
    let requests = 0;
    let dead = false;
    const victim = stack.replicas[options.victim];
    // A post that starts after the process is gone (its exit seen) never reached it.
    void victim.exited.then(() => {
      dead = true;
    });
    await Promise.all(
      Array.from({ length: options.clients }, async (_, client) => {
        const localAddress = `127.0.${options.subnet}.${client + 1}`;
        for (let n = 0; n < options.perClient; n++) {
          if (started++ === options.killAt) victim.process.kill("SIGKILL");
          const startedBeforeDeath = !dead;
          const email = `${options.scenario.split(" ")[0]}-${options.subnet}-${client}-${n}@exemplo.com.br`;
          // Half the visitors have JavaScript (a submission id), half do not (a fingerprint).
          const body = demoBody(email, n % 2 ? NO_SCRIPT : {});
          let answer = await postLead(body, { localAddress });
          requests++;
          if (!answer.text.includes(DEMO_SUCCESS)) {
            failures.push({ startedBeforeDeath, answer });
            answer = await postLead(body, { localAddress });
            requests++;
          }
          expect(answer.status, answer.text).toBe(200);
          expect(answer.text).toContain(DEMO_SUCCESS);
          acknowledged.add(email);
        }
      }),
    );
    await victim.exited;
    // Leads the killed replica had claimed to send and never recorded: the only ones that may reach
    // the inbox twice (at-least-once delivery), once their lease expires and the other replica sends.
    const inFlight = await query<{ id: string }>(
      stack.databaseUrl,
      "SELECT lead_id AS id FROM lead_deliveries WHERE status = 'pending' AND claimed_by LIKE $1",
      [`%:${victim.process.pid}:%`],
    );
    for (const { startedBeforeDeath, answer } of failures) {
      // Only a post already sent to the dying replica can fail; it says so, in a page of its own.
      expect(startedBeforeDeath).toBe(true);
      expectProxyPage(answer, 502, PROXY_DOWN_TITLE);
      expect(answer.text).toContain(PROXY_DOWN_FORM);
    }
    // Sending a form again after that page never made a second lead.
    expect(
      await count(
        stack.databaseUrl,
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM leads GROUP BY (data::jsonb) -> 'payload' ->> 'from_email'
           HAVING COUNT(*) > 1) AS repeated`,
      ),
    ).toBe(0);
    const { delivered, duplicates, repeated } = await deliveries(acknowledged);
    expect(delivered).toBe(acknowledged.size);
    // A lead reaches the inbox twice only as at-least-once delivery allows (the receiver drops the copy
    // by Message-ID): the killed replica had it in flight, or a send that a replica gave up on (its
    // 10 s deadline, on a busy machine) had in fact arrived and was tried again.
    const claimed = new Set(inFlight.map((row) => row.id));
    const retried = new Set(
      (
        await query<{ id: string }>(
          stack.databaseUrl,
          "SELECT lead_id AS id FROM lead_deliveries WHERE lead_id = ANY($1) AND attempts > 1",
          [[...repeated]],
        )
      ).map((row) => row.id),
    );
    for (const id of repeated) expect(claimed.has(id) || retried.has(id), id).toBe(true);
    return {
      scenario: options.scenario,
      requests,
      failures: failures.length,
      acknowledged: acknowledged.size,
      delivered,
      duplicates,
    };
  }

  /** The proxy's access log so far, one object per request. */
  const accessLines = () =>
    stack.proxy
      .accessLog()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string | number>);

  return { stack, rows, ports, restart, postLead, deliveredOnce, servedBy, leadsWhileKilling, accessLines };
}

/** A proxy error page: the proxy's own pt-BR page, with a way back and the advice to try again. */
function expectProxyPage(answer: ProxyAnswer, status: number, title: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^text\/html; charset=utf-8/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.text).toContain(`<h1>${title}</h1>`);
  expect(answer.text).toContain('<a href="/"');
  expect(answer.text).toMatch(/tente novamente/i);
}

test.describe("the shipped proxy in front of two replicas on PostgreSQL", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const { stack, rows, restart, postLead, deliveredOnce, servedBy, leadsWhileKilling, accessLines } =
    proxyStack(20, "proxy-stack.md");

  test("pages come from both replicas through TLS; the proxy names no version and passes the app's own 404", async () => {
    const answers = await Promise.all(
      ["/", "/planos", "/contato", "/blog", "/", "/planos"].map((path) => proxyRequest(stack.proxy, path)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("Gama Delivery");
      expect(answer.headers.server).toBe("nginx");
    }
    expect(await servedBy(answers)).toEqual(new Set([0, 1]));
    const missing = await proxyRequest(stack.proxy, "/pagina-que-nao-existe");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("Página não encontrada");
    rows.push({ scenario: "pages", requests: 7, failures: 0, acknowledged: 0, delivered: 0, duplicates: 0 });
  });

  test("a lead after idling past Node's old 5 s keep-alive, on a reused and on a new connection; the replica keeps idle connections open", async () => {
    // Straight to a replica: a kept connection idle for 7 s is still open and is used again.
    const direct = new HttpAgent({ keepAlive: true, maxSockets: 1 });
    const getDirect = () =>
      new Promise<{ reused: boolean; idleSeconds: number }>((resolve, reject) => {
        const req = httpGet(`${stack.replicas[0].url}/healthz`, { agent: direct }, (res) => {
          res.resume();
          const idleSeconds = Number(String(res.headers["keep-alive"]).match(/timeout=(\d+)/)?.[1]);
          res.on("end", () => resolve({ reused: req.reusedSocket, idleSeconds }));
        });
        req.on("error", reject);
      });
    // Longer than nginx (60 s) and Caddy (120 s) keep theirs: the proxy always closes first.
    expect((await getDirect()).idleSeconds).toBeGreaterThanOrEqual(125);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await postLead(demoBody("keepalive-1@exemplo.com.br"), {
      agent,
      localAddress: "127.0.0.2",
    });
    expect(first.text).toContain(DEMO_SUCCESS);
    await new Promise((r) => setTimeout(r, 7_000));
    // The replica's idle connection outlived the idle time (Node closed it after 6 s before).
    expect((await getDirect()).reused).toBe(true);

    const reused = await postLead(demoBody("keepalive-2@exemplo.com.br", NO_SCRIPT), {
      agent,
      localAddress: "127.0.0.2",
    });
    expect(reused.reused).toBe(true);
    expect(reused.text).toContain(DEMO_SUCCESS);
    const fresh = await postLead(demoBody("keepalive-3@exemplo.com.br"), {
      localAddress: "127.0.0.2",
      headers: { Connection: "close" },
    });
    expect(fresh.reused).toBe(false);
    expect(fresh.text).toContain(DEMO_SUCCESS);
    agent.destroy();
    direct.destroy();
    const emails = ["keepalive-1@exemplo.com.br", "keepalive-2@exemplo.com.br", "keepalive-3@exemplo.com.br"];
    rows.push({
      scenario: "leads after 7 s idle (reused and new connection)",
      requests: 3,
      failures: 0,
      acknowledged: 3,
      ...(await deliveredOnce(emails)),
    });
  });

  test("an oversized form gets the app's own 413 page with the form, and no replica leaves the rotation", async () => {
    const answers: ProxyAnswer[] = [];
    // 64,001 to 65,000 bytes: over what Caddy's "64KB" meant, under the app's 64 KiB; then over 64 KiB.
    for (const size of [64_001, 64_500, 65_000, 65_537, 200_000]) {
      const base = demoBody(`grande-${size}@exemplo.com.br`);
      const body = `${base}&comentario=${"a".repeat(size - base.length - "&comentario=".length)}`;
      expect(body.length).toBe(size);
      answers.push(await postLead(body, { localAddress: "127.0.0.3" }));
    }
    for (const answer of answers.slice(0, 3)) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(DEMO_SUCCESS);
    }
    for (const answer of answers.slice(3)) {
      expect(answer.status).toBe(413);
      expect(answer.text).toContain(FORM_LIMIT_MESSAGE);
      expect(answer.text).toContain('name="nome"');
    }
    // Beyond the proxy's own cap (1 MiB), with a length or streamed without one: the proxy's page.
    const huge = Buffer.alloc(2 * 1024 * 1024, "a");
    for (const chunked of [false, true]) {
      const answer = await proxyRequest(stack.proxy, "/?index", {
        body: huge,
        chunked,
        localAddress: "127.0.0.3",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.proxy.url },
      });
      expectProxyPage(answer, 413, "Envio grande demais");
    }
    // Both replicas still answer in turn.
    const after = await Promise.all(Array.from({ length: 6 }, () => proxyRequest(stack.proxy, "/planos")));
    for (const answer of after) expect(answer.status).toBe(200);
    expect(await servedBy(after)).toEqual(new Set([0, 1]));
    const acknowledged = [64_001, 64_500, 65_000].map((size) => `grande-${size}@exemplo.com.br`);
    rows.push({
      scenario: "oversized forms (64,001 B to 2 MiB), then 6 pages",
      requests: 13,
      failures: 0,
      acknowledged: 3,
      ...(await deliveredOnce(acknowledged)),
    });
  });
  test("a replica killed while leads are posted: no post is lost, every acknowledged lead arrives once", async () => {
    const row = await leadsWhileKilling({
      scenario: "replica killed (SIGKILL) while 36 leads are posted",
      clients: 6,
      perClient: 6,
      killAt: 10,
      victim: 1,
      subnet: 1,
    });
    rows.push(row);
    await restart(1);
  });

  test("the client address the replicas see is the one the proxy saw: a forged X-Forwarded-For changes nothing", async () => {
    const answers: ProxyAnswer[] = [];
    // One visitor (127.0.0.9) writes a different address in X-Forwarded-For on every post.
    for (let i = 0; i <= RATE_LIMIT; i++) {
      answers.push(
        await postLead(demoBody(`forjado-${i}@exemplo.com.br`), {
          localAddress: "127.0.0.9",
          headers: { "X-Forwarded-For": `203.0.113.${i + 1}` },
        }),
      );
    }
    for (const answer of answers.slice(0, RATE_LIMIT)) expect(answer.text).toContain(DEMO_SUCCESS);
    // Counted as one client, the visitor's own address: over the limit, the form comes back kept.
    const refused = answers[RATE_LIMIT] as ProxyAnswer;
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(RATE_LIMITED);
    expect(refused.text).toContain(`value="forjado-${RATE_LIMIT}@exemplo.com.br"`);
    // Another visitor (127.0.0.10) has an allowance of its own: the replicas did not see the proxy's address.
    const other = await postLead(demoBody("outro-visitante@exemplo.com.br"), { localAddress: "127.0.0.10" });
    expect(other.text).toContain(DEMO_SUCCESS);
    const acknowledged = [
      ...Array.from({ length: RATE_LIMIT }, (_, i) => `forjado-${i}@exemplo.com.br`),
      "outro-visitante@exemplo.com.br",
    ];
    rows.push({
      scenario: `forged X-Forwarded-For (the ${RATE_LIMIT + 1}th post refused by the rate limit, as meant)`,
      requests: RATE_LIMIT + 2,
      failures: 0,
      acknowledged: acknowledged.length,
      ...(await deliveredOnce(acknowledged)),
    });
  });

  test("/_proxy/ from outside (where the proxy keeps its own pages) gets the site's own 404, not nginx's", async () => {
    // The proxy's error pages live under /_proxy/, internal to nginx: from outside, the path is one
    // the site does not have, and the visitor gets the site's page for that, not nginx's English one.
    const internal = await Promise.all(
      ["/_proxy/indisponivel.html", "/_proxy/nao-existe"].map((path) => proxyRequest(stack.proxy, path)),
    );
    for (const answer of internal) {
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('<html lang="pt-BR"');
      expect(answer.text).toContain("Página não encontrada");
      expect(answer.text).not.toContain(PROXY_DOWN_TITLE);
    }
    // A replica answered them: its request log has their ids.
    await servedBy(internal);
    rows.push({
      scenario: "/_proxy/ pages asked for from outside (the site's 404)",
      requests: 2,
      failures: 0,
      acknowledged: 0,
      delivered: 0,
      duplicates: 0,
    });
  });

  test("plain http on the TLS port without a Host header (HTTP/1.0) is sent to the configured host over https", async () => {
    // No client library sends this; a scanner does. With a Host, the redirect keeps it (see below).
    const hostless = await rawRequest(stack.proxy.port, "GET /planos?x=1 HTTP/1.0\r\n\r\n");
    expect(hostless.status).toBe(301);
    expect(hostless.headers.location).toBe(`https://${stack.proxy.serverName}/planos?x=1`);
    rows.push({
      scenario: "plain http, HTTP/1.0 without Host (to the configured host)",
      requests: 1,
      failures: 0,
      acknowledged: 0,
      delivered: 0,
      duplicates: 0,
    });
  });

  test("a replica that is down is skipped without a visitor noticing: the access log shows the refused try as upstream status 502, 200", async () => {
    // Both replicas in the rotation first (nginx skips one for 10 s after it refused a connection).
    await expect
      .poll(
        async () =>
          (
            await servedBy(
              await Promise.all(Array.from({ length: 4 }, () => proxyRequest(stack.proxy, "/planos"))),
            )
          ).size,
        { timeout: 30_000 },
      )
      .toBe(2);
    await stack.replicas[0].stop();
    const emails = ["parada-1@exemplo.com.br", "parada-2@exemplo.com.br"];
    // Round robin: one of the two posts goes to the stopped replica first.
    const answers: ProxyAnswer[] = [];
    for (const email of emails) answers.push(await postLead(demoBody(email), { localAddress: "127.0.0.11" }));
    for (const answer of answers) expect(answer.text).toContain(DEMO_SUCCESS);
    const ids = answers.map((answer) => answer.headers["x-request-id"]);
    const lines = () => accessLines().filter((line) => ids.includes(String(line.requestId)));
    await expect.poll(() => lines().length).toBe(2);
    expect(
      lines()
        .map((line) => [line.method, line.path, line.status, line.upstreamStatus])
        .sort(),
    ).toEqual([
      ["POST", "/", 200, "200"],
      ["POST", "/", 200, "502, 200"],
    ]);
    await expect
      .poll(() => stack.proxy.errorLog())
      .toMatch(/\[error\] .*connect\(\) failed \(111: Connection refused\) while connecting to upstream/);
    rows.push({
      scenario: "a replica stopped: the post sent to it first is sent on (access log: 502, 200)",
      requests: 2,
      failures: 0,
      acknowledged: 2,
      ...(await deliveredOnce(emails)),
    });
    await restart(0);
  });

  test("with no replica answering, pages and forms get the proxy's own page in pt-BR, never an empty body", async () => {
    await Promise.all(stack.replicas.map((site) => site.stop()));
    const page = await proxyRequest(stack.proxy, "/planos");
    expectProxyPage(page, 502, PROXY_DOWN_TITLE);
    const form = await postLead(demoBody("sem-replica@exemplo.com.br"), { localAddress: "127.0.0.4" });
    expectProxyPage(form, 502, PROXY_DOWN_TITLE);
    expect(form.text).toContain(PROXY_DOWN_FORM);
    // The access log names each such post as it was sent (only posts go to "/" here), though nginx
    // answered it with a page of its own, which it asks for with GET.
    const refusedPosts = () => accessLines().filter((line) => line.path === "/" && line.status === 502);
    await expect.poll(() => refusedPosts().length).toBeGreaterThan(0);
    expect(new Set(refusedPosts().map((line) => line.method))).toEqual(new Set(["POST"]));
    // Requests nginx refuses itself (an address or headers too long to read) get their page too.
    const longAddress = await proxyRequest(stack.proxy, `/${"a".repeat(20_000)}`);
    expectProxyPage(longAddress, 414, "Não foi possível ler o pedido");
    const hugeCookie = await proxyRequest(stack.proxy, "/", { headers: { Cookie: "x".repeat(40_000) } });
    expectProxyPage(hugeCookie, 400, "Não foi possível ler o pedido");
    // Plain http on the TLS port is sent to the same address over https.
    const plain = await fetch(`http://localhost:${stack.proxy.port}/planos?x=1`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe(`${stack.proxy.url}/planos?x=1`);
    rows.push({
      scenario: "no replica answering; requests nginx cannot read (their own pages); plain http",
      requests: 5,
      failures: 4,
      acknowledged: 0,
      delivered: 0,
      duplicates: 0,
    });
  });
});

test.describe("the shipped proxy under heavier faults @heavy", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const { stack, rows, restart, postLead, deliveredOnce, servedBy, leadsWhileKilling } = proxyStack(
    30,
    "proxy-stack-heavy.md",
  );

  test("300 leads from 60 visitors: one replica killed mid-burst, restarted, then the other killed", async () => {
    rows.push(
      await leadsWhileKilling({
        scenario: "replica 2 killed (SIGKILL) while 150 leads are posted by 30 visitors",
        clients: 30,
        perClient: 5,
        killAt: 40,
        victim: 1,
        subnet: 2,
      }),
    );
    await restart(1);
    rows.push(
      await leadsWhileKilling({
        scenario: "replica 2 back; replica 1 killed while 150 more are posted",
        clients: 30,
        perClient: 5,
        killAt: 40,
        victim: 0,
        subnet: 3,
      }),
    );
    await restart(0);
    // nginx skips a replica for 10 s after it refused a connection; the next test starts with both in.
    await new Promise((r) => setTimeout(r, 11_000));
  });

  test("every size around the limits: the app answers up to 1 MiB (its 413 page past 64 KiB), nginx past that, and both replicas stay in rotation", async () => {
    const sizes = [
      64_001, 64_250, 64_500, 64_750, 65_000, 65_536, 65_537, 66_000, 100_000, 1_048_576, 1_048_577,
    ];
    const acknowledged: string[] = [];
    let requests = 0;
    for (const [i, size] of sizes.entries()) {
      const email = `limite-${size}@exemplo.com.br`;
      const base = demoBody(email);
      const body = `${base}&comentario=${"a".repeat(size - base.length - "&comentario=".length)}`;
      expect(body.length).toBe(size);
      // One visitor per post, so the rate limit never answers instead.
      const answer = await postLead(body, { localAddress: `127.0.4.${i + 1}` });
      requests++;
      if (size <= 65_536) {
        expect(answer.status).toBe(200);
        expect(answer.text).toContain(DEMO_SUCCESS);
        acknowledged.push(email);
      } else if (size <= 1_048_576) {
        expect(answer.status).toBe(413);
        expect(answer.text).toContain(FORM_LIMIT_MESSAGE);
        expect(answer.text).toContain('name="nome"');
      } else expectProxyPage(answer, 413, "Envio grande demais");
    }
    const after = await Promise.all(Array.from({ length: 10 }, () => proxyRequest(stack.proxy, "/planos")));
    for (const answer of after) expect(answer.status).toBe(200);
    expect(await servedBy(after)).toEqual(new Set([0, 1]));
    rows.push({
      scenario: "one form of each size from 64,001 B to 1 MiB + 1 B, then 10 pages",
      requests: requests + after.length,
      failures: 0,
      acknowledged: acknowledged.length,
      ...(await deliveredOnce(acknowledged)),
    });
  });

  test("a replica keeps an idle connection for longer than Caddy (120 s) keeps its side; a lead after that arrives", async () => {
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<boolean>((resolve, reject) => {
        const req = httpGet(`${stack.replicas[1].url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(req.reusedSocket));
        });
        req.on("error", reject);
      });
    expect(await get()).toBe(false);
    await new Promise((r) => setTimeout(r, 121_000));
    expect(await get()).toBe(true);
    agent.destroy();
    const answer = await postLead(demoBody("depois-de-121s@exemplo.com.br"), { localAddress: "127.0.0.5" });
    expect(answer.text).toContain(DEMO_SUCCESS);
    rows.push({
      scenario: "a lead after 121 s idle",
      requests: 1,
      failures: 0,
      acknowledged: 1,
      ...(await deliveredOnce(["depois-de-121s@exemplo.com.br"])),
    });
  });
});

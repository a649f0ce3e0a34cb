import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startFakeSmtp } from "../support/fake-smtp";
import { freePort, startPostgres, type TestPostgres } from "../support/postgres";
import { DEMO_SUCCESS, demoBody, NO_SCRIPT, opsPort, postDemo, type Site, startSite } from "./support";

// Double opt-in: the box asks the visitor to confirm by e-mail.
const NEWSLETTER_SUCCESS =
  "Quase lá! Enviamos um e-mail para confirmar sua inscrição: abra a mensagem e clique no link.";

/** The ops command against the shared database, as an operator runs it on any replica. */
const leadsCommand = (databaseUrl: string, ...args: string[]) =>
  execFileSync(process.execPath, ["leads.js", ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

test.describe("several replicas on one PostgreSQL", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let postgres: TestPostgres;
  const sites: Site[] = [];
  test.beforeAll(async () => {
    postgres = await startPostgres();
  });
  test.afterEach(async () => {
    for (const site of sites.splice(0)) await site.stop();
  });
  test.afterAll(async () => {
    await postgres?.stop();
  });

  test("150 leads round-robin over three replicas, one killed with kill -9 mid-burst: every acknowledged lead arrives, duplicates only from the killed replica's claims", async () => {
    const databaseUrl = await postgres.createDatabase();
    const smtp = await startFakeSmtp(opsPort(91));
    // Slow sends keep leads claimed and in flight when the replica dies.
    const env = {
      DATABASE_URL: databaseUrl,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: "comercial@gamadelivery.com.br",
      LEADS_RETRY_BASE_MS: "100",
    };
    try {
      sites.push(...(await Promise.all([0, 1, 2].map((i) => startSite(opsPort(62 + i), env)))));
      const victim = sites[1] as Site;
      const emails = Array.from(
        { length: 150 },
        (_, i) => `replica-${i}-${randomUUID().slice(0, 6)}@exemplo.com.br`,
      );
      const acknowledged: string[] = [];
      let killedAt = -1;
      let next = 0;
      // Ten clients post in turn to replica 1, 2, 3, 1, ...; the second replica dies after the 60th post.
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < emails.length) {
            const i = next++;
            if (i === 60) {
              victim.process.kill("SIGKILL");
              killedAt = i;
            }
            const site = sites[i % 3] as Site;
            const answer = await postDemo(site, demoBody(emails[i] as string)).catch(() => null);
            if (answer?.status === 200 && answer.text.includes(DEMO_SUCCESS))
              acknowledged.push(emails[i] as string);
          }
        }),
      );
      await victim.exited;
      expect(killedAt).toBe(60);
      // The killed replica's claims: leads it took to send and never recorded (sent or not).
      const owner = `%:${victim.process.pid}:%`;
      const inFlight = await query<{ id: string }>(
        databaseUrl,
        // Claims are per destination (here the one, smtp).
        "SELECT lead_id AS id FROM lead_deliveries WHERE status = 'pending' AND claimed_by LIKE $1",
        [owner],
      );
      // Every acknowledged lead reaches the inbox once its claim expires (30 s lease) and another replica takes it.
      await expect
        .poll(
          () => {
            const arrived = new Set(smtp.inbox.map((m) => m.replyTo?.match(/<([^>]+)>/)?.[1]));
            return acknowledged.filter((e) => !arrived.has(e)).length;
          },
          { timeout: 60_000 },
        )
        .toBe(0);
      await expect
        .poll(
          async () =>
            (
              await query<{ n: string }>(
                databaseUrl,
                "SELECT COUNT(*) AS n FROM leads WHERE status = 'pending'",
              )
            )[0]?.n,
          { timeout: 60_000 },
        )
        .toBe("0");
      const ids = smtp.inbox.map((m) => m.messageId);
      const duplicates = ids.length - new Set(ids).size;
      console.log(
        `replicas: ${acknowledged.length}/150 acknowledged, ${smtp.inbox.length} messages received, ` +
          `${new Set(ids).size} distinct leads, ${duplicates} duplicate(s); the killed replica held ${inFlight.length} claim(s) in flight`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(100);
      expect(duplicates).toBeLessThanOrEqual(inFlight.length);
      // A duplicate can only be one of the killed replica's leads.
      const counts = new Map<string | undefined, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      const inFlightIds = new Set(inFlight.map((r) => r.id));
      for (const [messageId, n] of counts) {
        if (n > 1) expect(inFlightIds.has(messageId?.replace(/^<|@.*$/g, "") ?? "")).toBe(true);
      }
      // Every lead records the replica that delivered it: the two survivors shared the work.
      const deliverers = await query<{ delivered_by: string }>(
        databaseUrl,
        "SELECT DISTINCT delivered_by FROM leads WHERE status = 'delivered'",
      );
      const pids = new Set(deliverers.map((r) => Number(r.delivered_by.split(":")[1])));
      expect(pids.has(sites[0]?.process.pid as number)).toBe(true);
      expect(pids.has(sites[2]?.process.pid as number)).toBe(true);
      const listed = leadsCommand(databaseUrl, "list", "--status", "delivered", "--limit", "200");
      expect(listed).toMatch(/ by=[^\s:]+:\d+:[0-9a-f]{8}/);
      expect(listed).toContain(`${new Set(ids).size} lead(s)`);
    } finally {
      smtp.server.close();
    }
  });

  test("two replicas: one subscription per address, and a rate limit hit on one holds on the other", async () => {
    const databaseUrl = await postgres.createDatabase();
    const env = { DATABASE_URL: databaseUrl, FORM_RATE_LIMIT_PER_MINUTE: "3" };
    const [a, b] = await Promise.all([startSite(opsPort(96), env), startSite(opsPort(97), env)]);
    sites.push(a, b);
    const subscribe = async (site: Site, email: string) => {
      const response = await fetch(`${site.url}/blog`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body: new URLSearchParams({ _form: "newsletter", _submission: randomUUID(), _fill: "5000", email }),
      });
      return { status: response.status, text: await response.text() };
    };
    const [first, second] = await Promise.all([
      subscribe(a, "leitora@exemplo.com.br"),
      subscribe(b, "LEITORA@exemplo.com.br"),
    ]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(NEWSLETTER_SUCCESS);
    }
    expect(await query(databaseUrl, "SELECT email, confirmed_at FROM newsletter")).toEqual([
      { email: "leitora@exemplo.com.br", confirmed_at: null },
    ]);
    // Unconfirmed: not a subscriber yet.
    expect(JSON.parse(leadsCommand(databaseUrl, "stats"))).toMatchObject({ newsletter: 0 });

    // Two posts so far from this client (127.0.0.1); the third is its last within the minute.
    expect((await postDemo(a, demoBody("terceiro@exemplo.com.br"))).status).toBe(200);
    const refused = await fetch(`${b.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: b.url },
      body: demoBody("quarto@exemplo.com.br"),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const page = await refused.text();
    expect(page).toContain('value="quarto@exemplo.com.br"');
  });

  test("a submission re-posted to another replica is one lead; SIGTERM during a hung send leaves the lead to the other replica", async () => {
    const databaseUrl = await postgres.createDatabase();
    const smtp = await startFakeSmtp(await freePort());
    const env = {
      DATABASE_URL: databaseUrl,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: "comercial@gamadelivery.com.br",
      LEADS_RETRY_BASE_MS: "100",
    };
    const leadsFrom = async (email: string) =>
      await query<{ id: string; status: string; delivered_by: string | null }>(
        databaseUrl,
        "SELECT id, status, delivered_by FROM leads WHERE (data::jsonb) -> 'payload' ->> 'from_email' = $1",
        [email],
      );
    try {
      const [a, b] = await Promise.all([startSite(await freePort(), env), startSite(await freePort(), env)]);
      sites.push(a, b);
      // With JavaScript: the same submission id reaches both replicas at once (a retry through the balancer).
      const body = demoBody("duplo@exemplo.com.br");
      const answers = await Promise.all([postDemo(a, body), postDemo(b, body)]);
      for (const answer of answers) expect(answer.text).toContain(DEMO_SUCCESS);
      // Without JavaScript: the same body re-posted (a reload) lands on the other replica.
      const reload = demoBody("recarregou@exemplo.com.br", NO_SCRIPT);
      expect((await postDemo(a, reload)).text).toContain(DEMO_SUCCESS);
      expect((await postDemo(b, reload)).text).toContain(DEMO_SUCCESS);
      await expect.poll(() => smtp.inbox.length).toBe(2);
      expect(await leadsFrom("duplo@exemplo.com.br")).toHaveLength(1);
      expect(await leadsFrom("recarregou@exemplo.com.br")).toHaveLength(1);

      smtp.answer("stall");
      expect((await postDemo(a, demoBody("desligando@exemplo.com.br"))).text).toContain(DEMO_SUCCESS);
      await expect.poll(() => smtp.attempts.length).toBe(3);
      const [held] = await query<{ claimed_by: string }>(
        databaseUrl,
        "SELECT claimed_by FROM lead_deliveries WHERE status = 'pending' AND claimed_by IS NOT NULL",
      );
      const holder = [a, b].find(
        (site) => held?.claimed_by.split(":")[1] === String(site.process.pid),
      ) as Site;
      const other = holder === a ? b : a;
      holder.process.kill("SIGTERM");
      expect(await holder.exited).toBe(0);
      expect(holder.logs()).not.toContain('"event":"server.forced_exit"');
      expect((await leadsFrom("desligando@exemplo.com.br"))[0]?.status).toBe("pending");
      smtp.answer("accept");
      await expect
        .poll(async () => (await leadsFrom("desligando@exemplo.com.br"))[0]?.status, { timeout: 40_000 })
        .toBe("delivered");
      const [delivered] = await leadsFrom("desligando@exemplo.com.br");
      expect(delivered?.delivered_by?.split(":")[1]).toBe(String(other.process.pid));
      expect(smtp.inbox.filter((m) => m.replyTo?.includes("desligando@exemplo.com.br"))).toHaveLength(1);
    } finally {
      smtp.server.close();
    }
  });
});

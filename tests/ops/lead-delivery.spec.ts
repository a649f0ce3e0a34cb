import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { createLead } from "../../server/leads/lead.server";
import { demoPayload } from "../../server/leads/payload.server";
import { type LeadStore, SqliteLeadStore } from "../../server/leads/store.server";
import { createWebhookTransport } from "../../server/leads/transports.server";
import { createDeliveryWorker } from "../../server/leads/worker.server";
import { createLogger } from "../../server/runtime/logger.server";
import { startFakeSmtp } from "../support/fake-smtp";
import {
  DEMO_SUCCESS,
  demoBody,
  leadsCommand,
  opsPort,
  opsStores,
  postDemo,
  type Site,
  startSite,
  storedLead,
  storeVariant,
} from "./support";

// One test at a time across both groups: the load tests measure the server, not a neighbour's burst.
test.describe.configure({ mode: "default" });

/** Posts with at most `limit` requests in flight. */
async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const addressesIn = (inbox: { replyTo?: string }[]) =>
  inbox.map((m) => m.replyTo?.match(/<([^>]+)>/)?.[1] ?? m.replyTo ?? "");

for (const store of opsStores) {
  test.describe(`no lead is ever lost (${store} store)`, () => {
    const variant = storeVariant(store);
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    const sites: Site[] = [];
    test.afterEach(async () => {
      for (const site of sites.splice(0)) await site.stop();
    });

    test("with the mail server down, 50 leads are acknowledged and all arrive exactly once after it starts", async () => {
      const smtpPort = await variant.port(11);
      const site = await startSite(await variant.port(10), {
        ...(await variant.env()),
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "site@gamadelivery.com.br",
        MAIL_TO: "comercial@gamadelivery.com.br",
        LEADS_RETRY_BASE_MS: "100",
      });
      sites.push(site);
      const emails = Array.from(
        { length: 50 },
        (_, i) => `fora-do-ar-${i}-${randomUUID().slice(0, 6)}@exemplo.com.br`,
      );
      const answers = await pool(50, 10, (i) => postDemo(site, demoBody(emails[i] as string)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.text).toContain(DEMO_SUCCESS);
      }
      await expect.poll(() => site.logs().includes('"event":"lead.delivery_failed"')).toBe(true);

      const smtp = await startFakeSmtp(smtpPort);
      try {
        await expect.poll(() => smtp.inbox.length, { timeout: 60_000 }).toBe(50);
        // Give a duplicate time to show up, then check each lead arrived once.
        await new Promise((r) => setTimeout(r, 1500));
        expect(smtp.inbox).toHaveLength(50);
        expect(new Set(addressesIn(smtp.inbox))).toEqual(new Set(emails));
        expect(new Set(smtp.inbox.map((m) => m.messageId)).size).toBe(50);
      } finally {
        smtp.server.close();
      }
    });

    // On PostgreSQL the three-replica test (tests/ops/replicas.spec.ts) kills a replica mid-burst in
    // every run; the single-process variant there is part of the heavy run.
    test(`after kill -9 in the middle of a burst, every acknowledged lead is delivered on restart${store === "postgres" ? " @heavy" : ""}`, async () => {
      const smtpPort = await variant.port(21);
      const sitePort = await variant.port(20);
      const smtp = await startFakeSmtp(smtpPort);
      const env = {
        ...(await variant.env()),
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "site@gamadelivery.com.br",
        MAIL_TO: "comercial@gamadelivery.com.br",
        LEADS_RETRY_BASE_MS: "100",
      };
      try {
        const first = await startSite(sitePort, env);
        sites.push(first);
        const acknowledged: string[] = [];
        let sent = 0;
        const burst = pool(300, 20, async (i) => {
          const email = `queda-${i}-${randomUUID().slice(0, 6)}@exemplo.com.br`;
          sent += 1;
          const answer = await postDemo(first, demoBody(email)).catch(() => null);
          if (answer?.status === 200 && answer.text.includes(DEMO_SUCCESS)) acknowledged.push(email);
        });
        await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(40);
        first.process.kill("SIGKILL");
        await burst;
        expect(sent).toBeGreaterThan(acknowledged.length);

        const second = await startSite(sitePort, env, first.dataDir);
        sites.push(second);
        await expect
          .poll(
            () => {
              const arrived = new Set(addressesIn(smtp.inbox));
              return acknowledged.filter((email) => !arrived.has(email)).length;
            },
            // Leads the killed process had claimed wait for its 30 s lease to run out.
            { timeout: 90_000, message: "acknowledged leads still missing after the restart" },
          )
          .toBe(0);
      } finally {
        smtp.server.close();
      }
    });

    // Too heavy to run twice on a shared machine: on PostgreSQL, concurrency is covered by three replicas
    // taking 150 leads at once (tests/ops/replicas.spec.ts).
    if (store === "sqlite")
      test("1,000 submissions from 50 concurrent clients: no 5xx, every lead delivered once @heavy", async () => {
        const smtpPort = await variant.port(31);
        const smtp = await startFakeSmtp(smtpPort);
        try {
          const site = await startSite(await variant.port(30), {
            ...(await variant.env()),
            MAIL_TRANSPORT: "smtp",
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            MAIL_FROM: "site@gamadelivery.com.br",
            MAIL_TO: "comercial@gamadelivery.com.br",
          });
          sites.push(site);
          let n = 0;
          const result = await autocannon({
            url: site.url,
            connections: 50,
            amount: 1000,
            timeout: 30,
            requests: [
              {
                method: "POST",
                path: "/?index",
                headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
                setupRequest: (request) => ({
                  ...request,
                  body: demoBody(`carga-${n++}@exemplo.com.br`),
                }),
              },
            ],
          });
          expect(result.errors).toBe(0);
          expect(result["5xx"]).toBe(0);
          expect(result.non2xx).toBe(0);
          expect(result["2xx"]).toBe(1000);
          await expect.poll(() => smtp.inbox.length, { timeout: 90_000 }).toBe(1000);
          await new Promise((r) => setTimeout(r, 1000));
          expect(smtp.inbox).toHaveLength(1000);
          expect(new Set(addressesIn(smtp.inbox)).size).toBe(1000);
        } finally {
          smtp.server.close();
        }
      });
  });
}

/** A webhook receiver that counts what it gets by X-Lead-Id; `onLead` runs before it answers. */
async function startReceiver(
  port: number,
  onLead: (leadId: string, req: IncomingMessage) => number | Promise<number> = () => 204,
) {
  const received: string[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", async () => {
      const leadId = String(req.headers["x-lead-id"]);
      received.push(leadId);
      res.statusCode = await onLead(leadId, req);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    received,
    count: (id: string) => received.filter((r) => r === id).length,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Writes zeros into `dir` until the file system refuses another byte. */
function fillDisk(dir: string) {
  const file = join(dir, "filler");
  for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
    try {
      for (;;) appendFileSync(file, Buffer.alloc(size));
    } catch {
      // ENOSPC: try a smaller piece, then stop.
    }
  }
}

test.describe("the delivery worker under faults", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const sites: Site[] = [];
  test.afterEach(async () => {
    for (const site of sites.splice(0)) await site.stop();
  });

  test("a disk that fills up during a send: the lead is not resent in a loop, and is recorded delivered once space returns", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gama-full-disk-"));
    let mounted = false;
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m,mode=0700", "tmpfs", dataDir], {
        stdio: "ignore",
      });
      mounted = true;
    } catch {
      // No permission to mount (not root, or a container without CAP_SYS_ADMIN): see below.
    }
    const variant = mounted
      ? "a real 8 MB tmpfs filled to the last byte"
      : "a store whose writes fail (mount refused)";
    test.info().annotations.push({ type: "disk", description: variant });
    console.info(`full-disk test runs with ${variant}`);
    let disk = { full: false };
    const receiver = await startReceiver(opsPort(71), () => {
      if (mounted) fillDisk(dataDir);
      else disk.full = true;
      return 200;
    });
    try {
      if (mounted) {
        const site = await startSite(
          opsPort(70),
          {
            MAIL_TRANSPORT: "webhook",
            LEADS_WEBHOOK_URL: `http://127.0.0.1:${opsPort(71)}/leads`,
            LEADS_WEBHOOK_SECRET: "segredo-do-webhook-para-testes-123",
            LEADS_RETRY_BASE_MS: "100",
          },
          dataDir,
        );
        sites.push(site);
        expect((await postDemo(site, demoBody("disco-cheio@exemplo.com.br"))).text).toContain(DEMO_SUCCESS);
        await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
        const leadId = receiver.received[0] as string;
        // The worker hits the full disk and backs off, three times over (about 1 + 2 s).
        await expect
          .poll(() => site.logs().split('"event":"lead.worker_error"').length - 1, { timeout: 30_000 })
          .toBeGreaterThanOrEqual(3);
        expect(receiver.count(leadId)).toBeLessThanOrEqual(2);
        const notReady = await fetch(`${site.url}/readyz`);
        expect(notReady.status).toBe(503);
        expect(JSON.stringify(await notReady.json())).toMatch(/store/);
        expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

        rmSync(join(dataDir, "filler"));
        await expect.poll(() => storedLead(dataDir, leadId)?.status, { timeout: 60_000 }).toBe("delivered");
        await expect
          .poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 30_000 })
          .toBe(200);
        expect(receiver.count(leadId)).toBeLessThanOrEqual(2);
        expect(site.logs()).toContain('"event":"lead.delivery_recorded"');
      } else {
        // The same worker and webhook transport in this process, over a store that fails writes.
        const inner = new SqliteLeadStore(dataDir);
        disk = { full: false };
        const store = new Proxy(inner, {
          get(target, name) {
            const value = Reflect.get(target, name);
            if (typeof value !== "function") return value;
            return (...args: unknown[]) =>
              disk.full && name !== "get"
                ? Promise.reject(new Error("database or disk is full"))
                : value.apply(target, args);
          },
        }) as LeadStore;
        const lines: string[] = [];
        const worker = createDeliveryWorker({
          store,
          transport: createWebhookTransport({
            url: `http://127.0.0.1:${opsPort(71)}/leads`,
            secret: "x".repeat(32),
          }),
          logger: createLogger((line) => lines.push(line)),
          retryForMs: 24 * 60 * 60_000,
          retryBaseMs: 100,
        });
        const lead = createLead({
          payload: demoPayload({ nome: "Ana", email: "disco@exemplo.com.br" }, "c@g.com"),
          consentWording: null,
          attribution: {},
        });
        await inner.enqueue(lead, null);
        worker.start();
        await expect
          .poll(() => lines.filter((l) => l.includes("lead.worker_error")).length, { timeout: 30_000 })
          .toBeGreaterThanOrEqual(3);
        expect(receiver.count(lead.id)).toBeLessThanOrEqual(2);
        disk.full = false;
        await expect
          .poll(async () => (await inner.get(lead.id))?.status, { timeout: 60_000 })
          .toBe("delivered");
        await worker.stop();
        await inner.close();
        expect(receiver.count(lead.id)).toBeLessThanOrEqual(2);
      }
    } finally {
      for (const site of sites.splice(0)) await site.stop();
      await receiver.close();
      if (mounted) execFileSync("umount", [dataDir]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("two servers on one DATA_DIR (a rolling deploy's overlap) deliver every lead exactly once", async () => {
    // A slow receiver keeps each send in flight long enough for the other process to see the lead.
    const receiver = await startReceiver(opsPort(74), async () => {
      await new Promise((r) => setTimeout(r, 150));
      return 204;
    });
    try {
      const env = {
        MAIL_TRANSPORT: "webhook",
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${opsPort(74)}/leads`,
        LEADS_WEBHOOK_SECRET: "segredo-do-webhook-para-testes-123",
      };
      const first = await startSite(opsPort(72), env);
      sites.push(first);
      const second = await startSite(opsPort(73), env, first.dataDir);
      sites.push(second);
      const answers = await pool(40, 8, (i) =>
        postDemo(i % 2 ? second : first, demoBody(`dois-${i}-${randomUUID().slice(0, 6)}@exemplo.com.br`), {
          Origin: (i % 2 ? second : first).url,
        }),
      );
      for (const answer of answers) expect(answer.text).toContain(DEMO_SUCCESS);
      await expect.poll(() => new Set(receiver.received).size, { timeout: 60_000 }).toBe(40);
      // Give a second copy time to arrive (both workers poll every 5 s), then count.
      await new Promise((r) => setTimeout(r, 6000));
      const copies = new Map<string, number>();
      for (const id of receiver.received) copies.set(id, (copies.get(id) ?? 0) + 1);
      expect([...copies.values()].filter((n) => n > 1)).toEqual([]);
      expect(receiver.received).toHaveLength(40);
    } finally {
      await receiver.close();
    }
  });
});

for (const store of opsStores) {
  test.describe(`a mail server outage (${store} store)`, () => {
    test.describe.configure({ timeout: 120_000 });
    const variant = storeVariant(store);
    const sites: Site[] = [];
    test.afterEach(async () => {
      for (const site of sites.splice(0)) await site.stop();
    });

    test("a mail server outage: temporary refusals (421) keep a lead queued past ten attempts, a permanent one (550) parks it at once", async () => {
      const smtp = await startFakeSmtp(await variant.port(76));
      try {
        const site = await startSite(await variant.port(75), {
          ...(await variant.env()),
          MAIL_TRANSPORT: "smtp",
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: "site@gamadelivery.com.br",
          MAIL_TO: "comercial@gamadelivery.com.br",
          LEADS_RETRY_BASE_MS: "10",
        });
        sites.push(site);
        // Eleven refusals "try again later" (the old code gave up after ten attempts), then accepted.
        smtp.answer((attempt) => (attempt <= 11 ? 421 : "accept"));
        const waiting = `fila-${randomUUID().slice(0, 6)}@exemplo.com.br`;
        expect((await postDemo(site, demoBody(waiting))).text).toContain(DEMO_SUCCESS);
        await expect.poll(() => smtp.inbox.length, { timeout: 60_000 }).toBe(1);
        expect(smtp.attempts).toHaveLength(12);
        expect(smtp.inbox[0]?.replyTo).toContain(waiting);

        smtp.answer(550);
        const refused = `recusado-${randomUUID().slice(0, 6)}@exemplo.com.br`;
        expect((await postDemo(site, demoBody(refused))).text).toContain(DEMO_SUCCESS);
        await expect
          .poll(() => site.logs().includes('"event":"lead.parked"'), { timeout: 30_000 })
          .toBe(true);
        const parked = site
          .logs()
          .split("\n")
          .find((line) => line.includes('"event":"lead.parked"')) as string;
        const leadId = (JSON.parse(parked) as { leadId: string }).leadId;
        expect(leadsCommand(site, "show", leadId)).toMatch(
          /^Status: failed \(attempts 1, last error: permanent: .*550/,
        );
        expect(smtp.attempts).toHaveLength(13);
      } finally {
        smtp.server.close();
      }
    });
  });
}

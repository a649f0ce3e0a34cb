import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { startFakeSmtp } from "../support/fake-smtp";
import { DEMO_SUCCESS, demoBody, opsPort, postDemo, type Site, startSite } from "./support";

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

test.describe("no lead is ever lost", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const sites: Site[] = [];
  test.afterEach(async () => {
    for (const site of sites.splice(0)) await site.stop();
  });

  test("with the mail server down, 50 leads are acknowledged and all arrive exactly once after it starts", async () => {
    const smtpPort = opsPort(11);
    const site = await startSite(opsPort(10), {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: "comercial@gamadelivery.com.br",
      LEADS_RETRY_BASE_MS: "100",
      LEADS_MAX_ATTEMPTS: "100",
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

  test("after kill -9 in the middle of a burst, every acknowledged lead is delivered on restart", async () => {
    const smtpPort = opsPort(21);
    const smtp = await startFakeSmtp(smtpPort);
    const env = {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: "comercial@gamadelivery.com.br",
      LEADS_RETRY_BASE_MS: "100",
    };
    try {
      const first = await startSite(opsPort(20), env);
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

      const second = await startSite(opsPort(20), env, first.dataDir);
      sites.push(second);
      await expect
        .poll(
          () => {
            const arrived = new Set(addressesIn(smtp.inbox));
            return acknowledged.filter((email) => !arrived.has(email)).length;
          },
          { timeout: 60_000, message: "acknowledged leads still missing after the restart" },
        )
        .toBe(0);
    } finally {
      smtp.server.close();
    }
  });

  test("1,000 submissions from 50 concurrent clients: no 5xx, every lead delivered once", async () => {
    const smtpPort = opsPort(31);
    const smtp = await startFakeSmtp(smtpPort);
    try {
      const site = await startSite(opsPort(30), {
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

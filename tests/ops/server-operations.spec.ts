import { statSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeSmtp } from "../support/fake-smtp";
import { DEMO_SUCCESS, demoBody, opsPort, postDemo, type Site, startSite, storedLead } from "./support";

/** What a visitor typed, chosen so that any of it in a log line is easy to spot. */
const visitor = {
  nome: "Zuleica Quaresma Vidigal",
  empresa: "Pastelaria Quaresma",
  whatsapp: "(31) 97777-1234",
};

test.describe("running the server", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  const sites: Site[] = [];
  test.afterEach(async () => {
    for (const site of sites.splice(0)) await site.stop();
  });

  test("logs are JSON lines with request ids and hold no visitor data when mail goes by SMTP", async () => {
    const smtp = await startFakeSmtp(opsPort(61));
    try {
      const site = await startSite(opsPort(60), {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "site@gamadelivery.com.br",
        MAIL_TO: "comercial@gamadelivery.com.br",
      });
      sites.push(site);
      const email = "zuleica.logs@exemplo.com.br";
      // A lead that is delivered, one that fails validation, and a page that does not exist.
      expect((await postDemo(site, demoBody(email, visitor))).text).toContain(DEMO_SUCCESS);
      const invalid = await postDemo(site, demoBody(email, { ...visitor, whatsapp: "123" }));
      expect(invalid.status).toBe(400);
      expect((await fetch(`${site.url}/nao-existe?email=${encodeURIComponent(email)}`)).status).toBe(404);
      await expect.poll(() => smtp.inbox.length, { timeout: 15_000 }).toBe(1);
      // A request's line is written when its response has gone, and reaches this process through a
      // pipe: on a busy machine the last one may still be on its way.
      const requestLines = () =>
        site
          .logs()
          .split("\n")
          .filter((line) => line.includes('"http.request"'));
      await expect.poll(() => requestLines().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);

      const lines = site
        .logs()
        .split("\n")
        .filter((line) => line.trim());
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      // One logger writes every line (request lines and events alike), so each has one shape.
      for (const entry of entries) {
        expect(Object.keys(entry).slice(0, 2), JSON.stringify(entry)).toEqual(["level", "time"]);
        expect(entry.level, JSON.stringify(entry)).toMatch(/^(info|warn|error)$/);
        expect(entry.event, JSON.stringify(entry)).toMatch(/^[a-z]+\.[a-z_]+$/);
      }
      // A subsystem's lines name it; a request's lines carry its id.
      expect(entries.find((e) => e.event === "lead.delivered")).toMatchObject({ subsystem: "worker" });
      const requests = entries.filter((e) => e.event === "http.request");
      expect(requests.length).toBeGreaterThanOrEqual(4);
      for (const request of requests) expect(request.requestId).toMatch(/^[\w.-]+$/);
      expect(entries.some((e) => e.event === "lead.stored")).toBe(true);
      const all = lines.join("\n");
      for (const value of [email, visitor.nome, visitor.empresa, visitor.whatsapp, "97777"]) {
        expect(all, `the log holds "${value}"`).not.toContain(value);
      }
    } finally {
      smtp.server.close();
    }
  });

  test("with the log transport, the payload line is the only one that holds the lead", async () => {
    const site = await startSite(opsPort(62), { MAIL_TRANSPORT: "log" });
    sites.push(site);
    const email = "zuleica.payload@exemplo.com.br";
    expect((await postDemo(site, demoBody(email, visitor))).text).toContain(DEMO_SUCCESS);
    await expect.poll(() => site.logs().includes(email), { timeout: 15_000 }).toBe(true);
    const holding = site
      .logs()
      .split("\n")
      .filter((line) => line.includes(email) || line.includes(visitor.nome));
    expect(holding).toHaveLength(1);
    const line = JSON.parse(holding[0] as string) as {
      event: string;
      lead: { payload: { from_email: string } };
    };
    expect(line.event).toBe("lead.payload");
    expect(line.lead.payload.from_email).toBe(email);
    // A production start (server.js) with this transport says, once, where the leads go.
    const warnings = site
      .logs()
      .split("\n")
      .filter((l) => l.includes('"event":"leads.log_transport_in_production"'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] as string)).toMatchObject({ level: "warn" });
    expect(warnings[0]).toContain("MAIL_TRANSPORT=log");
    // The lead file and its companions hold personal data: owner only.
    for (const file of ["leads.sqlite", "leads.sqlite-wal", "leads.sqlite-shm"]) {
      expect((statSync(join(site.dataDir, file)).mode & 0o777).toString(8), file).toBe("600");
    }
  });

  test("/readyz answers 503 with the reason while a lead waits too long, and 200 once it is delivered; /healthz stays 200", async () => {
    let hookStatus = 503;
    const hook = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.statusCode = hookStatus;
        res.end();
      });
    });
    await new Promise<void>((r) => hook.listen(opsPort(65), "127.0.0.1", r));
    try {
      const site = await startSite(opsPort(64), {
        MAIL_TRANSPORT: "webhook",
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${opsPort(65)}/leads`,
        LEADS_WEBHOOK_SECRET: "segredo-do-webhook-para-testes-123",
        LEADS_RETRY_BASE_MS: "100",
        LEADS_READY_MAX_PENDING_SECONDS: "1",
      });
      sites.push(site);
      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toEqual({ status: "ready", reasons: [] });
      expect((await postDemo(site, demoBody("prontidao@exemplo.com.br"))).text).toContain(DEMO_SUCCESS);
      await expect
        .poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 20_000 })
        .toBe(503);
      const body = (await (await fetch(`${site.url}/readyz`)).json()) as {
        status: string;
        reasons: string[];
      };
      expect(body.status).toBe("not ready");
      expect(body.reasons.join(" ")).toMatch(/oldest pending lead waiting \d+ s/);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

      hookStatus = 204;
      await expect
        .poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 60_000 })
        .toBe(200);
    } finally {
      hook.close();
    }
  });

  test("on SIGTERM during an SMTP send that hangs, the process exits 0 in time and the lead stays pending, then goes out after the restart", async () => {
    const smtp = await startFakeSmtp(opsPort(67));
    try {
      const env = {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "site@gamadelivery.com.br",
        MAIL_TO: "comercial@gamadelivery.com.br",
        LEADS_RETRY_BASE_MS: "100",
      };
      const site = await startSite(opsPort(66), env);
      sites.push(site);
      smtp.answer("stall");
      expect((await postDemo(site, demoBody("desligando@exemplo.com.br"))).text).toContain(DEMO_SUCCESS);
      await expect.poll(() => smtp.attempts.length).toBe(1);
      const leadId = String(smtp.attempts[0]).replace(/^<|@.*$/g, "");

      site.process.kill("SIGTERM");
      expect(await site.exited).toBe(0);
      expect(site.logs()).toContain('"event":"server.stopped"');
      expect(site.logs()).not.toContain('"event":"server.forced_exit"');
      // Not delivered, not lost: still queued, and not marked delivered.
      expect(storedLead(site.dataDir, leadId)?.status).toBe("pending");
      expect(smtp.inbox).toHaveLength(0);

      smtp.answer("accept");
      const again = await startSite(opsPort(66), env, site.dataDir);
      sites.push(again);
      await expect.poll(() => smtp.inbox.length, { timeout: 30_000 }).toBe(1);
      expect(smtp.inbox[0]?.messageId).toBe(smtp.attempts[0]);
      await expect.poll(() => storedLead(site.dataDir, leadId)?.status).toBe("delivered");
    } finally {
      smtp.server.close();
    }
  });

  test("on SIGTERM a form post in flight still gets its answer, new connections are refused, and the process exits 0 within 10 s", async () => {
    const site = await startSite(opsPort(63), { MAIL_TRANSPORT: "log" });
    sites.push(site);
    const body = demoBody("zuleica.desligando@exemplo.com.br", visitor);
    const port = new URL(site.url).port;

    // Send the headers and half of the body, so the request is in flight when the signal arrives.
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST /?index HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${site.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((r) => setTimeout(r, 300));

    const signalled = Date.now();
    site.process.kill("SIGTERM");
    await expect
      .poll(async () => (await fetch(`${site.url}/healthz`).catch(() => null)) === null, { timeout: 5_000 })
      .toBe(true);
    expect(site.process.exitCode).toBeNull();

    socket.write(body.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain(DEMO_SUCCESS);
    expect(await site.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(site.logs()).toContain('"event":"server.stopped"');
  });

  test("the harness refuses to start a server on a port another test's server holds, instead of testing that one", async () => {
    // Two files once chose the same offsets: the second server failed to bind, the first answered
    // its health check, and a test read the wrong server's logs. Each worker now has its own range.
    const site = await startSite(opsPort(68), { MAIL_TRANSPORT: "log" });
    sites.push(site);
    await expect(startSite(opsPort(68), { MAIL_TRANSPORT: "log" })).rejects.toThrow(
      `port ${opsPort(68)} is already in use`,
    );
  });
});

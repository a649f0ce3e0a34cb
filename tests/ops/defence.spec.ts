import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import * as demo from "../../app/forms/demo";
import { signWebhookBody } from "../../server/leads/transports.server";
import {
  DEMO_SUCCESS,
  demoBody,
  leadsCommand,
  NO_SCRIPT,
  opsPort,
  postDemo,
  type Site,
  startSite,
} from "./support";

const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
const REQUIRED = demo.requiredMessage;
/** The typed value is back in the named field of the page (either attribute order). */
const keeps = (name: string, value: string) =>
  new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"`);

/** A webhook receiver that keeps every request. */
async function webhookReceiver(port: number) {
  const received: {
    signature: string | undefined;
    timestamp: string | undefined;
    leadId: string | undefined;
    body: string;
  }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({
        signature: req.headers["x-gama-signature"] as string | undefined,
        timestamp: req.headers["x-gama-timestamp"] as string | undefined,
        leadId: req.headers["x-lead-id"] as string | undefined,
        body,
      });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const delivered = (address: string) =>
    received.filter((r) => r.body.includes(address)).map((r) => ({ ...r, lead: JSON.parse(r.body).lead }));
  return { received, delivered, close: () => server.close() };
}

test.describe("form defences", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  const webhookSecret = "segredo-do-webhook-para-testes-123";
  let site: Site;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;

  test.beforeAll(async () => {
    const hookPort = opsPort(41);
    hook = await webhookReceiver(hookPort);
    // FORM_MIN_FILL_SECONDS keeps its default (3 s).
    site = await startSite(opsPort(40), {
      MAIL_TRANSPORT: "webhook",
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/leads`,
      LEADS_WEBHOOK_SECRET: webhookSecret,
      LEADS_RETRY_BASE_MS: "200",
    });
  });
  test.afterAll(async () => {
    await site.stop();
    hook.close();
  });

  test("a lead reaches the webhook with an HMAC-SHA256 signature of its body and no signal", async () => {
    const address = email("webhook");
    const answer = await postDemo(site, demoBody(address));
    expect(answer.text).toContain(DEMO_SUCCESS);
    await expect.poll(() => hook.delivered(address).length).toBe(1);
    const [request] = hook.delivered(address);
    expect(request?.signature).toBe(
      signWebhookBody(request?.body ?? "", webhookSecret, request?.timestamp ?? "missing"),
    );
    expect(request?.lead.id).toBe(request?.leadId);
    expect(request?.lead.signals).toEqual([]);
  });

  test("a complete lead sent within a second (autofill) reaches sales with the signal shown", async () => {
    const withScript = email("autofill");
    const withoutScript = email("autofill-sem-js");
    expect((await postDemo(site, demoBody(withScript, { _fill: "700" }))).text).toContain(DEMO_SUCCESS);
    expect((await postDemo(site, demoBody(withoutScript, NO_SCRIPT))).text).toContain(DEMO_SUCCESS);
    await expect.poll(() => hook.delivered(withScript).length).toBe(1);
    await expect.poll(() => hook.delivered(withoutScript).length).toBe(1);
    expect(hook.delivered(withScript)[0]?.lead.signals).toEqual(["too_fast"]);
    expect(hook.delivered(withoutScript)[0]?.lead.signals).toEqual(["no_script"]);
    expect(site.logs()).toMatch(/"event":"form.weak_signals".*"signals":\["too_fast"\]/);
    expect(site.logs()).toMatch(/"event":"form.weak_signals".*"signals":\["no_script"\]/);
  });

  test("an empty form sent at once gets the required-fields message, with and without JavaScript", async () => {
    for (const body of [
      new URLSearchParams({ _form: "demo", _submission: randomUUID(), _fill: "400", website: "" }),
      new URLSearchParams({ _form: "demo", website: "" }),
    ]) {
      const answer = await postDemo(site, body.toString());
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(REQUIRED);
      expect(answer.text).not.toContain(DEMO_SUCCESS);
    }
  });

  test("a filled honeypot is held as spam, listed by the ops command and delivered once released", async () => {
    const trap = email("robo-isca");
    const answer = await postDemo(site, demoBody(trap, { website: "https://spam.example" }));
    expect(answer.text).toContain(DEMO_SUCCESS);
    await new Promise((r) => setTimeout(r, 800));
    expect(hook.delivered(trap)).toHaveLength(0);

    const listed = leadsCommand(site, "list", "--status", "spam");
    const ids = [...listed.matchAll(/^(\S+) .*spam_reason=honeypot$/gm)].map((m) => m[1] as string);
    const id = ids.find((candidate) => leadsCommand(site, "show", candidate).includes(trap));
    expect(id, listed).toBeDefined();
    expect(leadsCommand(site, "release", id as string)).toContain("1 lead(s) released");
    await expect.poll(() => hook.delivered(trap).length).toBe(1);
  });

  test("with JavaScript, the same submission posted twice makes one lead", async () => {
    const address = email("duplo");
    const body = demoBody(address);
    const [a, b] = await Promise.all([postDemo(site, body), postDemo(site, body)]);
    expect(a.text).toContain(DEMO_SUCCESS);
    expect(b.text).toContain(DEMO_SUCCESS);
    await expect.poll(() => hook.delivered(address).length).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(hook.delivered(address)).toHaveLength(1);
  });

  test("without JavaScript, the same body re-posted is one lead and two people are two leads", async () => {
    const first = email("recarregou");
    const second = email("outra-pessoa");
    const body = demoBody(first, NO_SCRIPT);
    expect((await postDemo(site, body)).text).toContain(DEMO_SUCCESS);
    expect((await postDemo(site, body)).text).toContain(DEMO_SUCCESS);
    expect((await postDemo(site, demoBody(second, { ...NO_SCRIPT, nome: "Outra Pessoa" }))).text).toContain(
      DEMO_SUCCESS,
    );
    await expect.poll(() => hook.delivered(first).length).toBe(1);
    await expect.poll(() => hook.delivered(second).length).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(hook.delivered(first)).toHaveLength(1);
  });

  test("a cross-origin post answers 403 with the page, the message and the values, and makes no lead", async () => {
    const address = email("outro-site");
    const answer = await postDemo(site, demoBody(address, { nome: "Rita Cruzada" }), {
      Origin: "https://site-malicioso.example",
    });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('<html lang="pt-BR"');
    expect(answer.text).toContain("Envio recusado");
    expect(answer.text).toMatch(keeps("nome", "Rita Cruzada"));
    await new Promise((r) => setTimeout(r, 500));
    expect(hook.delivered(address)).toHaveLength(0);
  });

  test("with TRUST_PROXY=0 a forged X-Forwarded-For does not buy a fresh allowance", async () => {
    const limited = await startSite(opsPort(42), { FORM_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const post = (forwardedFor: string) =>
        postDemo(limited, demoBody(email("limite")), { "X-Forwarded-For": forwardedFor });
      expect((await post("198.51.100.1")).status).toBe(200);
      expect((await post("198.51.100.2")).status).toBe(200);
      expect((await post("198.51.100.3")).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});

/** A POST as a TLS-terminating proxy forwards it (node:http, so the Host header is ours to set). */
function viaProxy(
  port: number,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/?index",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("behind a TLS-terminating proxy", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  const publicUrl = "https://www.gamadelivery.com.br";
  let site: Site;
  let port: number;

  test.beforeAll(async () => {
    port = opsPort(43);
    site = await startSite(port, { SITE_URL: publicUrl, TRUST_PROXY: "1", FORM_RATE_LIMIT_PER_MINUTE: "3" });
  });
  test.afterAll(async () => {
    await site.stop();
  });

  const forwarded = (client: string, host = "www.gamadelivery.com.br") => ({
    Host: host,
    Origin: publicUrl,
    "X-Forwarded-Proto": "https",
    "X-Forwarded-For": client,
  });

  test("an https SITE_URL without TRUST_PROXY refuses to start, with one line naming TRUST_PROXY", async () => {
    const child = spawn(process.execPath, ["server.js"], {
      env: {
        PATH: process.env.PATH,
        PORT: String(opsPort(44)),
        HOST: "127.0.0.1",
        SITE_URL: publicUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), "gama-ops-")),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (c) => {
      stderr += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(
      /^Invalid environment variable TRUST_PROXY: must be 1 or more when SITE_URL is https/,
    );
  });

  test("a form posted through the proxy is a lead, whatever Host the proxy passes on", async () => {
    for (const host of ["www.gamadelivery.com.br", `127.0.0.1:${port}`]) {
      const answer = await viaProxy(port, demoBody(email("proxy")), forwarded("198.51.100.20", host));
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
      expect(answer.text).toContain(DEMO_SUCCESS);
    }
  });

  test("rate limits count the visitor's address, one allowance per IPv6 /64, and a 429 says when to retry", async () => {
    const body = () => demoBody(email("limite"), { nome: "Paula Limite" });
    for (const client of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::3"]) {
      expect((await viaProxy(port, body(), forwarded(client))).status).toBe(200);
    }
    const limited = await viaProxy(port, body(), forwarded("2001:db8:1:2:abcd::4"));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.text).toContain("Você enviou muitos formulários em pouco tempo");
    expect(limited.text).toMatch(keeps("nome", "Paula Limite"));
    // Another /64, and an IPv4 visitor behind the same proxy, keep their own allowance.
    expect((await viaProxy(port, body(), forwarded("2001:db8:1:3::1"))).status).toBe(200);
    expect((await viaProxy(port, body(), forwarded("203.0.113.77"))).status).toBe(200);
  });
});

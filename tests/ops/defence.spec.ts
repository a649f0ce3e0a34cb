import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { signWebhookBody } from "../../server/leads/transports.server";
import {
  DEMO_SUCCESS,
  demoBody,
  formFields,
  opsPort,
  postDemo,
  type Site,
  signedToken,
  startSite,
} from "./support";

const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

test.describe("form defences", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  const webhookSecret = "segredo-do-webhook-para-testes-123";
  let site: Site;
  let hook: Server;
  const received: {
    signature: string | undefined;
    timestamp: string | undefined;
    leadId: string | undefined;
    body: string;
  }[] = [];

  test.beforeAll(async () => {
    const hookPort = opsPort(41);
    hook = createServer((req, res) => {
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
    await new Promise<void>((r) => hook.listen(hookPort, "127.0.0.1", r));
    site = await startSite(opsPort(40), {
      MAIL_TRANSPORT: "webhook",
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/leads`,
      LEADS_WEBHOOK_SECRET: webhookSecret,
      FORM_MIN_FILL_SECONDS: "3",
      FORM_RATE_LIMIT_PER_MINUTE: "6",
    });
  });
  test.afterAll(async () => {
    await site.stop();
    hook.close();
  });

  const delivered = (address: string) => received.filter((r) => r.body.includes(address));

  test("a lead reaches the webhook with an HMAC-SHA256 signature of its body", async () => {
    const address = email("webhook");
    const answer = await postDemo(site, demoBody(address, signedToken(site.dataDir, 10_000)));
    expect(answer.text).toContain(DEMO_SUCCESS);
    await expect.poll(() => delivered(address).length).toBe(1);
    const [request] = delivered(address);
    expect(request?.signature).toBe(
      signWebhookBody(request?.body ?? "", webhookSecret, request?.timestamp ?? "missing"),
    );
    expect(JSON.parse(request?.body ?? "{}").lead.id).toBe(request?.leadId);
  });

  test("the same rendered form posted twice makes one lead", async () => {
    const address = email("duplo");
    const body = demoBody(address, signedToken(site.dataDir, 10_000), randomUUID());
    const [a, b] = await Promise.all([postDemo(site, body), postDemo(site, body)]);
    expect(a.text).toContain(DEMO_SUCCESS);
    expect(b.text).toContain(DEMO_SUCCESS);
    await expect.poll(() => delivered(address).length).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(delivered(address)).toHaveLength(1);
  });

  test("a filled honeypot and a form sent faster than people type look successful but make no lead", async () => {
    const trap = email("robo-isca");
    const fast = email("robo-rapido");
    const honeypot = await postDemo(
      site,
      demoBody(trap, signedToken(site.dataDir, 10_000), randomUUID(), { website: "https://spam.example" }),
    );
    const { token } = await formFields(site);
    const tooFast = await postDemo(site, demoBody(fast, token));
    expect(honeypot.text).toContain(DEMO_SUCCESS);
    expect(tooFast.text).toContain(DEMO_SUCCESS);
    await new Promise((r) => setTimeout(r, 800));
    expect(delivered(trap)).toHaveLength(0);
    expect(delivered(fast)).toHaveLength(0);
    expect(site.logs()).toMatch(/"event":"form.spam_blocked".*"reason":"honeypot"/);
    expect(site.logs()).toMatch(/"event":"form.spam_blocked".*"reason":"too_fast"/);
  });

  test("a cross-origin post is refused and makes no lead", async () => {
    const address = email("outro-site");
    const answer = await postDemo(site, demoBody(address, signedToken(site.dataDir, 10_000)), {
      Origin: "https://site-malicioso.example",
    });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain("Envio recusado");
    await new Promise((r) => setTimeout(r, 500));
    expect(delivered(address)).toHaveLength(0);
  });

  test("over the per-minute limit a client gets 429 with a pt-BR message and its values kept", async () => {
    const post = (forwardedFor: string) =>
      postDemo(
        site,
        demoBody(email("limite"), signedToken(site.dataDir, 10_000), randomUUID(), { nome: "Paula Limite" }),
        {
          "X-Forwarded-For": forwardedFor,
        },
      );
    let last = { status: 0, text: "" };
    for (let i = 0; i < 8 && last.status !== 429; i++) last = await post("198.51.100.9");
    expect(last.status).toBe(429);
    expect(last.text).toContain("Você enviou muitos formulários em pouco tempo");
    expect(last.text).toMatch(/name="nome"[^>]*value="Paula Limite"|value="Paula Limite"[^>]*name="nome"/);
    // With TRUST_PROXY=0 a forged X-Forwarded-For does not buy a fresh allowance.
    expect((await post("203.0.113.50")).status).toBe(429);
  });
});

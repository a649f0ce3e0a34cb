import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { verifyWebhook } from "../../server/leads/transports.server";
import { type FakeRdStation, startFakeRdStation } from "../support/fake-rdstation";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { freePort } from "../support/postgres";
import { DEMO_SUCCESS, demoBody, leadsCommand, postDemo, type Site, startSite } from "./support";

// A Standard Webhooks secret, as an operator would make one: "whsec_" and the base64 of 32 bytes.
const WEBHOOK_SECRET = `whsec_${Buffer.from("segredo-do-webhook-para-testes-32").toString("base64")}`;
const RD_KEY = "chave-publica-rd-de-teste";
const SALES = "comercial@gamadelivery.com.br";

/**
 * A CRM endpoint that checks both signatures (the site's X-Gama one, and the Standard Webhooks one
 * with the `standardwebhooks` package) and counts each lead id it accepted.
 */
async function startWebhook() {
  const accepted: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const gama = verifyWebhook({
        body,
        timestamp: req.headers["x-gama-timestamp"] as string,
        signature: req.headers["x-gama-signature"] as string,
        secret: WEBHOOK_SECRET,
      });
      let standard = false;
      try {
        new Webhook(WEBHOOK_SECRET).verify(body, req.headers as Record<string, string>);
        standard = req.headers["webhook-id"] === req.headers["x-lead-id"];
      } catch {}
      const signed = gama && standard;
      if (signed) accepted.push(String(req.headers["x-lead-id"]));
      res.statusCode = signed ? 204 : 401;
      res.end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/leads`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The lead id the site gave a visitor's submission, from the sales e-mail's Reply-To. */
const leadIdFor = (smtp: FakeSmtp, email: string) =>
  smtp.inbox.find((m) => m.to === SALES && m.replyTo?.includes(email))?.messageId?.replace(/^<|@.*$/g, "");

test.describe("several destinations at once: SMTP, webhook and RD Station", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let smtp: FakeSmtp;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let rd: FakeRdStation;
  let site: Site;

  test.beforeAll(async () => {
    smtp = await startFakeSmtp();
    webhook = await startWebhook();
    rd = await startFakeRdStation(RD_KEY);
    site = await startSite(await freePort(), {
      LEAD_DESTINATIONS: "smtp,webhook,rdstation",
      LEAD_AUTOREPLY: "on",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: SALES,
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RDSTATION_API_KEY: RD_KEY,
      RDSTATION_API_URL: rd.url,
      LEADS_RETRY_BASE_MS: "100",
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await Promise.all([webhook?.close(), rd?.close()]);
    smtp?.server.close();
  });

  test("a lead reaches the sales inbox, the webhook and RD Station once, and the visitor gets one confirmation", async () => {
    const email = `tres-destinos-${randomUUID().slice(0, 6)}@exemplo.com.br`;
    const answer = await postDemo(site, demoBody(email, { nome: "Joana Prado" }));
    expect(answer.text).toContain(DEMO_SUCCESS);

    await expect.poll(() => rd.conversions.length).toBe(1);
    await expect.poll(() => webhook.accepted.length).toBe(1);
    await expect.poll(() => smtp.inbox.length).toBe(2);
    const leadId = leadIdFor(smtp, email) as string;
    expect(webhook.accepted).toEqual([leadId]);
    expect(rd.rejected).toEqual([]);
    expect(rd.conversions[0]).toMatchObject({
      conversion_identifier: "demonstracao",
      email,
      name: "Joana Prado",
    });

    // The confirmation: to the visitor, in Portuguese, with the demo form's promise.
    const toVisitor = smtp.inbox.filter((m) => m.to === email);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]?.subject).toBe("Recebemos o seu contato | Gama Delivery");
    expect(toVisitor[0]?.text).toContain("Olá, Joana!");
    expect(toVisitor[0]?.text).toContain("Recebemos o seu pedido de demonstração");
    expect(toVisitor[0]?.text).toContain("Nossa equipe comercial responde em até 2 horas úteis.");
    expect(toVisitor[0]?.text).not.toContain("Loja de Teste");
    expect(toVisitor[0]?.headers["auto-submitted"]).toBe("auto-generated");

    await expect.poll(() => leadsCommand(site, "show", leadId)).toContain("Status: delivered");
    const shown = leadsCommand(site, "show", leadId);
    for (const destination of ["autoreply", "rdstation", "smtp", "webhook"])
      expect(shown).toMatch(new RegExp(`^  ${destination}: delivered .* attempts 1$`, "m"));
  });

  test("with RD Station answering 503, the e-mail and the webhook go out once and the CRM gets the lead when it is back", async () => {
    const before = { mails: smtp.inbox.length, hooks: webhook.accepted.length, crm: rd.conversions.length };
    rd.down = true;
    const email = `crm-fora-${randomUUID().slice(0, 6)}@exemplo.com.br`;
    expect((await postDemo(site, demoBody(email))).text).toContain(DEMO_SUCCESS);

    await expect.poll(() => smtp.inbox.length).toBe(before.mails + 2);
    await expect.poll(() => webhook.accepted.length).toBe(before.hooks + 1);
    const leadId = leadIdFor(smtp, email) as string;
    // RD Station is retried (backoff from 100 ms) while the others are done.
    await expect
      .poll(
        () =>
          site.logs().match(/"event":"lead.delivery_failed"[^\n]*"destination":"rdstation"/g)?.length ?? 0,
      )
      .toBeGreaterThanOrEqual(3);
    const listed = leadsCommand(site, "list", "--status", "pending");
    expect(listed).toMatch(
      new RegExp(
        `${leadId} .*\\[autoreply=delivered rdstation=pending\\(\\d+\\) smtp=delivered webhook=delivered\\]`,
      ),
    );
    expect(leadsCommand(site, "show", leadId)).toMatch(
      /^ {2}rdstation: pending, attempts \d+, next attempt .*, last error: .*HTTP 503/m,
    );
    expect(leadsCommand(site, "list", "--destination", "rdstation")).toContain(leadId);

    rd.down = false;
    await expect.poll(() => rd.conversions.length, { timeout: 20_000 }).toBe(before.crm + 1);
    await expect.poll(() => leadsCommand(site, "show", leadId)).toContain("Status: delivered");
    // Nothing else was sent again meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.inbox).toHaveLength(before.mails + 2);
    expect(smtp.inbox.filter((m) => m.to === email)).toHaveLength(1);
    expect(webhook.accepted.filter((id) => id === leadId)).toHaveLength(1);
    expect(rd.conversions.filter((c) => c.email === email)).toHaveLength(1);
    const stats = JSON.parse(leadsCommand(site, "stats"));
    expect(stats.destinations.rdstation).toEqual({ pending: 0, delivered: 2, failed: 0, suppressed: 0 });
    expect(stats.destinations.smtp).toEqual({ pending: 0, delivered: 2, failed: 0, suppressed: 0 });
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  });
});

test.describe("LEAD_AUTOREPLY without SMTP", () => {
  test("refuses to start with one line naming the missing variable", async () => {
    const { spawnSync } = await import("node:child_process");
    const run = spawnSync(process.execPath, ["server.js"], {
      env: { PATH: process.env.PATH, PORT: String(await freePort()), LEAD_AUTOREPLY: "on" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(
      "Invalid environment variable SMTP_URL: is required when LEAD_AUTOREPLY=on",
    );
  });
});

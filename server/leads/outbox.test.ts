import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { createLogger } from "../runtime/logger.server";
import { createLead, type Lead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { createOutboxPipeline, NEWSLETTER_FORM_TYPE } from "./pipeline.server";
import type { LeadStore } from "./store.server";
import { until as waitUntil } from "./test-support.server";
import { createWebhookTransport, signWebhookBody, type Transport, verifyWebhook } from "./transports.server";
import { createDeliveryWorker, retryDelay, type WorkerOptions } from "./worker.server";

const lead = (email = "ana@exemplo.com.br", formType = "demonstracao"): Lead =>
  createLead({
    payload: { ...demoPayload({ nome: "Ana", email }, "comercial@gamadelivery.com.br"), form_type: formType },
    consentWording: null,
    attribution: {},
  });

let logs: string[];
const logger = () => createLogger((line) => logs.push(line));

/** A transport that fails the first `failures` calls, then records what it delivers. */
function flakyTransport(failures: number): Transport & { delivered: string[] } {
  let calls = 0;
  const delivered: string[] = [];
  return {
    name: "fake",
    delivered,
    async send(l) {
      calls += 1;
      if (calls <= failures) throw new Error("connection refused");
      delivered.push(l.id);
    },
  };
}

/** As the shared `until`, with this file's 5 s limit. */
const until = (condition: () => boolean | Promise<boolean>) => waitUntil(condition, 5000);

describe.each(storeKinds)("%s store", (kind) => {
  const fx = storeFixture(kind);
  let store: LeadStore;
  beforeEach(async () => {
    store = await fx.open();
    logs = [];
  });
  afterEach(() => store.close());
  const newWorker = (transport: Transport, options: Partial<WorkerOptions> = {}) =>
    createDeliveryWorker({
      store,
      transport,
      logger: logger(),
      retryForMs: 60_000,
      retryBaseMs: 10,
      ...options,
    });

  describe("lead store", () => {
    it("keeps a committed lead across a reopen of the file", async () => {
      const l = lead();
      await store.enqueue(l, "sub-1");
      await store.close();
      const reopened = await fx.open();
      expect((await reopened.get(l.id))?.lead).toEqual(l);
      expect(await reopened.counts()).toEqual({ pending: 1, delivered: 0, failed: 0, spam: 0 });
      await reopened.close();
    });

    it("stores one lead per submission id", async () => {
      const first = lead();
      expect((await store.enqueue(first, "sub-1")).duplicate).toBe(false);
      const again = await store.enqueue(lead(), "sub-1");
      expect(again).toEqual({ lead: first, duplicate: true });
      expect(await store.list()).toHaveLength(1);
    });

    it("lists by status and period, and retries failed leads", async () => {
      const a = lead();
      await store.enqueue(a, null);
      await store.claimDue("w", Date.now(), 1000, 10);
      await store.markAttemptFailed(a.id, "w", "boom", null);
      expect((await store.list({ status: "failed" })).map((s) => s.id)).toEqual([a.id]);
      expect(await store.list({ from: "2000-01-01", to: "2000-01-02" })).toHaveLength(0);
      expect(await store.retry("all-failed")).toBe(1);
      expect((await store.get(a.id))?.status).toBe("pending");
      expect((await store.get(a.id))?.attempts).toBe(0);
    });
  });

  describe("a re-sent form", () => {
    /** The fields of the one `lead.duplicate_ignored` line logged so far. */
    const duplicateLine = () => {
      const lines = logs.map((x) => JSON.parse(x)).filter((x) => x.event === "lead.duplicate_ignored");
      expect(lines).toHaveLength(1);
      return lines[0] as { leadId: string; discardedCopyId: string };
    };

    it("is logged under the stored lead's id, with the discarded copy's id beside it", async () => {
      const pipeline = createOutboxPipeline(store, { notify() {} }, logger());
      const first = lead();
      const copy = lead();
      await pipeline.submit(first, { submissionId: "sub-1" });
      expect(await pipeline.submit(copy, { submissionId: "sub-1" })).toEqual({ ok: true, duplicate: true });
      expect(duplicateLine()).toMatchObject({ leadId: first.id, discardedCopyId: copy.id });
      expect(await store.get(first.id)).toBeDefined();
      expect(await store.get(copy.id)).toBeUndefined();
    });

    it("names the address's stored sign-up when the newsletter address is already on the list", async () => {
      const pipeline = createOutboxPipeline(store, { notify() {} }, logger());
      const first = lead("leitor@exemplo.com.br", NEWSLETTER_FORM_TYPE);
      const repeat = lead("LEITOR@exemplo.com.br", NEWSLETTER_FORM_TYPE);
      await pipeline.submit(first, { storage: "newsletter", submissionId: "a" });
      await pipeline.submit(repeat, { storage: "newsletter", submissionId: "b" });
      expect(duplicateLine()).toMatchObject({ leadId: first.id, discardedCopyId: repeat.id });
      expect(await store.get(first.id)).toBeDefined();
    });
  });

  describe("delivery worker", () => {
    it("retries a failing transport and delivers exactly once", async () => {
      const transport = flakyTransport(2);
      const worker = newWorker(transport);
      const pipeline = createOutboxPipeline(store, worker, logger());
      worker.start();
      const l = lead();
      expect(await pipeline.submit(l, { submissionId: "s" })).toEqual({ ok: true, duplicate: false });
      await until(async () => (await store.get(l.id))?.status === "delivered");
      await worker.stop();
      expect(transport.delivered).toEqual([l.id]);
      expect((await store.get(l.id))?.attempts).toBe(3);
      expect(logs.filter((x) => x.includes('"event":"lead.delivery_failed"'))).toHaveLength(2);
    });

    it("parks a lead as failed at the end of the retry period, loudly", async () => {
      // Each failed attempt moves the clock 20 s on; the retry period is one minute.
      let skipped = 0;
      const transport: Transport = {
        name: "down",
        async send() {
          skipped += 20_000;
          throw new Error("connection refused");
        },
      };
      const worker = newWorker(transport, { now: () => Date.now() + skipped });
      worker.start();
      const l = lead();
      await store.enqueue(l, null);
      worker.notify();
      await until(async () => (await store.get(l.id))?.status === "failed");
      await worker.stop();
      expect(await store.get(l.id)).toMatchObject({ attempts: 3, lastError: "gave up: connection refused" });
      const parked = logs.find((x) => x.includes('"event":"lead.parked"'));
      expect(parked).toContain('"level":"error"');
      expect(parked).toContain(`npm run leads -- retry ${l.id}`);
    });

    it("finishes the delivery at hand when stopped", async () => {
      let release: () => void = () => {};
      let started = false;
      const delivered: string[] = [];
      const slow: Transport = {
        name: "slow",
        send: (l) =>
          new Promise<void>((resolve) => {
            started = true;
            release = () => {
              delivered.push(l.id);
              resolve();
            };
          }),
      };
      const worker = newWorker(slow);
      const l = lead();
      await store.enqueue(l, null);
      worker.start();
      await until(() => started);
      const stopped = worker.stop();
      release();
      await stopped;
      expect((await store.get(l.id))?.status).toBe("delivered");
    });
  });

  describe("newsletter", () => {
    it("keeps one row per address and sends its lead once", async () => {
      const transport = flakyTransport(0);
      const worker = newWorker(transport);
      const pipeline = createOutboxPipeline(store, worker, logger());
      worker.start();
      const first = await pipeline.submit(lead("leitor@exemplo.com.br", NEWSLETTER_FORM_TYPE), {
        storage: "newsletter",
        submissionId: "a",
      });
      const repeat = await pipeline.submit(lead("LEITOR@exemplo.com.br", NEWSLETTER_FORM_TYPE), {
        storage: "newsletter",
        submissionId: "b",
      });
      expect(first).toEqual({ ok: true, duplicate: false });
      expect(repeat).toEqual({ ok: true, duplicate: true });
      await until(() => transport.delivered.length === 1);
      await worker.stop();
      // Not a subscriber until the address confirms (double opt-in).
      expect(await store.newsletterCount()).toBe(0);
      expect(await store.list()).toHaveLength(1);
    });
  });
});

describe("backoff", () => {
  it("doubles from the base, caps, and jitters within the upper half", async () => {
    expect(retryDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelay(3, 1000, 60_000, () => 1)).toBe(4000);
    expect(retryDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
    expect(retryDelay(20, 1000, 60_000, () => 0)).toBe(30_000);
  });
});

describe("webhook transport", () => {
  let server: Server;
  let received: { headers: Record<string, string | string[] | undefined>; body: string }[];
  let answer = 200;
  let url: string;

  beforeEach(async () => {
    received = [];
    answer = 200;
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/leads`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));

  it("posts the lead as JSON with a verifiable HMAC-SHA256 signature and the lead id", async () => {
    const secret = "segredo-de-teste-com-32-caracteres";
    const transport = createWebhookTransport({ url, secret });
    const l = lead();
    await transport.send(l);
    const [request] = received;
    const body = request?.body ?? "";
    const timestamp = String(request?.headers["x-gama-timestamp"]);
    const signature = String(request?.headers["x-gama-signature"]);
    expect(request?.headers["x-lead-id"]).toBe(l.id);
    expect(request?.headers["content-type"]).toContain("application/json");
    expect(timestamp).toMatch(/^\d{10}$/);
    expect(signature).toBe(signWebhookBody(body, secret, timestamp));
    expect(verifyWebhook({ body, timestamp, signature, secret })).toBe(true);
    // A receiver refuses another secret, a changed body, a changed time and a replay after 5 minutes.
    expect(verifyWebhook({ body, timestamp, signature, secret: "outro-segredo-qualquer" })).toBe(false);
    expect(verifyWebhook({ body: `${body} `, timestamp, signature, secret })).toBe(false);
    expect(verifyWebhook({ body, timestamp: String(Number(timestamp) + 1), signature, secret })).toBe(false);
    expect(verifyWebhook({ body, timestamp, signature, secret, nowSeconds: Number(timestamp) + 301 })).toBe(
      false,
    );
    expect(JSON.parse(request?.body ?? "{}")).toEqual({ event: "lead.created", lead: l });
  });

  it("also signs with the Standard Webhooks headers, which the standardwebhooks package verifies", async () => {
    // The spec's form of a secret ("whsec_" and base64), given to the receiver as it is.
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const l = lead();
    await createWebhookTransport({ url, secret }).send(l);
    const [request] = received;
    const body = request?.body ?? "";
    const headers = {
      "webhook-id": String(request?.headers["webhook-id"]),
      "webhook-timestamp": String(request?.headers["webhook-timestamp"]),
      "webhook-signature": String(request?.headers["webhook-signature"]),
    };
    expect(headers["webhook-id"]).toBe(l.id);
    expect(headers["webhook-timestamp"]).toBe(String(request?.headers["x-gama-timestamp"]));
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ event: "lead.created", lead: l });

    // Another secret, a changed body, a changed id, and a request older than 5 minutes are refused.
    const refused = (verify: () => unknown) => expect(verify).toThrow(WebhookVerificationError);
    refused(() => new Webhook(`whsec_${randomBytes(32).toString("base64")}`).verify(body, headers));
    refused(() => new Webhook(secret).verify(`${body} `, headers));
    refused(() => new Webhook(secret).verify(body, { ...headers, "webhook-id": "outro-id" }));
    const old = String(Number(headers["webhook-timestamp"]) - 301);
    refused(() => new Webhook(secret).verify(body, { ...headers, "webhook-timestamp": old }));

    // A retry is the same message: same id, so the receiver drops the copy it already has.
    await createWebhookTransport({ url, secret }).send(l);
    expect(received[1]?.headers["webhook-id"]).toBe(l.id);
  });

  it("keys the Standard Webhooks signature with an older secret's own bytes (the library's raw format)", async () => {
    const secret = "segredo-de-teste-com-32-caracteres";
    await createWebhookTransport({ url, secret }).send(lead());
    const [request] = received;
    const headers = Object.fromEntries(
      ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [
        name,
        String(request?.headers[name]),
      ]),
    );
    expect(new Webhook(secret, { format: "raw" }).verify(request?.body ?? "", headers)).toMatchObject({
      event: "lead.created",
    });
    // The existing X-Gama signature is unchanged by the new headers.
    const timestamp = String(request?.headers["x-gama-timestamp"]);
    expect(request?.headers["x-gama-signature"]).toBe(
      signWebhookBody(request?.body ?? "", secret, timestamp),
    );
  });

  it("carries a campaign page's address beside the UTM fields, in lead.attribution", async () => {
    const l = lead();
    l.attribution = {
      page: "/black-friday?utm_source=instagram",
      campaign: "black-friday",
      utm_source: "instagram",
    };
    await createWebhookTransport({ url, secret: "x".repeat(32) }).send(l);
    const body = JSON.parse(received[0]?.body ?? "{}") as { event: string; lead: Lead };
    expect(body.event).toBe("lead.created");
    expect(body.lead.attribution).toEqual({
      page: "/black-friday?utm_source=instagram",
      campaign: "black-friday",
      utm_source: "instagram",
    });
  });

  it("fails on a non-2xx answer and on a timeout", async () => {
    answer = 500;
    await expect(createWebhookTransport({ url, secret: "x".repeat(32) }).send(lead())).rejects.toThrow(
      /HTTP 500/,
    );
    const hanging = createServer(() => {});
    await new Promise<void>((r) => hanging.listen(0, "127.0.0.1", r));
    const address = hanging.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const transport = createWebhookTransport({
      url: `http://127.0.0.1:${port}/`,
      secret: "x".repeat(32),
      timeoutMs: 100,
    });
    await expect(transport.send(lead())).rejects.toThrow();
    hanging.closeAllConnections();
    hanging.close();
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeRdStation, startFakeRdStation } from "../../tests/support/fake-rdstation";
import { createLogger } from "../runtime/logger.server";
import { createLead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { createRdStationTransport } from "./rdstation.server";
import { SqliteLeadStore } from "./store.server";
import { until } from "./test-support.server";
import { createSmtpTransport, type Transport } from "./transports.server";
import { createDeliveryWorker } from "./worker.server";

const DAY = 24 * 60 * 60_000;
const RD_KEY = "chave-publica-valida-do-rd";

/**
 * A destination that refuses the site's own credentials (a wrong SMTP password, a deactivated RD
 * Station key) is the operator's fix for the whole queue: every lead waits and is retried, an
 * error-level line says which setting to correct, and nothing is parked.
 */
describe("refused credentials", () => {
  let dir: string;
  let store: SqliteLeadStore;
  let logs: Record<string, unknown>[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "leads-credentials-"));
    store = new SqliteLeadStore(dir);
    logs = [];
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const worker = (transport: Transport) =>
    createDeliveryWorker({
      store,
      transports: [transport],
      logger: createLogger((line) => logs.push(JSON.parse(line))),
      retryForMs: 5 * DAY,
      retryBaseMs: 10,
      retryMaxMs: 20,
      pollMs: 10,
    });

  async function pendingAfterRetries(transport: Transport) {
    const lead = createLead({
      payload: demoPayload({ nome: "Ana", email: "ana@exemplo.com.br" }, "comercial@gamadelivery.com.br"),
      consentWording: null,
      attribution: {},
    });
    await store.enqueue(lead, null);
    const running = worker(transport);
    running.start();
    try {
      await until(async () => ((await store.get(lead.id))?.attempts ?? 0) >= 3);
    } finally {
      await running.stop();
    }
    return lead.id;
  }

  const alerts = () => logs.filter((line) => line.event === "lead.delivery_failed" && line.level === "error");

  it("retries RD Station's 401 (a deactivated key) and alerts, instead of parking the lead", async () => {
    const rd: FakeRdStation = await startFakeRdStation(RD_KEY);
    try {
      const id = await pendingAfterRetries(
        createRdStationTransport({ apiKey: "chave-desativada-no-rd", apiUrl: rd.url }),
      );
      expect(await store.get(id)).toMatchObject({ status: "pending" });
      expect(logs.filter((line) => line.event === "lead.parked")).toEqual([]);
      expect(alerts()[0]).toMatchObject({
        destination: "rdstation",
        reason: "credentials_refused",
        action: expect.stringContaining("correct RDSTATION_API_KEY and restart the server"),
      });
      // The key is corrected and the server restarted: the waiting lead goes out, once.
      const fixed = worker(createRdStationTransport({ apiKey: RD_KEY, apiUrl: rd.url }));
      fixed.start();
      try {
        await until(async () => (await store.get(id))?.status === "delivered");
      } finally {
        await fixed.stop();
      }
      expect(rd.conversions).toHaveLength(1);
    } finally {
      await rd.close();
    }
  });

  it("retries a refused SMTP login (535) and alerts the same way, naming SMTP_URL", async () => {
    // nodemailer marks every 5xx reply `permanent`, the login's 535 included: it was parked.
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(_auth, _session, callback) {
        callback(new Error("Invalid username or password"));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtp = createSmtpTransport({
      url: `smtp://site:senha-errada@127.0.0.1:${port}`,
      from: "site@gamadelivery.com.br",
      to: "comercial@gamadelivery.com.br",
      messageIdDomain: "www.gamadelivery.com.br",
      requireTls: false,
    });
    try {
      const id = await pendingAfterRetries(smtp);
      expect(await store.get(id)).toMatchObject({ status: "pending" });
      expect(logs.filter((line) => line.event === "lead.parked")).toEqual([]);
      expect(alerts()[0]).toMatchObject({
        destination: "smtp",
        reason: "credentials_refused",
        action: expect.stringContaining("correct SMTP_URL"),
      });
      expect(String(alerts()[0]?.error)).toMatch(/535/);
    } finally {
      smtp.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

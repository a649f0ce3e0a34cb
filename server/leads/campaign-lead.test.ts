import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleLeadForms, leadForm } from "../../app/forms/action.server";
import * as demo from "../../app/forms/demo";
import type { FormResult } from "../../app/forms/result";
import { type FakeRdStation, startFakeRdStation } from "../../tests/support/fake-rdstation";
import { type FakeSmtp, startFakeSmtp } from "../../tests/support/fake-smtp";
import type { Services } from "../http/context.server";
import { FormGuard } from "../http/form-guard.server";
import { RateLimiter } from "../http/rate-limit.server";
import { parseEnv } from "../runtime/env.server";
import { createLogger } from "../runtime/logger.server";
import { createOutboxPipeline } from "./pipeline.server";
import { createRdStationTransport } from "./rdstation.server";
import { type LeadStore, SqliteLeadStore } from "./store.server";
import { runCli, runWorkerUntil } from "./test-support.server";
import { createSmtpTransport, type Transport } from "./transports.server";
import { createDeliveryWorker } from "./worker.server";

/**
 * A demo request posted on a campaign page's action, from the form to sales: stored with the
 * campaign, delivered by the worker to the SMTP catcher and RD Station, and counted by the report.
 */
describe("a lead from a campaign page", () => {
  const API_KEY = "chave-publica-de-teste";
  let dir: string;
  let store: LeadStore;
  let smtp: FakeSmtp;
  let rd: FakeRdStation;
  let transports: Transport[];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "campaign-lead-"));
    store = new SqliteLeadStore(dir);
    smtp = await startFakeSmtp();
    rd = await startFakeRdStation(API_KEY);
    transports = [
      createSmtpTransport({
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: "site@gamadelivery.com.br",
        to: "comercial@gamadelivery.com.br",
        messageIdDomain: "gamadelivery.com.br",
      }),
      createRdStationTransport({ apiKey: API_KEY, apiUrl: rd.url }),
    ];
  });
  afterEach(async () => {
    for (const transport of transports) transport.close?.();
    smtp.server.close();
    await rd.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reaches the sales e-mail, RD Station and the report with the campaign named", async () => {
    const logger = createLogger(() => {});
    const worker = createDeliveryWorker({ store, transports, logger, retryForMs: 60_000, retryBaseMs: 10 });
    const services: Services = {
      env: parseEnv({ SITE_URL: "https://www.gamadelivery.com.br", TRUST_PROXY: "1" }),
      logger,
      formGuard: new FormGuard({ minFillMs: 0 }),
      rateLimiter: new RateLimiter(100),
      signingKey: Buffer.alloc(32, 5),
      client: { ip: "203.0.113.10", requestId: "test" },
      leads: createOutboxPipeline(store, worker, logger),
    };
    const request = new Request("https://www.gamadelivery.com.br/black-friday", {
      method: "POST",
      body: new URLSearchParams({
        _form: "demo",
        _submission: "campanha-1",
        _fill: "9000",
        page: "/black-friday?utm_source=instagram&utm_campaign=bf-2026",
        utm_source: "instagram",
        utm_campaign: "bf-2026",
        nome: "Ana Souza",
        empresa: "Brasa Viva Burger",
        email: "ana@brasaviva.com.br",
        whatsapp: "11987654321",
        faturamento: "10k-50k",
        unidades: "2-5",
        segmento: "hamburgueria",
        aceitaPrivacidade: "on",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const response = (await handleLeadForms(request, services, [leadForm(demo)], {
      campaign: "black-friday",
    })) as unknown as { data: FormResult };
    expect(response.data.status).toBe("success");

    await runWorkerUntil(worker, () => smtp.inbox.length === 1 && rd.conversions.length === 1);
    expect(smtp.inbox[0]?.text).toContain(
      [
        "Página de origem: /black-friday?utm_source=instagram&utm_campaign=bf-2026",
        "Campanha (página de campanha): black-friday",
        "utm_source: instagram",
        "utm_campaign: bf-2026",
      ].join("\n"),
    );
    expect(rd.rejected).toEqual([]);
    expect(rd.conversions[0]).toMatchObject({
      conversion_identifier: "campanha-black-friday",
      traffic_campaign: "bf-2026",
    });

    const day = (offset: number) =>
      new Date(Date.now() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const report = await runCli({ DATA_DIR: dir }, "report", "--from", day(-1), "--to", day(1));
    expect(report.out).toMatch(/\nPor campanha \(página de campanha\)\n {2}black-friday +1 +100,0\s?%\n/);
  });
});

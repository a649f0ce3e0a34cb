import { expect, test } from "@playwright/test";
import { startFakeSmtp } from "../support/fake-smtp";
import { DEMO_SUCCESS, demoBody, opsPort, postDemo, startSite } from "./support";

/** The value of one sample (`name{labels} value`) in a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) return Number(match[3]);
  }
  return undefined;
}

test("METRICS_PORT serves Prometheus metrics on its own port: pages, leads and requests with bounded labels", async () => {
  test.setTimeout(90_000);
  const smtp = await startFakeSmtp(opsPort(88));
  const metricsUrl = `http://127.0.0.1:${opsPort(87)}/metrics`;
  const site = await startSite(opsPort(86), {
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "site@gamadelivery.com.br",
    MAIL_TO: "comercial@gamadelivery.com.br",
    METRICS_PORT: String(opsPort(87)),
  });
  try {
    // A page rendered once, then served from the page store; a made-up address; a lead.
    for (let i = 0; i < 2; i++) expect((await fetch(`${site.url}/planos`)).status).toBe(200);
    expect((await fetch(`${site.url}/blog/um-post-que-nao-existe-123`)).status).toBe(404);
    expect((await postDemo(site, demoBody("metricas@exemplo.com.br"))).text).toContain(DEMO_SUCCESS);
    await expect.poll(() => smtp.inbox.length, { timeout: 15_000 }).toBe(1);

    // The site's own port has no metrics.
    const publicMetrics = await fetch(`${site.url}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain("gama_");
    // The metrics port serves /metrics only.
    expect((await fetch(metricsUrl.replace("/metrics", "/planos"))).status).toBe(404);

    // The delivery is recorded in the store just after the send: poll until the scrape shows it.
    let text = "";
    await expect
      .poll(
        async () => {
          text = await (await fetch(metricsUrl)).text();
          return sample(text, "gama_lead_deliveries", { destination: "smtp", status: "delivered" });
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(sample(text, "gama_leads_accepted_total", { form: "demonstracao" })).toBe(1);
    expect(sample(text, "gama_lead_deliveries_total", { destination: "smtp", outcome: "delivered" })).toBe(1);
    expect(sample(text, "gama_lead_deliveries", { destination: "smtp", status: "pending" })).toBe(0);
    expect(sample(text, "gama_lead_deliveries", { destination: "smtp", status: "parked" })).toBe(0);
    expect(sample(text, "gama_lead_delivery_latency_seconds_count", { destination: "smtp" })).toBe(1);
    expect(sample(text, "gama_lead_delivery_latency_seconds_sum", { destination: "smtp" })).toBeGreaterThan(
      0,
    );
    expect(sample(text, "gama_lead_oldest_pending_age_seconds")).toBe(0);
    expect(sample(text, "gama_lead_store_readable")).toBe(1);

    // Requests by route pattern, method and status; never the raw address.
    expect(
      sample(text, "gama_http_request_duration_seconds_count", {
        route: "/planos",
        method: "GET",
        status: "200",
      }),
    ).toBe(2);
    expect(
      sample(text, "gama_http_request_duration_seconds_count", {
        route: "/blog/:id",
        method: "GET",
        status: "404",
      }),
    ).toBe(1);
    expect(
      sample(text, "gama_http_request_duration_seconds_count", { route: "/", method: "POST", status: "200" }),
    ).toBe(1);
    expect(
      sample(text, "gama_http_request_duration_seconds_count", {
        route: "healthz",
        method: "GET",
        status: "200",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("um-post-que-nao-existe");
    expect(text).not.toContain("metricas@");

    // The page store: /planos missed once and hit once; it holds bytes.
    expect(sample(text, "gama_page_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "gama_page_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "gama_page_cache_bytes", { store: "pages" })).toBeGreaterThan(1000);
    expect(sample(text, "gama_page_cache_evictions_total", { store: "pages" })).toBe(0);
    // The event loop's lag, from prom-client's default metrics.
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  } finally {
    await site.stop();
    smtp.server.close();
  }
});

test("without METRICS_PORT nothing is served", async () => {
  const site = await startSite(opsPort(89), { MAIL_TRANSPORT: "log" });
  try {
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404);
    expect(site.logs()).not.toContain('"event":"metrics.started"');
  } finally {
    await site.stop();
  }
});

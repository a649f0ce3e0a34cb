/**
 * Prometheus metrics (prom-client), served on their own port (METRICS_PORT) and never on the site's.
 * Each replica serves its own: its requests, its page store, its event loop, the leads it took and
 * delivered; the lead store's gauges read the store every replica shares, so they are the same on
 * each (aggregate them with max, not sum).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import type { LeadStore } from "../leads/store.server";
import { routePatternOf } from "../pages/page-address.server";
import type { PageCache } from "../pages/page-cache.server";
import type { LogFields, Logger } from "../runtime/logger.server";

/** What the HTTP layer reports; absent when metrics are off, so nothing is measured then. */
export interface HttpMetrics {
  /** Starts timing a request; recorded when its response is done (or its connection closed). */
  request(req: IncomingMessage, res: ServerResponse): void;
  /** A kept page's answer: from the store (`hit`) or rendered for it (`miss`). */
  pageServed(result: "hit" | "miss"): void;
  /** The page store whose size and evictions each scrape reads. */
  watchPageCache(pages: PageCache): void;
  /** The build whose routes label the requests. */
  labelRoutesOf(build: ServerBuild): void;
}

export interface Metrics extends HttpMetrics {
  registry: Registry;
  /** Counts the lead events the site logs (pino's logMethod hook hands every line's fields here). */
  observeEvent(fields: LogFields): void;
  /** The shared lead store, read at each scrape for the pending, parked and delivered gauges. */
  watchStore(store: Pick<LeadStore, "deliveryCounts" | "oldestPendingSince">): void;
}

/** Store statuses as an operator names them: a failed delivery is a parked one. */
const STATUS_LABEL = {
  pending: "pending",
  delivered: "delivered",
  failed: "parked",
  suppressed: "suppressed",
};

/**
 * A request's route label: its route's pattern (`/blog/:id`), or one of a few fixed names for what
 * no page route answers. Never the raw path, so the label has a bounded set of values.
 */
function routeLabel(path: string, routeOf: ((path: string) => string | null) | undefined): string {
  if (!path.startsWith("/")) return "invalid";
  if (path === "/healthz" || path === "/readyz") return path.slice(1);
  if (path.startsWith("/assets/")) return "assets";
  // Navigation data (`/planos.data`) belongs to its page's route.
  const data = path.endsWith(".data");
  const pattern = routeOf?.(data ? path.slice(0, -".data".length) : path) ?? null;
  // A file with an extension that only the not-found route would match: a public file (or none).
  if ((pattern === null || pattern === "/*") && !data && /\.[a-z0-9]+$/i.test(path)) return "static";
  return pattern ?? "unmatched";
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process and Node.js metrics, among them the event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const accepted = new Counter({
    name: "gama_leads_accepted_total",
    help: "Leads stored by this replica (the visitor saw the success message), by form",
    labelNames: ["form"],
    registers: [registry],
  });
  const outcomes = new Counter({
    name: "gama_lead_deliveries_total",
    help: "Delivery attempts made by this replica, by destination and outcome (delivered, retry, parked, suppressed)",
    labelNames: ["destination", "outcome"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "gama_lead_delivery_latency_seconds",
    help: "Time from a lead's acceptance to its delivery at a destination",
    labelNames: ["destination"],
    buckets: [0.1, 0.5, 1, 2, 5, 15, 60, 300, 900, 3600, 6 * 3600, 24 * 3600],
    registers: [registry],
  });

  let store: Pick<LeadStore, "deliveryCounts" | "oldestPendingSince"> | undefined;
  type StoreReading = {
    counts: Awaited<ReturnType<LeadStore["deliveryCounts"]>>;
    oldestPendingSince: number | null;
  } | null;
  // A scrape collects every metric at once: the gauges below share one read of the store.
  let reading: Promise<StoreReading> | null = null;
  const readStore = (): Promise<StoreReading> => {
    if (!store) return Promise.resolve(null);
    const from = store;
    reading ??= Promise.all([from.deliveryCounts(), from.oldestPendingSince()])
      .then(([counts, oldestPendingSince]) => ({ counts, oldestPendingSince }))
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  new Gauge({
    name: "gama_lead_store_readable",
    help: "1 when this scrape could read the lead store, 0 when it could not (the lead gauges are then absent)",
    registers: [registry],
    async collect() {
      if (store) this.set((await readStore()) ? 1 : 0);
    },
  });
  new Gauge({
    name: "gama_lead_deliveries",
    help: "Deliveries in the shared lead store now, by destination and status (pending, parked, delivered, suppressed)",
    labelNames: ["destination", "status"],
    registers: [registry],
    async collect() {
      const read = await readStore();
      this.reset();
      for (const [destination, byStatus] of Object.entries(read?.counts ?? {}))
        for (const [status, n] of Object.entries(byStatus))
          this.set({ destination, status: STATUS_LABEL[status as keyof typeof STATUS_LABEL] ?? status }, n);
    },
  });
  new Gauge({
    name: "gama_lead_oldest_pending_age_seconds",
    help: "How long the longest-waiting pending lead has waited (0 when none waits)",
    registers: [registry],
    async collect() {
      const read = await readStore();
      this.reset();
      if (!read) return;
      const since = read.oldestPendingSince;
      this.set(since === null ? 0 : Math.max(0, (Date.now() - since) / 1000));
    },
  });

  const http = new Histogram({
    name: "gama_http_request_duration_seconds",
    help: "HTTP requests by route (its pattern, /* for not found; or assets, static, healthz, readyz, unmatched, invalid), method and status, with their duration",
    labelNames: ["route", "method", "status"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let routeOf: ((path: string) => string | null) | undefined;

  const lookups = new Counter({
    name: "gama_page_cache_requests_total",
    help: "Kept-page answers, by result: hit (from the store) or miss (rendered for the request)",
    labelNames: ["result"],
    registers: [registry],
  });
  let pages: PageCache | undefined;
  new Gauge({
    name: "gama_page_cache_bytes",
    help: "Bytes the page store holds, by store (pages: addresses without a query; variants: queries and not-found pages)",
    labelNames: ["store"],
    registers: [registry],
    collect() {
      if (!pages) return;
      this.set({ store: "pages" }, pages.pages.calculatedSize);
      this.set({ store: "variants" }, pages.variants.calculatedSize);
    },
  });
  new Gauge({
    name: "gama_page_cache_entries",
    help: "Pages the page store holds, by store",
    labelNames: ["store"],
    registers: [registry],
    collect() {
      if (!pages) return;
      this.set({ store: "pages" }, pages.pages.size);
      this.set({ store: "variants" }, pages.variants.size);
    },
  });
  new Counter({
    name: "gama_page_cache_evictions_total",
    help: "Pages pushed out of the page store to make room, by store",
    labelNames: ["store"],
    registers: [registry],
    collect() {
      if (!pages) return;
      // The store counts; each scrape copies its totals.
      this.reset();
      this.inc({ store: "pages" }, pages.evictions.pages);
      this.inc({ store: "variants" }, pages.evictions.variants);
    },
  });

  return {
    registry,
    observeEvent(fields) {
      switch (fields.event) {
        case "lead.stored":
          accepted.inc({ form: String(fields.formType) });
          break;
        case "lead.delivered":
          outcomes.inc({ destination: String(fields.destination), outcome: "delivered" });
          if (typeof fields.sinceAcceptedMs === "number")
            latency.observe({ destination: String(fields.destination) }, fields.sinceAcceptedMs / 1000);
          break;
        case "lead.delivery_failed":
          outcomes.inc({ destination: String(fields.destination), outcome: "retry" });
          break;
        case "lead.parked":
          outcomes.inc({ destination: String(fields.destination), outcome: "parked" });
          break;
        case "lead.delivery_suppressed":
          outcomes.inc({ destination: String(fields.destination), outcome: "suppressed" });
          break;
      }
    },
    watchStore(leadStore) {
      store = leadStore;
    },
    request(req, res) {
      const started = performance.now();
      res.once("close", () => {
        // Read when done: by then the absolute form (`GET http://host/path`) is read as its path.
        const path = (req.url ?? "/").split("?")[0] as string;
        http.observe(
          { route: routeLabel(path, routeOf), method: req.method ?? "", status: String(res.statusCode) },
          (performance.now() - started) / 1000,
        );
      });
    },
    pageServed(result) {
      lookups.inc({ result });
    },
    watchPageCache(cache) {
      pages = cache;
    },
    labelRoutesOf(build) {
      routeOf = routePatternOf(build);
    },
  };
}

/**
 * The metrics server: GET /metrics and nothing else, on its own port, bound like the site (HOST),
 * so the public proxy (which routes to PORT only) never exposes it.
 */
export function serveMetrics(metrics: Metrics, port: number, host: string, logger: Logger): Server {
  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      logger.error("metrics.scrape_failed", {
        error: error instanceof Error ? error.message : String(error),
      });
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Metrics unavailable\n");
    }
  });
  server.listen(port, host, () => logger.info("metrics.started", { url: `http://${host}:${port}/metrics` }));
  return server;
}

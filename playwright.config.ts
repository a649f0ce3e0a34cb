import { defineConfig, devices } from "@playwright/test";

/**
 * Which shard of a `--shard=i/n` run this is (1 when unsharded). Each shard on one machine gets its own
 * ports and data folder, so `npm run test:e2e -- --shard=1/2` and `-- --shard=2/2` can run side by side.
 * The runner reads it from its arguments and hands it to its workers (which load this file again with
 * other arguments) through the environment.
 */
const shardArg = process.argv.findIndex((arg) => arg.startsWith("--shard"));
if (shardArg >= 0) {
  const value = process.argv[shardArg]?.includes("=")
    ? process.argv[shardArg]?.split("=")[1]
    : process.argv[shardArg + 1];
  process.env.E2E_SHARD = value?.split("/")[0] ?? "1";
}
const shard = Number(process.env.E2E_SHARD ?? 1);

/**
 * The first of the run's ports: E2E_PORT_BASE (default 3100) moves them all, so two checkouts can test at
 * once; each shard adds 1,000. The site, the fake SMTP server and its inbox take the first three, the
 * production-install check base + 90, the editor's dev server base + 198, and the ops tests' servers
 * base + 100 onwards (tests/ops/support.ts).
 */
export const portBase = Number(process.env.E2E_PORT_BASE ?? 3100) + (shard - 1) * 1000;
const base = portBase;
export const ports = { site: base, smtp: base + 1, inbox: base + 2 } as const;
export const siteUrl = `http://127.0.0.1:${ports.site}`;
/** The e2e server's data folder, one per port base, so two runs never empty each other's store. */
export const dataDir = `tests/.artifacts/data-${base}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Maps virtual:content/* (made by the build) to the content loader: tests import app modules.
  tsconfig: "./tests/tsconfig.json",
  fullyParallel: true,
  workers: 2,
  // One retry, as Playwright's own template has on CI: a test that fails and then passes is printed
  // as "flaky" at the end of the run (a bug to fix, named in the output), and a test that fails twice
  // fails the run. On a shared 2-core machine, 825 browser tests have failed one at a time, each for
  // a different timing reason, each fixed once found.
  retries: 1,
  forbidOnly: true,
  // The list for people; the JSON report for `npm run test:budget`, which prints each project's time.
  reporter: [["list"], ["json", { outputFile: "tests/.artifacts/last-run.json" }]],
  // The end of the output names the slowest files, so a CI run that takes long says where.
  reportSlowTests: { max: 12, threshold: 60_000 },
  timeout: 30_000,
  use: {
    baseURL: siteUrl,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    // What the server alone decides (status, headers, HTML, feeds), asked with plain requests and read
    // with an HTML parser: no browser starts (tests/request/).
    { name: "request", testDir: "tests/request" },
    // The browser tests run with JavaScript on. A test tagged @no-js runs with JavaScript off as well,
    // because JavaScript changes what happens there (a form, a widget, navigation); one tagged
    // @no-js-only runs with JavaScript off alone. `npm run test:budget` counts the runs.
    {
      name: "js",
      grepInvert: /@no-js-only/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      name: "no-js",
      grep: /@no-js/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
    // Operator checks that need no browser: install and start, faults, defences, replicas. Tests tagged
    // @heavy (a 1,000-lead load, repeats of a fault on the second store) run with `npm run test:heavy`.
    { name: "ops", testDir: "tests/ops", grepInvert: /@heavy/ },
    ...(process.env.HEAVY === "1" ? [{ name: "ops-heavy", testDir: "tests/ops", grep: /@heavy/ }] : []),
  ],
  webServer: [
    {
      command: `node tests/support/fake-smtp.ts ${ports.smtp} ${ports.inbox}`,
      url: `http://127.0.0.1:${ports.inbox}/healthz`,
      reuseExistingServer: false,
    },
    {
      // The production build, as `npm start` serves it.
      command: `rm -rf ${dataDir} && node server.js`,
      url: `${siteUrl}/healthz`,
      reuseExistingServer: false,
      env: {
        PORT: String(ports.site),
        HOST: "127.0.0.1",
        SITE_URL: siteUrl,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        MAIL_FROM: "site@gamadelivery.com.br",
        MAIL_TO: "comercial@gamadelivery.com.br",
        DATA_DIR: dataDir,
        FORM_RATE_LIMIT_PER_MINUTE: "10000",
        // Every test address is at exemplo.com.br: the run sends far more confirmations to one domain
        // than a real hour would (each address still gets one a day, as in production).
        NEWSLETTER_CONFIRM_LIMIT_PER_DOMAIN_PER_HOUR: "10000",
        NEWSLETTER_CONFIRM_LIMIT_PER_HOUR: "10000",
        // FORM_MIN_FILL_SECONDS keeps its default (3 s): a browser in a test fills a form faster
        // than that, like a person using autofill, and its lead must still reach the inbox.
        LEADS_RETRY_BASE_MS: "200",
      },
    },
  ],
});

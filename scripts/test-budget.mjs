// `npm run test:budget`: how many browser runs the end-to-end suite holds, per spec file, and how long
// each project took in the last run. A browser run costs about a second of a 2-core machine, a request
// a few milliseconds: a check of status, headers or HTML belongs in tests/request/, logic in a unit
// test, and a browser test runs with JavaScript off as well only where JavaScript changes what happens
// (@no-js). The run fails when the browser runs (projects js and no-js) pass BROWSER_RUN_BUDGET.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const BROWSER_RUN_BUDGET = 300;
// `--times`: print only the last run's times (npm test calls it again once the end-to-end run is over).
const timesOnly = process.argv.includes("--times");
const browserProjects = new Set(["js", "no-js"]);

function lastRunTimes() {
  const report = "tests/.artifacts/last-run.json";
  if (!existsSync(report)) {
    console.log(`no last run recorded yet (${report} is written by npm run test:e2e)`);
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(report, "utf8"));
  /** Busy time per project: the sum of its tests' durations (the workers run several at once). */
  const busy = new Map();
  const count = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        count.set(t.projectName, (count.get(t.projectName) ?? 0) + 1);
        for (const r of t.results) busy.set(t.projectName, (busy.get(t.projectName) ?? 0) + r.duration);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
  console.log(
    `last run (${stats.startTime}): ${minutes(stats.duration)} wall clock, ${stats.expected} passed,` +
      ` ${stats.unexpected} failed, ${stats.flaky} flaky; each project's tests' own time (two workers run at once):`,
  );
  for (const [p, ms] of [...busy].sort((a, b) => b[1] - a[1]))
    console.log(`  ${p.padEnd(8)} ${String(count.get(p)).padStart(4)} tests  ${minutes(ms)}`);
}
if (timesOnly) {
  lastRunTimes();
  process.exit(0);
}

const listing = execFileSync(
  process.execPath,
  ["node_modules/.bin/playwright", "test", "--list", "--reporter=list"],
  {
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
    maxBuffer: 64 * 1024 * 1024,
  },
);

/** runs[file][project] = how many tests of that file run in that project. */
const runs = new Map();
const projects = new Set();
for (const line of listing.split("\n")) {
  const match = line.match(/^\s*\[([\w-]+)\] › (?:\.\.\/)*(?:[\w-]+\/)*([\w.-]+\.spec\.ts):\d+/);
  if (!match) continue;
  const [, project, file] = match;
  projects.add(project);
  const perProject = runs.get(file) ?? new Map();
  perProject.set(project, (perProject.get(project) ?? 0) + 1);
  runs.set(file, perProject);
}
if (runs.size === 0) {
  console.error(`test:budget: playwright listed no tests:\n${listing}`);
  process.exit(1);
}

const order = [
  "request",
  "js",
  "no-js",
  "ops",
  ...[...projects].filter((p) => !["request", "js", "no-js", "ops"].includes(p)),
].filter((p) => projects.has(p));
const browserRuns = (perProject) =>
  [...perProject].filter(([p]) => browserProjects.has(p)).reduce((sum, [, n]) => sum + n, 0);
const rows = [...runs].sort((a, b) => browserRuns(b[1]) - browserRuns(a[1]) || a[0].localeCompare(b[0]));
const pad = (text, width) => String(text).padStart(width);
const width = Math.max(...rows.map(([file]) => file.length), 10);

console.log(`${"spec file".padEnd(width)} ${order.map((p) => pad(p, 8)).join(" ")} ${pad("browser", 8)}`);
const totals = new Map();
for (const [file, perProject] of rows) {
  for (const [p, n] of perProject) totals.set(p, (totals.get(p) ?? 0) + n);
  console.log(
    `${file.padEnd(width)} ${order.map((p) => pad(perProject.get(p) ?? "", 8)).join(" ")} ${pad(browserRuns(perProject) || "", 8)}`,
  );
}
const browserTotal = browserRuns(totals);
console.log(
  `${"total".padEnd(width)} ${order.map((p) => pad(totals.get(p) ?? 0, 8)).join(" ")} ${pad(browserTotal, 8)}`,
);

console.log("");
lastRunTimes();

if (browserTotal > BROWSER_RUN_BUDGET) {
  console.error(
    `\ntest:budget: ${browserTotal} browser runs, over the budget of ${BROWSER_RUN_BUDGET}. Move checks of status, ` +
      "headers or HTML to tests/request/, logic to a unit test, and tag @no-js only where JavaScript changes what happens.",
  );
  process.exit(1);
}
console.log(`\n${browserTotal} browser runs, within the budget of ${BROWSER_RUN_BUDGET}.`);

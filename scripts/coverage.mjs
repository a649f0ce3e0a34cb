// `npm run coverage`: line coverage of app/ and server/, from
//   1. the unit tests (Vitest's V8 coverage, converted to Istanbul by @vitest/coverage-v8), and
//   2. the production server under the request and browser tests (Playwright projects request, js,
//      no-js; not the operator projects): a build with source maps for the server bundle only
//      (COVERAGE_BUILD=1, vite.config.ts), run by playwright.coverage.config.ts with NODE_V8_COVERAGE,
//      converted to Istanbul against the source files by ast-v8-to-istanbul, the converter Vitest uses.
// A line counts when a statement starting on it ran in either. Prints app/, server/ and the total
// (unit, server, both) and writes tests/.artifacts/coverage/summary.json and coverage-final.json
// (the merged Istanbul map, for any Istanbul report). Arguments go to Playwright (a spec file, say).
// Leaves build/ as the coverage build (the same client, a server bundle with .map files beside it).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import convert from "ast-v8-to-istanbul";
import libCoverage from "istanbul-lib-coverage";
import { parseAstAsync } from "vite";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "tests/.artifacts/coverage");
const unitDir = join(out, "unit");
const serverDir = join(out, "server-v8");
const folders = ["app", "server"];
const bin = (name) => join(root, "node_modules/.bin", name);

/** Runs a command in the project root, its output shown; returns its exit status. */
function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].map((a) => relative(root, a) || a).join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(serverDir, { recursive: true });

const unitStatus = run(bin("vitest"), [
  "run",
  "--coverage.enabled",
  "--coverage.provider=v8",
  "--coverage.reporter=json",
  "--coverage.reportOnFailure",
  `--coverage.reportsDirectory=${unitDir}`,
  ...folders.map((folder) => `--coverage.include=${folder}/**`),
  "--coverage.exclude=**/test-support.server.ts",
]);

const buildStatus = run(bin("react-router"), ["build"], { COVERAGE_BUILD: "1" });
if (buildStatus !== 0) process.exit(buildStatus);

const e2eStatus = run(
  bin("playwright"),
  ["test", "-c", join(root, "playwright.coverage.config.ts"), ...process.argv.slice(2)],
  { SERVER_COVERAGE_DIR: serverDir },
);

/** The server's V8 coverage of build/server, as Istanbul data about the source files. */
async function serverCoverage() {
  const map = libCoverage.createCoverageMap({});
  const bundle = `${pathToFileURL(join(root, "build/server")).href}/`;
  const files = readdirSync(serverDir).filter((name) => name.endsWith(".json"));
  if (files.length === 0)
    console.error(`\nno V8 coverage in ${relative(root, serverDir)}: did the server stop?`);
  for (const name of files) {
    const { result } = JSON.parse(readFileSync(join(serverDir, name), "utf8"));
    for (const script of result) {
      if (!script.url.startsWith(bundle) || !script.url.endsWith(".js")) continue;
      const file = fileURLToPath(script.url);
      const code = readFileSync(file, "utf8");
      const sourceMap = JSON.parse(readFileSync(`${file}.map`, "utf8"));
      // Absolute source paths, so both halves name a file the same way.
      sourceMap.sources = sourceMap.sources.map((source) => resolve(dirname(file), source));
      delete sourceMap.sourceRoot;
      map.merge(
        await convert({ code, ast: parseAstAsync(code), wrapperLength: 0, coverage: script, sourceMap }),
      );
    }
  }
  return map;
}

const inFolders = (file) => folders.some((folder) => file.startsWith(join(root, folder) + sep));
const unitFile = join(unitDir, "coverage-final.json");
const unit = libCoverage.createCoverageMap(
  existsSync(unitFile) ? JSON.parse(readFileSync(unitFile, "utf8")) : {},
);
const server = await serverCoverage();
unit.filter(inFolders);
server.filter(inFolders);

/** Per file: each line a statement starts on, and whether the unit tests and the server ran it. */
const lines = new Map();
for (const [which, map] of [
  ["unit", unit],
  ["server", server],
]) {
  for (const file of map.files()) {
    const byLine = lines.get(file) ?? new Map();
    lines.set(file, byLine);
    for (const [line, count] of Object.entries(map.fileCoverageFor(file).getLineCoverage())) {
      const seen = byLine.get(line) ?? { unit: false, server: false };
      if (count > 0) seen[which] = true;
      byLine.set(line, seen);
    }
  }
}

const tally = () => ({ lines: 0, unit: 0, server: 0, both: 0 });
const summary = Object.fromEntries([...folders.map((f) => `${f}/`), "total"].map((key) => [key, tally()]));
for (const [file, byLine] of lines) {
  const folder = `${relative(root, file).split(sep)[0]}/`;
  for (const seen of byLine.values()) {
    for (const t of [summary[folder], summary.total]) {
      t.lines++;
      if (seen.unit) t.unit++;
      if (seen.server) t.server++;
      if (seen.unit || seen.server) t.both++;
    }
  }
}
const pct = (n, total) => (total === 0 ? 0 : Math.round((1000 * n) / total) / 10);

const merged = libCoverage.createCoverageMap(unit.toJSON());
merged.merge(server);
writeFileSync(join(out, "coverage-final.json"), JSON.stringify(merged.toJSON()));
const commit = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
const report = {
  commit,
  date: new Date().toISOString(),
  files: lines.size,
  tests: { unit: unitStatus === 0 ? "passed" : "failed", e2e: e2eStatus === 0 ? "passed" : "failed" },
  lines: Object.fromEntries(
    Object.entries(summary).map(([key, t]) => [
      key,
      {
        lines: t.lines,
        covered: t.both,
        pct: pct(t.both, t.lines),
        unitPct: pct(t.unit, t.lines),
        serverPct: pct(t.server, t.lines),
      },
    ]),
  ),
};
writeFileSync(join(out, "summary.json"), `${JSON.stringify(report, null, 2)}\n`);

console.log(`\nLine coverage (${lines.size} files, commit ${commit.slice(0, 7)})`);
console.log("folder    lines  unit tests  server under e2e   both");
for (const [key, t] of Object.entries(summary)) {
  console.log(
    `${key.padEnd(8)} ${String(t.lines).padStart(6)}  ${`${pct(t.unit, t.lines)}%`.padStart(10)}  ${`${pct(t.server, t.lines)}%`.padStart(15)}  ${`${pct(t.both, t.lines)}%`.padStart(6)}`,
  );
}
console.log(
  `\n${relative(root, join(out, "summary.json"))}, ${relative(root, join(out, "coverage-final.json"))}`,
);
if (unitStatus !== 0 || e2eStatus !== 0) {
  console.error(
    `\nsome tests failed (unit: exit ${unitStatus}, e2e: exit ${e2eStatus}): the figures above include what ran`,
  );
  process.exit(1);
}

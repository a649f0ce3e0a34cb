// `npm run check:content [-- --against REF]`: what a content-only change needs before it goes live.
//   1. Reads and checks every file under content/ with the build's own loader (a broken file stops
//      here with its file, field and problem, as `npm run build` says it).
//   2. Builds the site (`npm run build`).
//   3. Starts that build in this process and renders every page the content makes
//      (scripts/content-check/pages.ts) and every page of the sitemap: each must answer 200 and show
//      its title. Every internal link and image on them must answer 200.
//   4. With --against REF (a branch, tag or commit: origin/main): builds REF in a git worktree in a
//      temporary folder (its node_modules a link to this one when the lock files match, else
//      `npm ci` there), compares the visible text of every page of both sitemaps
//      (scripts/compare-text.mjs) and lists the pages whose text changed with the changed lines,
//      then takes screenshots of those pages, as they are now, at 390 and 1366 px.
// Writes tests/.artifacts/content-check/: changes.txt (the text diff) and the screenshots.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

// React and React Router pick their production code when they load, as under server.js: set before
// anything imports them.
process.env.NODE_ENV = "production";
const { load } = await import("cheerio");
const { loadContent, ContentError } = await import("../app/content/schema/load.ts");
const { checkNamedLinks, namedLinks } = await import("../app/content/schema/code-links.ts");
const { contentDir } = await import("./vite-content.ts");
const { pageChecks } = await import("./content-check/pages.ts");
const { compareText, launchChromium, serve } = await import("./compare-text.mjs");

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "tests/.artifacts/content-check");
const { values: options } = parseArgs({ options: { against: { type: "string" } } });
const began = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const problems = [];

// 1. The content, read and checked as the build reads it.
let t = Date.now();
const dir = contentDir(root);
let content;
try {
  content = await loadContent(dir, { publicDir: join(root, "public") });
  checkNamedLinks(content, namedLinks(content));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`check:content: ${error.message}`);
  process.exit(1);
}
const files = (function count(folder) {
  return readdirSync(folder).reduce((n, name) => {
    const path = join(folder, name);
    return n + (statSync(path).isDirectory() ? count(path) : 1);
  }, 0);
})(dir);
console.log(`content: ${files} files under ${relative(root, dir)}/ read and checked (${seconds(t)})`);

// 2. The build.
/** Runs a command; its output is shown only when it fails. */
function quietly(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, COVERAGE_BUILD: "" },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status})`);
  }
}
const build = (cwd) => quietly(join(cwd, "node_modules/.bin/react-router"), ["build"], cwd);
t = Date.now();
build(root);
console.log(`build: ${seconds(t)}`);

// 3. Every page, rendered by the build in this process.
/** A port nothing listens on now. */
async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}
t = Date.now();
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const { start } = await import(pathToFileURL(join(root, "build/server/index.js")).href);
const server = await start({
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: site,
  DATA_DIR: mkdtempSync(join(tmpdir(), "check-content-data-")),
  LOG_REQUESTS: "false",
});
if (!server.listening) await new Promise((r) => server.once("listening", r));

/** Paths (with their query) of a site's sitemap. */
async function sitemapPaths(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1].replaceAll("&amp;", "&"));
    return `${u.pathname}${u.search}`;
  });
}
const squash = (text) => text.replace(/\s+/g, " ").trim();
const checks = pageChecks(content);
const sitemap = await sitemapPaths(site);
const paths = [...new Set([...checks.map((c) => c.path), ...sitemap])];
/** Internal addresses found on the pages, each with the first page that has it. */
const links = new Map();
const LINKS = [
  ["a[href]", "href"],
  ["link[href]", "href"],
  ["img[src]", "src"],
  ["script[src]", "src"],
  ["img[srcset]", "srcset"],
  ["source[srcset]", "srcset"],
  ["video[poster]", "poster"],
  ['meta[property="og:image"]', "content"],
  ['meta[name="twitter:image"]', "content"],
];
for (const path of paths) {
  const response = await fetch(`${site}${path}`, { redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) {
    problems.push(`${path}: answered ${response.status}`);
    continue;
  }
  const $ = load(html);
  const heading = `${squash($("h1").text())} | ${squash($("title").text())}`;
  const text = `${squash($("body").text())} ${$("img[alt]")
    .map((_, el) => $(el).attr("alt"))
    .get()
    .join(" ")}`;
  const mine = checks.filter((c) => c.path === path);
  if (mine.length === 0 || mine.some((c) => c.title === null)) {
    if (!squash($("title").text()) || $("h1").length === 0)
      problems.push(`${path}: has no <title> or no <h1>`);
  }
  for (const check of mine) {
    if (check.title === null) continue;
    const where = check.in === "heading" ? heading : text;
    if (!where.includes(squash(check.title)))
      problems.push(
        `${path}: does not show "${check.title}" (content/${check.source}) ${check.in === "heading" ? "as its heading" : "in its text"}`,
      );
  }
  for (const [selector, attribute] of LINKS) {
    $(selector).each((_, el) => {
      const value = $(el).attr(attribute) ?? "";
      const candidates =
        attribute === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0]) : [value];
      for (const candidate of candidates) {
        if (!candidate || /^(mailto|tel|data|javascript):/i.test(candidate)) continue;
        const target = new URL(candidate, `${site}${path}`);
        if (target.origin !== site && target.origin !== new URL(site).origin) continue;
        const key = `${target.pathname}${target.search}`;
        if (!links.has(key)) links.set(key, path);
      }
    });
  }
}
console.log(`pages: ${paths.length} rendered, each 200 with its title (${seconds(t)})`);
t = Date.now();
const queue = [...links.keys()];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
      const response = await fetch(`${site}${link}`, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200)
        problems.push(`${links.get(link)}: links to ${link}, which answers ${response.status}`);
    }
  }),
);
console.log(`links: ${links.size} internal links and images, each 200 (${seconds(t)})`);

// 4. What changed against REF: the visible text of every page, and screenshots of those that changed.
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
if (options.against) {
  t = Date.now();
  const sha = git("rev-parse", "--verify", `${options.against}^{commit}`).stdout.trim();
  if (!sha) {
    console.error(`check:content: ${options.against} is not a commit here (git fetch it first)`);
    process.exit(2);
  }
  const base = mkdtempSync(join(tmpdir(), "check-content-base-"));
  const started = [];
  const browser = await launchChromium();
  try {
    const added = git("worktree", "add", "--detach", base, sha);
    if (added.status !== 0) throw new Error(added.stderr);
    const sameLock =
      git("show", `${sha}:package-lock.json`).stdout ===
      readFileSync(join(root, "package-lock.json"), "utf8");
    if (sameLock) symlinkSync(join(root, "node_modules"), join(base, "node_modules"), "dir");
    else quietly("npm", ["ci", "--no-audit", "--no-fund"], base);
    build(base);
    const before = await serve(base, await freePort(), started);
    console.log(
      `against ${options.against} (${sha.slice(0, 7)}): built${sameLock ? "" : " after npm ci"} (${seconds(t)})`,
    );

    t = Date.now();
    const beforePaths = await sitemapPaths(before);
    const all = [...new Set([...sitemap, ...beforePaths])];
    const differing = await compareText(browser, before, site, all);
    const report = differing.map(({ path, changes }) => `## ${path}\n${changes.join("\n")}\n`).join("\n");
    await writeFile(join(out, "changes.txt"), report || "No page's visible text changed.\n");
    console.log(`\npages whose visible text changed: ${differing.length} of ${all.length} (${seconds(t)})`);
    if (report) console.log(`\n${report}`);

    t = Date.now();
    const shots = [];
    for (const width of [390, 1366]) {
      const context = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 768 },
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const { path, changes } of differing) {
        // A page that no longer answers 200 has nothing to show.
        if (changes[0]?.startsWith("status") && !changes[0].endsWith("-> 200")) continue;
        await page.goto(`${site}${path}`, { waitUntil: "networkidle" });
        const name =
          path === "/"
            ? "inicio"
            : path
                .slice(1)
                .replace(/[^a-z0-9]+/gi, "-")
                .replace(/-$/, "");
        const file = join(out, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        shots.push(relative(root, file));
      }
      await context.close();
    }
    if (shots.length) console.log(`screenshots (${seconds(t)}):\n  ${shots.join("\n  ")}`);
  } finally {
    await browser.close();
    for (const child of started) child.kill("SIGTERM");
    git("worktree", "remove", "--force", base);
    if (existsSync(base)) rmSync(base, { recursive: true, force: true });
  }
}

if (problems.length) {
  console.error(`\ncheck:content: ${problems.length} problems\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`\ncheck:content passed in ${seconds(began)}`);
process.exit(0);

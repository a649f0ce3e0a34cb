// `npm run check:content [-- --against REF]`: what a content-only change needs before it goes live.
//   1. Reads and checks every file under content/ with the build's own loader (a broken file stops
//      here with its file, field and problem, as `npm run build` says it).
//   2. Builds the site (`npm run build`).
//   3. Starts that build in this process and renders every page the content makes
//      (scripts/content-check/pages.ts) and every page of the sitemap: each must answer 200 and show
//      its title. Every internal link and image on them must answer 200.
//   4. With --against REF (a branch, tag or commit: origin/main): builds REF in a git worktree in a
//      temporary folder (its node_modules a link to this one when the lock files match, else
//      `npm ci` there), alongside steps 2 and 3. Of every page of both sitemaps, those whose HTML
//      could show other text (scripts/content-check/text-diff.ts, pageFingerprint) are read by
//      Chromium on both builds (scripts/compare-text.mjs); the pages whose visible text changed are
//      listed with the changed lines and photographed, as they are now, at 390 and 1366 px.
// Writes tests/.artifacts/content-check/: changes.txt (the text diff) and the screenshots.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

// React and React Router pick their production code when they load, as under server.js: set before
// anything imports them. Commands started here get the environment as it was (with
// NODE_ENV=production, `npm ci` would leave out the dev dependencies the build needs).
const inherited = { ...process.env };
process.env.NODE_ENV = "production";
const { load } = await import("cheerio");
const { loadContent, ContentError } = await import("../app/content/schema/load.ts");
const { checkNamedLinks, namedLinks } = await import("../app/content/schema/code-links.ts");
const { contentDir } = await import("./vite-content.ts");
const { pageChecks } = await import("./content-check/pages.ts");
const { pageFingerprint } = await import("./content-check/text-diff.ts");
const { compareText, launchChromium, serve } = await import("./compare-text.mjs");

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "tests/.artifacts/content-check");
const { values: options } = parseArgs({ options: { against: { type: "string" } } });
const began = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const problems = [];
const cleanups = [];

/** Runs a command; its output is shown only when it fails. */
function quietly(command, args, cwd) {
  return new Promise((done, fail) => {
    // COVERAGE_BUILD would add source maps (npm run coverage): this is the production build. Under
    // `npm run`, npm_config_local_prefix names this project, and an `npm ci` in REF's folder would
    // install here instead.
    const { npm_config_local_prefix: _here, ...env } = inherited;
    const child = spawn(command, args, { cwd, env: { ...env, COVERAGE_BUILD: "" } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", fail);
    child.on("close", (code) =>
      code === 0
        ? done()
        : fail(new Error(`${output}\n${command} ${args.join(" ")} failed in ${cwd} (exit ${code})`)),
    );
  });
}
const git = async (...args) => {
  const child = spawn("git", args, { cwd: root });
  let stdout = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  const code = await new Promise((r) => child.on("close", r));
  return { code, stdout };
};
const build = (cwd) => quietly(join(cwd, "node_modules/.bin/react-router"), ["build"], cwd);

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/** Paths (with their query) of a site's sitemap. */
async function sitemapPaths(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1].replaceAll("&amp;", "&"));
    return `${u.pathname}${u.search}`;
  });
}

/** REF checked out in a temporary folder and built there, started as soon as the content is read. */
async function buildRef(ref) {
  const sha = (await git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`)).stdout.trim();
  if (!sha) throw new Error(`${ref} is not a commit here (git fetch it first)`);
  const dir = mkdtempSync(join(tmpdir(), "check-content-base-"));
  cleanups.push(async () => {
    await git("worktree", "remove", "--force", dir);
    rmSync(dir, { recursive: true, force: true });
  });
  if ((await git("worktree", "add", "--detach", dir, sha)).code !== 0)
    throw new Error(`git worktree add ${ref} failed`);
  const lock = (await git("show", `${sha}:package-lock.json`)).stdout;
  const sameLock = lock === readFileSync(join(root, "package-lock.json"), "utf8");
  if (sameLock) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  else await quietly("npm", ["ci", "--no-audit", "--no-fund"], dir);
  await build(dir);
  return { dir, sha, sameLock };
}

async function main() {
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
    return 1;
  }
  const files = (function count(folder) {
    return readdirSync(folder).reduce((n, name) => {
      const path = join(folder, name);
      return n + (statSync(path).isDirectory() ? count(path) : 1);
    }, 0);
  })(dir);
  console.log(`content: ${files} files under ${relative(root, dir)}/ read and checked (${seconds(t)})`);
  const againstStarted = Date.now();
  const base = options.against ? buildRef(options.against) : null;
  // Settled here so a failure waits for its turn below instead of ending the process.
  base?.catch(() => {});

  // 2. The build.
  t = Date.now();
  await build(root);
  console.log(`build: ${seconds(t)}`);

  // 3. Every page, rendered by the build in this process.
  t = Date.now();
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const { start } = await import(pathToFileURL(join(root, "build/server/index.js")).href);
  const dataDir = mkdtempSync(join(tmpdir(), "check-content-data-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await start({
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: site,
    DATA_DIR: dataDir,
    LOG_REQUESTS: "false",
  });
  if (!server.listening) await new Promise((r) => server.once("listening", r));

  const squash = (text) => text.replace(/\s+/g, " ").trim();
  const checks = pageChecks(content);
  const sitemap = await sitemapPaths(site);
  const paths = [...new Set([...checks.map((c) => c.path), ...sitemap])];
  /** Each rendered page's status and fingerprint, for the comparison. */
  const rendered = new Map();
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
    rendered.set(path, { status: response.status, fingerprint: pageFingerprint(html) });
    if (response.status !== 200) {
      problems.push(`${path}: answered ${response.status}`);
      continue;
    }
    const $ = load(html);
    const heading = `${squash($("h1").text())} | ${squash($("title").text())}`;
    const alts = $("img[alt]")
      .map((_, el) => $(el).attr("alt"))
      .get();
    const text = `${squash($("body").text())} ${alts.join(" ")}`;
    const mine = checks.filter((c) => c.path === path);
    if (
      (mine.length === 0 || mine.some((c) => c.title === null)) &&
      (!squash($("title").text()) || !$("h1").length)
    )
      problems.push(`${path}: has no <title> or no <h1>`);
    for (const check of mine) {
      if (check.title === null) continue;
      if (!(check.in === "heading" ? heading : text).includes(squash(check.title)))
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
          if (target.origin !== site) continue;
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
  if (base) {
    let ref;
    try {
      ref = await base;
    } catch (error) {
      console.error(`check:content: could not build ${options.against}: ${error.message}`);
      return 1;
    }
    const started = [];
    cleanups.unshift(async () => {
      for (const child of started) child.kill("SIGTERM");
    });
    const before = await serve(ref.dir, await freePort(), started);
    console.log(
      `against ${options.against} (${ref.sha.slice(0, 7)}): built${ref.sameLock ? "" : " after npm ci"} alongside the steps above (${seconds(againstStarted)} from its start)`,
    );

    t = Date.now();
    const all = [...new Set([...sitemap, ...(await sitemapPaths(before))])];
    const candidates = [];
    for (const path of all) {
      const response = await fetch(`${before}${path}`, { redirect: "manual" });
      const then = { status: response.status, fingerprint: pageFingerprint(await response.text()) };
      let now = rendered.get(path);
      if (!now) {
        const answer = await fetch(`${site}${path}`, { redirect: "manual" });
        now = { status: answer.status, fingerprint: pageFingerprint(await answer.text()) };
      }
      if (then.status !== now.status || then.fingerprint !== now.fingerprint) candidates.push(path);
    }
    const browser = await launchChromium();
    cleanups.unshift(() => browser.close());
    const differing = await compareText(browser, before, site, candidates);
    const report = differing
      .map(({ path, changes }) => {
        if (changes[0] === "status 404 -> 200")
          return `## ${path} (new page)\n${changes.filter((line) => line.startsWith("+ ")).join("\n")}\n`;
        if (changes[0]?.startsWith("status 200 -> "))
          return `## ${path} (now answers ${changes[0].slice(14)})\n`;
        return `## ${path}\n${changes.join("\n")}\n`;
      })
      .join("\n");
    await writeFile(join(out, "changes.txt"), report || "No page's visible text changed.\n");
    console.log(
      `\npages whose visible text changed: ${differing.length} of ${all.length} (${candidates.length} read by Chromium; ${seconds(t)})`,
    );
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
        await page.goto(`${site}${path}`, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        const name =
          path === "/"
            ? "inicio"
            : path
                .slice(1)
                .replace(/[^a-z0-9]+/gi, "-")
                .replace(/-$/, "");
        // JPEG: a long page's PNG takes seconds to encode and megabytes to attach; the text is in changes.txt.
        const file = join(out, `${name}-${width}.jpg`);
        await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 85 });
        shots.push(relative(root, file));
      }
      await context.close();
    }
    if (shots.length) console.log(`screenshots (${seconds(t)}):\n  ${shots.join("\n  ")}`);
  }

  if (problems.length) {
    console.error(`\ncheck:content: ${problems.length} problems\n  ${problems.join("\n  ")}`);
    return 1;
  }
  console.log(`\ncheck:content passed in ${seconds(began)}`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`check:content: ${error.message}`);
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
}
// The server started here and its background loops would keep the process alive.
process.exit(code);

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, secretVariables } from "../../server/env.server";
import { createLead } from "../../server/leads/lead";
import { newsletterPayload } from "../../server/leads/payload";
import { rdStationConversion } from "../../server/leads/rdstation.server";
import { SqliteLeadStore } from "../../server/leads/store.server";
import { RESEND_INTERVAL_MS } from "../../server/newsletter/newsletter.server";
import { SqliteSubscriberStore } from "../../server/newsletter/subscribers.server";

/**
 * The documentation (README.md, docs/, content/README.md) checked for facts, not sentences: what it names
 * exists, and the figures it states are the code's. Nothing here depends on which file or section a
 * paragraph sits in, so moving a paragraph needs no change here.
 */
const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const docFiles = [
  "README.md",
  "content/README.md",
  ...tracked.filter((file) => file.startsWith("docs/") && file.endsWith(".md")),
].filter((file) => existsSync(file));
const docs = docFiles.map((file) => ({ file, text: readFileSync(file, "utf8") }));
/** All the documentation as one text, a line break read as a space (a paragraph may be re-wrapped). */
const allText = docs.map((doc) => doc.text.replace(/\s+/g, " ")).join(" \n ");

/** `code spans`, outside fenced blocks too: what a doc names literally. */
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
/** Markdown link targets, without their #anchor; external and in-page links left out. */
const links = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => target.replace(/#.*$/, ""));
const resolve = (from: string, target: string) => normalize(join(dirname(from), target)).replace(/\/$/, "");

/** The rows of every table whose header starts `| variable |`, wherever it sits. */
function configurationTable(): string[] {
  const names: string[] = [];
  for (const { text } of docs) {
    const lines = text.split("\n");
    lines.forEach((line, index) => {
      if (!/^\|\s*variable\s*\|/.test(line)) return;
      for (const row of lines.slice(index + 2)) {
        if (!row.startsWith("|")) break;
        const firstCell = row.split("|")[1] ?? "";
        for (const name of codeSpans(firstCell)) names.push(name);
      }
    });
  }
  return names;
}

describe("the configuration table", () => {
  const inTable = configurationTable();
  // NODE_ENV is set by server.js and the Dockerfile, not by operators.
  const inSchema = Object.keys(envSchema.shape).filter((name) => name !== "NODE_ENV");

  it("exists", () => {
    expect(inTable.length).toBeGreaterThan(10);
  });

  it("names only variables the server reads", () => {
    for (const name of inTable)
      expect(inSchema, `the table names ${name}, the env schema lacks it`).toContain(name);
  });

  it("names every variable the server reads", () => {
    for (const name of inSchema)
      expect(inTable, `the env schema reads ${name}, the table lacks it`).toContain(name);
  });

  it("and the docs say each secret can come from NAME_FILE", () => {
    for (const name of secretVariables)
      expect(allText, `no doc names ${name}_FILE`).toContain(`\`${name}_FILE\``);
  });
});

describe("what the docs name exists", () => {
  it("every `npm run` script", () => {
    const scripts = Object.keys(JSON.parse(readFileSync("package.json", "utf8")).scripts as object);
    expect(scripts).toEqual(expect.arrayContaining(["start", "test"]));
    const named = new Set([...allText.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? ""));
    expect(named.size).toBeGreaterThan(5);
    for (const name of named) expect(scripts, `docs name \`npm run ${name}\``).toContain(name);
  });

  it("every repository path in backticks", () => {
    // A path is checked when it starts with a tracked top-level folder; patterns ({id}, *, <name>, …)
    // and generated output (tests/.artifacts/) are not files.
    const roots = new Set(tracked.filter((file) => file.includes("/")).map((file) => file.split("/")[0]));
    let checked = 0;
    const missing: string[] = [];
    for (const { file, text } of docs)
      for (const span of codeSpans(text)) {
        const path = span.trim();
        if (!/^[\w.@+-]+\/[\w.@+/-]*$/.test(path) || path.includes("/.artifacts/")) continue;
        if (!roots.has(path.split("/")[0] ?? "")) continue;
        checked++;
        if (!existsSync(path)) missing.push(`${file}: \`${path}\``);
      }
    expect(checked).toBeGreaterThan(50);
    expect(missing, "paths the docs name that do not exist").toEqual([]);
  });

  it("every link to a file in the repository", () => {
    const missing = docs.flatMap(({ file, text }) =>
      links(text)
        .filter((target) => !existsSync(resolve(file, target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(missing, "links to files that do not exist").toEqual([]);
  });
});

describe("the docs' index", () => {
  it("links every doc in docs/, and the README links the index", () => {
    const index = readFileSync("docs/README.md", "utf8");
    const linked = new Set(links(index).map((target) => resolve("docs/README.md", target)));
    const inDocs = tracked.filter(
      (file) =>
        file.startsWith("docs/") && file !== "docs/README.md" && !file.startsWith("docs/screenshots/"),
    );
    expect(inDocs.length).toBeGreaterThan(5);
    for (const file of inDocs) expect(linked, `docs/README.md does not link ${file}`).toContain(file);
    expect(links(readFileSync("README.md", "utf8"))).toContain("docs/README.md");
  });

  it("the README is at most 200 lines", () => {
    expect(readFileSync("README.md", "utf8").split("\n").length - 1).toBeLessThanOrEqual(200);
  });
});

describe("the figures the docs state are the code's", () => {
  it("how long the shipped proxy skips a failed replica, and that it never routes on /readyz", () => {
    const template = readFileSync("deploy/nginx/gama.conf.template", "utf8");
    const skips = [...template.matchAll(/^\s*server \S+ .*fail_timeout=(\d+)s;/gm)].map((match) =>
      Number(match[1]),
    );
    expect(skips).toHaveLength(2);
    expect(new Set(skips).size).toBe(1);
    const stated = [...allText.matchAll(/is skipped for (\d+) s\b/g)].map((match) => Number(match[1]));
    expect(stated.length, "no doc says how long a failed replica is skipped").toBeGreaterThan(0);
    for (const seconds of stated) expect(seconds).toBe(skips[0]);
    // A readiness reason (a mail outage, the database) is shared by every replica: the proxy must not
    // route on it, and the docs must say so.
    expect(template).not.toContain("readyz");
    expect(allText).toContain("Not `/readyz`");
  });

  it("the newsletter's resend interval", () => {
    const stated = [...allText.matchAll(/queues the e-mail again \(at most once per (\d+) minutes\)/g)].map(
      (match) => Number(match[1]) * 60_000,
    );
    expect(stated.length, "no doc states the resend interval").toBeGreaterThan(0);
    for (const interval of stated) expect(interval).toBe(RESEND_INTERVAL_MS);
  });

  it("RD Station gets a newsletter sign-up when it is made, and nothing when it is confirmed", async () => {
    const conversion =
      /sign-up is sent as the conversion `(\w+)` when the visitor signs up, before the address is confirmed/.exec(
        allText,
      )?.[1];
    expect(conversion, "no doc says what RD Station gets for a sign-up").toBeDefined();
    expect(allText).toContain("Confirming the address later sends nothing to RD Station");

    // The code: the sign-up is a lead (every destination, RD Station included, gets it) under the
    // conversion the docs name; the confirmation changes the subscription only, and queues nothing.
    const dir = mkdtempSync(join(tmpdir(), "docs-newsletter-"));
    const store = new SqliteLeadStore(dir, undefined, { defaultDestination: "rdstation" });
    const subscribers = new SqliteSubscriberStore(dir);
    try {
      const email = "leitora@exemplo.com.br";
      const signUp = createLead({
        payload: newsletterPayload({ email }, "comercial@gamadelivery.com.br"),
        consentWording: null,
        attribution: {},
      });
      expect(rdStationConversion(signUp).payload.conversion_identifier).toBe(conversion);
      await store.subscribe(email, signUp, null);
      const before = await store.list({});
      expect(before.map((lead) => lead.id)).toEqual([signUp.id]);
      expect(await subscribers.confirm(email, new Date())).toBe("confirmed");
      expect(await store.list({})).toEqual(before);
    } finally {
      await subscribers.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

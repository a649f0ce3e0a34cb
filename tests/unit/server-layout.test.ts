import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** The rules server/README.md states, checked against the files, so the README cannot drift from them. */

const root = join(import.meta.dirname, "../..");
const server = join(root, "server");
const files = (readdirSync(server, { recursive: true }) as string[]).map((f) => f.replaceAll("\\", "/"));
const code = files.filter((f) => f.endsWith(".ts"));
const tests = code.filter((f) => f.endsWith(".test.ts"));
const modules = code.filter((f) => !f.endsWith(".test.ts"));

/** The folder a server file belongs to: its first folder, or "." for the files at server/'s root. */
const part = (file: string) => (file.includes("/") ? file.slice(0, file.indexOf("/")) : ".");

/** Which parts a module of each part may import (server/README.md, "Imports go one way"). */
const mayImport: Record<string, string[]> = {
  ".": ["http", "pages", "leads", "newsletter", "runtime", "ops"],
  http: ["pages", "leads", "newsletter", "ops", "runtime"],
  ops: ["pages", "leads", "runtime"],
  newsletter: ["leads", "runtime"],
  leads: ["runtime"],
  pages: [],
  runtime: [],
};
/** A file or folder named in backticks in a README (`runtime/env.server.ts`, `../pages/`). */
const NAMED_PATH = /`((?:\.\.?\/)*[\w-][\w./-]*\.(?:ts|js|md)|(?:\.\.?\/)*[\w-][\w./-]*\/)`/g;

/** The exceptions the README names, both at the edge: the leads command's chain, and the probes' type. */
const exceptions = [
  "leads/cli.server.ts -> newsletter/cli.server.ts",
  "newsletter/cli.server.ts -> services.server.ts",
  "ops/health.server.ts -> services.server.ts",
];

describe("server/ layout", () => {
  it("ends every module in .server.ts and every test in .test.ts", () => {
    expect(code.filter((f) => !f.endsWith(".server.ts") && !f.endsWith(".test.ts"))).toEqual([]);
  });

  it("names a module's test for the module, beside it, and a behaviour's test for the behaviour", () => {
    const orphans = tests
      .filter((f) => f.endsWith(".server.test.ts"))
      .filter((f) => !modules.includes(f.replace(/\.test\.ts$/, ".ts")));
    const misnamed = tests
      .filter((f) => !f.endsWith(".server.test.ts"))
      .filter((f) => modules.includes(f.replace(/\.test\.ts$/, ".server.ts")));
    expect({ orphans, misnamed }).toEqual({ orphans: [], misnamed: [] });
  });

  it("gives every folder a README, and every path a README names exists", () => {
    const folders = [...new Set(code.map(part))].filter((p) => p !== ".");
    expect(folders.filter((folder) => !files.includes(`${folder}/README.md`))).toEqual([]);
    const missing: string[] = [];
    for (const readme of files.filter((f) => f.endsWith("README.md"))) {
      const text = readFileSync(join(server, readme), "utf8");
      for (const [, named] of text.matchAll(NAMED_PATH)) {
        // What the build writes is not in the repository.
        if (!named || named.startsWith("build/")) continue;
        const fromFolder = normalize(join(server, dirname(readme), named));
        if (!existsSync(fromFolder) && !existsSync(join(root, named))) missing.push(`${readme}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps each module's imports of other folders to the ones its folder may import", () => {
    const broken: string[] = [];
    for (const module of modules) {
      const text = readFileSync(join(server, module), "utf8");
      for (const match of text.matchAll(/from "(\.{1,2}\/[^"]+)"|import\("(\.{1,2}\/[^"]+)"\)/g)) {
        const spec = match[1] ?? match[2];
        if (!spec) continue;
        const target = relative(server, join(server, dirname(module), spec)).replaceAll("\\", "/");
        if (target.startsWith("..")) continue; // app/ and the rest of the repository
        const file = target.endsWith(".ts") ? target : `${target}.ts`;
        const [from, to] = [part(module), part(file)];
        if (from === to || mayImport[from]?.includes(to)) continue;
        if (!exceptions.includes(`${module} -> ${file}`)) broken.push(`${module} -> ${file}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

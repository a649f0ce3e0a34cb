#!/usr/bin/env node
// Rewrites every content file the way the editor saves it, so that a later save in the editor
// changes only the lines a marketer edited: `node scripts/normalize-content.mjs [folder]`
// (content/ by default). `--check` writes nothing and exits 1 naming the files a save would
// rewrite. Re-run it after adding files by hand (or from another branch).

import { writeFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { join, resolve } from "node:path";
import { entriesOf, keystaticBrowserBuild, readTree, unchangedSaveDiff } from "./keystatic-save.ts";

// The schemas' fields must come from the editor's build of Keystatic (its Markdown writer).
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === "@keystatic/core") return { url: keystaticBrowserBuild, shortCircuit: true };
    return next(specifier, context);
  },
});

const { readerConfig } = await import("../app/content/schema/index.ts");

const args = process.argv.slice(2);
const check = args.includes("--check");
const dir = resolve(args.find((arg) => !arg.startsWith("--")) ?? "content");
const files = readTree(dir);
const changed = [];
for (const entry of await entriesOf(readerConfig, dir, files)) {
  for (const [path, contents] of unchangedSaveDiff(entry, files)) {
    changed.push(path);
    if (!check) writeFileSync(join(dir, path), contents);
  }
}
if (check) {
  for (const path of changed) console.log(`a save would rewrite ${path}`);
  process.exitCode = changed.length ? 1 : 0;
} else {
  console.log(`${changed.length} file(s) rewritten in the editor's format`);
}

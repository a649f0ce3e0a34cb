import { describe, expect, it, vi } from "vitest";
import {
  entriesOf,
  keystaticBrowserBuild,
  openEntry,
  readTree,
  saveEntry,
} from "../../scripts/keystatic-save.ts";
import { contentDir } from "../support/content";

// The schemas' fields as the editor builds them: its Markdown writer is in this build only.
vi.mock("@keystatic/core", () => import(/* @vite-ignore */ keystaticBrowserBuild));

const { readerConfig } = await import("../../app/content/schema/index.ts");
const files = readTree(contentDir);
const entries = await entriesOf(readerConfig, contentDir, files);

/**
 * Every content file is stored as the editor writes it: opening an entry in the editor and saving
 * it without a change writes the same bytes, so a marketer's save changes only the lines they
 * edited. A file added by hand in another style fails here: `node scripts/normalize-content.mjs`
 * rewrites it in the editor's format.
 */
describe("a save without changes in the editor", () => {
  const keys = [
    ...Object.keys(readerConfig.collections ?? {}),
    ...Object.keys(readerConfig.singletons ?? {}),
  ];

  it("finds an entry for every collection and singleton", () => {
    expect(keys.filter((key) => !entries.some((entry) => entry.key === key))).toEqual([]);
  });

  it.each(keys)("rewrites no file of %s", (key) => {
    const rewritten: string[] = [];
    for (const entry of entries.filter((e) => e.key === key)) {
      for (const [path, contents] of saveEntry(entry, openEntry(entry, files))) {
        const before = files.get(path);
        if (!before || !Buffer.from(before).equals(Buffer.from(contents))) rewritten.push(path);
      }
    }
    expect(rewritten, "run node scripts/normalize-content.mjs").toEqual([]);
  });
});

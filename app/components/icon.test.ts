import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "~/content/icon-names";
import { uiIconNames } from "./icon";

describe("icon sprite", () => {
  const sprite = readFileSync(new URL("../assets/icons.svg", import.meta.url), "utf8");
  const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

  it("draws every icon a page can name", () => {
    const missing = [...iconNames, ...uiIconNames].filter((name) => !symbols.has(name));
    expect(missing).toEqual([]);
  });

  it("draws each symbol with real shapes", () => {
    for (const match of sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)) {
      expect(match[2], match[1]).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /);
    }
  });
});

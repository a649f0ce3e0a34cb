import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sectionComponents } from "../../app/components/sections/library";
import { sectionKinds } from "../../app/content/schema/sections";

const guide = readFileSync("content/README.md", "utf8");
const part = guide.slice(guide.indexOf("## For developers: a new kind of section"));

describe("the section library", () => {
  it("has one component registered for each kind the editor offers", () => {
    expect(Object.keys(sectionComponents).sort()).toEqual([...sectionKinds].sort());
  });

  it("is extended as content/README.md says: the three files it names exist", () => {
    const files = [...part.matchAll(/^\d\. `([^`]+)`/gm)].map((match) => match[1]);
    expect(part).toContain("a new kind of section touches **three files**");
    expect(files).toEqual([
      "app/content/schema/sections.ts",
      "app/components/sections/library/{kind}.tsx",
      "app/components/sections/library/index.tsx",
    ]);
    for (const file of files) expect(existsSync(String(file).replace("{kind}", "hero")), file).toBe(true);
    expect(existsSync("app/content/sections.server.ts")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "../app/lib/first-paint.server";
import { inlineScriptHashes } from "./security.server";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/app-C.css"/></head>',
  "<body><main>Oi</main><script>window.__ctx = {}</script>",
  '<script type="module" async="">import * as route0 from "/assets/root-B.js";</script></body></html>',
].join("");

describe("first paint before JavaScript", () => {
  it("marks every modulepreload low priority and leaves the stylesheet and the scripts alone", () => {
    const html = lowPriorityModulePreloads(page);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href="[^"]+"\/>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<link rel="modulepreload" href=/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C.css"/>');
    // The inline scripts are the same bytes, so their CSP hashes are too.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(page));
  });
});

import { describe, expect, it } from "vitest";
import { deferModules } from "../app/lib/first-paint.server";
import { inlineScriptHashes } from "./security.server";

// The shape React Router 8's <Scripts> renders, after React has hoisted the preloads into the head.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/home-C.js"/><link rel="stylesheet" href="/assets/app-D.css"/></head><body><h1>Oi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1_clientLoader from "/assets/home-loader-E.js";
import * as route1_main from "/assets/home-C.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("modules after the first paint", () => {
  const out = deferModules(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";

  it("takes the modulepreload links out of the head, so only the stylesheet loads before the first paint", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-D.css"/>');
  });

  it("imports nothing statically and waits for a painted frame before any import", () => {
    expect(script).not.toMatch(/^import\s/m);
    const wait = script.indexOf("requestAnimationFrame");
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(script.indexOf("import(")).toBeGreaterThan(wait);
  });

  it("preloads each module once after the wait and binds every route module React Router uses", () => {
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js","/assets/home-C.js"]');
    expect(script).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-loader-E.js"), import("/assets/home-C.js")]);',
    );
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("keeps a page without a module loader as it is", () => {
    const plain = "<html><head></head><body><h1>Oi</h1></body></html>";
    expect(deferModules(plain)).toBe(plain);
  });

  it("gives the same bytes, and so the same CSP hashes, for the same page", () => {
    expect(deferModules(page)).toBe(out);
    expect(inlineScriptHashes(deferModules(page))).toEqual(inlineScriptHashes(out));
    expect(inlineScriptHashes(out)).not.toEqual(inlineScriptHashes(page));
  });
});

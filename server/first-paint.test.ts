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

const moduleScript = /<script type="module" async="">[\s\S]*?<\/script>/.exec(page)?.[0] ?? "";

describe("modules after the first paint", () => {
  const out = deferModules(page);
  const body = out.slice(out.indexOf("<body>"));
  const loader = /<\/template><script>([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";

  it("takes the modulepreload links out of the head, so only the stylesheet loads before the first paint", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-D.css"/>');
  });

  it("keeps React Router's module script unchanged but inert, inside a template", () => {
    expect(moduleScript).toContain('import * as route0 from "/assets/root-B.js";');
    expect(body).toContain(`<template id="app-modules">${moduleScript}</template>`);
    expect(body.replace(`<template id="app-modules">${moduleScript}</template>`, "")).not.toContain(
      'type="module"',
    );
  });

  it("inserts a copy of it and preloads each module once, only after a frame is on screen", () => {
    const frame = loader.indexOf("requestAnimationFrame(");
    expect(frame).toBe(0);
    expect(loader.indexOf("onmessage")).toBeGreaterThan(frame);
    expect(loader.indexOf("modulepreload")).toBeGreaterThan(loader.indexOf("onmessage"));
    expect(loader).toContain('["/assets/entry.client-A.js","/assets/root-B.js","/assets/home-C.js"]');
    expect(loader).toContain('getElementById("app-modules").content.firstChild.textContent');
  });

  it("keeps a page without a module loader as it is", () => {
    const plain = "<html><head></head><body><h1>Oi</h1></body></html>";
    expect(deferModules(plain)).toBe(plain);
  });

  it("gives the same bytes for the same page, and the CSP still allows the module script by its hash", () => {
    expect(deferModules(page)).toBe(out);
    const hashes = inlineScriptHashes(out);
    for (const hash of inlineScriptHashes(page)) expect(hashes).toContain(hash);
    expect(hashes).toHaveLength(inlineScriptHashes(page).length + 1);
  });
});

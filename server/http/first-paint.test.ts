import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferModules } from "../../app/lib/first-paint.server";
import { inlineScriptHashes } from "./security.server";

// The shape React Router 8's <Scripts> renders, after React has hoisted the preloads into the head.
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/home-C.js"/><link rel="stylesheet" href="/assets/app-D.css"/></head><body><h1>Oi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1_clientLoader from "/assets/home-loader-E.js";
import * as route1_main from "/assets/home-C.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/inicio":route1};

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

  it("inserts a copy of it and preloads each module once, when a largest paint shown after the parse is reported", () => {
    const browser = fakeBrowser(loader, { largestPaint: true, parsedAt: 500 });
    // The top bar, shown while the HTML was still being parsed, is not the page.
    browser.reportLargestPaint(420);
    browser.frame();
    expect(browser.inserted()).toEqual({ preloads: [], scripts: [] });
    browser.reportLargestPaint(530);
    const expected = {
      preloads: ["/assets/entry.client-A.js", "/assets/root-B.js", "/assets/home-C.js"],
      scripts: [moduleScript.replace(/^<script type="module" async="">|<\/script>$/g, "")],
    };
    expect(browser.inserted()).toEqual(expected);
    // Neither a later paint nor the fallback timer inserts them again.
    browser.reportLargestPaint(900);
    browser.runTimers();
    expect(browser.inserted()).toEqual(expected);
  });

  it("starts 200 ms after the next frame when that frame shows nothing larger, never before a frame", () => {
    const browser = fakeBrowser(loader, { largestPaint: true, parsedAt: 500 });
    browser.reportLargestPaint(420);
    browser.runTimers();
    expect(browser.inserted().scripts).toHaveLength(0);
    browser.frame();
    expect(browser.inserted().scripts).toHaveLength(0);
    expect(browser.timers()).toEqual([200]);
    browser.runTimers();
    expect(browser.inserted().scripts).toHaveLength(1);
    expect(browser.inserted().preloads).toHaveLength(3);
  });

  it("without Largest Contentful Paint entries, starts once the next frame is drawn", () => {
    const browser = fakeBrowser(loader, { largestPaint: false, parsedAt: 500 });
    expect(browser.inserted().scripts).toHaveLength(0);
    browser.frame();
    expect(browser.inserted().scripts).toHaveLength(0);
    browser.deliverMessages();
    expect(browser.inserted().scripts).toHaveLength(1);
    browser.runTimers();
    expect(browser.inserted().scripts).toHaveLength(1);
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

/**
 * Runs the loader against the few browser interfaces it uses: frames, timers, messages and Largest
 * Contentful Paint entries happen only when the test says so; the loader runs at `parsedAt` ms.
 */
function fakeBrowser(
  loader: string,
  { largestPaint, parsedAt }: { largestPaint: boolean; parsedAt: number },
) {
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const messages: (() => void)[] = [];
  const reported: { startTime: number }[] = [];
  const observers = new Set<(entries: { startTime: number }[]) => void>();
  const appended = {
    head: [] as { rel?: string; href?: string }[],
    body: [] as { type?: string; textContent?: string }[],
  };
  const template = moduleScript.replace(/^<script type="module" async="">|<\/script>$/g, "");
  const document = {
    createElement: () => ({}),
    head: { append: (el: { rel?: string; href?: string }) => appended.head.push(el) },
    body: { append: (el: { type?: string; textContent?: string }) => appended.body.push(el) },
    getElementById: (id: string) =>
      id === "app-modules" ? { content: { firstChild: { textContent: template } } } : null,
  };
  class PerformanceObserver {
    static supportedEntryTypes = largestPaint ? ["paint", "largest-contentful-paint"] : ["paint"];
    constructor(
      private callback: (list: { getEntries(): unknown[] }, observer: PerformanceObserver) => void,
    ) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type !== "largest-contentful-paint") return;
      const notify = (entries: { startTime: number }[]) => this.callback({ getEntries: () => entries }, this);
      observers.add(notify);
      this.disconnect = () => observers.delete(notify);
      if (buffered && reported.length) notify([...reported]);
    }
    disconnect() {}
  }
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const globals = {
    document,
    performance: { now: () => parsedAt },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    MessageChannel,
    PerformanceObserver,
  };
  runInNewContext(loader, { ...globals, globalThis: globals });
  const drain = (queue: (() => void)[]) => {
    for (const run of queue.splice(0)) run();
  };
  return {
    frame: () => drain(frames),
    deliverMessages: () => drain(messages),
    timers: () => timers.map((t) => t.ms),
    runTimers: () => drain(timers.splice(0).map((t) => t.run)),
    reportLargestPaint: (startTime: number) => {
      reported.push({ startTime });
      for (const notify of [...observers]) notify([{ startTime }]);
    },
    inserted: () => ({
      preloads: appended.head.filter((el) => el.rel === "modulepreload").map((el) => el.href),
      scripts: appended.body.filter((el) => el.type === "module").map((el) => el.textContent),
    }),
  };
}

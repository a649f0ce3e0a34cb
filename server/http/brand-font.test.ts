import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  brandFontFile,
  brandFontKey,
  brandFontScript,
  withBrandFontScript,
} from "../../app/lib/brand-font.server";
import stylesheet from "../../app/styles/app.css?url";
import { inlineScriptHashes } from "./security.server";

const page = `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>Oi</title><link rel="stylesheet" href="${stylesheet}"/></head><body><h1>Oi</h1></body></html>`;

describe("the brand font's head script", () => {
  it("goes right before the site's stylesheet, so it runs before the first paint without waiting for it", () => {
    const out = withBrandFontScript(page);
    expect(out).toContain(`<title>Oi</title><script>${brandFontScript}</script><link rel="stylesheet"`);
    expect(out.match(/<script>/g)).toHaveLength(1);
  });

  it("leaves a document without the site's stylesheet (the content editor's) as it is", () => {
    const editor =
      '<html><head><link rel="stylesheet" href="/assets/editor-A.css"/></head><body></body></html>';
    expect(withBrandFontScript(editor)).toBe(editor);
  });

  it("is the same for every request, so the CSP allows it by one hash", () => {
    expect(withBrandFontScript(page)).toBe(withBrandFontScript(page));
    expect(inlineScriptHashes(withBrandFontScript(page))).toHaveLength(1);
  });

  it("keeps Inter, asking for nothing, where this browser has fetched this version of the file", async () => {
    const browser = fakeBrowser({ [brandFontKey]: brandFontFile });
    expect(browser.mark()).toBeUndefined();
    await browser.hydrate();
    expect(browser.fontLoads).toBe(0);
  });

  it("paints a first visit in the fallback, fetches Inter only once hydrated, and shows it from the next page", async () => {
    const browser = fakeBrowser({ [brandFontKey]: "/assets/inter-latin-wght-normal-older.woff2" });
    expect(browser.mark()).toBe("fallback");
    expect(browser.fontLoads).toBe(0);
    await browser.hydrate();
    expect(browser.fontLoads).toBe(1);
    expect(browser.stored()).toBe(brandFontFile);
    // This page keeps the fallback, whatever else changes in its head.
    await browser.changeHead();
    expect(browser.mark()).toBe("fallback");
    await browser.navigate("Planos | Gama Delivery");
    expect(browser.mark()).toBeUndefined();
  });

  it("keeps the fallback and notes nothing when Inter cannot be fetched", async () => {
    const browser = fakeBrowser({}, { fontLoads: false });
    await browser.hydrate();
    expect(browser.fontLoads).toBe(1);
    await browser.navigate("Planos | Gama Delivery");
    expect(browser.mark()).toBe("fallback");
    expect(browser.stored()).toBeNull();
  });

  it("marks nothing without storage: the stylesheet then asks for Inter, as without JavaScript", async () => {
    const browser = fakeBrowser("no storage");
    expect(browser.mark()).toBeUndefined();
    await browser.hydrate();
    expect(browser.fontLoads).toBe(0);
  });
});

/**
 * Runs the head script against the few browser interfaces it uses: storage, `document.fonts`, and
 * mutation observers that the test triggers (hydration marks <html>, a new page changes the title).
 */
function fakeBrowser(stored: Record<string, string> | "no storage", { fontLoads = true } = {}) {
  const storage = stored === "no storage" ? null : new Map(Object.entries(stored));
  const dataset: Record<string, string> = {};
  const root = { dataset };
  const head = {};
  const observers = new Set<{ target: object; callback: () => void }>();
  const document = {
    documentElement: root,
    head,
    title: "Gama Delivery",
    fonts: {
      load: () => {
        state.fontLoads++;
        return fontLoads ? Promise.resolve([{}]) : Promise.reject(new Error("NetworkError"));
      },
    },
  };
  class MutationObserver {
    constructor(private callback: (records: unknown[], observer: MutationObserver) => void) {}
    observe(target: object) {
      const entry = { target, callback: () => this.callback([], this) };
      observers.add(entry);
      this.disconnect = () => observers.delete(entry);
    }
    disconnect() {}
  }
  const localStorage = {
    getItem(key: string) {
      if (!storage) throw new Error("SecurityError");
      return storage.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      storage?.set(key, value);
    },
  };
  const state = { fontLoads: 0 };
  runInNewContext(brandFontScript, { document, localStorage, MutationObserver });
  /** Delivers a mutation of `target` to its observers, then lets promise callbacks run. */
  const mutate = async (target: object) => {
    for (const observer of [...observers]) if (observer.target === target) observer.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    get fontLoads() {
      return state.fontLoads;
    },
    mark: () => dataset.font,
    stored: () => storage?.get(brandFontKey) ?? null,
    hydrate: () => {
      dataset.hydrated = "";
      return mutate(root);
    },
    changeHead: () => mutate(head),
    navigate: (title: string) => {
      document.title = title;
      return mutate(head);
    },
  };
}

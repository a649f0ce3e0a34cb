import { createHash } from "node:crypto";
import { ask, expect, named, test, textOf } from "./helpers";

/**
 * The parts of tests/e2e/geometry.spec.ts's checks that the server alone decides: the plans' button
 * labels beside the centred hero, and the one brand font the stylesheet uses, which no page preloads.
 */

test("/planos: every plan's button says 'Escolher <plan>'", async () => {
  const { $ } = await ask("/planos");
  const cards = named($, "section", "Planos").find("article");
  expect(cards.length).toBeGreaterThan(1);
  for (const article of cards.toArray()) {
    const name = textOf($(article).find("h2"));
    expect(textOf($(article).find("a[href]").last())).toBe(`Escolher ${name}`);
  }
});

test.describe("the brand typeface", () => {
  test("the stylesheet's only font face is one woff2 file, which the head does not preload", async () => {
    const { $ } = await ask("/planos");
    // Preloaded, the file competed with the stylesheet before the first paint (app/lib/brand-font.server.ts).
    expect($('head link[rel="preload"]')).toHaveLength(0);
    const stylesheet = $('head link[rel="stylesheet"]').attr("href") ?? "";
    const css = (await ask(stylesheet)).body;
    const files = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1] ?? "");
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    const font = await ask(files[0] ?? "");
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    // That a first visit fetches it only after its first paint: tests/e2e/geometry.spec.ts.
  });

  test("the head's font script runs before the stylesheet, names that file, and the CSP allows it", async () => {
    const { $, headers } = await ask("/planos");
    const head = $("head").children().toArray();
    const script = head.findIndex((el) => el.tagName === "script" && $(el).text().includes("brand-font"));
    const stylesheet = head.findIndex((el) => el.tagName === "link" && $(el).attr("rel") === "stylesheet");
    expect(script).toBeGreaterThanOrEqual(0);
    // A script after a stylesheet waits for it; this one must run before the first paint.
    expect(script).toBeLessThan(stylesheet);
    const css = (await ask($(head[stylesheet]).attr("href") ?? "")).body;
    const file = /url\(([^)]+\.woff2)\)/.exec(css)?.[1] ?? "";
    const text = $(head[script]).text();
    expect(text).toContain(JSON.stringify(file));
    const hash = createHash("sha256").update(text).digest("base64");
    expect(headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });
});

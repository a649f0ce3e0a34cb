import { ask, expect, named, test, textOf } from "./helpers";

/**
 * The parts of tests/e2e/geometry.spec.ts's checks that the server alone decides: the plans' button
 * labels beside the centred hero, and the one brand font the page preloads and the stylesheet uses.
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
  test("one preloaded woff2 file, the same the stylesheet's only font face uses", async () => {
    const { $ } = await ask("/planos");
    const preloads = $('head link[rel="preload"][as="font"]');
    expect(preloads).toHaveLength(1);
    expect(preloads.attr("type")).toBe("font/woff2");
    expect(preloads.attr("crossorigin")).toBe("anonymous");
    const href = preloads.attr("href") ?? "";
    expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);

    const stylesheet = $('head link[rel="stylesheet"]').attr("href") ?? "";
    const css = (await ask(stylesheet)).body;
    expect([...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1])).toEqual([href]);
    const font = await ask(href);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    // That the browser fetches this one file and no other font: tests/e2e/geometry.spec.ts.
  });
});

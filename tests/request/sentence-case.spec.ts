import { misplacedCapitals } from "../support/sentence-case";
import { ask, expect, test } from "./helpers";

/**
 * Headings and actions are in sentence case on every page of the sitemap, as the server renders them
 * (the rule itself: tests/support/sentence-case.ts, checked by tests/unit/sentence-case.test.ts).
 */

// Headings, buttons, and the links drawn as buttons (buttonClass in app/components/ui/button.tsx).
const HEADINGS_AND_ACTIONS =
  'h1, h2, h3, button, [role="tab"], a[class*="rounded-lg"][class*="font-semibold"][class*="justify-center"]';

test("every heading, button and call to action of the sitemap is in sentence case", async () => {
  const sitemap = await ask("/sitemap.xml");
  expect(sitemap.status).toBe(200);
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? "").pathname,
  );
  expect(paths.length).toBeGreaterThan(10);

  const found: string[] = [];
  for (const path of paths) {
    const { status, $ } = await ask(path);
    expect(status, path).toBe(200);
    const texts = $(HEADINGS_AND_ACTIONS)
      .toArray()
      // What the page shows: not a hidden part, a closed dialog or screen-reader-only text, nor the
      // inert content of a <template> (the browser's DOM leaves that out; the parser keeps it).
      .filter(
        (element) => $(element).closest("[hidden], dialog:not([open]), .sr-only, template").length === 0,
      )
      // The source text, before CSS (an uppercase eyebrow) changes its case.
      .map((element) => $(element).text().replace(/\s+/g, " ").trim())
      .filter(Boolean);
    for (const text of new Set(texts)) {
      const wrong = misplacedCapitals(text, ["/privacidade", "/termos-de-uso"].includes(path));
      if (wrong.length > 0) found.push(`${path}: "${text}" (${wrong.join(", ")})`);
    }
  }
  expect(found, "headings and actions with a capital letter mid-sentence").toEqual([]);
});

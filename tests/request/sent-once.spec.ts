import type { CheerioAPI } from "cheerio";
import { contact, content } from "../support/content";
import { plainSentence } from "../support/markdown";
import { ask, expect, test } from "./helpers";

/**
 * What a first visit downloads once (app/components/ui/sent-once.tsx): a part of a page that runs
 * nothing in the browser is in the document's HTML and not again in the hydration data React reads,
 * and a client-side navigation's data (`.data`) still brings it, so the page renders there too. It
 * keeps the home page and a blog post inside the first round trip of a phone's connection
 * (docs/performance.md). A legal text goes further: its document carries no JavaScript of the app. That the browser keeps the server's markup on hydrating, and renders the
 * part after a client-side navigation: tests/e2e/sent-once.spec.ts.
 */

/** React Router's hydration data in a document: the text its inline scripts hand to the stream. */
function hydrationData($: CheerioAPI): string {
  return $("script")
    .toArray()
    .map((script) => $(script).text())
    .flatMap((text) => [...text.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)])
    .map((match) => JSON.parse(match[1] ?? '""') as string)
    .join("");
}

/** How a text appears inside the data (a JSON string's contents). */
const asData = (text: string) => JSON.stringify(text).slice(1, -1);

/** How many times a text appears in the page's markup, scripts left out. */
function inMarkup($: CheerioAPI, text: string): number {
  const markup = $.root().clone();
  markup.find("script, template").remove();
  return markup.text().split(text).length - 1;
}

const home = content["pagina-inicio"];
const post = content.blog[0];
if (!post) throw new Error("no blog post in the content");

const cases = [
  {
    page: "the home page's static sections",
    path: "/",
    dataPath: "/_.data",
    sentOnce: [
      home.coverage.text,
      home.demoStores.intro,
      home.features.cards[0]?.description ?? "",
      home.testimonials.items[0]?.text ?? "",
      home.finalCta.text,
    ],
    // The hero holds the demonstration form, which runs in the browser: its content is data.
    hydrated: home.hero.lead,
  },
  {
    page: "a blog post's text",
    path: `/blog/${post.id}`,
    dataPath: `/blog/${post.id}.data`,
    sentOnce: [plainSentence(post.body)],
    hydrated: post.excerpt,
  },
];

test.describe("parts sent once", () => {
  for (const { page, path, dataPath, sentOnce, hydrated } of cases) {
    test(`${page}: in the document's HTML once, not in its hydration data, and in a navigation's data`, async () => {
      const { status, $ } = await ask(path);
      expect(status).toBe(200);
      const data = hydrationData($);
      // The check sees the data: what the browser renders from is there.
      expect(data).toContain(asData(hydrated));
      const navigation = await ask(dataPath);
      expect(navigation.status).toBe(200);
      for (const text of sentOnce) {
        expect(text.length, "a text to look for").toBeGreaterThan(20);
        expect(inMarkup($, text), `"${text}" in the HTML`).toBe(1);
        expect(data, `"${text}" in the hydration data`).not.toContain(asData(text));
        expect(navigation.body, `"${text}" in ${dataPath}`).toContain(asData(text));
      }
    });
  }

  test("a legal text's document carries none of the app's JavaScript; a navigation's data still brings its text", async () => {
    for (const id of ["privacidade", "termos-de-uso"] as const) {
      const path = `/${id}`;
      const { status, headers, $ } = await ask(path);
      expect(status).toBe(200);
      const text = plainSentence(content.legal[id].body);
      expect(inMarkup($, text), `${path}: its text in the HTML`).toBe(1);
      // No module, no module loader, no hydration data: only the font's script runs.
      expect($('script[type="module"], template#app-modules').length, path).toBe(0);
      expect(hydrationData($), path).toBe("");
      const scripts = $("script:not([type])").toArray();
      expect(scripts.map((script) => $(script).text()).join(""), path).not.toContain("__reactRouter");
      expect(scripts.length, path).toBe(1);
      // The policy allows exactly that one inline script.
      expect(headers.get("content-security-policy")?.match(/'sha256-/g)?.length, path).toBe(1);
      // Reached from a page that runs the app, the text comes as data.
      const navigation = await ask(`${path}.data`);
      expect(navigation.status).toBe(200);
      expect(navigation.body, `${path}.data`).toContain(asData(text));
    }
    // Every other page loads the app (the home page's loader is in its document).
    const { $ } = await ask("/");
    expect($("template#app-modules").length).toBe(1);
    expect(hydrationData($)).not.toBe("");
  });

  test("the footer and the Organization JSON-LD are the server's alone: in the HTML, never in the data", async () => {
    const { $ } = await ask("/");
    const footer = $("footer");
    const columns = content.navegacao.footer;
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns)
      for (const link of column.links)
        expect(
          footer.find("a").filter((_, a) => $(a).text().trim() === link.label).length,
          `${column.title}: ${link.label}`,
        ).toBe(1);
    expect(footer.text()).toContain(contact.sales.email);
    const jsonLd = $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => JSON.parse($(script).text()) as { "@type": string });
    expect(jsonLd.map((thing) => thing["@type"])).toEqual(["Organization"]);

    // The home page passes no JSON-LD of its own: none of it may be in its data or the root's.
    const navigation = await ask("/_.data");
    expect(navigation.status).toBe(200);
    const data = { document: hydrationData($), "/_.data": navigation.body };
    // The checks see the data: the top bar's contact is there.
    for (const text of Object.values(data)) expect(text).toContain(asData(contact.support.email));
    for (const [where, text] of Object.entries(data)) {
      expect(text, where).not.toContain("footerColumns");
      expect(text, where).not.toContain(asData(contact.sales.email));
      expect(text, where).not.toContain("schema.org");
    }
  });
});

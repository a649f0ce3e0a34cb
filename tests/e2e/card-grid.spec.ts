import type { Locator } from "@playwright/test";
import { content } from "../support/content";
import { expect, test } from "./helpers";

/**
 * Card grids never leave a hole: whatever the number of cards, an incomplete last row is centred in
 * its grid and every card keeps the same width, on a laptop and a phone. The grids are CSS alone, laid
 * out the same without JavaScript, so the browser measures them once, with JavaScript on.
 */
const viewports = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

const withBenefits = (count: (n: number) => boolean) =>
  content.funcionalidades.filter((feature) => count(feature.benefitsSection.benefits.length));

/** The pages to check: each names its grids by section and how many cards the content puts in them. */
const pages: { path: string; grids: { selector: string; cards: number }[] }[] = [
  // The two feature pages the visitor reported, a third whose five benefits come from the content,
  // and one whose last row holds a single card (a count of 3n + 1).
  ...[
    ...["cardapio-digital", "modulo-kds"].map((id) =>
      content.funcionalidades.find((feature) => feature.id === id),
    ),
    withBenefits((n) => n % 3 === 2).find((f) => !["cardapio-digital", "modulo-kds"].includes(f.id)),
    withBenefits((n) => n % 3 === 1)[0],
  ].map((feature) => {
    if (!feature) throw new Error("the content has no such feature");
    return {
      path: `/funcionalidades/${feature.id}`,
      grids: [
        {
          selector: "section[aria-labelledby=beneficios] ul",
          cards: feature.benefitsSection.benefits.length,
        },
      ],
    };
  }),
  {
    path: "/sobrenos",
    grids: [
      { selector: "section[aria-labelledby=valores] ul", cards: content["pagina-sobre-nos"].values.length },
      {
        selector: "section[aria-labelledby=resultados] dl",
        cards: content["pagina-sobre-nos"].results.length,
      },
    ],
  },
];

/** Each card's left and right edges, and the grid's content box, in CSS pixels. */
function measure(grid: Locator) {
  return grid.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const cards = [...element.children].map((card) => {
      const rect = card.getBoundingClientRect();
      return { top: Math.round(rect.top), left: rect.left, right: rect.right, width: rect.width };
    });
    return {
      left: box.left + Number.parseFloat(style.paddingLeft),
      right: box.right - Number.parseFloat(style.paddingRight),
      cards,
    };
  });
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, grids } of pages) {
      test(`${path}: the last row of each card grid is centred and the cards are equally wide`, async ({
        page,
      }) => {
        await page.goto(path);
        for (const { selector, cards } of grids) {
          const grid = page.locator(selector);
          await grid.scrollIntoViewIfNeeded();
          const measured = await measure(grid);
          expect(measured.cards, `${selector} shows every card of the content`).toHaveLength(cards);

          const widths = measured.cards.map((card) => card.width);
          expect(
            Math.max(...widths) - Math.min(...widths),
            `${selector}: card widths ${widths}`,
          ).toBeLessThan(1);

          const lastTop = Math.max(...measured.cards.map((card) => card.top));
          const lastRow = measured.cards.filter((card) => card.top === lastTop);
          const leftGap = Math.min(...lastRow.map((card) => card.left)) - measured.left;
          const rightGap = measured.right - Math.max(...lastRow.map((card) => card.right));
          expect(
            Math.abs(leftGap - rightGap),
            `${selector}: last row of ${lastRow.length} card(s), ${Math.round(leftGap)} px free on the left and ${Math.round(rightGap)} px on the right`,
          ).toBeLessThanOrEqual(2);
        }
      });
    }
  });
}

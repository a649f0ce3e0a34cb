import { expect } from "@playwright/test";
import { test } from "./helpers";

/**
 * The hash-only Content-Security-Policy as a browser enforces it once the page runs. Every page's
 * headers, hashes and the resources its HTML loads are checked without a browser
 * (tests/request/security.spec.ts); what only a running page can break (a script that injects a style
 * or loads from elsewhere, the client's modules and data requests) is watched on a page of each kind:
 * the home page, a form page, the page with the video dialog and a blog post.
 */
const representative = ["/", "/contato", "/treinamentos", "/blog/tecnologia-delivery-2024"];

test("pages of each kind hydrate under the hash-only policy without a violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of representative) {
    await page.goto(path);
    // The inline module script loads the client, and the client's router hydrates the page.
    await expect
      .poll(() => page.evaluate(() => "__reactRouterDataRouter" in window), { message: path })
      .toBe(true);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

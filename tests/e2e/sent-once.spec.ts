import type { Page } from "@playwright/test";
import { content } from "../support/content";
import { plainSentence } from "../support/markdown";
import { expect, test, waitForHydration } from "./helpers";

/**
 * Parts a document carries once (app/components/ui/sent-once.tsx), in the browser: hydration keeps
 * the server's markup though the data has none of it, a client-side navigation renders them from
 * its data, and a link in kept markup (the footer's) navigates in the page like a rendered one.
 * That the document's data leaves them out: tests/request/sent-once.spec.ts. Without JavaScript the
 * page is the server's HTML, which the request tests read.
 */

const home = content["pagina-inicio"];
const post = content.blog[0];
if (!post) throw new Error("no blog post in the content");

/** The addresses of the documents the tab loads from now on (a client-side navigation loads none). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test.describe("parts sent once", { tag: "@js-only" }, () => {
  test("stay on screen after hydration, render after a client-side navigation, and their links stay in the page", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const sections = [home.demoStores.intro, home.features.title, home.finalCta.text];

    await page.goto("/");
    await waitForHydration(page);
    for (const text of sections) await expect(page.getByText(text, { exact: true })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(content.navegacao.footer[0]?.title ?? "");

    // A footer link (kept markup): the page changes without a document load.
    const loads = documentLoads(page);
    const footerLink = content.navegacao.footer[0]?.links[0]?.label ?? "";
    await footer.getByRole("link", { name: footerLink, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Back to the home page by the logo: its sections now come from the navigation's data.
    await page.getByRole("banner").getByRole("link", { name: "Gama Delivery, página inicial" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    for (const text of sections) await expect(page.getByText(text, { exact: true })).toBeVisible();
    expect(loads, "no document loaded").toEqual([]);

    // A post reached from the blog's list shows its whole text.
    await page.goto("/blog");
    await waitForHydration(page);
    const postLoads = documentLoads(page);
    await page.locator(`main a[href="/blog/${post.id}"]`).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const article = page.locator("main > article");
    await expect(article).toContainText(post.excerpt);
    await expect(article).toContainText(plainSentence(post.body));
    expect(postLoads, "no document loaded").toEqual([]);
    expect(errors, "errors in the console").toEqual([]);
  });
});

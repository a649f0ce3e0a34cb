import { type BrowserContext, expect } from "@playwright/test";
import { pages } from "../../app/content/pages.ts";
import { opsPort, type Site, startSite } from "../ops/support";
import { test, waitForHydration } from "./helpers";
import { allPages } from "./routes";

/**
 * Every page of the list, reached the way a visitor with JavaScript reaches it: a click on a link in
 * another page, which React Router turns into a client-side navigation (a `.data` request, not a page
 * load). A direct load can work while this path fails (a loader that reads `request.url` sees the
 * `.data` suffix), so both must show the same page. The site runs in its own process here so that its
 * log can be read: a render error logged on the way fails the test even when the page looks right.
 */

// Pages that link to most of the site: the header and footer are on every one of them.
const sources = [
  "/",
  "/funcionalidades",
  "/integracoes",
  "/blog",
  "/treinamentos",
  "/api-aberta",
  "/planos",
  "/solucoes/sistema-gestao",
];

let site: Site;

test.beforeAll(async ({ browserName: _ }) => {
  site = await startSite(opsPort(110), { MAIL_TRANSPORT: "log" });
});

test.afterAll(async () => {
  await site?.stop();
});

/**
 * The first source page whose HTML holds a link to `target`, or null when no page links to it. The
 * HTML is fetched, not loaded in the browser: eight hydrated page loads per test took longer than a
 * test's time on a busy machine, for pages that only had to be searched.
 */
async function findLinkingPage(target: string): Promise<string | null> {
  const href = `href="${target.replaceAll("&", "&amp;")}"`;
  for (const source of sources) {
    if (source === target) continue;
    if ((await (await fetch(`${site.url}${source}`)).text()).includes(href)) return source;
  }
  return null;
}

async function directHeading(target: string): Promise<{ status: number; heading: string }> {
  const response = await fetch(`${site.url}${target}`);
  const html = await response.text();
  const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  return { status: response.status, heading: heading.replace(/\s+/g, " ").trim() };
}

/**
 * Opens a page that links to `target` in a fresh tab, clicks that link and compares what shows with
 * a direct load of `target`; throws what differs.
 */
async function navigateTo(context: BrowserContext, target: string) {
  const expected = await directHeading(target);
  expect(expected.heading, `${target} has a main heading`).not.toBe("");

  const page = await context.newPage();
  try {
    const serverErrors: string[] = [];
    const dataRequests = new Map<string, number>();
    page.on("response", (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
    });
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith(".data")) dataRequests.set(path, (dataRequests.get(path) ?? 0) + 1);
    });

    const source = await findLinkingPage(target);
    // Without a link to it, the navigation starts from another page, as a link there would.
    await page.goto(`${site.url}${source ?? (target === "/" ? "/planos" : "/")}`);
    await waitForHydration(page);
    const logBefore = site.logs().length;
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const documentRequests: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documentRequests.push(request.url());
    });

    if (source) {
      // A real click on the link, wherever it sits (footer, menu, card): React Router intercepts it.
      await page
        .locator(`a[href="${target}"]`)
        .first()
        .evaluate((link: HTMLAnchorElement) => link.click());
    } else {
      // Nothing links to this address (a filtered list, an unknown id): navigate as a link would.
      await page.evaluate((to) => {
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
        ).__reactRouterDataRouter.navigate(to);
      }, target);
    }

    await expect(page).toHaveURL(`${site.url}${target}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
    expect(documentRequests, "the navigation stays in the page (no full reload)").toEqual([]);
    await expect(page.getByText("Algo deu errado do nosso lado")).toHaveCount(0);
    expect(serverErrors, "no 5xx on the way").toEqual([]);
    for (const [path, count] of dataRequests)
      expect(count, `${path} requested ${count} times`).toBeLessThanOrEqual(2);
    const log = site.logs().slice(logBefore);
    expect(log, "the server logged no error").not.toMatch(/"level":"error"/);
  } finally {
    await page.close();
  }
}

/**
 * Every page of the list, in three runs rather than one per page: each page is a step of its own, in
 * a fresh tab, with the time a test of its own had (30 s), and a page that fails does not stop the
 * others; the run fails with every page that did.
 */
const topLevel: string[] = Object.values(pages);
const groups = [
  { name: "every top-level page", targets: allPages.filter((path) => topLevel.includes(path)) },
  {
    name: "catalogue entries, a post and missing pages",
    targets: allPages.filter((path) => !topLevel.includes(path) && !path.includes("?")),
  },
  {
    name: "pages with a filter, a tab, a search or a calculation in the address",
    targets: allPages.filter((path) => !topLevel.includes(path) && path.includes("?")),
  },
];

for (const { name, targets } of groups) {
  test(`client-side navigation to ${name} (${targets.length}) shows the same page as a direct load`, async ({
    context,
  }) => {
    test.setTimeout(30_000 * targets.length);
    const failures: string[] = [];
    for (const target of targets) {
      await test.step(target, async () => {
        try {
          await navigateTo(context, target);
        } catch (error) {
          failures.push(`${target}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    expect(failures, "pages whose client-side navigation differs from a direct load").toEqual([]);
  });
}

import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";
import { dataDir, ports } from "../../playwright.config";
import type { ReceivedMail } from "../support/fake-smtp";

/**
 * Playwright's `test`, whose page waits for hydration after every navigation it makes with
 * JavaScript on. A page's modules load after its first paint, so the `load` event no longer means
 * the enhancements are live; a test that clicks right after `goto` would otherwise meet the
 * server-rendered page (a real link, a real POST: correct, but not what a JavaScript test checks).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
        page[method] = (async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForHydration(page);
          return response;
        }) as never;
      }
    }
    await use(page);
  },
});

/**
 * Waits until the root layout marks the document hydrated, on pages that load the app's modules.
 * Until the first contentful paint is reported, the module script waits inside `<template id="app-modules">`
 * (app/lib/first-paint.server.ts), where `querySelector` does not see it: a page is without modules
 * only when neither is there. (Looking for the script alone let a busy run click a form before
 * hydration, and the browser posted it natively.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated !== undefined ||
      (!document.querySelector('script[type="module"]:not([src])') &&
        !document.getElementById("app-modules")),
  );
}

const inboxUrl = `http://127.0.0.1:${ports.inbox}/messages`;

/** A unique e-mail per test, so parallel tests find their own message in the shared inbox. */
export function uniqueEmail(prefix = "lead"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

/** Waits until the fake SMTP server holds a message whose Reply-To is this address. */
export async function mailFor(email: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await (await fetch(inboxUrl)).json()) as ReceivedMail[];
        found = inbox.find((m) => m.replyTo?.includes(email));
        return Boolean(found);
      },
      { timeout: 10_000, message: `no mail for ${email}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

export async function mailsFor(email: string): Promise<ReceivedMail[]> {
  const inbox = (await (await fetch(inboxUrl)).json()) as ReceivedMail[];
  return inbox.filter((m) => m.replyTo?.includes(email) || m.text?.includes(email));
}

export { expect };

/**
 * What axe finds against WCAG 2.2 AA on the page as it is now (or only inside `include`, which must
 * then match something axe checked), one line per violation with the elements it names.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default also opens a blank page per run to merge
  // frame results, which doubled each run (3.8 s against 1.9 s on /) for pages without frames.
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  if (include) expect(results.passes.length, `axe checked nothing inside ${include}`).toBeGreaterThan(0);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** True in the project that runs with JavaScript on. */
export function withJavaScript(): boolean {
  return test.info().project.name === "js";
}

/** Runs the ops command against the e2e server's data folder. */
export function leadsCli(...args: string[]): string {
  return execFileSync(process.execPath, ["leads.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

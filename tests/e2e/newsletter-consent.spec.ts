import { expect, type Page } from "@playwright/test";
import {
  checkInbox,
  confirmationFor,
  exportedSubscribers,
  newsletterLink as link,
} from "../support/newsletter";
import { axeViolations, test, uniqueEmail } from "./helpers";

/**
 * The double opt-in as a visitor goes through it: the sign-up box, the e-mail's links and their
 * buttons. The link pages' headers, the refusals and the one-click unsubscribe are answered by the
 * server alone: tests/request/newsletter-consent.spec.ts.
 */

async function signUp(page: Page, email: string) {
  await page.goto("/blog");
  const box = page.locator("#assinar-newsletter");
  await box.getByLabel("Seu e-mail").fill(email);
  await box.getByRole("button", { name: "Assinar newsletter" }).click();
  await expect(box.getByRole("status")).toHaveText(checkInbox);
}

test.describe("newsletter double opt-in", () => {
  test("sign-up, confirmation by e-mail, export, and unsubscribe from the e-mail's link @no-js", async ({
    page,
  }) => {
    const email = uniqueEmail("optin");
    await signUp(page, email);
    const mail = await confirmationFor(email);
    expect(mail.text).toContain("Confirmar minha inscrição");
    // Not a subscriber before the link is followed.
    expect(exportedSubscribers()).not.toContain(email);

    // The link shows a button: opening it (a mail scanner would) confirms nothing.
    const response = await page.goto(link(mail, "confirmar"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme sua inscrição");
    await expect(page.getByText(email)).toBeVisible();
    // "Confirmada", not "já estava confirmada": opening the link confirmed nothing.
    await page.getByRole("button", { name: "Confirmar inscrição" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrição confirmada!");
    expect(exportedSubscribers()).toContain(email);

    // Opening the unsubscribe link shows a button and changes nothing either: the confirmation link,
    // opened again, still finds the address (the page is rendered per request, never kept stale).
    await page.goto(link(mail, "cancelar"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancelar inscrição");
    await page.goto(link(mail, "confirmar"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sua inscrição já estava confirmada");
    await page.goto(link(mail, "cancelar"));
    await page.getByRole("button", { name: "Cancelar inscrição" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrição cancelada");
    expect(exportedSubscribers()).not.toContain(email);
  });

  // axe runs in the browser, with JavaScript on.
  test("the link pages have no WCAG 2.2 AA violation", async ({ page }) => {
    const email = uniqueEmail("axe");
    await signUp(page, email);
    const mail = await confirmationFor(email);
    for (const url of [link(mail, "confirmar"), link(mail, "cancelar"), `${link(mail, "confirmar")}x`]) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page), url).toEqual([]);
    }
  });
});

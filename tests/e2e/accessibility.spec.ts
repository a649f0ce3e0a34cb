import { expect } from "@playwright/test";
import { axeViolations, test } from "./helpers";
import { allPages } from "./routes";

test.describe("accessibility", () => {
  for (const path of allPages) {
    // axe runs in the browser, so the JavaScript-on project covers each page.
    test(`axe finds no WCAG 2.2 AA violation on ${path}`, { tag: "@js-only" }, async ({ page }) => {
      // A whole-page axe run takes 15-35 s on a busy 2-core machine (the same before and after the
      // brand typeface), past the default 30 s for the test with its navigation.
      test.slow();
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Judge the settled page: wait for entrance animations (finite ones) to end.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished),
        ),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#conteudo$/);
    await expect(page.locator("#conteudo")).toBeFocused();
  });

  test("keyboard focus is visible and never hidden under the sticky header", async ({ page }) => {
    await page.goto("/");
    const header = await page.getByRole("banner").boundingBox();
    // Tab through the demo form fields: each focused element sits below the header.
    await page.locator("#demo-nome").focus();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const box = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const rect = el?.getBoundingClientRect();
        const style = el ? getComputedStyle(el) : null;
        return rect && style ? { top: rect.top, outline: style.outlineStyle, shadow: style.boxShadow } : null;
      });
      expect(box).not.toBeNull();
      expect(box?.top ?? 0).toBeGreaterThanOrEqual((header?.height ?? 0) - 1);
      expect(box?.outline !== "none" || box?.shadow !== "none").toBe(true);
    }
  });

  // A disclosure that must work without JavaScript too: opened from the keyboard in both projects.
  test("the mobile menu opens and is operable from the keyboard @no-js", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const summary = page.getByLabel("Menu", { exact: true });
    await summary.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Menu móvel" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Início" })).toBeFocused();
  });
});

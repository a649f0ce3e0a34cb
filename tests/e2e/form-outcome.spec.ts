import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueEmail, withJavaScript } from "./helpers";

/**
 * Every lead form answers where the eye is: after a send, its message (the form's one live region)
 * is inside the viewport and below the sticky header, on a laptop and on a phone, with JavaScript
 * (the answer arrives without a reload) and without (the answer page opens at the message's
 * fragment). After an error, focus is on the summary or on the first field to fix.
 */
const lead = [
  { name: "demo on the home page", path: "/", form: "demo" },
  { name: "contact", path: "/contato", form: "contato" },
  { name: "reseller", path: "/revenda", form: "revenda" },
  { name: "integration request", path: "/integracoes/ifood", form: "integracao" },
  { name: "feature interest", path: "/funcionalidades/cardapio-digital", form: "interesse" },
  { name: "solution interest", path: "/solucoes/sistema-gestao", form: "interesse" },
  { name: "hamburgueria", path: "/hamburgueria", form: "interesse" },
  { name: "newsletter on the blog", path: "/blog", form: "newsletter" },
  { name: "newsletter on a post", path: "/blog/tecnologia-delivery-2024", form: "newsletter" },
] as const;

const viewports = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Fills every required control of the form with a value the server accepts. */
async function fillRequired(form: Locator) {
  const controls = form.locator("input[required], select[required], textarea[required]");
  for (const control of await controls.all()) {
    const tag = await control.evaluate((el) => el.tagName.toLowerCase());
    const type = (await control.getAttribute("type")) ?? "text";
    if (tag === "select") {
      const value = await control.evaluate(
        (el) => [...(el as HTMLSelectElement).options].find((option) => option.value)?.value ?? "",
      );
      await control.selectOption(value);
    } else if (type === "checkbox") await control.check();
    else if (type === "email") await control.fill(uniqueEmail("resultado"));
    else if (type === "tel") await control.fill("(11) 98765-4321");
    else if (tag === "textarea") await control.fill("Quero conhecer a plataforma para a minha loja.");
    else await control.fill("Marina Teixeira");
  }
}

/** The message's box is wholly inside the viewport and below the sticky header. */
async function expectInView(page: Page, element: Locator) {
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      const header = await page.locator("body > header").boundingBox();
      const viewport = page.viewportSize();
      if (!box || !header || !viewport) return "not rendered";
      if (box.y < header.y + header.height) return `top ${box.y} under the header (ends at ${header.height})`;
      if (box.y + box.height > viewport.height)
        return `bottom ${box.y + box.height} below ${viewport.height}`;
      return "in view";
    })
    .toBe("in view");
}

/** Which element has focus, as "#id" (or its tag name). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.id ? `#${active.id}` : (active?.tagName.toLowerCase() ?? "none");
  });

// Both widths in one run per form and per project (JavaScript on and off), each a step of its own: the
// form's page is opened again for each.
test.describe("form outcome at 1366 and 390 px", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { name, path, form: id } of lead) {
    test(`${name}: the error and the success are in view, focus on the error @no-js`, async ({ page }) => {
      for (const viewport of viewports) {
        await test.step(`at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await page.goto(path);
          const form = page.locator(`form#${id}`);
          const outcome = page.locator(`#${id}-resultado`);
          // The page keeps its state across a send with JavaScript: the answer comes without a reload.
          if (withJavaScript()) await page.evaluate(() => Object.assign(window, { beforeSend: true }));

          await form.locator('button[type="submit"]').click();
          await expect(outcome).toHaveRole("alert");
          await expectInView(page, outcome);
          const firstInvalid = await form.locator('[aria-invalid="true"]').first().getAttribute("id");
          if (withJavaScript()) {
            expect([`#${firstInvalid}`, `#${id}-resultado`]).toContain(await focused(page));
            await expectInView(page, page.locator(":focus"));
            expect(await page.evaluate(() => "beforeSend" in window)).toBe(true);
          } else {
            // The fragment of the form's action: the browser scrolls to the message and focuses it,
            // once it has read the new page (which can come after the message is in the document).
            await expect.poll(() => focused(page)).toBe(`#${id}-resultado`);
            await expect(page).toHaveURL(new RegExp(`#${id}-resultado$`));
          }
          // One live region in the form: the message is announced once.
          await expect(form.locator('[role="alert"], [role="status"], [aria-live]')).toHaveCount(1);

          await fillRequired(form);
          await form.locator('button[type="submit"]').click();
          await expect(outcome).toHaveRole("status");
          await expectInView(page, outcome);
          await expect(form.locator('[role="alert"], [role="status"], [aria-live]')).toHaveCount(1);
          if (withJavaScript()) expect(await page.evaluate(() => "beforeSend" in window)).toBe(true);
          else await expect.poll(() => focused(page)).toBe(`#${id}-resultado`);
        });
      }
    });
  }
});

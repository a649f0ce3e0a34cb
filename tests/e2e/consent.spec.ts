import { type BrowserContext, expect, type Page } from "@playwright/test";
import { opsPort, type Site, startSite } from "../ops/support";
import { axeViolations, test } from "./helpers";

/**
 * Measurement only after consent (LGPD). This site runs in its own process with all three tools
 * configured; the shared e2e server has none, which is the default every deployment starts with.
 * Every request to another host is answered inside the browser (nothing leaves the machine): the
 * tools' scripts by small stand-ins that only count that they ran, anything else with an error.
 * What is checked is which requests the page makes, and when. The tests run with JavaScript on,
 * except the one tagged @no-js-only: without JavaScript there is no banner.
 */

const tools = { GTM_ID: "GTM-TESTE12", GA4_ID: "G-TESTE12345", META_PIXEL_ID: "123456789012345" };
let site: Site;

test.beforeAll(async ({ browserName: _ }) => {
  site = await startSite(opsPort(112), { MAIL_TRANSPORT: "log", ...tools });
});
test.afterAll(async () => {
  await site?.stop();
});

/** Every request the page makes to another host ("host/path"), each answered in the browser. */
async function watchThirdParties(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      const url = new URL(route.request().url());
      requests.push(`${url.hostname}${url.pathname}`);
      if (/^(www\.googletagmanager\.com|connect\.facebook\.net)$/.test(url.hostname))
        return route.fulfill({
          contentType: "application/javascript",
          body: "window.__toolsRan = (window.__toolsRan || 0) + 1;",
        });
      return route.abort();
    },
  );
  return requests;
}

/**
 * Errors the page reports: a script that throws, or React failing to hydrate next to the banner.
 * The browser's own line for a failed response (a form answered 400) is not a script error.
 */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  return errors;
}

const banner = (page: Page) => page.getByRole("region", { name: "Sua privacidade" });
const preferencesLink = (page: Page) => page.getByRole("link", { name: "Preferências de cookies" });

async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      // gtag pushes Arguments objects; GTM events are plain objects.
      typeof entry === "object" && entry !== null && "length" in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : [entry],
    ),
  );
}

async function subscribeToNewsletter(page: Page, email: string) {
  const box = page.locator("#assinar-newsletter");
  await box.getByLabel("Seu e-mail").fill(email);
  await box.getByRole("button", { name: "Assinar newsletter" }).click();
  await expect(box.getByRole("status")).toBeVisible();
}

test.describe("measurement with consent", () => {
  test("without JavaScript: no banner, no request to another host, no cookie; the footer's cookie link opens the policy, which names each tool @no-js-only", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(context);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Sua privacidade")).toHaveCount(0);
    // Without JavaScript there is no banner to reopen: the footer's link opens the policy's section on
    // cookies instead, a real page rather than a dead control.
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Preferências de cookies" });
    await expect(link).toBeVisible();
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(`${site.url}/privacidade#12-cookies-e-tecnologias-semelhantes`);
    const policy = page.getByRole("main");
    for (const tool of ["Google Tag Manager", "Google Analytics 4", "Meta Pixel"]) {
      await expect(policy.getByText(tool, { exact: false }).first()).toBeVisible();
    }
    await expect(policy.getByText(/Preferências de cookies/).first()).toBeVisible();
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test("before a choice nothing loads and no cookie is set; the banner is first for the keyboard, shifts nothing and passes axe", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/`);
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    // The banner sits at the start of the page for a keyboard: the first Tab lands in it.
    await page.keyboard.press("Tab");
    expect(await banner(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
    // It is fixed to the bottom edge: the page under it did not move.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    // Named, labelled and AA-contrasted, open and customising.
    for (const step of ["open", "customising"]) {
      if (step === "customising") await banner(page).getByRole("button", { name: "Personalizar" }).click();
      expect(await axeViolations(page, "#consentimento"), step).toEqual([]);
    }
    // Customising moves focus to the first purpose, and every option names its tools.
    await expect(banner(page).getByRole("checkbox", { name: /Análise.*Google Analytics/ })).toBeFocused();
    await expect(banner(page).getByRole("checkbox", { name: /Publicidade.*Meta Pixel/ })).not.toBeChecked();
    // React hydrated the page around the banner without complaint.
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
  });

  test("accepting loads each tool once, Consent Mode goes from denied to granted, and the choice is kept", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(context);
    await page.goto(`${site.url}/`);
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(() => [...requests].sort())
      .toEqual([
        "connect.facebook.net/en_US/fbevents.js",
        "www.googletagmanager.com/gtag/js",
        "www.googletagmanager.com/gtm.js",
      ]);
    const layer = await dataLayer(page);
    const consent = layer.filter((entry) => entry[0] === "consent");
    expect(consent[0]?.slice(0, 2)).toEqual(["consent", "default"]);
    expect(consent[0]?.[2]).toMatchObject({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consent[1]).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    ]);

    // The next page view applies the stored choice at once, without asking again.
    requests.length = 0;
    await page.reload();
    await expect.poll(() => requests.length).toBe(3);
    await expect(banner(page)).toHaveCount(0);
  });

  test("a choice is kept for six months, then asked again", async ({ page, context }) => {
    const requests = await watchThirdParties(context);
    const day = 24 * 60 * 60 * 1000;
    for (const [ageDays, asked] of [
      [170, false],
      [190, true],
    ] as const) {
      await page.goto(`${site.url}/planos`);
      await page.evaluate(
        (at) => {
          localStorage.setItem("gd-consent", JSON.stringify({ analytics: false, advertising: false, at }));
        },
        Date.now() - ageDays * day,
      );
      await page.reload();
      await expect(preferencesLink(page)).toBeVisible();
      if (asked) await expect(banner(page)).toBeVisible();
      else await expect(banner(page)).toHaveCount(0);
    }
    expect(requests).toEqual([]);
  });

  test("rejecting loads nothing, now or on the next page, and sends no conversion; the footer link reopens the choice", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(context);
    await page.goto(`${site.url}/blog`);
    await banner(page).getByRole("button", { name: "Rejeitar" }).click();
    await expect(banner(page)).toHaveCount(0);
    await subscribeToNewsletter(page, `rejeitou-${Date.now()}@exemplo.com.br`);
    const layer = JSON.stringify(await dataLayer(page));
    expect(layer).not.toContain("generate_lead");
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);

    await page.goto(`${site.url}/contato`);
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    // In the footer, on every page; it reopens the banner in place, with the choice shown.
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Preferências de cookies" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(banner(page)).toBeFocused();
    await expect(page).toHaveURL(`${site.url}/contato`);
    await banner(page).getByRole("button", { name: "Personalizar" }).click();
    await expect(banner(page).getByRole("checkbox", { name: /Análise/ })).not.toBeChecked();
    await banner(page).getByRole("button", { name: "Salvar preferências" }).click();
    // Focus returns to the link the visitor used.
    await expect(link).toBeFocused();
    expect(requests).toEqual([]);
  });

  test("customising by purpose: analytics without advertising loads Google's tools, not the Meta pixel", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(context);
    await page.goto(`${site.url}/`);
    await banner(page).getByRole("button", { name: "Personalizar" }).click();
    await banner(page)
      .getByRole("checkbox", { name: /Análise/ })
      .check();
    await expect(banner(page).getByRole("checkbox", { name: /Publicidade/ })).not.toBeChecked();
    await banner(page).getByRole("button", { name: "Salvar preferências" }).click();
    await expect
      .poll(() => [...requests].sort())
      .toEqual(["www.googletagmanager.com/gtag/js", "www.googletagmanager.com/gtm.js"]);
    const update = (await dataLayer(page)).find((entry) => entry[0] === "consent" && entry[1] === "update");
    expect(update?.[2]).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  test("an acknowledged lead sends one conversion with its form type and no personal data", async ({
    page,
    context,
  }) => {
    await watchThirdParties(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/blog`);
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    const email = `consentimento-${Date.now()}@exemplo.com.br`;
    // An error answer is not a lead: no conversion for it.
    const box = page.locator("#assinar-newsletter");
    await box.getByRole("button", { name: "Assinar newsletter" }).click();
    await expect(box.getByRole("alert")).toBeVisible();
    await subscribeToNewsletter(page, email);
    const layer = await dataLayer(page);
    const events = layer.filter(
      (entry) => entry[0] === "event" || (entry[0] as { event?: string })?.event === "generate_lead",
    );
    expect(events).toEqual([
      ["event", "generate_lead", { form_type: "newsletter" }],
      [{ event: "generate_lead", form_type: "newsletter" }],
    ]);
    const pixel = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    expect(pixel.filter((call) => call[0] === "track" && call[1] === "Lead")).toEqual([
      ["track", "Lead", { content_category: "newsletter" }],
    ]);
    expect(JSON.stringify([layer, pixel])).not.toContain("consentimento-");
    expect(errors).toEqual([]);
  });
});

// The headers and HTML of a deployment with and without the tools: tests/request/consent.spec.ts.
test("a deployment without measurement tools shows no banner, no cookie link and no request to another host @no-js", async ({
  page,
  context,
}) => {
  const requests = await watchThirdParties(context);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Sua privacidade")).toHaveCount(0);
  await expect(preferencesLink(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

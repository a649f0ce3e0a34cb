import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { opsPort, type Site, startSite } from "../ops/support";

/**
 * Measurement only after consent (LGPD). This site runs in its own process with all three tools
 * configured; the shared e2e server has none, which is the default every deployment starts with.
 * The tools' scripts cannot be fetched here, so the browser answers them with small stand-ins that
 * only count that they ran: what is checked is which requests the page makes, and when.
 */

const tools = { GTM_ID: "GTM-TESTE12", GA4_ID: "G-TESTE12345", META_PIXEL_ID: "123456789012345" };
let site: Site;

test.beforeAll(async ({ browserName: _ }, info) => {
  site = await startSite(opsPort(112 + info.parallelIndex), { MAIL_TRANSPORT: "log", ...tools });
});
test.afterAll(async () => {
  await site?.stop();
});

/** Every request the page makes to another host, and stand-ins for the tools' scripts. */
async function watchThirdParties(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1") requests.push(`${url.hostname}${url.pathname}`);
  });
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: "window.__toolsRan = (window.__toolsRan || 0) + 1;",
    }),
  );
  return requests;
}

const banner = (page: Page) => page.getByRole("region", { name: "Sua privacidade" });

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

test.describe("measurement with consent", () => {
  test("without JavaScript: no banner, no third-party request, no cookie; the footer link explains cookies @no-js-only", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(page);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Sua privacidade")).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await page.getByRole("contentinfo").getByRole("link", { name: "Preferências de cookies" }).click();
    await expect(page).toHaveURL(`${site.url}/privacidade#12-cookies-e-tecnologias-semelhantes`);
    for (const tool of ["Google Tag Manager", "Google Analytics 4", "Meta Pixel"]) {
      await expect(page.getByRole("main").getByText(tool, { exact: false }).first()).toBeVisible();
    }
  });

  test("before a choice nothing loads and no cookie is set; the banner is first for the keyboard and shifts nothing @js-only", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(page);
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
    await banner(page).getByRole("button", { name: "Personalizar" }).click();
    const results = await new AxeBuilder({ page })
      .include("#consentimento")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test("accepting loads each tool once, Consent Mode goes from denied to granted, and the choice is kept @js-only", async ({
    page,
  }) => {
    const requests = await watchThirdParties(page);
    await page.goto(`${site.url}/`);
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(() => requests.sort())
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

  test("rejecting loads nothing, now or on the next page; the footer link reopens the choice @js-only", async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(page);
    await page.goto(`${site.url}/planos`);
    await banner(page).getByRole("button", { name: "Rejeitar" }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(`${site.url}/contato`);
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Preferências de cookies" }).click();
    await expect(banner(page)).toBeFocused();
    await expect(page).toHaveURL(`${site.url}/contato`);
  });

  test("customising by purpose: analytics without advertising loads Google's tools, not the Meta pixel @js-only", async ({
    page,
  }) => {
    const requests = await watchThirdParties(page);
    await page.goto(`${site.url}/`);
    await banner(page).getByRole("button", { name: "Personalizar" }).click();
    await banner(page)
      .getByRole("checkbox", { name: /Análise/ })
      .check();
    await expect(banner(page).getByRole("checkbox", { name: /Publicidade/ })).not.toBeChecked();
    await banner(page).getByRole("button", { name: "Salvar preferências" }).click();
    await expect
      .poll(() => requests.sort())
      .toEqual(["www.googletagmanager.com/gtag/js", "www.googletagmanager.com/gtm.js"]);
    const update = (await dataLayer(page)).find((entry) => entry[0] === "consent" && entry[1] === "update");
    expect(update?.[2]).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  test("an acknowledged lead sends one conversion with its form type and no personal data @js-only", async ({
    page,
  }) => {
    await watchThirdParties(page);
    await page.goto(`${site.url}/blog`);
    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    const box = page.locator("#assinar-newsletter");
    const email = `consentimento-${Date.now()}@exemplo.com.br`;
    await box.getByLabel("Seu e-mail").fill(email);
    await box.getByRole("button", { name: "Assinar Newsletter" }).click();
    await expect(box.getByRole("status")).toBeVisible();
    const layer = await dataLayer(page);
    const events = layer.filter(
      (entry) => entry[0] === "event" || (entry[0] as { event?: string })?.event === "generate_lead",
    );
    expect(events).toEqual([
      ["event", "generate_lead", { form_type: "newsletter" }],
      [{ event: "generate_lead", form_type: "newsletter" }],
    ]);
    const pixel = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    expect(pixel).toContainEqual(["track", "Lead", { content_category: "newsletter" }]);
    expect(JSON.stringify(layer)).not.toContain(email);
  });

  test("the Content-Security-Policy allows exactly the configured tools' hosts", async ({ request }) => {
    const configured = (await request.get(`${site.url}/`)).headers()["content-security-policy"] ?? "";
    const scriptSrc = configured.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("https://www.googletagmanager.com");
    expect(scriptSrc).toContain("https://connect.facebook.net");
    const plain = (await request.get("/")).headers()["content-security-policy"] ?? "";
    expect(plain).not.toMatch(/googletagmanager|facebook|google-analytics/);
  });
});

test("a deployment without measurement tools shows no banner and no cookie link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Sua privacidade")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Preferências de cookies" })).toHaveCount(0);
});

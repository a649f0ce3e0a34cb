import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { dataDir, ports, siteUrl } from "../../playwright.config";
import type { ReceivedMail } from "../support/fake-smtp";
import { axeViolations, test, uniqueEmail } from "./helpers";

const inboxUrl = `http://127.0.0.1:${ports.inbox}/messages`;
const checkInbox =
  "Quase lá! Enviamos um e-mail para confirmar sua inscrição: abra a mensagem e clique no link.";

/** The confirmation e-mail sent to this address (the fake SMTP server's inbox). */
async function confirmationFor(email: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await (await fetch(inboxUrl)).json()) as ReceivedMail[];
        found = inbox.find((m) => m.to === email && m.subject?.startsWith("Confirme sua inscrição"));
        return Boolean(found);
      },
      { timeout: 10_000, message: `no confirmation e-mail for ${email}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The confirmed subscribers, as the operator exports them. */
function exportedSubscribers(): string {
  return execFileSync(process.execPath, ["leads.js", "subscribers", "--format", "csv"], {
    env: { ...process.env, DATA_DIR: dataDir, SITE_URL: siteUrl },
    encoding: "utf8",
  });
}

const link = (mail: ReceivedMail, kind: "confirmar" | "cancelar") => {
  const url = new RegExp(`${siteUrl}/newsletter/${kind}\\?t=[A-Za-z0-9._-]+`).exec(mail.text ?? "")?.[0];
  expect(url, `the e-mail has a ${kind} link`).toBeDefined();
  return url as string;
};

async function signUp(page: Page, email: string) {
  await page.goto("/blog");
  const box = page.locator("#assinar-newsletter");
  await box.getByLabel("Seu e-mail").fill(email);
  await box.getByRole("button", { name: "Assinar newsletter" }).click();
  await expect(box.getByRole("status")).toHaveText(checkInbox);
}

test.describe("newsletter double opt-in", () => {
  test("sign-up, confirmation by e-mail, export, and unsubscribe from the e-mail's link", async ({
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
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
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

  test("a mail client's one-click unsubscribe (RFC 8058) takes the address off the list", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("one-click");
    await signUp(page, email);
    const mail = await confirmationFor(email);
    const list = JSON.parse(mail.headers.list ?? "{}") as {
      unsubscribe?: { url?: string };
      "unsubscribe-post"?: { name?: string };
    };
    expect(list["unsubscribe-post"]?.name).toBe("List-Unsubscribe=One-Click");
    expect(list.unsubscribe?.url).toBe(link(mail, "cancelar"));

    await page.goto(link(mail, "confirmar"));
    await page.getByRole("button", { name: "Confirmar inscrição" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrição confirmada!");
    expect(exportedSubscribers()).toContain(email);

    // What Gmail or Outlook send: a POST from their servers, no Origin of ours, no cookie, no page.
    const answer = await request.post(list.unsubscribe?.url as string, {
      form: { "List-Unsubscribe": "One-Click" },
      headers: { Origin: "https://mail.example.net" },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(exportedSubscribers()).not.toContain(email);
  });

  test("a confirmation posted from another site changes nothing and says why; the button works from the site", async ({
    page,
  }) => {
    const email = uniqueEmail("outro-site");
    await signUp(page, email);
    const mail = await confirmationFor(email);
    const confirm = link(mail, "confirmar");
    // A page on another site that posts the confirmation here (served inside the browser, no network).
    await page.route("https://golpe.example/", (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><html lang="pt-BR"><title>Prêmio</title><form method="post" action="${confirm}"><input type="hidden" name="t" value="${new URL(confirm).searchParams.get("t")}"><button>Resgatar prêmio</button></form>`,
      }),
    );
    await page.goto("https://golpe.example/");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Resgatar prêmio" }).click();
    expect((await refused).status()).toBe(403);
    await expect(page.getByRole("alert")).toHaveText(
      "Envio recusado: o formulário precisa ser enviado a partir do site da Gama Delivery. Seus dados continuam aqui: envie de novo por esta página.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme sua inscrição");
    await expect(page.getByText(email)).toBeVisible();
    expect(exportedSubscribers()).not.toContain(email);

    // From the site itself, the same button confirms.
    await page.getByRole("button", { name: "Confirmar inscrição" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrição confirmada!");
    expect(exportedSubscribers()).toContain(email);
  });

  test("a tampered link answers a pt-BR page with a 4xx and changes nothing", async ({ page }) => {
    const email = uniqueEmail("alterado");
    await signUp(page, email);
    const mail = await confirmationFor(email);
    const confirm = link(mail, "confirmar");
    // One character of the signature changed.
    const tampered = `${confirm.slice(0, -5)}${confirm.at(-5) === "A" ? "B" : "A"}${confirm.slice(-4)}`;
    const response = await page.goto(tampered);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link inválido");
    await expect(page.getByRole("alert")).toContainText("Este link está incompleto ou foi alterado.");
    await expect(page.getByRole("button", { name: "Confirmar inscrição" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ir para o blog" })).toBeVisible();

    const unsubscribe = await page.goto(`${link(mail, "cancelar").slice(0, -3)}xyz`);
    expect(unsubscribe?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link inválido");
    expect((await page.goto("/newsletter/confirmar"))?.status()).toBe(400);
    expect(exportedSubscribers()).not.toContain(email);
  });

  // axe runs in the browser, so the JavaScript-on project covers these pages.
  test("the link pages have no WCAG 2.2 AA violation", { tag: "@js-only" }, async ({ page }) => {
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

import { uniqueEmail } from "../e2e/helpers";
import {
  checkInbox,
  confirmationFor,
  exportedSubscribers,
  newsletterLink as link,
} from "../support/newsletter";
import { type Answer, ask, expect, formPost, sendForm, submitForm, test, visibleText } from "./helpers";

/**
 * The newsletter's links, as the server answers them: the pages' headers, the refusals, and the
 * one-click unsubscribe a mail provider posts. The whole double opt-in through the browser, with
 * JavaScript on and off, is in tests/e2e/newsletter-consent.spec.ts.
 */

/** Signs up on /blog as a visitor without JavaScript does; the answer asks to check the inbox. */
async function signUp(email: string) {
  const answer = await submitForm("/blog", "form#newsletter", { email });
  expect(answer.status).toBe(200);
  expect(visibleText(answer.$, "#newsletter-resultado")).toBe(checkInbox);
}

/** The link page's button: a plain form that posts the token back to the page's address. */
const button = 'form[method="post"]:has(input[name="t"])';

const heading = (page: Answer) => visibleText(page.$, "h1");

test.describe("newsletter double opt-in", () => {
  test("the link pages are never cached or indexed, and opening the confirmation link confirms nothing", async () => {
    const email = uniqueEmail("optin-cabecalhos");
    await signUp(email);
    const mail = await confirmationFor(email);
    // What a mail scanner does: it opens the link, and nothing more.
    const page = await ask(link(mail, "confirmar"));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.$('meta[name="robots"]').attr("content")).toBe("noindex");
    expect(heading(page)).toBe("Confirme sua inscrição");
    expect(visibleText(page.$, "main")).toContain(email);
    expect(visibleText(page.$, `${button} button`)).toBe("Confirmar inscrição");
    expect(exportedSubscribers()).not.toContain(email);
  });

  test("a mail client's one-click unsubscribe (RFC 8058) takes the address off the list", async () => {
    const email = uniqueEmail("one-click");
    await signUp(email);
    const mail = await confirmationFor(email);
    const list = JSON.parse(mail.headers.list ?? "{}") as {
      unsubscribe?: { url?: string };
      "unsubscribe-post"?: { name?: string };
    };
    expect(list["unsubscribe-post"]?.name).toBe("List-Unsubscribe=One-Click");
    expect(list.unsubscribe?.url).toBe(link(mail, "cancelar"));

    const confirm = link(mail, "confirmar");
    const confirmed = await sendForm(await ask(confirm), confirm, button);
    expect(heading(confirmed)).toBe("Inscrição confirmada!");
    expect(exportedSubscribers()).toContain(email);

    // What Gmail or Outlook send: a POST from their servers, no Origin of ours, no cookie, no page.
    const answer = await ask(list.unsubscribe?.url as string, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }).toString(),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(exportedSubscribers()).not.toContain(email);
  });

  test("a confirmation posted from another site changes nothing and says why; the button works from the site", async () => {
    const email = uniqueEmail("outro-site");
    await signUp(email);
    const mail = await confirmationFor(email);
    const confirm = link(mail, "confirmar");
    // A page on another site whose form posts the token here: the browser sends that site's origin
    // (and, across sites, only its origin as the Referer).
    const refused = await formPost(
      confirm,
      { t: new URL(confirm).searchParams.get("t") ?? "" },
      { origin: "https://golpe.example", referer: "https://golpe.example/" },
    );
    expect(refused.status).toBe(403);
    const alerts = refused.$('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(visibleText(refused.$, alerts)).toBe(
      "Envio recusado: o formulário precisa ser enviado a partir do site da Gama Delivery. Seus dados continuam aqui: envie de novo por esta página.",
    );
    expect(heading(refused)).toBe("Confirme sua inscrição");
    expect(visibleText(refused.$, "main")).toContain(email);
    expect(exportedSubscribers()).not.toContain(email);

    // From the site itself, the same button (on the refusal page) confirms.
    const confirmed = await sendForm(refused, confirm, button);
    expect(heading(confirmed)).toBe("Inscrição confirmada!");
    expect(exportedSubscribers()).toContain(email);
  });

  test("a tampered link answers a pt-BR page with a 4xx and changes nothing", async () => {
    const email = uniqueEmail("alterado");
    await signUp(email);
    const mail = await confirmationFor(email);
    const confirm = link(mail, "confirmar");
    // One character of the signature changed.
    const tampered = `${confirm.slice(0, -5)}${confirm.at(-5) === "A" ? "B" : "A"}${confirm.slice(-4)}`;
    const page = await ask(tampered);
    expect(page.status).toBe(400);
    expect(heading(page)).toBe("Link inválido");
    const alerts = page.$('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(visibleText(page.$, alerts)).toContain("Este link está incompleto ou foi alterado.");
    const buttons = page
      .$("button")
      .filter((_, b) => visibleText(page.$, b).toLowerCase().includes("confirmar inscrição"));
    expect(buttons).toHaveLength(0);
    expect(
      page
        .$("a")
        .filter((_, a) => visibleText(page.$, a) === "Ir para o blog")
        .attr("href"),
    ).toBe("/blog");

    const unsubscribe = await ask(`${link(mail, "cancelar").slice(0, -3)}xyz`);
    expect(unsubscribe.status).toBe(400);
    expect(heading(unsubscribe)).toBe("Link inválido");
    expect((await ask("/newsletter/confirmar")).status).toBe(400);
    expect(exportedSubscribers()).not.toContain(email);
  });
});

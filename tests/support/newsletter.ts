import { execFileSync } from "node:child_process";
import { expect } from "@playwright/test";
import { dataDir, ports, siteUrl } from "../../playwright.config";
import type { ReceivedMail } from "./fake-smtp";

/**
 * The newsletter's double opt-in as the e2e server's operator and inbox see it, shared by the browser
 * tests (tests/e2e/newsletter-consent.spec.ts) and the request tests of the same flow.
 */
const inboxUrl = `http://127.0.0.1:${ports.inbox}/messages`;

export const checkInbox =
  "Quase lá! Enviamos um e-mail para confirmar sua inscrição: abra a mensagem e clique no link.";

/** The confirmation e-mail sent to this address (the fake SMTP server's inbox). */
export async function confirmationFor(email: string): Promise<ReceivedMail> {
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
export function exportedSubscribers(): string {
  return execFileSync(process.execPath, ["leads.js", "subscribers", "--format", "csv"], {
    env: { ...process.env, DATA_DIR: dataDir, SITE_URL: siteUrl },
    encoding: "utf8",
  });
}

/** The e-mail's link to confirm the address or to take it off the list. */
export function newsletterLink(mail: ReceivedMail, kind: "confirmar" | "cancelar"): string {
  const url = new RegExp(`${siteUrl}/newsletter/${kind}\\?t=[A-Za-z0-9._-]+`).exec(mail.text ?? "")?.[0];
  expect(url, `the e-mail has a ${kind} link`).toBeDefined();
  return url as string;
}

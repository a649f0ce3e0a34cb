import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLead } from "../../server/leads/lead.server";
import { newsletterPayload } from "../../server/leads/payload.server";
import { SqliteLeadStore } from "../../server/leads/store.server";
import { RESEND_INTERVAL_MS } from "../../server/newsletter/newsletter.server";
import { SqliteSubscriberStore } from "../../server/newsletter/subscribers.server";

/**
 * What the README tells an operator about the proxy, the newsletter and RD Station, checked against
 * what the code and the shipped configuration do, so the two cannot drift apart unnoticed.
 */
const readme = readFileSync("README.md", "utf8");
/** The README's sentences, by paragraph (a line break inside a paragraph is a space). */
const sentences = readme
  .split(/\n\s*\n/)
  .flatMap((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").split(/(?<=[.:])\s+(?=[A-Z`*(])/))
  .map((sentence) => sentence.trim());

describe("the README says what the code does", () => {
  it("says how long the shipped proxy skips a failed replica, and that it never checks /readyz", () => {
    const template = readFileSync("deploy/nginx/gama.conf.template", "utf8");
    const skips = [...template.matchAll(/^\s*server \S+ .*fail_timeout=(\d+)s;/gm)].map((match) =>
      Number(match[1]),
    );
    expect(skips).toHaveLength(2);
    expect(new Set(skips).size).toBe(1);
    const claim = sentences.find((sentence) => sentence.includes("is skipped for"));
    expect(claim).toContain(`is skipped for ${skips[0]} s`);
    // A readiness reason (a mail outage, the database) is shared by every replica: the proxy must not
    // route on it, and the README must say so.
    expect(template).not.toContain("readyz");
    expect(sentences.some((sentence) => sentence.startsWith("Not `/readyz`"))).toBe(true);
  });

  it("gives the newsletter's resend interval the code applies", () => {
    const stated = /queues the e-mail again\s+\(at most once per (\d+) minutes\)/.exec(readme)?.[1];
    expect(Number(stated) * 60_000).toBe(RESEND_INTERVAL_MS);
  });

  it("says RD Station gets a newsletter sign-up when it is made, and nothing when it is confirmed", async () => {
    const claim = sentences.find((sentence) =>
      sentence.startsWith("A newsletter sign-up is sent as the conversion"),
    );
    expect(claim).toContain("when the visitor signs up, before the address is confirmed");
    expect(readme).toContain("Confirming the address later sends nothing to RD Station");

    // The code: the sign-up is a lead (every destination, RD Station included, gets it); the
    // confirmation changes the subscription only, and queues nothing for any destination.
    const dir = mkdtempSync(join(tmpdir(), "readme-newsletter-"));
    const store = new SqliteLeadStore(dir, undefined, { defaultDestination: "rdstation" });
    const subscribers = new SqliteSubscriberStore(dir);
    try {
      const email = "leitora@exemplo.com.br";
      const signUp = createLead({
        payload: newsletterPayload({ email }, "comercial@gamadelivery.com.br"),
        consentWording: null,
        attribution: {},
      });
      await store.subscribe(email, signUp, null);
      const before = await store.list({});
      expect(before.map((lead) => lead.id)).toEqual([signUp.id]);
      expect(await subscribers.confirm(email, new Date())).toBe("confirmed");
      expect(await store.list({})).toEqual(before);
    } finally {
      await subscribers.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

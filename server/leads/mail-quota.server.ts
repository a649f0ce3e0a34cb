import { createHash } from "node:crypto";
import type { Lead } from "./lead.server";
import { mailboxOf } from "./mailbox.server";
import type { LeadStore } from "./store.server";
import type { MailVerdict } from "./store-types.server";
import type { Transport } from "./transports.server";

/**
 * The site mails strangers only as much as a person would. A form accepts any address, so every
 * e-mail it triggers (the auto-reply, the newsletter's confirmation) could be aimed at someone
 * else's inbox. Per kind of e-mail:
 * - one per mailbox per 24 hours (`ana+1@x`, `ANA@x` and, at Gmail, `a.na@x` are one mailbox);
 * - at most `perHour` an hour in all, and `perDomainPerHour` per domain where set.
 * The count lives in the lead store (SQLite file, or PostgreSQL shared by every replica), so a
 * restart or another replica changes nothing.
 */
export type MailKind = "autoreply" | "newsletter";

export interface MailLimits {
  perHour: number;
  perDomainPerHour?: number | null;
}

export type HeldBack = Exclude<MailVerdict, "send">;

/** Why an e-mail was held back, for the log and the ops command. */
export const heldBackReasons: Record<HeldBack, string> = {
  address: "this address already got one in the last 24 hours",
  hourly: "the hourly limit for every address was reached",
  domain: "the hourly limit for this address's domain was reached",
};

const digest = (value: string) => createHash("sha256").update(value).digest("hex");

export class MailQuota {
  readonly #store: Pick<LeadStore, "reserveMail">;
  readonly #limits: Record<MailKind, MailLimits>;
  readonly #now: () => number;

  constructor(store: Pick<LeadStore, "reserveMail">, limits: Record<MailKind, MailLimits>, now = Date.now) {
    this.#store = store;
    this.#limits = limits;
    this.#now = now;
  }

  /**
   * Asks to send one e-mail of `kind` to `address`, for `ref` (what it is for: a retry of the same
   * e-mail passes). "send" is recorded and counts from now on.
   */
  async reserve(kind: MailKind, address: string, ref: string): Promise<MailVerdict> {
    const { mailbox, domain } = mailboxOf(address);
    const limits = this.#limits[kind];
    return this.#store.reserveMail({
      kind,
      mailbox: digest(mailbox),
      domain: digest(domain),
      ref: digest(ref),
      now: this.#now(),
      perHour: limits.perHour,
      perDomainPerHour: limits.perDomainPerHour ?? null,
    });
  }
}

/** A delivery the mail limits held back: recorded as `suppressed`, never retried or parked. */
export class SuppressedDelivery extends Error {
  readonly suppressed = true;
  readonly reason: HeldBack;

  constructor(reason: HeldBack) {
    super(`suppressed: ${heldBackReasons[reason]}`);
    this.reason = reason;
  }
}

export function isSuppressed(error: unknown): error is SuppressedDelivery {
  return error instanceof SuppressedDelivery;
}

/**
 * The visitor's confirmation e-mail under the mail limits: each lead's auto-reply asks the quota
 * first, and one held back fails with `SuppressedDelivery`, which the worker records as such. The
 * lead itself still reaches sales through the other destinations.
 */
export function limitedAutoReply(transport: Transport, quota: MailQuota): Transport {
  return {
    name: transport.name,
    skipForms: transport.skipForms,
    async send(lead: Lead, signal?: AbortSignal) {
      const verdict = await quota.reserve("autoreply", lead.payload.from_email, lead.id);
      if (verdict !== "send") throw new SuppressedDelivery(verdict);
      await transport.send(lead, signal);
    },
    close: transport.close ? () => transport.close?.() : undefined,
  };
}

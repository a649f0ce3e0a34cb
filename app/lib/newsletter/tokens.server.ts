import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed newsletter links. A token names one address, what it may do (its purpose) and until
 * when, and carries an HMAC-SHA256 of those with the site's signing key, so no token needs a
 * database row: the store only keeps the subscription itself. The purpose is part of what is
 * signed, so a confirmation token can never be replayed as an unsubscribe token, and a token
 * signed for another feature of the site with the same key is refused.
 */
export type TokenPurpose = "newsletter-confirm" | "newsletter-unsubscribe";

/** A confirmation link works for this long after the e-mail was sent. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

export type TokenCheck =
  | { ok: true; email: string }
  | { ok: false; reason: "malformed" | "bad_signature" | "expired" };

const signature = (key: Uint8Array, purpose: TokenPurpose, email: string, expires: string) =>
  createHmac("sha256", key).update(`${purpose}\n${email}\n${expires}`).digest();

/**
 * `base64url(address).expiry.signature`; `expiresAt` in ms since the epoch, or null for a token
 * that never expires (unsubscribe links: one in a months-old e-mail must still work).
 */
export function signToken(
  key: Uint8Array,
  purpose: TokenPurpose,
  email: string,
  expiresAt: number | null,
): string {
  const expires = expiresAt === null ? "0" : String(Math.ceil(expiresAt / 1000));
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString("base64url")}.${expires}.${signature(key, purpose, address, expires).toString("base64url")}`;
}

/** Checks a token for one purpose: the signature first (in constant time), then its expiry. */
export function verifyToken(
  key: Uint8Array,
  purpose: TokenPurpose,
  token: unknown,
  now = Date.now(),
): TokenCheck {
  if (typeof token !== "string" || token.length > 600) return { ok: false, reason: "malformed" };
  const match = /^([A-Za-z0-9_-]{2,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { ok: false, reason: "malformed" };
  const [, encoded = "", expires = "", given = ""] = match;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  // Only the canonical spelling is accepted: base64url's last character carries unused bits, and
  // a token with them changed must not pass for the original.
  if (Buffer.from(email).toString("base64url") !== encoded) return { ok: false, reason: "malformed" };
  if (!email.includes("@") || email !== email.trim().toLowerCase()) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(signature(key, purpose, email, expires).toString("base64url"));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: "bad_signature" };
  if (expires !== "0" && Number(expires) * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, email };
}

import { describe, expect, it } from "vitest";
import { CONFIRM_TOKEN_TTL_MS, signToken, verifyToken } from "../../app/lib/newsletter/tokens.server";

const key = Buffer.alloc(32, 7);
const now = Date.parse("2026-11-23T12:00:00Z");

/** Replaces one character of the token's part `index` (0 address, 1 expiry, 2 signature). */
function tamper(token: string, index: number): string {
  const parts = token.split(".");
  const part = parts[index] as string;
  const last = part.at(-1) === "A" ? "B" : "A";
  parts[index] = part.slice(0, -1) + last;
  return parts.join(".");
}

describe("newsletter link tokens", () => {
  it("verifies a token for its purpose and names the address, lower-cased", () => {
    const token = signToken(
      key,
      "newsletter-confirm",
      " Leitora@Exemplo.com.br ",
      now + CONFIRM_TOKEN_TTL_MS,
    );
    expect(verifyToken(key, "newsletter-confirm", token, now)).toEqual({
      ok: true,
      email: "leitora@exemplo.com.br",
    });
    // Still valid a minute before the 7 days are over, expired a second after.
    expect(verifyToken(key, "newsletter-confirm", token, now + CONFIRM_TOKEN_TTL_MS - 60_000).ok).toBe(true);
    expect(verifyToken(key, "newsletter-confirm", token, now + CONFIRM_TOKEN_TTL_MS + 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a token with any part changed", () => {
    const token = signToken(key, "newsletter-confirm", "leitora@exemplo.com.br", now + 60_000);
    for (const index of [0, 1, 2]) {
      const result = verifyToken(key, "newsletter-confirm", tamper(token, index), now);
      expect(result.ok).toBe(false);
    }
    // Another address with the first address's signature.
    const other = Buffer.from("outra@exemplo.com.br").toString("base64url");
    const swapped = [other, ...token.split(".").slice(1)].join(".");
    expect(verifyToken(key, "newsletter-confirm", swapped, now)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    // A later expiry with the old signature.
    const [address, , signature] = token.split(".");
    const extended = `${address}.${Math.ceil((now + CONFIRM_TOKEN_TTL_MS * 10) / 1000)}.${signature}`;
    expect(verifyToken(key, "newsletter-confirm", extended, now)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses a signature whose last character differs only in base64url's unused bits", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const token = signToken(key, "newsletter-confirm", "leitora@exemplo.com.br", now + 60_000);
    const last = alphabet.indexOf(token.at(-1) as string);
    // 32 bytes take 43 characters; the last one carries 4 bits of the signature and 2 unused ones.
    const twin = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(twin.split(".")[2] as string, "base64url")).toEqual(
      Buffer.from(token.split(".")[2] as string, "base64url"),
    );
    expect(verifyToken(key, "newsletter-confirm", twin, now).ok).toBe(false);
  });

  it("refuses a token signed for another purpose or with another key", () => {
    const unsubscribe = signToken(key, "newsletter-unsubscribe", "leitora@exemplo.com.br", null);
    expect(verifyToken(key, "newsletter-unsubscribe", unsubscribe, now + 10 * 365 * 86_400_000).ok).toBe(
      true,
    );
    expect(verifyToken(key, "newsletter-confirm", unsubscribe, now)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyToken(Buffer.alloc(32, 8), "newsletter-unsubscribe", unsubscribe, now).ok).toBe(false);
  });

  it("answers malformed for anything that is not a token", () => {
    for (const value of [undefined, null, "", "abc", "a.b.c", "x".repeat(700), 42, "YQ.1.短"]) {
      expect(verifyToken(key, "newsletter-confirm", value, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});

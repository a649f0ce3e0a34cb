import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Name of the honeypot field: a real visitor never sees or fills it. */
export const HONEYPOT_FIELD = "website";
/** Signed render time of the form, for the minimum fill time. */
export const TOKEN_FIELD = "_t";
/** One id per rendered form: a resubmitted POST makes one lead. */
export const SUBMISSION_FIELD = "_submission";

export type SpamVerdict = { spam: false } | { spam: true; reason: "honeypot" | "too_fast" | "bad_token" };

/**
 * Issues and checks the signed time token of the forms. The key lives in
 * DATA_DIR so a restart (or a second process on the same volume) keeps
 * accepting forms rendered before it.
 */
export class FormGuard {
  readonly #key: Buffer;
  readonly #minFillMs: number;

  constructor(options: { key: Buffer; minFillMs: number }) {
    this.#key = options.key;
    this.#minFillMs = options.minFillMs;
  }

  static fromDataDir(dataDir: string, minFillMs: number): FormGuard {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, "form-key");
    if (!existsSync(file)) {
      writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
      chmodSync(file, 0o600);
    }
    return new FormGuard({ key: Buffer.from(readFileSync(file, "utf8").trim(), "hex"), minFillMs });
  }

  #sign(value: string): string {
    return createHmac("sha256", this.#key).update(value).digest("base64url");
  }

  /** A token for a form rendered now. */
  issue(now = Date.now()): string {
    const issued = String(now);
    return `${issued}.${this.#sign(issued)}`;
  }

  newSubmissionId(): string {
    return randomUUID();
  }

  check(form: FormData, now = Date.now()): SpamVerdict {
    const honeypot = form.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot.trim() !== "") return { spam: true, reason: "honeypot" };
    const token = form.get(TOKEN_FIELD);
    // Pages no longer carry a token (they are the same bytes for every visitor); a form posted
    // without one passes, and a token that is sent must still be genuine and old enough.
    if (token === null) return { spam: false };
    if (typeof token !== "string") return { spam: true, reason: "bad_token" };
    const [issued, signature] = token.split(".");
    if (!issued || !signature || !/^\d{1,15}$/.test(issued)) return { spam: true, reason: "bad_token" };
    const expected = Buffer.from(this.#sign(issued));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { spam: true, reason: "bad_token" };
    if (now - Number(issued) < this.#minFillMs) return { spam: true, reason: "too_fast" };
    return { spam: false };
  }
}

/** A submission id as sent by the form, or null when absent or malformed. */
export function submissionIdFrom(form: FormData): string | null {
  const value = form.get(SUBMISSION_FIELD);
  return typeof value === "string" && /^[\w-]{8,100}$/.test(value) ? value : null;
}

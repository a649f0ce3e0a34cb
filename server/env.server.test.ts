import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { envSchema, leadDestinations, parseEnv, secretVariables } from "./env.server";

describe("environment contract", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      MAIL_TRANSPORT: "log",
      DATA_DIR: "./data",
      FORM_RATE_LIMIT_PER_MINUTE: 10,
      TRUST_PROXY: 0,
    });
  });

  it("serves metrics only when METRICS_PORT is set", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "" }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
  });

  it("drops a trailing slash from SITE_URL so canonical URLs never double it", () => {
    expect(parseEnv({ SITE_URL: "https://www.gamadelivery.com.br/", TRUST_PROXY: "1" }).SITE_URL).toBe(
      "https://www.gamadelivery.com.br",
    );
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid environment variable PORT: .*got "abc"/],
    [{ PORT: "70000" }, /^Invalid environment variable PORT:/],
    [{ METRICS_PORT: "metrics" }, /^Invalid environment variable METRICS_PORT:/],
    [
      { PORT: "8080", METRICS_PORT: "8080" },
      /^Invalid environment variable METRICS_PORT: must differ from PORT/,
    ],
    [{ SITE_URL: "gamadelivery.com.br" }, /^Invalid environment variable SITE_URL:/],
    [{ MAIL_TRANSPORT: "sendgrid" }, /^Invalid environment variable MAIL_TRANSPORT:/],
    [{ FORM_RATE_LIMIT_PER_MINUTE: "0" }, /^Invalid environment variable FORM_RATE_LIMIT_PER_MINUTE:/],
    [{ TRUST_PROXY: "-1" }, /^Invalid environment variable TRUST_PROXY:/],
    // An https site is behind a TLS proxy: untrusted, every visitor would share its address.
    [
      { SITE_URL: "https://www.gamadelivery.com.br" },
      /^Invalid environment variable TRUST_PROXY: must be 1 or more when SITE_URL is https/,
    ],
    [
      { MAIL_TRANSPORT: "smtp", MAIL_FROM: "a@b.com", MAIL_TO: "c@d.com" },
      /^Invalid environment variable SMTP_URL: .*missing/,
    ],
    [
      { MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://h:25", MAIL_TO: "c@d.com" },
      /^Invalid environment variable MAIL_FROM:/,
    ],
    [
      { MAIL_TRANSPORT: "webhook", LEADS_WEBHOOK_SECRET: "x".repeat(32) },
      /^Invalid environment variable LEADS_WEBHOOK_URL:/,
    ],
    [
      { LEAD_DESTINATIONS: "smtp,crm" },
      /^Invalid environment variable LEAD_DESTINATIONS: .*smtp, webhook, rdstation.*\(got "smtp,crm"\)$/,
    ],
    [
      { LEAD_DESTINATIONS: "log,log" },
      /^Invalid environment variable LEAD_DESTINATIONS: lists a destination twice/,
    ],
    [
      { LEAD_DESTINATIONS: "rdstation" },
      /^Invalid environment variable RDSTATION_API_KEY: is required when LEAD_DESTINATIONS includes rdstation \(missing\)$/,
    ],
    [
      { LEAD_DESTINATIONS: "log,smtp", SMTP_URL: "smtp://h:25", MAIL_FROM: "a@b.com" },
      /^Invalid environment variable MAIL_TO: is required when LEAD_DESTINATIONS includes smtp/,
    ],
    [
      { LEAD_DESTINATIONS: "webhook", LEADS_WEBHOOK_URL: "https://crm.example.com/hook" },
      /^Invalid environment variable LEADS_WEBHOOK_SECRET: is required when LEAD_DESTINATIONS includes webhook/,
    ],
    [
      {
        LEAD_DESTINATIONS: "rdstation",
        RDSTATION_API_KEY: "k".repeat(32),
        RDSTATION_API_URL: "http://rd.example.com",
      },
      /^Invalid environment variable RDSTATION_API_URL: must be https:\/\//,
    ],
    // The confirmation to the visitor leaves by SMTP: without it, refuse to start.
    [
      { LEAD_AUTOREPLY: "on" },
      /^Invalid environment variable SMTP_URL: is required when LEAD_AUTOREPLY=on .*\(missing\)$/,
    ],
    [{ LEAD_AUTOREPLY: "yes" }, /^Invalid environment variable LEAD_AUTOREPLY:/],
  ])("stops on %o with one line naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrowError(message);
    try {
      parseEnv(source);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain("\n");
    }
  });

  it.each([
    [
      { FORM_SECRET: "curto-demais" },
      /^Invalid environment variable FORM_SECRET: must be at least 32 characters.*value hidden/,
    ],
    [
      {
        MAIL_TRANSPORT: "webhook",
        LEADS_WEBHOOK_URL: "http://crm.example.com/leads",
        LEADS_WEBHOOK_SECRET: "x".repeat(32),
      },
      /^Invalid environment variable LEADS_WEBHOOK_URL: must be https:\/\//,
    ],
    [{ LEADS_RETRY_DAYS: "0" }, /^Invalid environment variable LEADS_RETRY_DAYS:/],
    [{ LEADS_RETENTION_DAYS: "abc" }, /^Invalid environment variable LEADS_RETENTION_DAYS:/],
    [{ SMTP_REQUIRE_TLS: "talvez" }, /^Invalid environment variable SMTP_REQUIRE_TLS:/],
  ])("checks the delivery and privacy settings at boot: %o", (source, message) => {
    expect(() => parseEnv(source)).toThrowError(message);
  });

  it("sets the limits on slow clients, the page cache and the site's own mail, with their defaults", () => {
    expect(parseEnv({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 10,
      HTTP_REQUEST_TIMEOUT_SECONDS: 30,
      HTTP_SEND_TIMEOUT_SECONDS: 30,
      HTTP_MAX_CONNECTIONS: 1000,
      PAGE_CACHE_MB: 128,
      AUTOREPLY_LIMIT_PER_HOUR: 100,
      NEWSLETTER_CONFIRM_LIMIT_PER_HOUR: 100,
      NEWSLETTER_CONFIRM_LIMIT_PER_DOMAIN_PER_HOUR: 20,
    });
    expect(
      parseEnv({
        HTTP_HEADERS_TIMEOUT_SECONDS: "5",
        HTTP_REQUEST_TIMEOUT_SECONDS: "5",
        HTTP_SEND_TIMEOUT_SECONDS: "60",
        HTTP_MAX_CONNECTIONS: "200",
        PAGE_CACHE_MB: "32",
        AUTOREPLY_LIMIT_PER_HOUR: "0",
      }),
    ).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 5,
      HTTP_REQUEST_TIMEOUT_SECONDS: 5,
      HTTP_SEND_TIMEOUT_SECONDS: 60,
      HTTP_MAX_CONNECTIONS: 200,
      PAGE_CACHE_MB: 32,
      AUTOREPLY_LIMIT_PER_HOUR: 0,
    });
  });

  it.each([
    [
      { HTTP_HEADERS_TIMEOUT_SECONDS: "60", HTTP_REQUEST_TIMEOUT_SECONDS: "30" },
      /^Invalid environment variable HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS \(30\) \(got "60"\)$/,
    ],
    [{ HTTP_REQUEST_TIMEOUT_SECONDS: "0" }, /^Invalid environment variable HTTP_REQUEST_TIMEOUT_SECONDS:/],
    [{ HTTP_MAX_CONNECTIONS: "5" }, /^Invalid environment variable HTTP_MAX_CONNECTIONS:/],
    [{ HTTP_SEND_TIMEOUT_SECONDS: "0" }, /^Invalid environment variable HTTP_SEND_TIMEOUT_SECONDS:/],
    [{ PAGE_CACHE_MB: "1" }, /^Invalid environment variable PAGE_CACHE_MB:/],
    [{ PAGE_CACHE_MB: "-8" }, /^Invalid environment variable PAGE_CACHE_MB:/],
    [{ AUTOREPLY_LIMIT_PER_HOUR: "-1" }, /^Invalid environment variable AUTOREPLY_LIMIT_PER_HOUR:/],
    [
      { NEWSLETTER_CONFIRM_LIMIT_PER_DOMAIN_PER_HOUR: "muitos" },
      /^Invalid environment variable NEWSLETTER_CONFIRM_LIMIT_PER_DOMAIN_PER_HOUR:/,
    ],
  ])("refuses a limit it cannot apply: %o", (source, message) => {
    expect(() => parseEnv(source)).toThrowError(message);
  });

  it("accepts a long FORM_SECRET, https webhooks, and plain http to a loopback receiver only", () => {
    expect(parseEnv({ FORM_SECRET: "k".repeat(32) }).FORM_SECRET).toBe("k".repeat(32));
    for (const url of [
      "https://crm.example.com/leads",
      "http://127.0.0.1:8080/x",
      "http://localhost/x",
      "http://[::1]:9/x",
    ]) {
      expect(parseEnv({ LEADS_WEBHOOK_URL: url }).LEADS_WEBHOOK_URL).toBe(url);
    }
    expect(parseEnv({})).toMatchObject({
      LEADS_RETRY_DAYS: 5,
      LEADS_RETENTION_DAYS: 365,
      LEADS_READY_MAX_PENDING_SECONDS: 3600,
    });
  });

  it("takes a Standard Webhooks secret (whsec_ and the base64 of 24 to 64 bytes) or a plain ASCII one", () => {
    const whsec = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(parseEnv({ LEADS_WEBHOOK_SECRET: whsec }).LEADS_WEBHOOK_SECRET).toBe(whsec);
    // A secret from before these headers keeps working as it is.
    const plain = "segredo antigo, com espacos: 123";
    expect(parseEnv({ LEADS_WEBHOOK_SECRET: plain }).LEADS_WEBHOOK_SECRET).toBe(plain);
    for (const bad of [
      `whsec_${Buffer.alloc(16, 7).toString("base64")}`, // 16 bytes: the spec asks for 24 to 64
      `whsec_${Buffer.alloc(80, 7).toString("base64")}`,
      "whsec_isto-nao-e-base64-valido!!",
    ])
      expect(() => parseEnv({ LEADS_WEBHOOK_SECRET: bad })).toThrowError(
        /^Invalid environment variable LEADS_WEBHOOK_SECRET: must be "whsec_" and the base64 of 24 to 64 random bytes.*\(value hidden\)$/,
      );
    expect(() => parseEnv({ LEADS_WEBHOOK_SECRET: "segredo-com-acentuação-123" })).toThrowError(
      /^Invalid environment variable LEADS_WEBHOOK_SECRET: must be printable ASCII/,
    );
  });

  it("never echoes the SMTP password", () => {
    expect(() => parseEnv({ SMTP_URL: "http://user:s3cret@host" })).toThrowError(/value hidden/);
    expect(() => parseEnv({ SMTP_URL: "http://user:s3cret@host" })).not.toThrowError(/s3cret/);
  });

  it("accepts a complete SMTP configuration", () => {
    const env = parseEnv({
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      MAIL_FROM: "site@gamadelivery.com.br",
      MAIL_TO: "comercial@gamadelivery.com.br",
    });
    expect(env.MAIL_TRANSPORT).toBe("smtp");
  });

  it("takes a PostgreSQL DATABASE_URL, refuses another scheme, and never echoes it", () => {
    const url = "postgres://gama:s3cret@db.internal:5432/gama";
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ DATABASE_URL: "mysql://gama:s3cret@db/gama" })).toThrowError(
      /^Invalid environment variable DATABASE_URL: .*\(value hidden\)$/,
    );
  });

  it("sends leads where MAIL_TRANSPORT says unless LEAD_DESTINATIONS lists several", () => {
    expect(leadDestinations(parseEnv({}))).toEqual(["log"]);
    const smtp = { SMTP_URL: "smtp://h:25", MAIL_FROM: "a@b.com", MAIL_TO: "c@d.com" };
    expect(leadDestinations(parseEnv({ MAIL_TRANSPORT: "smtp", ...smtp }))).toEqual(["smtp"]);
    expect(
      leadDestinations(
        parseEnv({
          ...smtp,
          LEAD_DESTINATIONS: " smtp, webhook ,rdstation",
          LEADS_WEBHOOK_URL: "https://crm.example.com/hook",
          LEADS_WEBHOOK_SECRET: "s".repeat(32),
          RDSTATION_API_KEY: "chave-publica-rd",
        }),
      ),
    ).toEqual(["smtp", "webhook", "rdstation"]);
    // The API key is a credential: an error never prints it.
    expect(() => parseEnv({ LEAD_DESTINATIONS: "rdstation", RDSTATION_API_KEY: "curta" })).toThrowError(
      /^Invalid environment variable RDSTATION_API_KEY: .*\(value hidden\)$/,
    );
    expect(parseEnv({ ...smtp, LEAD_AUTOREPLY: "on" }).LEAD_AUTOREPLY).toBe("on");
  });

  it("opens the content editor's GitHub mode only with all five KEYSTATIC_ variables", () => {
    const editor = {
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "segredo-do-app-no-github",
      KEYSTATIC_SECRET: "k".repeat(40),
      KEYSTATIC_GITHUB_REPO: "gamadelivery/site",
      KEYSTATIC_GITHUB_APP_SLUG: "gama-site-editor",
    };
    expect(parseEnv(editor).KEYSTATIC_GITHUB_REPO).toBe("gamadelivery/site");
    expect(parseEnv({}).KEYSTATIC_GITHUB_REPO).toBeUndefined();
    const { KEYSTATIC_GITHUB_APP_SLUG: _slug, ...partial } = editor;
    expect(() => parseEnv(partial)).toThrowError(
      /^Invalid environment variable KEYSTATIC_GITHUB_APP_SLUG: is required when KEYSTATIC_GITHUB_CLIENT_ID is set \(the content editor needs all five KEYSTATIC_ variables, or none\) \(missing\)$/,
    );
    expect(() => parseEnv({ ...editor, KEYSTATIC_GITHUB_REPO: "site" })).toThrowError(
      /KEYSTATIC_GITHUB_REPO: must be the repository as owner\/name/,
    );
    // Secrets are never printed.
    expect(() => parseEnv({ ...editor, KEYSTATIC_SECRET: "curto" })).toThrowError(/\(value hidden\)$/);
  });

  it("is documented: .env.example names every variable the server reads (the docs' table: tests/unit/docs.test.ts)", () => {
    // NODE_ENV is set by server.js and the Dockerfile, not by operators.
    const variables = Object.keys(envSchema.shape).filter((name) => name !== "NODE_ENV");
    const example = readFileSync(".env.example", "utf8");
    for (const name of variables)
      expect(example, `.env.example lacks ${name}`).toMatch(new RegExp(`^${name}=`, "m"));
  });

  it("example values are valid defaults", () => {
    const example = Object.fromEntries(
      readFileSync(".env.example", "utf8")
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    expect(parseEnv(example)).toEqual(parseEnv({}));
  });

  describe("secrets from files (compose and Docker `secrets:`)", () => {
    const dir = mkdtempSync(join(tmpdir(), "gama-env-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const secretFile = (name: string, content: string) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };
    /** The one line the start prints, or "" when the environment was accepted. */
    const refusal = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };

    it("reads every secret variable from NAME_FILE, without the file's final line break", () => {
      const values: Record<(typeof secretVariables)[number], string> = {
        SMTP_URL: "smtp://gama:s3nha@smtp.example.com:587",
        DATABASE_URL: "postgres://gama:s3nha@db.internal:5432/gama",
        LEADS_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        RDSTATION_API_KEY: "chave-publica-do-rd",
        FORM_SECRET: "f".repeat(64),
        KEYSTATIC_GITHUB_CLIENT_SECRET: "segredo-do-app-no-github",
        KEYSTATIC_SECRET: "k".repeat(40),
      };
      const source: Record<string, string> = {
        KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
        KEYSTATIC_GITHUB_REPO: "gamadelivery/site",
        KEYSTATIC_GITHUB_APP_SLUG: "gama-site-editor",
        MAIL_FROM: "site@gamadelivery.com.br",
        MAIL_TO: "comercial@gamadelivery.com.br",
        LEAD_DESTINATIONS: "smtp,webhook,rdstation",
        LEADS_WEBHOOK_URL: "https://crm.example.com/leads",
      };
      for (const [name, value] of Object.entries(values))
        source[`${name}_FILE`] = secretFile(name.toLowerCase(), `${value}\n`);
      expect(parseEnv(source)).toMatchObject(values);
    });

    it("stops with one line when the file is missing, unreadable or empty", () => {
      const missing = join(dir, "nao-existe");
      expect(refusal({ FORM_SECRET_FILE: missing })).toBe(
        `Invalid environment variable FORM_SECRET_FILE: cannot read the file: no such file (got "${missing}")`,
      );
      expect(refusal({ DATABASE_URL_FILE: dir })).toMatch(
        /^Invalid environment variable DATABASE_URL_FILE: cannot read the file: it is a folder/,
      );
      const empty = secretFile("vazio", "\n");
      expect(refusal({ SMTP_URL_FILE: empty })).toBe(
        `Invalid environment variable SMTP_URL_FILE: the file is empty (got "${empty}")`,
      );
      if (process.getuid?.() !== 0) {
        // root reads any file: the permission check only means something for another user.
        const locked = secretFile("trancado", "x".repeat(40));
        chmodSync(locked, 0o000);
        expect(refusal({ FORM_SECRET_FILE: locked })).toMatch(
          /FORM_SECRET_FILE: cannot read the file: permission denied/,
        );
      }
    });

    it("stops with one line when a variable is set both ways", () => {
      const file = secretFile("form-secret", "k".repeat(40));
      const message = refusal({ FORM_SECRET: "k".repeat(40), FORM_SECRET_FILE: file });
      expect(message).toBe(
        `Invalid environment variable FORM_SECRET_FILE: FORM_SECRET is set too; set either FORM_SECRET or FORM_SECRET_FILE (got "${file}")`,
      );
      // An empty variable is unset (as in .env.example): the file alone counts.
      expect(parseEnv({ FORM_SECRET: "", FORM_SECRET_FILE: file }).FORM_SECRET).toBe("k".repeat(40));
    });

    it("checks a value read from a file like any other, never echoing it", () => {
      const file = secretFile("curto", "curto-demais\n");
      const message = refusal({ FORM_SECRET_FILE: file });
      expect(message).toBe(
        "Invalid environment variable FORM_SECRET: must be at least 32 characters (e.g. openssl rand -hex 32) (value hidden, read from FORM_SECRET_FILE)",
      );
      expect(message).not.toContain("curto-demais");
    });

    it("is documented: .env.example says each secret can come from NAME_FILE (the docs: tests/unit/docs.test.ts)", () => {
      const example = readFileSync(".env.example", "utf8");
      for (const name of secretVariables)
        expect(example, `.env.example lacks ${name}_FILE`).toContain(`${name}_FILE`);
    });
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseEnv } from "../../server/env.server";

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
}

// Docker cannot run on these machines, so the stack is checked as far as it can be without it.
const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};
const sites = Object.entries(compose.services).filter(([, service]) => service.build === ".");
const caddyfile = readFileSync("deploy/Caddyfile", "utf8");

describe("compose.yaml (the multi-replica stack)", () => {
  it("runs two site replicas of one image, built from the project's Dockerfile", () => {
    expect(sites.map(([name]) => name)).toEqual(["site-1", "site-2"]);
    expect(new Set(sites.map(([, s]) => s.image))).toEqual(new Set(["gama-site"]));
  });

  it("gives each replica an environment the server accepts, on the shared PostgreSQL and the mail catcher", () => {
    for (const [name, service] of sites) {
      const env = parseEnv(service.environment ?? {});
      expect(env.DATABASE_URL, name).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(env.SMTP_URL, name).toBe("smtp://mailpit:1025");
      expect(env.SITE_URL, name).toBe("https://localhost:8443");
      expect(env.TRUST_PROXY, name).toBe(1);
    }
    expect(compose.services.postgres?.environment?.POSTGRES_PASSWORD).toBe(
      new URL(sites[0]?.[1].environment?.DATABASE_URL ?? "").password,
    );
  });

  it("puts Caddy in front of both replicas with TLS, round-robin and a liveness health check", () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(["proxy", "postgres", "mailpit"]));
    expect(caddyfile).toMatch(/reverse_proxy site-1:3000 site-2:3000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/health_uri \/healthz/);
    expect(caddyfile).toMatch(/tls internal/);
  });
});

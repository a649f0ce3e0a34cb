import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseEnv } from "../../server/runtime/env.server";
import { PROXY_ERROR_PAGES, PROXY_TEMPLATE, PROXY_TLS_SCRIPT } from "../support/proxy";

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  ports?: string[];
  volumes?: string[];
}

// No container engine here: the file is checked for what ties it together, and the proxy it names
// runs its configuration, the same file, in tests/ops/proxy-stack.spec.ts with the real nginx.
const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};
const sites = Object.entries(compose.services).filter(([, service]) => service.build === ".");
const proxy = compose.services.proxy as Service;
const template = readFileSync(PROXY_TEMPLATE, "utf8");
/** Where each host path is mounted in the proxy container. */
const mounts = new Map(
  (proxy.volumes ?? []).map((volume) => {
    const [from, to] = volume.split(":");
    return [from, to];
  }),
);

describe("compose.yaml (the multi-replica stack)", () => {
  it("runs two site replicas of one image, built from the project's Dockerfile", () => {
    expect(sites.map(([name]) => name)).toEqual(["site-1", "site-2"]);
    // gama-site when built here; the release's ghcr.io image where GAMA_IMAGE names it (docs/ci.md).
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's variable, as the file says it
    expect(new Set(sites.map(([, s]) => s.image))).toEqual(new Set(["${GAMA_IMAGE:-gama-site}"]));
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

  it("mounts the proxy configuration the proxy test runs, where the nginx image reads it", () => {
    expect(proxy.image).toMatch(/^nginx:1\.\d+$/);
    expect(mounts.get(`./${PROXY_TEMPLATE}`)).toBe("/etc/nginx/templates/default.conf.template");
    expect(mounts.get(`./${PROXY_TLS_SCRIPT}`)).toMatch(/^\/docker-entrypoint\.d\/\d+-[\w-]+\.sh$/);
    expect(mounts.get(`./${PROXY_ERROR_PAGES}`)).toBe(proxy.environment?.GAMA_ERROR_PAGES);
  });

  it("fills every placeholder of the template, and points the proxy at both replicas and the public address", () => {
    const env = proxy.environment ?? {};
    const placeholders = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    // The image fills only the names the filter lets through; nginx's own $variables stay.
    const filter = new RegExp(env.NGINX_ENVSUBST_FILTER ?? "");
    for (const name of placeholders) {
      expect(env[name as string], name).toBeTruthy();
      expect(name).toMatch(filter);
    }
    const replicas = sites.map(([name, s]) => `${name}:${s.environment?.PORT}`);
    expect([env.GAMA_UPSTREAM_1, env.GAMA_UPSTREAM_2]).toEqual(replicas);
    // The published port is the one SITE_URL names, on the TLS port the template listens on.
    const siteUrl = new URL(sites[0]?.[1].environment?.SITE_URL ?? "");
    expect(proxy.ports).toEqual([`127.0.0.1:${siteUrl.port}:${env.GAMA_LISTEN}`]);
    expect(env.GAMA_SERVER_NAME).toBe(siteUrl.hostname);
    expect(mounts.get("proxy-tls")).toBe(env.GAMA_TLS_DIR);
  });
});

describe("the proxy's own error pages", () => {
  for (const page of ["indisponivel", "grande-demais", "requisicao-invalida"]) {
    it(`${page}.html is a page in pt-BR with a way back and the advice to try again`, () => {
      const html = readFileSync(`${PROXY_ERROR_PAGES}/${page}.html`, "utf8");
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toMatch(/<title>[^<]+ \| Gama Delivery<\/title>/);
      expect(html).toContain('<a href="/"');
      expect(html).toMatch(/tente novamente/i);
      // Self-contained: served while the site itself may be down, under a CSP that allows no source.
      expect(html).not.toMatch(/<(script|link|img)\b/);
      expect(template).toContain(`/_proxy/${page}.html`);
    });
  }
});

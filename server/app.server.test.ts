import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.server";
import { parseEnv } from "./runtime/env.server";
import { createLogger } from "./runtime/logger.server";
import { createServices, type RunningServices } from "./services.server";

/** A logger that keeps its lines, so a test can see what an operator would. */
function recordingLogger() {
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  const logger = createLogger((line) => {
    const { level, event, ...fields } = JSON.parse(line);
    lines.push({ level, event, fields });
  });
  return { lines, logger };
}

describe("a crash inside the server", () => {
  const { lines, logger } = recordingLogger();
  let services: RunningServices;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "app-test-")) });
    services = await createServices(env, logger);
    const listener = createApp(services, {
      clientDir: null,
      // The route code blows up with a secret in its message, as a real bug might.
      build: async () => {
        throw new Error("database password is hunter2 at /srv/app/secret.ts:12");
      },
      securityHeaders: true,
      pageCache: true,
    });
    const server = createServer(listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => {
      server.close();
      void services.store.close();
    };
  });
  afterAll(() => close());

  it("answers 500 with the branded pt-BR page, no stack trace and no error text", async () => {
    const response = await fetch(`${url}/planos`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("Algo deu errado do nosso lado");
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/hunter2|secret\.ts|Error:|at \//);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("logs the cause with the request id for the operator", async () => {
    const response = await fetch(`${url}/contato`, { headers: { "x-request-id": "req-crash-1" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("req-crash-1");
    const logged = lines.find(
      (l) => l.event === "http.unhandled_error" && l.fields.requestId === "req-crash-1",
    );
    expect(logged?.level).toBe("error");
    expect(JSON.stringify(logged?.fields)).toContain("hunter2");
  });

  it("keeps the health check answering", async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});

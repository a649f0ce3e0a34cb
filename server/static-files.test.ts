import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.server";

describe("staticFiles", () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "static-files-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "entry.client-AbC123.js"), "console.log('app')");
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    // Files a page's address could collide with: only the router answers these.
    writeFileSync(join(dir, "planos.data"), "arquivo data");
    writeFileSync(join(dir, "sobre"), "arquivo sem extensão");
    mkdirSync(join(dir, "imagens"));
    const app = express();
    app.use(staticFiles(dir));
    app.use((req, res) => {
      res.send(`rota ${req.path}`);
    });
    const server = createServer(app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it("serves hashed build output as immutable for a year", async () => {
    const response = await fetch(`${url}/assets/entry.client-AbC123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("console.log('app')");
  });

  it("serves public files for an hour", async () => {
    const response = await fetch(`${url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("leaves paths without an extension, navigation data and missing files to the router", async () => {
    for (const path of ["/sobre", "/planos.data", "/nao-existe.png", "/assets/nao-existe.js"])
      expect(await (await fetch(`${url}${path}`)).text()).toBe(`rota ${path}`);
  });

  it("never redirects a folder to its slash form", async () => {
    const response = await fetch(`${url}/imagens`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("rota /imagens");
  });
});

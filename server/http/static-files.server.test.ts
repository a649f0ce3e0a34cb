import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.server";

/** A client folder like the build's, with the editor's bundle among the assets. */
function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), "static-files-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "entry.client-AbC123.js"), "console.log('app')");
  writeFileSync(join(dir, "assets", "keystatic-editor.client-CN-JSJfR.js"), "console.log('editor')");
  return dir;
}

async function serve(dir: string, editor: boolean) {
  const app = express();
  app.use(staticFiles(dir, { editor }));
  app.use((req, res) => {
    res.send(`rota ${req.path}`);
  });
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("staticFiles", () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const dir = clientDir();
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    // Files a page's address could collide with: only the router answers these.
    writeFileSync(join(dir, "planos.data"), "arquivo data");
    writeFileSync(join(dir, "sobre"), "arquivo sem extensão");
    mkdirSync(join(dir, "imagens"));
    const served = await serve(dir, false);
    url = served.url;
    close = () => {
      served.close();
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

describe("the editor's browser code", () => {
  const file = "/assets/keystatic-editor.client-CN-JSJfR.js";

  it("is not served where the editor is closed, in any spelling", async () => {
    const dir = clientDir();
    const { url, close } = await serve(dir, false);
    try {
      for (const path of [file, file.replace("editor.", "editor%2E"), file.replace("/assets/", "/assets//")])
        expect(await (await fetch(`${url}${path}`)).text(), path).toMatch(/^rota /);
      expect((await fetch(`${url}/assets/entry.client-AbC123.js`)).status).toBe(200);
    } finally {
      close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is served where the editor is open", async () => {
    const dir = clientDir();
    const { url, close } = await serve(dir, true);
    try {
      expect(await (await fetch(`${url}${file}`)).text()).toBe("console.log('editor')");
    } finally {
      close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

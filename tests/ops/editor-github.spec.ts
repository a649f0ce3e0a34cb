import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { opsPort, type Site, startSite } from "./support";

/**
 * A production server with the editor's GitHub mode configured: /keystatic opens with its own
 * Content-Security-Policy while the public pages keep theirs, and the API answers GitHub's sign-in
 * by redirecting to GitHub (no file is written by a running server: GitHub mode commits through
 * GitHub's API from the browser).
 */
test.describe("the content editor in GitHub mode", () => {
  test.describe.configure({ mode: "serial" });
  let site: Site;
  test.beforeAll(async () => {
    site = await startSite(opsPort(98), {
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "segredo-do-app-no-github",
      KEYSTATIC_SECRET: "k".repeat(40),
      KEYSTATIC_GITHUB_REPO: "gamadelivery/site",
      KEYSTATIC_GITHUB_APP_SLUG: "gama-site-editor",
    });
  });
  test.afterAll(async () => site?.stop());

  test("opens /keystatic in its own document and CSP, and leaves the public pages' CSP alone", async () => {
    const editor = await fetch(`${site.url}/keystatic`);
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html).toContain("Abrindo o editor");
    // Its own document: none of the site's shell.
    expect(html).not.toContain("Pular para o conteúdo");
    expect(html).not.toContain("/assets/app-");
    const editorCsp = editor.headers.get("content-security-policy") ?? "";
    expect(editorCsp).toContain("style-src 'self' 'unsafe-inline'");
    expect(editorCsp).toContain("connect-src 'self' https://api.github.com");
    expect(editorCsp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(editorCsp).not.toContain("'unsafe-eval'");
    // Its font is the site's own file: the page, its stylesheet and its policy name no other host.
    expect(editorCsp).toContain("font-src 'self';");
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/editor-[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet, "the editor's stylesheet in its HTML").toBeTruthy();
    const css = await (await fetch(`${site.url}${stylesheet}`)).text();
    const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? "");
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.startsWith("/assets/"))).toEqual([]);

    const home = await fetch(`${site.url}/`);
    const publicCsp = home.headers.get("content-security-policy") ?? "";
    // The public pages allow inline style attributes only: stylesheets fall back to default-src 'self'.
    expect(publicCsp).toContain("default-src 'self'");
    expect(publicCsp).toContain("style-src-attr 'unsafe-inline'");
    expect(publicCsp).not.toMatch(/style-src(-elem)? [^;]*unsafe-inline/);
    expect(publicCsp).not.toContain("api.github.com");
  });

  test("signs in through GitHub, and never keeps the editor's answers in the page cache", async () => {
    const login = await fetch(`${site.url}/api/keystatic/github/login`, { redirect: "manual" });
    expect(login.status).toBe(307);
    const location = new URL(login.headers.get("location") ?? "");
    expect(location.origin).toBe("https://github.com");
    expect(location.searchParams.get("client_id")).toBe("Iv1.0123456789abcdef");
    expect(location.searchParams.get("redirect_uri")).toBe(`${site.url}/api/keystatic/github/oauth/callback`);
    const again = await fetch(`${site.url}/keystatic`);
    expect(again.headers.get("x-page-cache")).toBeNull();
    // Local mode's write does not exist here.
    const write = await fetch(`${site.url}/api/keystatic/update`, {
      method: "POST",
      headers: { "no-cors": "1", "content-type": "application/json" },
      body: JSON.stringify({ additions: [], deletions: [] }),
    });
    expect(write.status).toBe(404);
  });

  test("serves the editor's browser code, which a server without the editor does not", async () => {
    const bundle = readdirSync("build/client/assets").find((name) => name.startsWith("keystatic-editor."));
    const code = await fetch(`${site.url}/assets/${bundle}`);
    expect(code.status).toBe(200);
    expect(code.headers.get("content-type")).toMatch(/javascript/);
    expect((await code.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

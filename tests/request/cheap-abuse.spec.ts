import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { ask, expect, test } from "./helpers";

/**
 * What made-up addresses cost the production server: a value a page does not know, a scanner's
 * file-like path, a long made-up path or query. Each answers from a kept copy (or keeps nothing),
 * never a render and a new entry per request. (The page store's byte accounting has its unit test,
 * server/pages/page-cache.server.test.ts; what the cost is in CPU and memory, `npm run bench:abuse`.)
 */

const made = () => randomBytes(6).toString("hex");

test("a billing period or an API tab the page does not know answers like its default, from the kept copy", async () => {
  for (const [page, parameter] of [
    ["/planos", "periodo"],
    ["/api-aberta", "aba"],
    ["/funcionalidades", "categoria"],
  ] as const) {
    const plain = await ask(page);
    expect(plain.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const madeUp = await ask(`${page}?${parameter}=${made()}`);
      expect(madeUp.status, page).toBe(200);
      expect(madeUp.headers.get("x-page-cache"), `${page}?${parameter}=…`).toBe("hit");
      expect(madeUp.body).toBe(plain.body);
    }
  }
  // A value the page knows is its own page.
  const annual = await ask("/planos?periodo=anual");
  expect(annual.body).not.toBe((await ask("/planos")).body);
});

test("a scanner's file-like paths and long made-up paths share one kept not-found page", async () => {
  const paths = [
    `/wp-login-${made()}.php`,
    `/.env-${made()}`,
    `/${made()}/xmlrpc.php`,
    `/${"a".repeat(3000)}-${made()}`,
    `/${made()}/${made()}/${made()}`,
  ];
  // The first may render the not-found page (if no request kept it yet); every later one is a hit.
  await ask(`/nao-existe-${made()}`);
  for (const path of paths) {
    const answer = await ask(path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers.get("x-page-cache"), path).toBe("hit");
    expect(answer.$("h1").text()).toBe("Página não encontrada");
  }
});

test("a refused route-manifest query is answered and not kept, however long", async () => {
  const path = `/__manifest?z=${made()}${"z".repeat(15_000)}`;
  for (let i = 0; i < 2; i++) {
    const answer = await ask(path);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("x-page-cache")).toBe("miss");
  }
});

test("the editor's browser code is not served where the editor is closed", async () => {
  const bundle = readdirSync("build/client/assets").find((name) => name.startsWith("keystatic-editor."));
  expect(bundle, "the build has the editor's bundle").toBeDefined();
  const answer = await ask(`/assets/${bundle}`);
  expect(answer.status).toBe(404);
  expect(answer.body.length).toBeLessThan(100_000);
  // The editor is closed on this server: its page says so too.
  expect((await ask("/keystatic")).status).toBe(404);
});

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir, content as shipped } from "../support/content";
import { ask, expect, test } from "./helpers";

/**
 * The production build without the KEYSTATIC_ variables (the e2e server): the editor is closed.
 * Its page and its API answer 404, and a write the local mode would accept changes no file. The
 * editor itself, in the development server, is driven in the browser: tests/e2e/editor.spec.ts.
 */
test("on a production server without GitHub mode the editor and its API answer 404, and a write changes no file", async () => {
  for (const path of ["/keystatic", "/keystatic/collection/planos", "/api/keystatic/tree"]) {
    expect((await ask(path)).status, path).toBe(404);
  }
  const plan = shipped.planos[0];
  const file = join(contentDir, "planos", `${plan?.id}.yaml`);
  const before = readFileSync(file, "utf8");
  const write = await ask("/api/keystatic/update", {
    method: "POST",
    headers: { "no-cors": "1", "content-type": "application/json" },
    body: JSON.stringify({
      additions: [
        {
          path: `planos/${plan?.id}.yaml`,
          contents: Buffer.from("monthlyPrice: 1\n").toString("base64url"),
        },
      ],
      deletions: [{ path: "fatos.yaml" }],
    }),
  });
  expect(write.status).toBe(404);
  expect(readFileSync(file, "utf8")).toBe(before);
  expect(existsSync(join(contentDir, "fatos.yaml"))).toBe(true);
});

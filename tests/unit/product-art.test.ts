import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const script = fileURLToPath(new URL("../../scripts/build-product-art.mjs", import.meta.url));

/**
 * The product drawings are committed (public/img/produto/, the blog and tutorial covers): the script
 * that draws them, run with --check, finds each file equal to what it draws now. A changed scene, or a
 * reseller tier changed in content/paginas/revenda.yaml (the reseller's panel shows the tiers), fails
 * here until `node scripts/build-product-art.mjs` is run and its output committed.
 */
it("the committed product drawings are what scripts/build-product-art.mjs draws", () => {
  let output = "";
  try {
    output = execFileSync(process.execPath, [script, "--check"], { encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(stderr || String(error));
  }
  expect(output).toMatch(/^\d+ drawings up to date/);
});

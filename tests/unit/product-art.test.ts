import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { illustrations } from "../../app/content/illustrations.ts";
import type { Content, ResellerTier } from "../../app/content/schema/load.ts";
import { drawnFromContent, publishedFile, publishedFiles } from "../../scripts/vite-content.ts";
import { content, contentDir } from "../support/content";

const script = fileURLToPath(new URL("../../scripts/build-product-art.mjs", import.meta.url));
const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

/**
 * The product drawings are committed (public/img/produto/, the blog and tutorial covers): the script
 * that draws them, run with --check, finds each file equal to what it draws now, and no other file
 * under public/img/produto/ (a drawing the build makes from content must not be committed too). A
 * changed scene fails here until `node scripts/build-product-art.mjs` is run and its output committed.
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

/**
 * The reseller's panel (/revenda's hero) shows the programme's tiers and fees, which marketing edits:
 * the build draws it from the loaded content, so a fee changed in the editor reaches the drawing
 * with no developer and no committed file to bring up to date.
 */
describe("the reseller's panel, drawn from content", () => {
  const src = illustrations["revenda-painel"].src;
  const tiers = content["pagina-revenda"].tiers;
  const withTiers = (changed: ResellerTier[]): Content => ({
    ...content,
    "pagina-revenda": { ...content["pagina-revenda"], tiers: changed },
  });
  // The panel shows a portfolio in the second tier: its fee, and the next tier's fee to come.
  const [, second, third] = tiers;
  if (!second || !third) throw new Error("the programme has at least three tiers");
  const changed = withTiers(
    tiers.map((tier) =>
      tier.id === second.id
        ? { ...tier, monthlyFeePerClient: tier.monthlyFeePerClient + 7 }
        : tier.id === third.id
          ? { ...tier, monthlyFeePerClient: tier.monthlyFeePerClient - 3 }
          : tier,
    ),
  );

  it("shows a changed fee, and the tier names of the content", () => {
    const svg = drawnFromContent(changed).get(src) ?? "";
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
    expect(svg).toContain(`>R$ ${second.monthlyFeePerClient + 7}</text>`);
    expect(svg).not.toContain(`>R$ ${second.monthlyFeePerClient}</text>`);
    expect(svg).toContain(`cai para R$ ${third.monthlyFeePerClient - 3}</text>`);
    // "Seu nível" names the tier without the programme's word; the note names the next one whole.
    expect(svg).toContain(`>${second.name.replace(/^Partner /, "")}</text>`);
    expect(svg).toContain(`para o ${third.name}</text>`);
  });

  it("counts the way to the next tier within the tier's range, and writes thousands as in Brazil", () => {
    // A second tier of one client: the panel stands at that client, one short of the next tier.
    const narrow = withTiers(
      tiers.map((tier) =>
        tier.id === second.id
          ? { ...tier, monthlyFeePerClient: 1200, clients: { min: 11, max: 11 } }
          : tier.id === third.id
            ? { ...tier, clients: { ...tier.clients, min: 12 } }
            : tier,
      ),
    );
    const svg = drawnFromContent(narrow).get(src) ?? "";
    expect(svg).toContain(">11</text>");
    expect(svg).toContain(`>Falta 1 para o ${third.name}</text>`);
    expect(svg).toContain(">R$ 1.200</text>");
  });

  it("is served in development and published by the build at its address, from the content given", async () => {
    const expected = drawnFromContent(changed).get(src);
    const served = await publishedFile(src, changed, contentDir, publicDir);
    expect(served?.type).toBe("image/svg+xml");
    expect(served?.body).toBe(expected);
    const files = await publishedFiles(changed, contentDir, publicDir);
    expect(files.get(src.slice(1))).toBe(expected);
  });
});

// Writes public/img/integracoes/{id}.svg: a neutral wordmark per integration (the
// name set in type on a light tile). No partner logo or trademark artwork is copied
// (a partner's artwork is its owner's to license). Run after adding or renaming an integration:
// `node scripts/build-integration-logos.mjs`, then commit the output.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const { module } = await runnerImport("./app/content/integrations/index.ts", {
  configFile: false,
  logLevel: "silent",
});
const { integrations } = module;

const WIDTH = 240;
const HEIGHT = 120;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const escapeXml = (value) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Largest type size (max 34 px) at which the name fits the tile with side padding. */
function fontSize(name) {
  const averageGlyphWidth = 0.6; // of the font size, for bold sans type
  return Math.min(34, Math.floor((WIDTH - 40) / (name.length * averageGlyphWidth)));
}

function wordmark(name) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fafaf9"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" ` +
    `font-size="${fontSize(name)}" font-weight="700" letter-spacing="-0.5" fill="#292524">${escapeXml(name)}</text>` +
    `</svg>\n`
  );
}

const dir = new URL("../public/img/integracoes/", import.meta.url);
mkdirSync(dir, { recursive: true });
// Remove wordmarks of integrations that no longer exist.
for (const file of readdirSync(dir)) rmSync(new URL(file, dir));
for (const integration of integrations) {
  writeFileSync(new URL(`${integration.id}.svg`, dir), wordmark(integration.name));
}
console.log(`public/img/integracoes: ${integrations.length} wordmarks`);

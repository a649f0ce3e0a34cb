// Writes public/img/mapa-brasil.svg from the @svg-maps/brazil geometry (CC BY 4.0,
// Victor Cazanave), with coordinates rounded to keep the file small. Run after
// upgrading the package: `node scripts/build-brazil-map.mjs`.
import { writeFileSync } from "node:fs";
import brazil from "@svg-maps/brazil";

const round = (path) => path.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
const states = brazil.locations
  .map((s) => `<path id="${s.id}" d="${round(s.path)}"><title>${s.name}</title></path>`)
  .join("");
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brazil.viewBox}" role="img" aria-labelledby="t">` +
  `<title id="t">Mapa do Brasil com os 26 estados e o Distrito Federal</title>` +
  `<!-- Geometry: @svg-maps/brazil by Victor Cazanave, CC BY 4.0 -->` +
  `<g fill="#fb923c" stroke="#fff" stroke-width="1.2" stroke-linejoin="round">${states}</g></svg>\n`;
writeFileSync(new URL("../public/img/mapa-brasil.svg", import.meta.url), svg);
console.log(`mapa-brasil.svg: ${brazil.locations.length} states, ${svg.length} bytes`);

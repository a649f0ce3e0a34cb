// Writes app/assets/icons.svg: one <symbol> per icon of the site, from lucide's icon data.
// Pages reference icons with <use href>, so no icon costs any browser JavaScript.
// Run after changing app/content/icon-names.ts or app/components/icon.tsx: `node scripts/build-icon-sprite.mjs`.
import { existsSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";

/** Our icon keys (content and interface) and the lucide icon each one draws. */
const icons = {
  award: "award",
  "badge-percent": "badge-percent",
  bike: "bike",
  "book-open": "book-open",
  bot: "bot",
  building: "building-2",
  cake: "cake",
  calculator: "calculator",
  "calendar-clock": "calendar-clock",
  "chart-column": "chart-column",
  "chart-line": "chart-line",
  "chef-hat": "chef-hat",
  "clipboard-check": "clipboard-check",
  "clipboard-list": "clipboard-list",
  clock: "clock",
  code: "code",
  coins: "coins",
  "concierge-bell": "concierge-bell",
  "credit-card": "credit-card",
  disc: "disc-3",
  "file-check": "file-check",
  "file-spreadsheet": "file-spreadsheet",
  "file-text": "file-text",
  gift: "gift",
  "hand-coins": "hand-coins",
  handshake: "handshake",
  headset: "headset",
  heart: "heart",
  landmark: "landmark",
  layers: "layers",
  "map-pin": "map-pin",
  megaphone: "megaphone",
  "message-circle": "message-circle",
  monitor: "monitor",
  "notebook-pen": "notebook-pen",
  package: "package",
  percent: "percent",
  "piggy-bank": "piggy-bank",
  plug: "plug",
  printer: "printer",
  "qr-code": "qr-code",
  receipt: "receipt",
  rocket: "rocket",
  route: "route",
  "scan-barcode": "scan-barcode",
  "shield-check": "shield-check",
  "shopping-bag": "shopping-bag",
  smartphone: "smartphone",
  sparkles: "sparkles",
  star: "star",
  store: "store",
  tablet: "tablet",
  tag: "tag",
  target: "target",
  ticket: "ticket",
  "trending-up": "trending-up",
  truck: "truck",
  "user-plus": "user-plus",
  users: "users",
  utensils: "utensils-crossed",
  wallet: "wallet",
  webhook: "webhook",
  zap: "zap",
  "arrow-right": "arrow-right",
  check: "check",
  "chevron-down": "chevron-down",
  "chevron-left": "chevron-left",
  "chevron-right": "chevron-right",
  copy: "copy",
  "external-link": "external-link",
  mail: "mail",
  menu: "menu",
  minus: "minus",
  phone: "phone",
  play: "play",
  pause: "pause",
  quote: "quote",
  search: "search",
  share: "share-2",
  "key-round": "key-round",
  "refresh-cw": "refresh-cw",
  "sliders-horizontal": "sliders-horizontal",
  x: "x",
};

const escapeAttribute = (v) =>
  String(v).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const symbols = [];
for (const [key, file] of Object.entries(icons)) {
  const path = new URL(`../node_modules/lucide-react/dist/esm/icons/${file}.mjs`, import.meta.url);
  if (!existsSync(path)) throw new Error(`lucide has no icon "${file}" (for "${key}")`);
  // A few names are aliases that re-export another icon module.
  let module = await import(path.href);
  if (!module.__iconData) {
    const target = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(await readFile(path, "utf8"))?.[1];
    module = await import(
      new URL(`../node_modules/lucide-react/dist/esm/icons/${target}.mjs`, import.meta.url).href
    );
  }
  const { __iconData } = module;
  const body = __iconData.node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
        .join(" ");
      return `<${tag} ${list}/>`;
    })
    .join("");
  symbols.push(`<symbol id="${key}" viewBox="0 0 24 24">${body}</symbol>`);
}
const svg = `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (ISC license) -->${symbols.join("")}</svg>\n`;
writeFileSync(new URL("../app/assets/icons.svg", import.meta.url), svg);
console.log(`icons.svg: ${symbols.length} icons, ${svg.length} bytes`);

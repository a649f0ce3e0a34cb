// Writes app/assets/icons.svg: one <symbol> per icon of the site, from the SVG files lucide-static ships.
// Pages reference icons with <use href>, so no icon costs any browser JavaScript.
// Run after changing app/content/icon-names.ts or app/components/icon.tsx: `node scripts/build-icon-sprite.mjs`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

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

const symbols = [];
for (const [key, file] of Object.entries(icons)) {
  const path = new URL(`../node_modules/lucide-static/icons/${file}.svg`, import.meta.url);
  if (!existsSync(path)) throw new Error(`lucide has no icon "${file}" (for "${key}")`);
  // The shapes inside the <svg> element; its own attributes (stroke, size) come from the page's CSS.
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/
    .exec(readFileSync(path, "utf8"))?.[1]
    .replace(/\s*\n\s*/g, "")
    .replace(/\s*\/>/g, "/>");
  if (!body) throw new Error(`lucide-static's ${file}.svg has no shapes`);
  symbols.push(`<symbol id="${key}" viewBox="0 0 24 24">${body}</symbol>`);
}
// The site's own marks, drawn in fill rather than stroke: the floating WhatsApp button's glyph and
// the logo's "G". Kept here so they cost the pages no JavaScript either.
const brandSymbols = [
  `<symbol id="whatsapp" viewBox="0 0 32 32"><path fill="currentColor" stroke="none" d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 6.9L3 29l6.5-2c1.9 1 4.1 1.6 6.5 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.3c-2.1 0-4.1-.6-5.8-1.7l-.4-.2-3.9 1.2 1.2-3.7-.3-.4a10.4 10.4 0 0 1-1.8-5.8C5 10 9.9 5.3 16 5.3S27 10 27 15.8s-4.9 10.5-11 10.5zm6-7.8c-.3-.2-2-1-2.3-1.1-.3-.1-.5-.2-.8.2l-1 1.3c-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.7-1.7-1-.9-1.7-2-1.9-2.3-.2-.3 0-.5.1-.7l.5-.6.3-.5v-.5l-1-2.5c-.3-.7-.6-.6-.8-.6h-.7c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.3 1.5.6 2 .7.8.3 1.6.2 2.2.1.7-.1 2-.8 2.3-1.6.3-.8.3-1.5.2-1.6-.1-.2-.3-.3-.6-.4z"/></symbol>`,
  `<symbol id="gama" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#c2410c" stroke="none"/><path d="M21.5 11.2a7 7 0 1 0 1.3 6.3H16v-3h10.2a10 10 0 1 1-2.3-6.2z" fill="#fff" stroke="none"/></symbol>`,
];
symbols.push(...brandSymbols);
const svg = `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (ISC license) and the site's own marks -->${symbols.join("")}</svg>\n`;
writeFileSync(new URL("../app/assets/icons.svg", import.meta.url), svg);
console.log(`icons.svg: ${symbols.length} icons, ${svg.length} bytes`);

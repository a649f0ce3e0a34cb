// Writes the product illustrations to public/img/produto/{id}.svg (800x600), the blog covers to
// content/blog/{post-id}/cover.svg (1200x630, the launch posts' covers, editable in the content editor)
// and the tutorial covers to public/img/treinamentos/{tab or subject}.svg (480x270): original drawings of the product's screens in the
// brand's palette (app/styles/app.css), made of plain shapes and a few words of pt-BR copy. No
// photo, logo or trademark of anyone else. Each file stays a few KB, so pages load them as
// ordinary images and no drawing reaches the browser's JavaScript.
// Run after changing a drawing: `node scripts/build-product-art.mjs`, then commit the output.
// With --og it also renders each blog cover to public/og/blog-{post-id}.jpg, the post's share image
// (social networks take JPEG or PNG, not SVG); with --png <dir>, every drawing to a PNG there.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { tutorialCovers as tutorialSubjects } from "../app/content/tutorial-covers.ts";

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = "ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace";

/** The brand's palette: orange shades, warm greys, and emerald, amber and red for states. */
const c = {
  o0: "#fff7ed",
  o1: "#ffedd5",
  o2: "#fed7aa",
  o5: "#f97316",
  o6: "#ea580c",
  o7: "#c2410c",
  o8: "#9a3412",
  o9: "#7c2d12",
  s9: "#1c1917",
  s8: "#292524",
  s7: "#44403c",
  s5: "#78716c",
  s3: "#d6d3d1",
  s2: "#e7e5e4",
  s1: "#f5f5f4",
  w: "#ffffff",
  g: "#047857",
  g1: "#d1fae5",
  a: "#d97706",
  a1: "#fef3c7",
  r: "#dc2626",
};

const esc = (s) => String(s).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const n = (v) => Math.round(v * 10) / 10;

const rect = (x, y, w, h, fill, rx = 0, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${fill}"${extra}/>`;
const bar = (x, y, w, fill = c.s3, h = 8) => rect(x, y, w, h, fill, h / 2);
/** Text; opts: size, fill, weight, anchor ("start" | "middle" | "end"), mono. */
function text(x, y, value, { size = 14, fill = c.s8, weight = 400, anchor = "start", mono = false } = {}) {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${weight !== 400 ? ` font-weight="${weight}"` : ""}${
    anchor !== "start" ? ` text-anchor="${anchor}"` : ""
  }${mono ? ` font-family="${MONO}"` : ""} fill="${fill}">${esc(value)}</text>`;
}
/** A soft shadow under a card: the same box, offset and translucent. */
const shadow = (x, y, w, h, rx) => rect(x + 4, y + 8, w, h, c.s9, rx, ' opacity=".1"');
const card = (x, y, w, h, rx = 16, fill = c.w) => shadow(x, y, w, h, rx) + rect(x, y, w, h, fill, rx);
const check = (x, y, s = 1, stroke = c.w) =>
  `<path d="M${n(x - 6 * s)} ${n(y)}l${n(4 * s)} ${n(4 * s)} ${n(8 * s)}-${n(9 * s)}" fill="none" stroke="${stroke}" stroke-width="${n(3 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
const checkBadge = (x, y, r = 16) => circle(x, y, r, c.g) + check(x, y + 1, r / 16);

/** Small food drawings used on menus, tiles and covers, centred on (x, y), about 40 px wide. */
const food = {
  burger: (x, y, s = 1) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-20 -2a20 16 0 0 1 40 0z" fill="${c.o5}"/>${rect(-21, 0, 42, 5, "#65a30d", 2)}${rect(-20, 6, 40, 8, c.o9, 4)}<path d="M-20 16h40a6 6 0 0 1-6 6h-28a6 6 0 0 1-6-6z" fill="${c.o5}"/></g>`,
  pizza: (x, y, s = 1) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${circle(0, 0, 21, c.a)}${circle(0, 0, 17, "#fbbf24")}${circle(-7, -5, 4, c.r)}${circle(7, -2, 4, c.r)}${circle(-1, 8, 4, c.r)}</g>`,
  fries: (x, y, s = 1) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${[-12, -6, 0, 6, 12].map((dx, i) => rect(dx - 2, -20 + (i % 2) * 4, 5, 22, "#fbbf24", 2)).join("")}<path d="M-16 -2h32l-4 24h-24z" fill="${c.r}"/></g>`,
  drink: (x, y, s = 1) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${rect(2, -26, 3, 14, c.s5, 1)}<path d="M-12 -14h24l-3 36h-18z" fill="${c.o6}"/>${rect(-12, -14, 24, 6, c.o2, 2)}</g>`,
  bowl: (x, y, s = 1) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${circle(-8, -6, 7, "#7c3aed")}${circle(4, -9, 7, "#6d28d9")}${circle(12, -4, 6, c.r)}<path d="M-21 -4h42a21 20 0 0 1-42 0z" fill="${c.o6}"/></g>`,
};

/** A QR-code-like block: three finder squares and a fixed pseudo-random fill, as one path. */
function qr(x, y, size) {
  const cells = 21;
  const u = size / cells;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const finder = (cx, cy) => cx < 8 && cy < 8;
  let d = "";
  for (let row = 0; row < cells; row++) {
    for (let col = 0; col < cells; col++) {
      if (finder(col, row) || finder(cells - 1 - col, row) || finder(col, cells - 1 - row)) continue;
      if (random() > 0.52) d += `M${n(x + col * u)} ${n(y + row * u)}h${n(u)}v${n(u)}h-${n(u)}z`;
    }
  }
  const eye = (ex, ey) =>
    rect(ex, ey, 7 * u, 7 * u, c.s9) +
    rect(ex + u, ey + u, 5 * u, 5 * u, c.w) +
    rect(ex + 2 * u, ey + 2 * u, 3 * u, 3 * u, c.s9);
  return `<path d="${d}" fill="${c.s9}"/>${eye(x, y)}${eye(x + 14 * u, y)}${eye(x, y + 14 * u)}`;
}

// ---------------------------------------------------------------------------------------------
// Scenes, drawn on an 800x600 canvas without background (the covers reuse them at other scales).

function phoneMenu() {
  const rows = [
    ["X-Bacon", "R$ 32,90", food.burger],
    ["Pizza média", "R$ 49,90", food.pizza],
    ["Batata grande", "R$ 18,00", food.fries],
    ["Refrigerante", "R$ 7,00", food.drink],
  ];
  return [
    `<clipPath id="pm"><rect x="292" y="56" width="216" height="488" rx="26"/></clipPath>`,
    shadow(280, 40, 240, 520, 36),
    rect(280, 40, 240, 520, c.s9, 36),
    rect(292, 56, 216, 488, c.w, 26),
    `<g clip-path="url(#pm)">`,
    rect(292, 56, 216, 96, c.o6),
    circle(326, 112, 20, c.w),
    food.burger(326, 112, 0.6),
    text(356, 108, "Sua Loja", { size: 16, fill: c.w, weight: 700 }),
    text(356, 126, "Aberta · 30 a 40 min", { size: 11, fill: c.o0 }),
    rect(304, 164, 64, 26, c.o6, 13),
    text(336, 181, "Lanches", { size: 11, fill: c.w, weight: 600, anchor: "middle" }),
    rect(374, 164, 58, 26, c.s1, 13),
    text(403, 181, "Pizzas", { size: 11, fill: c.s7, anchor: "middle" }),
    rect(438, 164, 64, 26, c.s1, 13),
    text(470, 181, "Bebidas", { size: 11, fill: c.s7, anchor: "middle" }),
    ...rows.map(([name, price, draw], i) => {
      const y = 204 + i * 68;
      return (
        rect(304, y, 56, 56, c.o1, 12) +
        draw(332, y + 28, 0.85) +
        text(370, y + 18, name, { size: 13, weight: 600 }) +
        bar(370, y + 26, 84, c.s2, 7) +
        text(370, y + 50, price, { size: 13, fill: c.o7, weight: 700 }) +
        circle(488, y + 44, 12, c.o6) +
        `<path d="M${482} ${y + 44}h12M${488} ${y + 38}v12" stroke="${c.w}" stroke-width="2.5" stroke-linecap="round"/>`
      );
    }),
    rect(304, 484, 192, 44, c.o6, 12),
    text(400, 511, "Ver sacola · R$ 65,80", { size: 13, fill: c.w, weight: 700, anchor: "middle" }),
    `</g>`,
    rect(370, 46, 60, 5, c.s7, 2.5),
  ].join("");
}

function chat() {
  const bubble = (side, y, lines, { fill = c.w, extra = "" } = {}) => {
    const width = Math.max(...lines.map((l) => l.length)) * 7.4 + 28;
    const x = side === "right" ? 610 - width : 190;
    const h = lines.length * 20 + 18;
    return (
      rect(x, y, width, h, fill, 14) +
      lines.map((l, i) => text(x + 14, y + 26 + i * 20, l, { size: 13, fill: c.s8 })).join("") +
      extra
    );
  };
  return [
    card(170, 44, 460, 512, 24),
    `<clipPath id="ch"><rect x="170" y="44" width="460" height="512" rx="24"/></clipPath><g clip-path="url(#ch)">`,
    rect(170, 44, 460, 512, c.s1),
    rect(170, 44, 460, 74, c.s8),
    circle(214, 81, 22, c.o6),
    food.burger(214, 81, 0.6),
    text(248, 77, "Sua Loja", { size: 16, fill: c.w, weight: 700 }),
    text(248, 97, "responde na hora", { size: 12, fill: c.s3 }),
    bubble("right", 140, ["Oi! Quero 2 X-Bacon e uma batata"], { fill: c.g1 }),
    bubble("left", 198, ["Olá! Monte o pedido pelo nosso", "cardápio digital:"], {
      extra:
        rect(204, 256, 170, 26, c.o1, 8) +
        text(216, 274, "Abrir cardápio ›", { size: 12, fill: c.o8, weight: 700 }),
    }),
    bubble("left", 310, ["Pedido #1042 confirmado", "Total R$ 65,80 · Pix"], {
      extra: checkBadge(440, 338, 13),
    }),
    bubble("left", 382, ["Saiu para entrega! Chega em", "cerca de 25 minutos."]),
    bubble("right", 454, ["Obrigado!"], { fill: c.g1 }),
    rect(190, 502, 360, 38, c.w, 19),
    text(210, 526, "Mensagem", { size: 13, fill: c.s5 }),
    circle(584, 521, 20, c.o6),
    `<path d="M576 513l18 8-18 8 3-8z" fill="${c.w}"/>`,
    `</g>`,
  ].join("");
}

function pos() {
  const tiles = [
    ["X-Salada", "R$ 28,00", food.burger],
    ["X-Bacon", "R$ 32,90", food.burger],
    ["Pizza", "R$ 49,90", food.pizza],
    ["Batata G", "R$ 18,00", food.fries],
    ["Refri lata", "R$ 6,00", food.drink],
    ["Açaí 500", "R$ 22,00", food.bowl],
  ];
  const lines = [
    ["2x X-Salada", "56,00"],
    ["1x Batata G", "18,00"],
    ["2x Refri lata", "12,00"],
  ];
  return [
    shadow(70, 50, 660, 420, 20),
    rect(70, 50, 660, 420, c.s9, 20),
    rect(86, 66, 628, 388, c.s1, 10),
    rect(360, 470, 80, 46, c.s7),
    rect(290, 512, 220, 16, c.s7, 8),
    rect(86, 66, 400, 44, c.w, 10),
    text(104, 94, "PDV · Caixa 01", { size: 15, weight: 700 }),
    rect(300, 76, 170, 24, c.s1, 12),
    text(314, 93, "Buscar produto", { size: 11, fill: c.s5 }),
    ...tiles.map(([name, price, draw], i) => {
      const x = 100 + (i % 3) * 124;
      const y = 124 + Math.floor(i / 3) * 154;
      return (
        rect(x, y, 112, 140, c.w, 12) +
        rect(x + 10, y + 10, 92, 66, i % 2 ? c.o1 : c.a1, 10) +
        draw(x + 56, y + 44, 0.9) +
        text(x + 12, y + 100, name, { size: 13, weight: 600 }) +
        text(x + 12, y + 122, price, { size: 13, fill: c.o7, weight: 700 })
      );
    }),
    rect(496, 66, 218, 388, c.w, 10),
    text(512, 96, "Mesa 12", { size: 17, weight: 700 }),
    text(698, 96, "3 itens", { size: 12, fill: c.s5, anchor: "end" }),
    ...lines.map(
      ([name, value], i) =>
        text(512, 134 + i * 30, name, { size: 13 }) +
        text(698, 134 + i * 30, value, { size: 13, anchor: "end", weight: 600 }),
    ),
    rect(512, 222, 186, 2, c.s2),
    text(512, 256, "Total", { size: 14, fill: c.s7 }),
    text(698, 258, "R$ 86,00", { size: 22, fill: c.o7, weight: 800, anchor: "end" }),
    ...["Pix", "Cartão", "Dinheiro"].map(
      (label, i) =>
        rect(512 + i * 64, 284, 58, 34, i === 0 ? c.o1 : c.s1, 8) +
        text(541 + i * 64, 306, label, {
          size: 11,
          fill: i === 0 ? c.o8 : c.s7,
          weight: 600,
          anchor: "middle",
        }),
    ),
    rect(512, 392, 186, 46, c.o6, 10),
    text(605, 421, "Finalizar venda", { size: 14, fill: c.w, weight: 700, anchor: "middle" }),
  ].join("");
}

function kitchen() {
  const tickets = [
    ["#1042", "02:10", c.g, [["2x X-Bacon", "sem cebola"], ["1x Batata G"], ["2x Refri lata"]]],
    ["#1041", "08:45", c.a, [["1x Pizza média", "meia calabresa"], ["1x Suco laranja"]]],
    ["#1039", "14:20", c.r, [["3x X-Salada"], ["2x Batata P", "sem sal"]]],
    ["#1043", "00:40", c.g, [["1x Açaí 500 ml", "com granola"], ["1x Água"]]],
  ];
  return [
    shadow(50, 60, 700, 440, 18),
    rect(50, 60, 700, 440, c.s9, 18),
    rect(66, 76, 668, 408, c.s8, 10),
    text(86, 108, "Cozinha", { size: 17, fill: c.w, weight: 700 }),
    text(714, 108, "4 pedidos na fila", { size: 13, fill: c.s3, anchor: "end" }),
    ...tickets.map(([id, time, color, items], i) => {
      const x = 82 + i * 160;
      let y = 188;
      const body = items
        .map(([item, note]) => {
          const out =
            text(x + 12, y, item, { size: 13, weight: 600 }) +
            (note ? text(x + 12, y + 18, note, { size: 11, fill: c.r }) : "");
          y += note ? 44 : 28;
          return out;
        })
        .join("");
      return (
        rect(x, 124, 148, 344, c.w, 10) +
        `<path d="M${x} 134a10 10 0 0 1 10-10h128a10 10 0 0 1 10 10v26h-148z" fill="${color}"/>` +
        text(x + 12, 148, id, { size: 14, fill: c.w, weight: 700 }) +
        text(x + 136, 148, time, { size: 13, fill: c.w, weight: 600, anchor: "end", mono: true }) +
        body +
        rect(x + 10, 420, 128, 36, c.s1, 8) +
        text(x + 74, 443, "Pronto", { size: 13, weight: 700, anchor: "middle", fill: c.s8 })
      );
    }),
    rect(360, 500, 80, 40, c.s7),
    rect(300, 536, 200, 14, c.s7, 7),
  ].join("");
}

function receipt() {
  // The torn bottom edge, right to left: fifteen teeth of 20 px.
  const zig = "l-10 12l-10-12".repeat(15);
  const items = [
    ["X-BACON 2 x 32,90", "65,80"],
    ["BATATA G 1 x 18,00", "18,00"],
    ["REFRI LATA 2 x 6,00", "12,00"],
  ];
  return [
    `<path d="M254 48h300v472${zig}z" fill="${c.s9}" opacity=".1"/>`,
    `<path d="M250 40h300v472${zig}z" fill="${c.w}"/>`,
    text(400, 80, "NFC-e", { size: 22, weight: 800, anchor: "middle", fill: c.s9 }),
    text(400, 100, "Nota Fiscal de Consumidor Eletrônica", { size: 11, anchor: "middle", fill: c.s7 }),
    bar(330, 114, 140, c.s2, 7),
    rect(270, 136, 260, 1.5, c.s3),
    ...items.map(
      ([item, value], i) =>
        text(272, 162 + i * 22, item, { size: 11, mono: true, fill: c.s8 }) +
        text(528, 162 + i * 22, value, { size: 11, mono: true, anchor: "end", fill: c.s8 }),
    ),
    rect(270, 222, 260, 1.5, c.s3),
    text(272, 246, "TOTAL R$", { size: 13, mono: true, weight: 700 }),
    text(528, 246, "95,80", { size: 13, mono: true, weight: 700, anchor: "end" }),
    text(272, 266, "Pix", { size: 11, mono: true, fill: c.s7 }),
    text(528, 266, "95,80", { size: 11, mono: true, anchor: "end", fill: c.s7 }),
    rect(270, 280, 260, 1.5, c.s3),
    qr(345, 296, 110),
    text(400, 428, "Consulte pela chave de acesso", { size: 10, anchor: "middle", fill: c.s5 }),
    ...[0, 1, 2, 3, 4, 5].map((i) => bar(276 + i * 42, 440, 34, c.s2, 6)),
    ...[0, 1, 2, 3, 4].map((i) => bar(296 + i * 42, 454, 34, c.s2, 6)),
    card(560, 360, 190, 66, 16),
    checkBadge(592, 393, 16),
    text(616, 388, "NFC-e autorizada", { size: 13, weight: 700 }),
    text(616, 406, "em 2 segundos", { size: 11, fill: c.s5 }),
  ].join("");
}

function finance() {
  const points = [60, 92, 78, 120, 110, 150, 138, 176, 168, 204];
  const px = (i) => 110 + i * 42;
  const py = (v) => 430 - v;
  const line = points.map((v, i) => `${i ? "L" : "M"}${px(i)} ${py(v)}`).join("");
  const donut = [
    [0.45, c.o6],
    [0.35, c.o8],
    [0.2, c.o2],
  ];
  const R = 54;
  const L = 2 * Math.PI * R;
  let offset = 0;
  return [
    card(50, 44, 700, 512, 20),
    text(80, 88, "Financeiro", { size: 20, weight: 800 }),
    text(720, 88, "Novembro", { size: 13, fill: c.s5, anchor: "end" }),
    ...[
      ["Faturamento", "R$ 48.320", c.s9],
      ["Ticket médio", "R$ 62,40", c.s9],
      ["Lucro do mês", "R$ 12.870", c.g],
    ].map(
      ([label, value, color], i) =>
        rect(80 + i * 216, 108, 200, 84, i === 2 ? c.g1 : c.o0, 14) +
        text(96 + i * 216, 136, label, { size: 12, fill: c.s7 }) +
        text(96 + i * 216, 170, value, { size: 22, fill: color, weight: 800 }),
    ),
    text(636, 136, "+8%", { size: 12, fill: c.g, weight: 700 }),
    text(80, 232, "Vendas por dia", { size: 14, weight: 700 }),
    ...[0, 1, 2, 3].map((i) => rect(100, 250 + i * 60, 400, 1, c.s2)),
    `<path d="${line}L${px(points.length - 1)} 430L${px(0)} 430z" fill="${c.o1}"/>`,
    `<path d="${line}" fill="none" stroke="${c.o6}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
    circle(
      px(points.length - 1),
      py(points[points.length - 1]),
      7,
      c.w,
      ` stroke="${c.o6}" stroke-width="4"`,
    ),
    text(560, 232, "Formas de pagamento", { size: 14, weight: 700 }),
    ...donut.map(([share, color]) => {
      const seg = `<circle cx="630" cy="310" r="${R}" fill="none" stroke="${color}" stroke-width="26" stroke-dasharray="${n(share * L)} ${n(L)}" stroke-dashoffset="${n(-offset * L)}" transform="rotate(-90 630 310)"/>`;
      offset += share;
      return seg;
    }),
    ...[
      ["Pix 45%", c.o6],
      ["Cartão 35%", c.o8],
      ["Dinheiro 20%", c.o2],
    ].map(
      ([label, color], i) =>
        rect(566, 384 + i * 24, 12, 12, color, 3) + text(586, 395 + i * 24, label, { size: 12, fill: c.s7 }),
    ),
    rect(80, 466, 640, 64, c.s1, 14),
    text(100, 494, "Contas a pagar nesta semana", { size: 13, fill: c.s7 }),
    text(100, 514, "3 contas · R$ 4.210,00", { size: 14, weight: 700 }),
    rect(596, 480, 108, 36, c.o6, 10),
    text(650, 503, "Ver contas", { size: 13, fill: c.w, weight: 700, anchor: "middle" }),
  ].join("");
}

function routeMap() {
  const stop = (x, y, label) =>
    circle(x, y, 18, c.w, ` stroke="${c.o6}" stroke-width="5"`) +
    text(x, y + 5, label, { size: 14, weight: 800, anchor: "middle", fill: c.o8 });
  return [
    `<clipPath id="rm"><rect x="50" y="44" width="700" height="512" rx="24"/></clipPath>`,
    shadow(50, 44, 700, 512, 24),
    `<g clip-path="url(#rm)">`,
    rect(50, 44, 700, 512, "#efebe6"),
    rect(470, 330, 190, 140, c.g1, 20),
    rect(90, 80, 150, 110, c.s2, 14),
    rect(560, 70, 160, 90, c.s2, 14),
    `<path d="M50 250H750M50 420H750M300 44V556M520 44V556M50 120L320 556M440 44L750 300" stroke="${c.w}" stroke-width="22" fill="none"/>`,
    `<path d="M160 470L300 390L300 250L520 250L610 150" stroke="${c.o6}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `</g>`,
    `<path d="M160 490c-22-24-30-38-30-52a30 30 0 0 1 60 0c0 14-8 28-30 52z" fill="${c.o8}"/>`,
    circle(160, 438, 13, c.w),
    rect(153, 433, 14, 10, c.o8, 2),
    stop(300, 390, "1"),
    stop(420, 250, "2"),
    stop(610, 150, "3"),
    circle(360, 250, 20, c.o6),
    `<g fill="none" stroke="${c.w}" stroke-width="2.5" stroke-linecap="round"><circle cx="351" cy="255" r="5"/><circle cx="369" cy="255" r="5"/><path d="M351 255l6-10h7l5 10M357 245h-4"/></g>`,
    card(82, 290, 196, 104, 16),
    text(100, 320, "Rota com 3 entregas", { size: 14, weight: 700 }),
    text(100, 342, "12,4 km · 38 min", { size: 13, fill: c.s7 }),
    bar(100, 360, 160, c.s2, 10),
    bar(100, 360, 70, c.o6, 10),
  ].join("");
}

function kiosk() {
  const tiles = [food.burger, food.pizza, food.fries, food.drink, food.bowl, food.burger];
  return [
    shadow(290, 30, 220, 530, 24),
    rect(290, 30, 220, 530, c.s8, 24),
    rect(306, 48, 188, 320, c.w, 12),
    `<path d="M306 60a12 12 0 0 1 12-12h164a12 12 0 0 1 12 12v34h-188z" fill="${c.o6}"/>`,
    text(400, 78, "Faça seu pedido", { size: 15, fill: c.w, weight: 700, anchor: "middle" }),
    ...tiles.map((draw, i) => {
      const x = 318 + (i % 2) * 86;
      const y = 106 + Math.floor(i / 2) * 74;
      return rect(x, y, 78, 64, i % 2 ? c.o1 : c.a1, 10) + draw(x + 39, y + 32, 0.8);
    }),
    rect(318, 326, 164, 32, c.o6, 8),
    text(400, 347, "Pagar R$ 39,90", { size: 13, fill: c.w, weight: 700, anchor: "middle" }),
    rect(354, 392, 92, 62, c.s7, 10),
    rect(366, 402, 68, 24, c.s1, 4),
    text(400, 419, "Aproxime", { size: 10, fill: c.s8, anchor: "middle", weight: 600 }),
    `<path d="M388 438q12-8 24 0M392 444q8-5 16 0" stroke="${c.o2}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    rect(344, 478, 112, 8, c.s9, 4),
    rect(356, 482, 88, 36, c.w, 2),
    bar(366, 494, 60, c.s3, 5),
    bar(366, 504, 40, c.s3, 5),
    rect(270, 556, 260, 16, c.s7, 8),
    card(70, 140, 190, 92, 16),
    text(90, 174, "Sem fila no caixa", { size: 14, weight: 700 }),
    text(90, 196, "O cliente escolhe, paga", { size: 12, fill: c.s7 }),
    text(90, 214, "e a cozinha já recebe.", { size: 12, fill: c.s7 }),
    card(540, 380, 200, 76, 16),
    checkBadge(572, 418, 16),
    text(596, 412, "Pedido #087", { size: 14, weight: 700 }),
    text(596, 432, "enviado à cozinha", { size: 12, fill: c.s7 }),
  ].join("");
}

function loyalty() {
  const star = (x, y, r, fill) => {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const rr = i % 2 ? r * 0.45 : r;
      return `${n(x + rr * Math.cos(a))} ${n(y + rr * Math.sin(a))}`;
    });
    return `<path d="M${pts.join("L")}z" fill="${fill}"/>`;
  };
  return [
    `<linearGradient id="lc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.o6}"/><stop offset="1" stop-color="${c.o9}"/></linearGradient>`,
    shadow(150, 90, 500, 300, 28),
    rect(150, 90, 500, 300, "url(#lc)", 28),
    circle(600, 130, 80, c.w, ' opacity=".08"'),
    text(186, 146, "Cartão Fidelidade", { size: 26, fill: c.w, weight: 800 }),
    text(186, 172, "Sua Loja · a cada pedido, um selo", { size: 14, fill: c.o1 }),
    ...Array.from({ length: 10 }, (_, i) => {
      const x = 216 + (i % 5) * 92;
      const y = 232 + Math.floor(i / 5) * 76;
      return i < 7
        ? circle(x, y, 28, c.w) + star(x, y, 15, c.o6)
        : circle(x, y, 27, "none", ` stroke="${c.o1}" stroke-width="3" stroke-dasharray="6 6"`) +
            (i === 9
              ? text(x, y + 6, "Prêmio", { size: 11, fill: c.o0, weight: 700, anchor: "middle" })
              : "");
    }),
    text(186, 372, "Faltam 3 pedidos para o seu prêmio", { size: 15, fill: c.o0, weight: 600 }),
    card(100, 430, 330, 86, 18),
    circle(146, 473, 24, c.o1),
    `<g fill="none" stroke="${c.o7}" stroke-width="2.5" stroke-linejoin="round"><rect x="134" y="468" width="24" height="16" rx="2"/><path d="M131 462h30v6h-30zM146 462v22M146 462c-6-9-14-4-8 0M146 462c6-9 14-4 8 0"/></g>`,
    text(182, 466, "Você ganhou 150 pontos", { size: 15, weight: 700 }),
    text(182, 488, "Troque por uma sobremesa", { size: 13, fill: c.s7 }),
    card(480, 430, 220, 86, 18),
    circle(522, 473, 22, "#fbbf24"),
    text(522, 479, "$", { size: 18, fill: c.o9, weight: 800, anchor: "middle" }),
    text(556, 466, "Saldo de pontos", { size: 12, fill: c.s7 }),
    text(556, 490, "1.250", { size: 20, weight: 800 }),
  ].join("");
}

function ticket() {
  const dash = (y) => `<path d="M282 ${y}H518" stroke="${c.s5}" stroke-width="1.5" stroke-dasharray="5 4"/>`;
  const top = "l10-10l10 10".repeat(13);
  return [
    `<path d="M270 360V50${top}V360z" fill="${c.w}" stroke="${c.s2}"/>`,
    text(400, 92, "PEDIDO #1042", { size: 20, weight: 800, anchor: "middle", mono: true, fill: c.s9 }),
    text(400, 114, "ENTREGA · 20:41", { size: 13, anchor: "middle", mono: true, fill: c.s7 }),
    dash(130),
    text(284, 156, "2 X-BACON", { size: 14, mono: true, weight: 700 }),
    text(300, 176, "- sem cebola", { size: 12, mono: true, fill: c.s7 }),
    text(284, 200, "1 BATATA G", { size: 14, mono: true, weight: 700 }),
    text(284, 224, "2 REFRI LATA", { size: 14, mono: true, weight: 700 }),
    dash(242),
    text(284, 266, "Rua das Flores, 120", { size: 12, mono: true, fill: c.s8 }),
    text(284, 286, "Pago: Pix  R$ 95,80", { size: 12, mono: true, fill: c.s8 }),
    shadow(210, 330, 380, 210, 28),
    rect(210, 330, 380, 210, c.s7, 28),
    rect(210, 330, 380, 70, c.s8, 28),
    rect(210, 370, 380, 30, c.s8),
    rect(250, 352, 300, 14, c.s9, 7),
    circle(540, 470, 10, "#34d399"),
    rect(250, 458, 120, 24, c.s8, 12),
    text(310, 475, "Cozinha", { size: 12, fill: c.s3, anchor: "middle", weight: 600 }),
    card(590, 120, 190, 76, 16),
    checkBadge(622, 158, 16),
    text(646, 154, "Impresso na hora", { size: 13, weight: 700 }),
    text(646, 174, "sem digitar nada", { size: 12, fill: c.s7 }),
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// Scenes for the feature sections: one drawing per subject a section talks about. Most are a
// panel or a phone screen filled with the section's own words, so they share two frames.

/** A state chip's colours, by tone: green done, amber waiting, red late or wrong, orange brand, grey neutral. */
const tones = {
  g: [c.g1, c.g],
  a: [c.a1, "#92400e"],
  r: ["#fee2e2", "#b91c1c"],
  o: [c.o1, c.o8],
  s: [c.s2, c.s7],
};
const chip = (xEnd, y, label, tone = "s", size = 11) => {
  const [bg, fg] = tones[tone];
  const w = label.length * size * 0.62 + 20;
  return (
    rect(xEnd - w, y, w, size + 13, bg, (size + 13) / 2) +
    text(xEnd - w / 2, y + size + 5, label, { size, fill: fg, weight: 700, anchor: "middle" })
  );
};

/** A side note floating over a scene: a check (or a warning dot) and two lines. */
function callout(x, y, title, sub, tone = "g", w = 250) {
  const icon =
    tone === "g"
      ? checkBadge(x + 32, y + 38, 16)
      : circle(x + 32, y + 38, 16, tones[tone][1]) +
        text(x + 32, y + 44, "!", { size: 18, fill: c.w, weight: 800, anchor: "middle" });
  return (
    card(x, y, w, 76, 16) +
    icon +
    text(x + 58, y + 34, title, { size: 13, weight: 700 }) +
    text(x + 58, y + 54, sub, { size: 12, fill: c.s7 })
  );
}

/**
 * A panel of the system: a title, an aside, up to five rows (label, detail, value, chip, bar share)
 * and an optional callout. Rows: [label, sub?, value?, [chip, tone]?, share?].
 */
const panel =
  ({ title, aside = "", rows, note, noteTone = "g", button }) =>
  () => {
    const h = 62;
    // The card fits its rows (and button), centred on the canvas; the note overlaps its lower edge.
    const inner = rows.length * (h + 8) + (button ? 52 : 0);
    const top = Math.round((600 - (inner + 110)) / 2);
    const bottom = top + inner + 110;
    const dy = top - 44;
    return [
      `<g transform="translate(0 ${dy})">`,
      card(60, 44, 680, inner + 110, 20),
      text(92, 94, title, { size: 21, weight: 800 }),
      aside ? text(708, 94, aside, { size: 13, fill: c.s5, anchor: "end" }) : "",
      ...rows.map(([label, sub, value, tag, share], i) => {
        const y = 120 + i * (h + 8);
        const right = tag ? 560 : 692;
        return (
          rect(84, y, 632, h, c.s1, 12) +
          text(104, y + (sub ? 26 : 37), label, { size: 15, weight: 700 }) +
          (sub ? text(104, y + 47, sub, { size: 12, fill: c.s7 }) : "") +
          (share !== undefined
            ? bar(340, y + 27, 150, c.s2, 10) + bar(340, y + 27, Math.max(10, 150 * share), c.o6, 10)
            : "") +
          (value ? text(right, y + 37, value, { size: 15, weight: 800, anchor: "end", fill: c.s9 }) : "") +
          (tag ? chip(700, y + 19, tag[0], tag[1]) : "")
        );
      }),
      button
        ? rect(84, 120 + rows.length * (h + 8) + 6, 200, 40, c.o6, 10) +
          text(184, 120 + rows.length * (h + 8) + 32, button, {
            size: 13,
            fill: c.w,
            weight: 700,
            anchor: "middle",
          })
        : "",
      "</g>",
      note ? callout(470, Math.min(bottom - 36, 510), note[0], note[1], noteTone, 290) : "",
    ].join("");
  };

/**
 * A phone showing one screen of the store's app: an orange header, rows of [label, sub?, value?, tone?]
 * and a button; an optional note beside it.
 */
const phoneScreen =
  ({ title, sub, rows, button, note, noteTone = "g", extra = "" }) =>
  () => {
    let y = 164;
    return [
      shadow(280, 40, 240, 520, 36),
      rect(280, 40, 240, 520, c.s9, 36),
      rect(292, 56, 216, 488, c.w, 26),
      `<path d="M292 82a26 26 0 0 1 26-26h164a26 26 0 0 1 26 26v64h-216z" fill="${c.o6}"/>`,
      text(308, 100, title, { size: 16, fill: c.w, weight: 700 }),
      text(308, 122, sub, { size: 11, fill: c.o0 }),
      ...rows.map(([label, detail, value, tone]) => {
        const hh = detail ? 52 : 38;
        const [bg, fg] = tone ? tones[tone] : [c.s1, c.s8];
        const out =
          rect(304, y, 192, hh, bg, 10) +
          text(316, y + (detail ? 21 : 24), label, { size: 12, weight: 700, fill: tone ? fg : c.s8 }) +
          (detail ? text(316, y + 39, detail, { size: 11, fill: c.s7 }) : "") +
          (value
            ? text(486, y + (detail ? 21 : 24), value, { size: 12, weight: 700, anchor: "end", fill: c.o7 })
            : "");
        y += hh + 8;
        return out;
      }),
      extra,
      button
        ? rect(304, 484, 192, 44, c.o6, 12) +
          text(400, 511, button, { size: 13, fill: c.w, weight: 700, anchor: "middle" })
        : "",
      rect(370, 46, 60, 5, c.s7, 2.5),
      note ? callout(530, 380, note[0], note[1], noteTone, 230) : "",
    ].join("");
  };

/** The kitchen screen's dark frame on its stand. */
const screenFrame = (title, aside) =>
  shadow(50, 50, 700, 450, 18) +
  rect(50, 50, 700, 450, c.s9, 18) +
  rect(66, 66, 668, 418, c.s8, 10) +
  text(86, 98, title, { size: 17, fill: c.w, weight: 700 }) +
  text(714, 98, aside, { size: 13, fill: c.s3, anchor: "end" }) +
  rect(360, 500, 80, 36, c.s7) +
  rect(300, 532, 200, 14, c.s7, 7);

function kitchenStations() {
  const stations = [
    [
      "Chapa",
      [
        ["#1042", "2x X-Bacon", "sem cebola"],
        ["#1044", "1x X-Salada", ""],
      ],
    ],
    [
      "Fritadeira",
      [
        ["#1042", "1x Batata G", ""],
        ["#1045", "2x Anéis", "molho à parte"],
      ],
    ],
    ["Forno", [["#1043", "1x Pizza média", "meia calabresa"]]],
    [
      "Bar",
      [
        ["#1042", "2x Refri lata", ""],
        ["#1043", "1x Suco laranja", "sem gelo"],
      ],
    ],
  ];
  return [
    screenFrame("Cozinha · estações", "Delivery, balcão, mesas e iFood"),
    ...stations.map(([name, items], i) => {
      const x = 82 + i * 160;
      return (
        rect(x, 114, 148, 34, c.o6, 8) +
        text(x + 74, 137, name, { size: 14, fill: c.w, weight: 700, anchor: "middle" }) +
        items
          .map(
            ([id, item, note], j) =>
              rect(x, 158 + j * 112, 148, 100, c.w, 8) +
              text(x + 12, 182 + j * 112, id, { size: 12, fill: c.s5, weight: 700, mono: true }) +
              text(x + 12, 206 + j * 112, item, { size: 13, weight: 700 }) +
              (note ? text(x + 12, 226 + j * 112, note, { size: 11, fill: c.r }) : "") +
              rect(x + 12, 236 + j * 112, 60, 14, c.g1, 7),
          )
          .join("")
      );
    }),
    rect(82, 396, 636, 72, c.s7, 10),
    text(102, 424, "Expedição · #1042", { size: 14, fill: c.w, weight: 700 }),
    text(102, 448, "3 de 4 itens prontos: falta a batata", { size: 12, fill: c.s2 }),
    bar(470, 428, 228, c.s5, 12),
    bar(470, 428, 171, "#34d399", 12),
  ].join("");
}

function kitchenTimer() {
  const orders = [
    ["#1046", "03:12", c.g, "No tempo", ["1x X-Salada", "1x Batata P"], 0.3],
    ["#1041", "11:40", c.a, "Perto do limite", ["1x Pizza média", "1x Suco"], 0.78],
    ["#1039", "16:05", c.r, "Atrasado", ["3x X-Salada", "2x Batata P"], 1],
  ];
  return [
    screenFrame("Tempo de preparo", "Ideal: 15 min"),
    ...orders.map(([id, time, color, state, items, share], i) => {
      const x = 82 + i * 212;
      return (
        rect(x, 114, 200, 266, c.w, 10) +
        `<path d="M${x} 124a10 10 0 0 1 10-10h180a10 10 0 0 1 10 10v28h-200z" fill="${color}"/>` +
        text(x + 14, 139, id, { size: 14, fill: c.w, weight: 700 }) +
        text(x + 186, 139, state, { size: 11, fill: c.w, weight: 600, anchor: "end" }) +
        text(x + 100, 206, time, { size: 38, weight: 800, anchor: "middle", mono: true, fill: color }) +
        bar(x + 20, 222, 160, c.s2, 10) +
        bar(x + 20, 222, 160 * share, color, 10) +
        items.map((it, j) => text(x + 20, 262 + j * 24, it, { size: 13, weight: 600 })).join("") +
        rect(x + 14, 326, 172, 40, i === 0 ? c.g : c.s1, 8) +
        text(x + 100, 351, "Pronto", { size: 14, weight: 700, anchor: "middle", fill: i === 0 ? c.w : c.s8 })
      );
    }),
    card(82, 396, 636, 72, 10),
    circle(118, 432, 18, c.o6),
    `<path d="M110 438h16l-2-4v-6a6 6 0 0 0-12 0v6zM116 441a2 2 0 0 0 4 0" fill="${c.w}"/>`,
    text(148, 426, "Pedido #1040 pronto", { size: 15, weight: 700 }),
    text(148, 448, "Balcão e entregador avisados na hora", { size: 12, fill: c.s7 }),
    text(698, 438, "Média hoje: 13 min", { size: 13, weight: 700, anchor: "end", fill: c.g }),
  ].join("");
}

function tableQr() {
  return [
    `<path d="M130 520L190 140h200l60 380z" fill="${c.o6}"/>`,
    `<path d="M150 500L200 170h180l50 330z" fill="${c.w}"/>`,
    text(290, 214, "Mesa 7", { size: 26, weight: 800, anchor: "middle" }),
    text(290, 240, "Peça pelo celular", { size: 14, fill: c.s7, anchor: "middle" }),
    qr(215, 262, 150),
    text(290, 448, "Aponte a câmera", { size: 13, fill: c.o8, weight: 700, anchor: "middle" }),
    rect(90, 520, 440, 18, c.s7, 9),
    `<g transform="translate(520 90) rotate(8)">`,
    shadow(0, 0, 190, 380, 28),
    rect(0, 0, 190, 380, c.s9, 28),
    rect(10, 12, 170, 356, c.w, 20),
    rect(10, 12, 170, 60, c.o6, 20),
    rect(10, 52, 170, 20, c.o6),
    text(26, 50, "Mesa 7 · Sua Loja", { size: 13, fill: c.w, weight: 700 }),
    ...[
      ["X-Bacon", "R$ 32,90", food.burger],
      ["Batata G", "R$ 18,00", food.fries],
      ["Refri lata", "R$ 6,00", food.drink],
    ].map(
      ([name, price, draw], i) =>
        rect(22, 88 + i * 70, 50, 56, c.o1, 10) +
        draw(47, 116 + i * 70, 0.7) +
        text(82, 110 + i * 70, name, { size: 12, weight: 700 }) +
        text(82, 128 + i * 70, price, { size: 12, fill: c.o7, weight: 700 }),
    ),
    rect(22, 310, 146, 38, c.o6, 10),
    text(95, 334, "Pedir para a mesa", { size: 12, fill: c.w, weight: 700, anchor: "middle" }),
    `</g>`,
    callout(470, 486, "Pedido da mesa 7", "enviado à cozinha", "g", 250),
  ].join("");
}

function pickupBoard() {
  const big = (x, y, num, fill) =>
    rect(x, y, 140, 84, fill, 12) +
    text(x + 70, y + 58, num, { size: 40, weight: 800, anchor: "middle", fill: c.w, mono: true });
  return [
    screenFrame("Retirada no balcão", "Acompanhe pela senha"),
    text(100, 140, "Pronto para retirar", { size: 16, fill: "#34d399", weight: 700 }),
    big(100, 158, "087", c.g),
    big(256, 158, "088", c.g),
    text(100, 296, "Em preparo", { size: 16, fill: c.o2, weight: 700 }),
    ...["089", "090", "091"].map(
      (num, i) =>
        rect(100 + i * 112, 314, 100, 60, c.s7, 10) +
        text(150 + i * 112, 354, num, { size: 26, weight: 700, anchor: "middle", fill: c.s2, mono: true }),
    ),
    `<g transform="translate(520 150) rotate(4)">`,
    `<path d="M0 0h180v250l-10 10l-10-10l-10 10l-10-10l-10 10l-10-10l-10 10l-10-10l-10 10l-10-10l-10 10l-10-10l-10 10l-10-10l-10 10l-10-10l-10 10l-10-10z" fill="${c.w}"/>`,
    text(90, 38, "SUA SENHA", { size: 13, mono: true, anchor: "middle", fill: c.s7 }),
    text(90, 100, "087", { size: 54, weight: 800, mono: true, anchor: "middle", fill: c.s9 }),
    text(90, 136, "Para viagem", { size: 12, mono: true, anchor: "middle", fill: c.s7 }),
    text(90, 160, "Pago no Pix", { size: 12, mono: true, anchor: "middle", fill: c.s7 }),
    bar(30, 190, 120, c.s2, 7),
    bar(46, 208, 88, c.s2, 7),
    `</g>`,
  ].join("");
}

function tableMap() {
  const tables = [
    [1, "g", ""],
    [2, "o", "45 min"],
    [3, "o", "1h10"],
    [4, "g", ""],
    [5, "a", "conta"],
    [6, "o", "20 min"],
    [7, "g", ""],
    [8, "a", "conta"],
    [9, "o", "35 min"],
    [10, "g", ""],
    [11, "o", "5 min"],
    [12, "o", "50 min"],
  ];
  return [
    card(60, 44, 680, 470, 20),
    text(92, 94, "Mapa de mesas · Salão", { size: 21, weight: 800 }),
    ...[
      ["Livre", "g"],
      ["Ocupada", "o"],
      ["Aguardando fechamento", "a"],
    ].map(
      ([label, tone], i) =>
        circle(92 + i * 120 + (i === 2 ? 0 : 0), 128, 7, tones[tone][1]) +
        text(106 + i * 120, 133, label, { size: 12, fill: c.s7 }),
    ),
    ...tables.map(([num, tone, info], i) => {
      const x = 92 + (i % 4) * 156;
      const y = 156 + Math.floor(i / 4) * 110;
      const [bg, fg] = tone === "o" ? [c.o6, c.w] : tone === "a" ? [c.a1, "#92400e"] : [c.g1, c.g];
      return (
        rect(x, y, 140, 94, bg, 14) +
        text(x + 16, y + 36, `Mesa ${num}`, { size: 16, weight: 800, fill: fg }) +
        text(x + 16, y + 64, info || "Livre", { size: 13, fill: fg }) +
        (tone === "o"
          ? text(x + 124, y + 64, `${(num % 4) + 2} pessoas`, { size: 11, fill: c.o0, anchor: "end" })
          : "")
      );
    }),
  ].join("");
}

function cardTerminal() {
  return [
    shadow(300, 60, 200, 460, 30),
    rect(300, 60, 200, 460, c.s8, 30),
    rect(316, 90, 168, 200, c.w, 10),
    rect(316, 90, 168, 36, c.o6, 10),
    rect(316, 112, 168, 14, c.o6),
    text(400, 114, "Mesa 5 · Conta", { size: 13, fill: c.w, weight: 700, anchor: "middle" }),
    text(400, 168, "R$ 86,00", { size: 28, weight: 800, anchor: "middle" }),
    text(400, 192, "Crédito à vista", { size: 12, fill: c.s7, anchor: "middle" }),
    text(400, 238, "Aproxime ou insira", { size: 12, weight: 700, anchor: "middle", fill: c.o8 }),
    text(400, 256, "o cartão", { size: 12, weight: 700, anchor: "middle", fill: c.o8 }),
    `<path d="M384 270q16-10 32 0" stroke="${c.o6}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    ...Array.from({ length: 12 }, (_, i) =>
      rect(
        326 + (i % 3) * 52,
        310 + Math.floor(i / 3) * 46,
        44,
        36,
        i === 11 ? c.g : i === 9 ? c.r : c.s7,
        8,
      ),
    ),
    rect(330, 500, 140, 8, c.s9, 4),
    `<path d="M336 40h128v24h-128z" fill="${c.w}"/>`,
    bar(350, 48, 100, c.s3, 6),
    callout(520, 150, "Pagamento aprovado", "baixado na conta da mesa", "g", 240),
    callout(50, 330, "Valor vindo do PDV", "sem digitar de novo", "g", 230),
  ].join("");
}

function miniPos() {
  return [
    `<g transform="translate(150 40) scale(.62)">${pos()}</g>`,
    rect(200, 400, 400, 90, c.s7, 16),
    rect(230, 414, 150, 10, c.s9, 5),
    `<path d="M240 418h130v50h-130z" fill="${c.w}"/>`,
    bar(252, 432, 90, c.s3, 6),
    bar(252, 446, 70, c.s3, 6),
    rect(420, 424, 150, 40, c.s8, 8),
    text(495, 449, "Gaveta", { size: 12, fill: c.s3, anchor: "middle" }),
    rect(180, 490, 440, 16, c.s8, 8),
    callout(530, 330, "Tela, caixa e nota", "em um só aparelho", "g", 240),
  ].join("");
}

function prizeWheel() {
  const prizes = [
    ["10% OFF", c.o6],
    ["Frete grátis", c.o8],
    ["Batata", c.a],
    ["Não foi", c.s5],
    ["R$ 5", c.o6],
    ["Sobremesa", c.o8],
    ["15% OFF", c.a],
    ["Não foi", c.s5],
  ];
  const cx = 300;
  const cy = 300;
  const R = 200;
  return [
    circle(cx + 4, cy + 8, R + 14, c.s9, ' opacity=".1"'),
    circle(cx, cy, R + 14, c.s8),
    ...prizes.map(([label, color], i) => {
      const a0 = (i / prizes.length) * 2 * Math.PI - Math.PI / 2;
      const a1 = ((i + 1) / prizes.length) * 2 * Math.PI - Math.PI / 2;
      const mid = (a0 + a1) / 2;
      const p = (a) => `${n(cx + R * Math.cos(a))} ${n(cy + R * Math.sin(a))}`;
      const deg = n((mid * 180) / Math.PI);
      return (
        `<path d="M${cx} ${cy}L${p(a0)}A${R} ${R} 0 0 1 ${p(a1)}z" fill="${color}"/>` +
        `<text transform="translate(${n(cx + 118 * Math.cos(mid))} ${n(cy + 118 * Math.sin(mid))}) rotate(${deg})" font-size="14" font-weight="700" text-anchor="middle" dy="5" fill="${c.w}">${esc(label)}</text>`
      );
    }),
    circle(cx, cy, 34, c.w),
    text(cx, cy + 6, "Girar", { size: 14, weight: 800, anchor: "middle", fill: c.o7 }),
    `<path d="M${cx - 16} 70l16 36 16-36z" fill="${c.s9}"/>`,
    callout(500, 150, "Você ganhou!", "Frete grátis no próximo", "g", 260),
    callout(500, 250, "Válido por 7 dias", "salvo no seu cadastro", "a", 260),
  ].join("");
}

function regionMap() {
  const pin = (x, y, fill) =>
    `<path d="M${x} ${y}c-12-14-18-22-18-30a18 18 0 0 1 36 0c0 8-6 16-18 30z" fill="${fill}"/>` +
    circle(x, y - 30, 6, c.w);
  return [
    `<clipPath id="mr"><rect x="50" y="44" width="700" height="512" rx="24"/></clipPath>`,
    shadow(50, 44, 700, 512, 24),
    `<g clip-path="url(#mr)">`,
    rect(50, 44, 700, 512, "#efebe6"),
    `<path d="M50 200H750M50 400H750M260 44V556M560 44V556M50 520L400 44" stroke="${c.w}" stroke-width="20" fill="none"/>`,
    circle(180, 300, 100, c.o6, ' opacity=".14"'),
    circle(600, 220, 110, c.g, ' opacity=".12"'),
    `</g>`,
    pin(150, 300, c.o6),
    pin(200, 270, c.o6),
    pin(210, 350, c.o6),
    pin(150, 370, c.r),
    pin(580, 200, c.g),
    pin(640, 240, c.g),
    pin(600, 290, c.g),
    rect(380, 460, 50, 40, c.o8, 8),
    text(405, 486, "Loja", { size: 11, fill: c.w, weight: 700, anchor: "middle" }),
    rect(96, 170, 170, 30, c.w, 15),
    text(181, 190, "Centro · 4 pedidos", { size: 12, weight: 700, anchor: "middle" }),
    rect(530, 96, 170, 30, c.w, 15),
    text(615, 116, "Jardins · 3 pedidos", { size: 12, weight: 700, anchor: "middle" }),
    callout(80, 440, "Pedido #1031", "esperando há 25 min", "r", 250),
  ].join("");
}

function sectorPrinters() {
  const printer = (x, label, items) =>
    `<path d="M${x + 20} 300V130h140v170z" fill="${c.w}" stroke="${c.s2}"/>` +
    text(x + 90, 158, label.toUpperCase(), { size: 13, mono: true, weight: 700, anchor: "middle" }) +
    items.map((it, i) => text(x + 32, 186 + i * 22, it, { size: 11, mono: true, fill: c.s8 })).join("") +
    shadow(x, 280, 180, 130, 20) +
    rect(x, 280, 180, 130, c.s7, 20) +
    rect(x + 20, 294, 140, 10, c.s9, 5) +
    circle(x + 150, 388, 7, "#34d399") +
    rect(x + 20, 428, 140, 32, c.o6, 16) +
    text(x + 90, 449, label, { size: 13, fill: c.w, weight: 700, anchor: "middle" });
  return [
    printer(90, "Cozinha", ["#1042 DELIVERY", "2 X-BACON", "- sem cebola", "1 BATATA G"]),
    printer(310, "Bar", ["#1042 DELIVERY", "2 REFRI LATA", "1 SUCO", "- sem gelo"]),
    printer(530, "Forno", ["MESA 12", "1 PIZZA MÉDIA", "- meia calabresa"]),
    `<path d="M180 100H620" stroke="${c.o2}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`,
    rect(330, 70, 140, 40, c.o8, 20),
    text(400, 96, "Pedido aceito", { size: 13, fill: c.w, weight: 700, anchor: "middle" }),
  ].join("");
}

function danfe() {
  return [
    shadow(200, 40, 400, 520, 8),
    rect(200, 40, 400, 520, c.w, 8),
    rect(224, 64, 352, 64, c.s1, 6),
    text(240, 92, "DANFE", { size: 20, weight: 800 }),
    text(240, 114, "NF-e modelo 55 · nº 2.381", { size: 12, fill: c.s7 }),
    rect(470, 76, 94, 40, c.w, 4),
    ...Array.from({ length: 22 }, (_, i) => rect(476 + i * 4, 80, i % 3 ? 2 : 1, 32, c.s9)),
    text(240, 158, "DESTINATÁRIO", { size: 10, weight: 700, fill: c.s5 }),
    text(240, 178, "Escritório Central Ltda.", { size: 14, weight: 700 }),
    text(240, 198, "CNPJ 12.345.678/0001-90 · IE 123.456.789", { size: 11, fill: c.s7 }),
    rect(224, 214, 352, 1.5, c.s3),
    text(240, 240, "PRODUTOS", { size: 10, weight: 700, fill: c.s5 }),
    ...[
      ["40 X-SALADA", "1.120,00"],
      ["40 REFRI LATA", "240,00"],
      ["10 PIZZA GRANDE", "690,00"],
    ].map(
      ([item, v], i) =>
        text(240, 266 + i * 24, item, { size: 12, mono: true }) +
        text(560, 266 + i * 24, v, { size: 12, mono: true, anchor: "end" }),
    ),
    rect(224, 336, 352, 1.5, c.s3),
    text(240, 364, "VALOR TOTAL", { size: 13, weight: 700 }),
    text(560, 364, "R$ 2.050,00", { size: 16, weight: 800, anchor: "end", fill: c.o7 }),
    text(240, 392, "Pagamento: boleto 30 dias", { size: 12, fill: c.s7 }),
    ...[0, 1, 2, 3].map((i) => bar(240, 420 + i * 18, 320 - i * 50, c.s2, 8)),
    callout(470, 470, "NF-e autorizada", "XML e DANFE enviados por e-mail", "g", 300),
  ].join("");
}

/** A five-pointed star centred on (x, y). */
function starShape(x, y, r, fill) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${n(x + rr * Math.cos(a))} ${n(y + rr * Math.sin(a))}`;
  });
  return `<path d="M${pts.join("L")}z" fill="${fill}"/>`;
}
const stars = (x, y, count, of = 5) =>
  Array.from({ length: of }, (_, i) => starShape(x + i * 17, y, 7, i < count ? "#f59e0b" : c.s3)).join("");

/** The feature sections' scenes, by file id: [title, scene]. */
export const sectionArt = {
  "kds-estacoes": ["Tela da cozinha com os pedidos separados por estação", kitchenStations],
  "kds-tempo": ["Tela da cozinha com o tempo de preparo de cada pedido", kitchenTimer],
  "qr-mesa": ["QR Code na mesa e o cardápio aberto no celular", tableQr],
  "senha-retirada": ["Painel de senhas de retirada e a senha impressa", pickupBoard],
  "mapa-mesas": ["Mapa de mesas do salão com a situação de cada mesa", tableMap],
  maquininha: ["Maquininha de cartão cobrando a conta da mesa", cardTerminal],
  "mini-pdv": ["Mini PDV no balcão com impressora e gaveta", miniPos],
  roleta: ["Roleta da sorte com prêmios", prizeWheel],
  "mapa-regioes": ["Mapa com os pedidos agrupados por região", regionMap],
  "impressoras-setor": ["Uma impressora por setor imprimindo os itens do pedido", sectorPrinters],
  danfe: ["DANFE de uma NF-e de venda para empresa", danfe],
  agendamento: [
    "Celular com os horários para agendar o pedido",
    phoneScreen({
      title: "Agendar pedido",
      sub: "Entrega ou retirada",
      rows: [
        ["Sábado, 14 de dezembro", "Entrega", "", "o"],
        ["11:00 às 11:30", "Lotado"],
        ["11:30 às 12:00", "3 vagas"],
        ["12:00 às 12:30", "Escolhido", "", "g"],
        ["12:30 às 13:00", "5 vagas"],
      ],
      button: "Agendar para 12:00",
      note: ["Pedido agendado", "confirmação enviada"],
    }),
  ],
  "pedidos-agendados": [
    "Lista de pedidos agendados com o horário de envio para a cozinha",
    panel({
      title: "Pedidos agendados",
      aside: "Sábado, 14/12",
      rows: [
        ["11:30 · Bolo de chocolate", "Encomenda · Ana Paula", "R$ 120,00", ["Na cozinha", "g"]],
        ["12:00 · 50 salgados", "Festa · Ricardo", "R$ 95,00", ["Às 11:00", "a"]],
        ["12:30 · 2x X-Bacon", "Retirada · Marina", "R$ 65,80", ["Às 12:00", "a"]],
        ["19:00 · Pizza grande", "Entrega · Júlio", "R$ 69,90", ["Às 18:20", "s"]],
      ],
      note: ["Agendamento confirmado", "aviso enviado ao cliente"],
    }),
  ],
  "app-entregador": [
    "Celular do entregador com o endereço, o pagamento e a confirmação de entrega",
    phoneScreen({
      title: "Entregas · Carlos",
      sub: "2 pedidos para você",
      rows: [
        ["#1042 · R. das Flores, 120", "Ref.: portão azul"],
        ["Dinheiro · R$ 95,80", "Levar troco para R$ 100", "", "a"],
        ["Obs.: interfone 12", "Cliente avisado da saída"],
        ["#1045 · Av. Brasil, 900", "Pago no Pix", "", "g"],
      ],
      button: "Confirmar entrega",
      note: ["Rota no mapa", "3,2 km · 12 min"],
    }),
  ],
  "acerto-entregas": [
    "Painel das entregas do turno com o status e o acerto de cada entregador",
    panel({
      title: "Entregas de hoje",
      aside: "Turno da noite",
      rows: [
        ["Carlos", "12 entregas · 3 em rota", "R$ 84,00", ["Em rota", "o"]],
        ["Juliana", "9 entregas", "R$ 63,00", ["Na loja", "g"]],
        ["Rafael", "7 entregas", "R$ 49,00", ["Em rota", "o"]],
        ["Entrega sob demanda", "2 pedidos com entregador parceiro", "R$ 17,80", ["Entregue", "g"]],
      ],
      note: ["Acerto do turno", "R$ 213,80 para 4 entregadores"],
    }),
  ],
  "garcom-celular": [
    "Celular do garçom lançando o pedido da mesa",
    phoneScreen({
      title: "Mesa 5 · Ana",
      sub: "Garçom · 4 pessoas",
      rows: [
        ["2x X-Bacon", "sem cebola", "65,80"],
        ["1x Batata G", "Cozinha", "18,00"],
        ["1x Caipirinha", "Bar", "22,00"],
        ["2x Refri lata", "Bar", "12,00"],
      ],
      button: "Enviar para a produção",
      note: ["Cozinha e bar", "receberam os itens"],
    }),
  ],
  checkout: [
    "Celular na finalização do pedido com cupom, cashback e Pix",
    phoneScreen({
      title: "Finalizar pedido",
      sub: "Entrega em 30 a 40 min",
      rows: [
        ["Subtotal", "3 itens", "R$ 95,80"],
        ["Taxa de entrega", "Centro", "R$ 5,00"],
        ["Cupom PIZZA10", "10% de desconto", "-R$ 9,58", "g"],
        ["Cashback", "Saldo usado", "-R$ 12,40", "g"],
        ["Pix", "Pagamento online", "", "o"],
      ],
      button: "Pagar R$ 78,82",
    }),
  ],
  "resgate-pontos": [
    "Celular com o saldo de pontos e as recompensas para resgatar no pedido",
    phoneScreen({
      title: "Seus pontos",
      sub: "Marina · 1.250 pontos",
      rows: [
        ["Batata G grátis", "150 pontos", "Resgatar", "o"],
        ["Sobremesa", "300 pontos", "Resgatar", "o"],
        ["Pizza média", "1.500 pontos", "Faltam 250"],
        ["Último pedido", "+95 pontos"],
      ],
      button: "Continuar pedido",
      note: ["Faltam 250 pontos", "para a pizza média"],
      noteTone: "a",
    }),
  ],
  avaliacao: [
    "Celular com a avaliação do pedido em estrelas",
    phoneScreen({
      title: "Como foi o pedido?",
      sub: "Pedido #1042 · entregue",
      rows: [["Comida"], ["Embalagem"], ["Entrega"], ["Comentário", "Chegou quentinho, obrigado!"]],
      extra: stars(414, 183, 5) + stars(414, 229, 4) + stars(414, 275, 5),
      button: "Enviar avaliação",
    }),
  ],
  "status-whatsapp": [
    "Mensagens automáticas com o status do pedido",
    phoneScreen({
      title: "Sua Loja",
      sub: "Mensagens automáticas",
      rows: [
        ["Pedido #1042 confirmado", "20:41", "", "g"],
        ["Em preparo", "20:44"],
        ["Saiu para entrega", "21:02 · com Carlos"],
        ["Entregue!", "Conte como foi: avalie", "", "o"],
      ],
      note: ["Ninguém digitou nada", "avisos a cada etapa"],
    }),
  ],
  indicacao: [
    "Celular com o link de indicação para compartilhar com amigos",
    phoneScreen({
      title: "Indique e ganhe",
      sub: "Você e o amigo ganham R$ 10",
      rows: [
        ["Seu link", "sualoja.app/i/marina", "", "o"],
        ["Enviar no WhatsApp", "ou nas redes sociais", "", "g"],
        ["Pedro", "Fez o primeiro pedido", "+R$ 10", "g"],
        ["Júlia", "Ainda não pediu"],
      ],
      button: "Copiar link",
    }),
  ],
  "robo-ia": [
    "Conversa com o robô de atendimento respondendo sobre entrega e pagamento",
    phoneScreen({
      title: "Atendimento",
      sub: "Robô IA · responde na hora",
      rows: [
        ["Vocês entregam no Centro?", "Cliente"],
        ["Sim! Taxa de R$ 5,00", "Robô · 30 a 40 min", "", "o"],
        ["Aceita Pix?", "Cliente"],
        ["Aceitamos Pix e cartão", "Robô · em 3 segundos", "", "o"],
        ["Abrir cardápio ›", "", "", "g"],
      ],
      note: ["Respostas 24 horas", "com os dados da loja"],
    }),
  ],
  campanha: [
    "Mensagem de campanha no WhatsApp com cupom, agendada para o fim da tarde",
    phoneScreen({
      title: "Sua Loja",
      sub: "Campanha · clientes inativos",
      rows: [
        ["Oi, Marina! Que saudade!", "Pizza com 15% OFF hoje", "", "g"],
        ["Cupom VOLTA15", "Válido até domingo", "", "o"],
        ["Pedir pelo cardápio ›", "", "", "o"],
      ],
      extra: rect(304, 352, 192, 112, c.a1, 12) + food.pizza(400, 408, 1.8),
      note: ["Agendada: sexta, 18h", "lidas 82% · 41 pedidos"],
    }),
  ],
  cupons: [
    "Lista de cupons: percentual, frete grátis, primeiro pedido e por horário",
    panel({
      title: "Cupons de desconto",
      aside: "4 ativos",
      rows: [
        ["PIZZA10", "10% em pizzas · pedido mínimo R$ 50", "", ["Ativo", "g"]],
        ["FRETEGRATIS", "Frete grátis acima de R$ 60", "", ["Ativo", "g"]],
        ["BEMVINDO", "R$ 15 no primeiro pedido", "", ["Ativo", "g"]],
        ["SEXTOU", "20% às sextas, das 18h às 23h", "", ["Agendado", "a"]],
      ],
      button: "Criar cupom",
    }),
  ],
  "cupom-regras": [
    "Limites de um cupom: pedido mínimo, validade, usos e desconto máximo",
    panel({
      title: "Cupom PIZZA10",
      aside: "Limites",
      rows: [
        ["Pedido mínimo", "Conferido no carrinho", "R$ 50,00"],
        ["Validade", "De 1º a 31 de dezembro", "", ["Ativo", "g"]],
        ["Usos", "1 por cliente", "312 de 500", null, 0.62],
        ["Desconto máximo", "Em cupons percentuais", "R$ 20,00"],
        ["Resultado", "R$ 18.420 em pedidos", "-R$ 1.530"],
      ],
      note: ["Cupom recusado", "pedido abaixo do mínimo"],
      noteTone: "r",
    }),
  ],
  "cashback-regras": [
    "Regras do cashback: percentual, liberação, validade e pedido mínimo",
    panel({
      title: "Regras do cashback",
      rows: [
        ["Cashback por pedido", "Sobre o valor dos produtos", "5%"],
        ["Liberação do crédito", "Depois do pedido concluído", "", ["Automática", "g"]],
        ["Validade do saldo", "Cria senso de urgência", "30 dias"],
        ["Pedido mínimo para usar", "Até 50% do pedido", "R$ 40,00"],
        ["Terças e quartas", "Para movimentar os dias fracos", "10%", ["Ativo", "g"]],
      ],
    }),
  ],
  "pontos-regras": [
    "Regras do programa de pontos e o catálogo de recompensas",
    panel({
      title: "Programa de pontos",
      rows: [
        ["Pontuação", "A cada R$ 1 gasto", "1 ponto"],
        ["Batata G", "Recompensa", "150 pontos"],
        ["Sobremesa", "Recompensa", "300 pontos"],
        ["Validade dos pontos", "Estimula o retorno", "6 meses"],
        ["Pedidos cancelados", "Não geram pontos", "", ["Regra", "s"]],
      ],
      note: ["+95 pontos para Marina", "pedido #1042 concluído"],
    }),
  ],
  "roleta-premios": [
    "Prêmios da roleta com a chance e o limite diário de cada um",
    panel({
      title: "Prêmios da roleta",
      aside: "Chance · limite",
      rows: [
        ["10% OFF", "Cupom percentual", "25%", ["30 por dia", "s"]],
        ["Frete grátis", "Na próxima compra", "20%", ["20 por dia", "s"]],
        ["Batata de brinde", "Produto", "10%", ["10 por dia", "s"]],
        ["R$ 5 de desconto", "Valor fixo", "15%", ["20 por dia", "s"]],
        ["Não foi dessa vez", "Equilibra o custo", "30%"],
      ],
    }),
  ],
  reputacao: [
    "Painel de avaliações com a nota média, respostas e alerta de nota baixa",
    panel({
      title: "Avaliações",
      aside: "Nota média 4,7",
      rows: [
        ["Marina · 5 estrelas", "“Chegou quentinho, obrigado!”", "", ["Respondida", "g"]],
        ["Pedro · 2 estrelas", "“A entrega atrasou 20 minutos”", "", ["Responder", "r"]],
        ["Comida", "Média do mês", "4,8", null, 0.96],
        ["Entrega", "Média do mês", "4,5", null, 0.9],
      ],
      note: ["Nota baixa recebida", "cupom de desculpas enviado"],
      noteTone: "r",
    }),
  ],
  funil: [
    "Funil de conversão do cardápio: visitas, carrinho, finalização e pedidos",
    panel({
      title: "Funil do cardápio",
      aside: "Últimos 30 dias",
      rows: [
        ["Visitas", "Instagram 46% · Google 31%", "4.820", null, 1],
        ["Adicionaram ao carrinho", "28% das visitas", "1.350", null, 0.28],
        ["Iniciaram a finalização", "15% das visitas", "720", null, 0.15],
        ["Pedidos concluídos", "Conversão de 12,7%", "610", null, 0.127],
      ],
    }),
  ],
  "analytics-config": [
    "Configuração do Google Analytics no painel, com os eventos do pedido prontos",
    panel({
      title: "Google Analytics",
      aside: "Painel da loja",
      rows: [
        ["ID de medição", "Cole o código G- do seu GA4", "", ["Conectado", "g"]],
        ["Google Tag Manager", "Contêiner para outras tags", "", ["Opcional", "s"]],
        ["Eventos do pedido", "Item visto, carrinho, finalização", "", ["Prontos", "g"]],
        ["Valor da conversão", "Enviado com cada pedido", "", ["Ativo", "g"]],
        ["Campanhas", "Parâmetros UTM lidos", "", ["Ativo", "g"]],
      ],
    }),
  ],
  "cliente-pj": [
    "Cadastro de cliente pessoa jurídica para emitir a NF-e do pedido",
    panel({
      title: "Cliente pessoa jurídica",
      aside: "Salvo para as próximas notas",
      rows: [
        ["Razão social", "Escritório Central Ltda."],
        ["CNPJ", "12.345.678/0001-90"],
        ["Inscrição estadual", "123.456.789"],
        ["Endereço", "Av. Paulista, 1000 · São Paulo"],
      ],
      button: "Emitir NF-e do pedido",
      note: ["XML e DANFE", "enviados por e-mail"],
    }),
  ],
  "operacoes-fiscais": [
    "Lista de NF-e de venda, devolução, transferência, carta de correção e cancelamento",
    panel({
      title: "Notas fiscais",
      aside: "Dezembro",
      rows: [
        ["Nº 2.381 · Venda", "Escritório Central Ltda.", "R$ 2.050,00", ["Autorizada", "g"]],
        ["Nº 2.382 · Devolução", "Para o fornecedor", "R$ 340,00", ["Autorizada", "g"]],
        ["Nº 2.383 · Transferência", "Para a filial Centro", "R$ 1.120,00", ["Autorizada", "g"]],
        ["Carta de correção", "Nº 2.381 · endereço", "", ["Enviada", "s"]],
        ["Nº 2.379", "Cancelada no prazo", "", ["Cancelada", "r"]],
      ],
    }),
  ],
  dfe: [
    "Lista de NF-e emitidas contra o CNPJ da loja, com a manifestação de cada uma",
    panel({
      title: "Notas contra o seu CNPJ",
      aside: "Consulta automática",
      rows: [
        ["Distribuidora Sabor", "NF-e 4.512 · 20/11", "R$ 1.874,30", ["Ciência", "a"]],
        ["Frigorífico Bom Corte", "NF-e 88.120 · 21/11", "R$ 2.310,00", ["Confirmada", "g"]],
        ["Embalagens Sul", "NF-e 1.203 · 22/11", "R$ 640,00", ["Nova", "o"]],
        ["Emitente desconhecido", "NF-e 77 · 22/11", "R$ 5.900,00", ["Desconhecida", "r"]],
      ],
    }),
  ],
  "entrada-estoque": [
    "Entrada de uma nota de compra no estoque, com os itens ligados aos insumos",
    panel({
      title: "Entrada da NF-e 4.512",
      aside: "Distribuidora Sabor",
      rows: [
        ["Caixa refri lata c/ 12", "→ Refrigerante lata", "+48 un", ["Ligado", "g"]],
        ["Fardo batata 4 x 2,5 kg", "→ Batata congelada", "+10 kg", ["Ligado", "g"]],
        ["Cheddar fatiado 2 kg", "→ Queijo cheddar", "+2 kg", ["Novo", "a"]],
        ["Contas a pagar", "2 parcelas · 30 e 60 dias", "R$ 1.874,30"],
      ],
      note: ["Custo dos insumos", "atualizado pela nota"],
    }),
  ],
  sped: [
    "Geração do arquivo do SPED Fiscal com os blocos prontos",
    panel({
      title: "SPED Fiscal · Novembro",
      aside: "EFD ICMS/IPI",
      rows: [
        ["Bloco 0 · Cadastros", "184 produtos · 23 participantes", "", ["Pronto", "g"]],
        ["Bloco C · Documentos", "2.918 NFC-e · 14 NF-e · 37 entradas", "", ["Pronto", "g"]],
        ["Bloco H · Inventário", "Estoque da loja, quando exigido", "", ["Pronto", "g"]],
        ["Arquivo", "Leiaute oficial, pronto para o PVA", "", ["Gerado", "o"]],
      ],
      button: "Baixar para o contador",
    }),
  ],
  "sped-pendencias": [
    "Conferência antes de gerar o SPED: produtos sem NCM, unidades e notas pendentes",
    panel({
      title: "Conferência antes de gerar",
      aside: "Novembro",
      rows: [
        ["2 produtos sem NCM", "Açaí 500 ml, Molho da casa", "", ["Corrigir", "r"]],
        ["Unidade inconsistente", "Queijo cheddar em kg e em un", "", ["Corrigir", "r"]],
        ["1 nota pendente", "NFC-e 8.231 sem retorno", "", ["Verificar", "a"]],
        ["Resumo por CFOP", "5102 · 5405 · 1102", "R$ 182.430"],
      ],
    }),
  ],
  tributacao: [
    "Tributação de um produto: NCM, CFOP, CSOSN e tributos aproximados",
    panel({
      title: "Tributação · X-Bacon",
      aside: "Vale para todas as notas",
      rows: [
        ["NCM", "Classificação do produto", "2106.90.90"],
        ["CFOP", "Venda ao consumidor", "5102"],
        ["CSOSN", "Simples Nacional", "102"],
        ["Tributos aproximados", "Lei 12.741/2012", "R$ 4,27"],
        ["Certificado digital A1", "Válido até agosto de 2027", "", ["Válido", "g"]],
      ],
    }),
  ],
  conciliacao: [
    "Recebimentos por cartão com bandeira, NSU e autorização conferidos",
    panel({
      title: "Recebimentos por cartão",
      aside: "Conferido com a credenciadora",
      rows: [
        ["Crédito · bandeira A", "NSU 004512 · aut. 83Q1K2", "R$ 86,00", ["Conferido", "g"]],
        ["Débito · bandeira B", "NSU 004513 · aut. 19B7X4", "R$ 42,50", ["Conferido", "g"]],
        ["Crédito 3x · bandeira C", "NSU 004514 · aut. 55M2P9", "R$ 210,00", ["Conferido", "g"]],
        ["Total no fechamento", "Separado por bandeira", "R$ 338,50"],
      ],
      note: ["NFC-e com os dados", "do pagamento no cartão"],
    }),
  ],
  "caixa-movimentos": [
    "Movimentações do caixa: abertura, sangria, suprimento e vendas em dinheiro",
    panel({
      title: "Caixa 01 · Ana",
      aside: "Aberto às 08:00",
      rows: [
        ["Abertura", "Troco inicial · 08:00", "R$ 150,00", ["Abertura", "s"]],
        ["Sangria", "Depósito no banco · 14:10", "-R$ 300,00", ["Sangria", "r"]],
        ["Suprimento", "Reforço de troco · 16:30", "+R$ 50,00", ["Suprimento", "g"]],
        ["Vendas em dinheiro", "32 vendas", "R$ 612,40"],
      ],
      note: ["Comprovante impresso", "de cada movimentação"],
    }),
  ],
  "caixa-fechamento": [
    "Fechamento do caixa com a conferência por forma de pagamento e a diferença apontada",
    panel({
      title: "Fechamento do caixa",
      aside: "Contado pelo operador",
      rows: [
        ["Dinheiro", "Sistema: R$ 512,40", "R$ 507,40", ["Falta R$ 5,00", "r"]],
        ["Pix", "Sistema: R$ 1.284,00", "R$ 1.284,00", ["Confere", "g"]],
        ["Cartão de crédito", "Sistema: R$ 2.105,90", "R$ 2.105,90", ["Confere", "g"]],
        ["Cartão de débito", "Sistema: R$ 890,00", "R$ 890,00", ["Confere", "g"]],
      ],
      note: ["Diferença no dinheiro", "R$ 5,00 a menos"],
      noteTone: "r",
    }),
  ],
  "fiado-limite": [
    "Venda fiado no PDV com o limite de crédito do cliente e o alerta de limite ultrapassado",
    panel({
      title: "Venda fiado",
      aside: "PDV · Caixa 01",
      rows: [
        ["João Silva", "Fiado liberado", "", ["Liberado", "g"]],
        ["Limite de crédito", "R$ 260,00 usados", "R$ 300,00", null, 0.87],
        ["Esta venda", "2x X-Bacon, 1x Batata G", "R$ 83,80"],
        ["Novo saldo", "Passa do limite em R$ 43,80", "R$ 343,80", ["Acima", "r"]],
      ],
      note: ["Limite ultrapassado", "confirme com o gerente"],
      noteTone: "r",
    }),
  ],
  fiados: [
    "Lista de clientes com saldo de fiado em aberto e um recebimento registrado",
    panel({
      title: "Fiados em aberto",
      aside: "Total: R$ 1.342,50",
      rows: [
        ["João Silva", "Desde 02/11 · 6 compras", "R$ 343,80", ["23 dias", "a"]],
        ["Maria Souza", "Desde 18/11 · 2 compras", "R$ 96,00", ["7 dias", "s"]],
        ["Oficina do Beto", "Desde 10/10 · 12 compras", "R$ 812,70", ["46 dias", "r"]],
        ["Clara Lima", "Pagou R$ 50,00 hoje", "R$ 90,00", ["Parcial", "g"]],
      ],
      note: ["Recebimento de R$ 50,00", "lançado no caixa do dia"],
    }),
  ],
  estoque: [
    "Estoque de insumos com o estoque mínimo e os alertas de reposição",
    panel({
      title: "Estoque de insumos",
      aside: "Atualizado a cada venda",
      rows: [
        ["Pão brioche", "Mínimo 40 un", "112 un", ["OK", "g"]],
        ["Carne 150 g", "Mínimo 60 un", "38 un", ["Repor", "r"]],
        ["Queijo cheddar", "Mínimo 2 kg", "3,4 kg", ["OK", "g"]],
        ["Batata congelada", "Mínimo 10 kg", "11 kg", ["Quase no fim", "a"]],
        ["Refrigerante lata", "Mínimo 48 un", "96 un", ["OK", "g"]],
      ],
    }),
  ],
  "ficha-tecnica": [
    "Ficha técnica de um lanche com os insumos, as quantidades e o custo",
    panel({
      title: "Ficha técnica · X-Bacon",
      aside: "Rende 1 lanche",
      rows: [
        ["Pão brioche", "1 un", "R$ 1,40"],
        ["Carne 150 g", "1 un · perda de 5%", "R$ 6,30"],
        ["Bacon", "40 g", "R$ 2,10"],
        ["Queijo cheddar", "30 g", "R$ 1,35"],
        ["Molho da casa", "20 ml · receita da casa", "R$ 0,55"],
      ],
      note: ["Custo do prato: R$ 11,70", "baixa no estoque a cada venda"],
    }),
  ],
  "cmv-margem": [
    "Custo, preço e margem de cada prato, com o CMV da loja",
    panel({
      title: "Custo e margem por prato",
      aside: "CMV da loja: 31%",
      rows: [
        ["X-Bacon", "Custo R$ 11,70 · preço R$ 32,90", "64%", ["Boa", "g"], 0.64],
        ["Pizza média", "Custo R$ 14,20 · preço R$ 49,90", "72%", ["Boa", "g"], 0.72],
        ["Açaí 500 ml", "Custo R$ 12,80 · preço R$ 22,00", "42%", ["Atenção", "a"], 0.42],
        ["Batata G", "Custo R$ 4,10 · preço R$ 18,00", "77%", ["Boa", "g"], 0.77],
      ],
    }),
  ],
  clientes: [
    "Lista de clientes com pedidos, ticket médio e grupo de cada um",
    panel({
      title: "Clientes",
      aside: "1.842 cadastrados",
      rows: [
        ["Marina Costa", "23 pedidos · último há 3 dias", "R$ 58,00", ["VIP", "o"]],
        ["Pedro Alves", "9 pedidos · último há 2 dias", "R$ 41,20", ["Frequente", "g"]],
        ["Júlio Mendes", "4 pedidos · último há 74 dias", "R$ 63,90", ["Inativo", "a"]],
        ["Clara Lima", "1 pedido · ontem", "R$ 36,00", ["Novo", "s"]],
      ],
    }),
  ],
  "crm-cliente": [
    "Ficha de uma cliente com pedidos, ticket médio, favoritos e endereço",
    panel({
      title: "Marina Costa",
      aside: "Cliente desde março",
      rows: [
        ["23 pedidos", "Último pedido há 3 dias", "", ["VIP", "o"]],
        ["Ticket médio", "Total gasto: R$ 1.334,00", "R$ 58,00"],
        ["Favoritos", "X-Bacon e Batata G · “sem cebola”"],
        ["Canais", "Cardápio digital, robô e balcão"],
        ["Entrega e pagamento", "Rua das Flores, 120 · Pix"],
      ],
    }),
  ],
  segmentos: [
    "Segmentos de clientes: novos, frequentes, inativos e aniversariantes",
    panel({
      title: "Segmentos de clientes",
      aside: "Atualizados a cada pedido",
      rows: [
        ["Novos", "Só um pedido", "128", ["Campanha", "o"]],
        ["Frequentes", "Pedem toda semana", "342", ["Campanha", "o"]],
        ["Inativos", "Sem pedir há 60 dias", "215", ["Campanha", "o"]],
        ["Aniversariantes", "Neste mês", "41", ["Campanha", "o"]],
        ["Centro, ticket acima de R$ 60", "Filtro por bairro e ticket", "87", ["Exportar", "s"]],
      ],
    }),
  ],
  "setores-produtos": [
    "Categorias e produtos do cardápio ligados aos setores de produção",
    panel({
      title: "Setores de produção",
      aside: "Configurado uma vez",
      rows: [
        ["Lanches", "Categoria inteira", "", ["Cozinha", "o"]],
        ["Pizzas", "Categoria inteira", "", ["Forno", "o"]],
        ["Bebidas e drinks", "Categoria inteira", "", ["Bar", "o"]],
        ["Petit gâteau", "Só este produto", "", ["Sobremesas", "o"]],
        ["Via completa", "Para a expedição e o caixa", "", ["Expedição", "s"]],
      ],
    }),
  ],
  "canais-pedidos": [
    "Lista de pedidos de todos os canais com a origem de cada um",
    panel({
      title: "Pedidos",
      aside: "Todos os canais",
      rows: [
        ["#1046 · 2x X-Bacon", "Há 1 minuto", "R$ 65,80", ["iFood", "r"]],
        ["#1045 · Pizza média", "Há 3 minutos", "R$ 49,90", ["Cardápio", "o"]],
        ["#1044 · Mesa 4", "Há 6 minutos", "R$ 112,00", ["Mesa", "s"]],
        ["#1043 · Açaí 500 ml", "Há 8 minutos", "R$ 22,00", ["Balcão", "s"]],
        ["#1042 · 2x X-Salada", "Saiu para entrega", "R$ 56,00", ["WhatsApp", "g"]],
      ],
    }),
  ],
  "editor-cardapio": [
    "Edição do cardápio no painel, com adicionais, item pausado e cardápio por turno",
    panel({
      title: "Cardápio · Lanches",
      aside: "Vale para todos os canais",
      rows: [
        ["X-Bacon", "3 adicionais · ponto da carne", "R$ 32,90", ["À venda", "g"]],
        ["X-Salada", "2 adicionais", "R$ 28,00", ["À venda", "g"]],
        ["X-Egg", "Sem ovos no estoque", "R$ 29,90", ["Pausado", "a"]],
        ["Batata G", "Sugerida com os lanches", "R$ 18,00", ["À venda", "g"]],
        ["Cardápio do almoço", "Das 11h às 15h", "", ["Turno", "s"]],
      ],
    }),
  ],
  "kpis-ifood": [
    "Indicadores da loja no marketplace: tempo de aceite, preparo, cancelamentos e nota",
    panel({
      title: "Desempenho no iFood",
      aside: "Esta semana",
      rows: [
        ["Tempo médio de aceite", "Meta: até 2 min", "1 min 40 s", ["No padrão", "g"]],
        ["Tempo médio de preparo", "Meta: até 20 min", "18 min", ["No padrão", "g"]],
        ["Cancelamentos", "Motivo principal: item esgotado", "2,4%", ["Acima", "r"]],
        ["Nota dos clientes", "212 avaliações", "4,8", ["Boa", "g"]],
      ],
      note: ["Alerta de cancelamentos", "acima de 2% na semana"],
      noteTone: "r",
    }),
  ],
  "solicitar-entregador": [
    "Pedido do canal próprio chamando um entregador sob demanda pelo painel",
    panel({
      title: "Pedido #1047 · entrega",
      aside: "Canal próprio",
      rows: [
        ["Rua Tupi, 455 · Centro", "Endereço enviado junto", "", ["Automático", "g"]],
        ["Entregadores da loja", "Todos em rota", "", ["Ocupados", "a"]],
        ["Entregador sob demanda", "Chamado pelo painel", "R$ 8,90", ["Solicitado", "o"]],
        ["Entregador a caminho", "Chega à loja em 6 min", "", ["Em andamento", "g"]],
      ],
    }),
  ],
  contas: [
    "Contas a pagar e a receber com vencimentos e situação",
    panel({
      title: "Contas a pagar e a receber",
      aside: "Dezembro",
      rows: [
        ["Aluguel", "Vence em 05/12 · despesa fixa", "-R$ 3.500,00", ["A vencer", "a"]],
        ["Frigorífico Bom Corte", "Venceu em 28/11 · fornecedor", "-R$ 2.310,00", ["Vencida", "r"]],
        ["Repasse do cartão", "Crédito · entra em 02/12", "+R$ 4.812,30", ["A receber", "o"]],
        ["Vendas no Pix", "Recebidas hoje", "+R$ 1.284,00", ["Recebido", "g"]],
      ],
    }),
  ],
  "fluxo-dre": [
    "DRE gerencial do mês: receita, CMV, despesas e resultado",
    panel({
      title: "DRE gerencial · Novembro",
      aside: "Pronto para o contador",
      rows: [
        ["Receita de vendas", "Todos os canais", "R$ 48.320"],
        ["Custo dos produtos (CMV)", "31% da receita", "-R$ 14.980"],
        ["Despesas fixas", "Aluguel, salários, energia", "-R$ 15.240"],
        ["Despesas variáveis", "Taxas de cartão, marketplaces, entregas", "-R$ 5.230"],
        ["Resultado do mês", "Lucro", "R$ 12.870", ["+8%", "g"]],
      ],
    }),
  ],
  "plano-acao": [
    "Plano de ação financeiro com preços, meta de CMV, contas e fluxo de caixa",
    panel({
      title: "Plano de ação",
      aside: "Com o seu especialista",
      rows: [
        ["Reajustar o açaí 500 ml", "De R$ 22,00 para R$ 24,90", "", ["Semana 1", "o"]],
        ["Meta de CMV", "De 31% para 29%", "", ["Mês 1", "o"]],
        ["Contas organizadas", "Por categoria no Módulo Financeiro", "", ["Feito", "g"]],
        ["Fluxo de caixa projetado", "Próximos 3 meses", "", ["Mês 2", "s"]],
      ],
    }),
  ],
  "indicacao-regras": [
    "Regras do indique e ganhe: recompensas, cliente novo e bloqueio de autoindicação",
    panel({
      title: "Regras do indique e ganhe",
      rows: [
        ["Recompensa de quem indica", "Depois do 1º pedido do amigo", "R$ 10,00"],
        ["Benefício do amigo", "No primeiro pedido", "R$ 10,00"],
        ["Cliente novo", "Conferido pelo telefone", "", ["Obrigatório", "g"]],
        ["Autoindicação", "Mesmo telefone ou endereço", "", ["Bloqueada", "r"]],
        ["Limite por cliente", "Validade de 60 dias", "10 indicações"],
      ],
    }),
  ],
  "conta-dividida": [
    "Conta da mesa com a taxa de serviço e o valor dividido por pessoa",
    panel({
      title: "Conta da mesa 12",
      aside: "3 pessoas",
      rows: [
        ["Consumo", "8 itens", "R$ 186,00"],
        ["Taxa de serviço", "10% · opcional", "R$ 18,60"],
        ["Total", "Itens de duas mesas juntas", "R$ 204,60"],
        ["Dividido por 3", "Pix, cartão ou dinheiro", "R$ 68,20", ["Por pessoa", "o"]],
        ["Ana pagou", "Cartão de crédito", "R$ 68,20", ["Pago", "g"]],
      ],
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// Hero scenes (issue 30): what each page sells, beside its title. The home page's is the whole
// product at once; the reseller's reads its figures from content/paginas/revenda.yaml (run this
// script again after changing the tiers); each integration category shows the partner's orders or
// payments arriving in the Gama panel, without any partner's name or logo (the page sets the name
// in type beside the drawing).

/** The reseller programme's tiers, in the content's order, with the range of clients each covers. */
function resellerTiers() {
  const names = {
    start: "Partner Start",
    gold: "Partner Gold",
    platinum: "Partner Platinum",
    diamond: "Partner Diamond",
  };
  const file = readFileSync(new URL("../content/paginas/revenda.yaml", import.meta.url), "utf8");
  const tiers = Object.entries(parseYaml(file).tiers).map(([id, tier]) => ({
    name: names[id] ?? id,
    fee: tier.monthlyFeePerClient,
    min: tier.minClients,
  }));
  return tiers.sort((a, b) => a.min - b.min);
}

/** The reseller's panel: its client shops, the tier they reach and what the next one costs. */
function resellerPanel() {
  const tiers = resellerTiers();
  // A portfolio three clients into the second tier: the panel shows its fee and the way up.
  const tier = tiers[1] ?? tiers[0];
  const next = tiers[tiers.indexOf(tier) + 1];
  const active = tier.min + 3;
  const reais = (value) => `R$ ${value.toLocaleString("pt-BR")}`;
  const shops = [
    ["Hamburgueria do bairro", "Cardápio digital e PDV", "Ativa", "g"],
    ["Pizzaria da praça", "Delivery e NFC-e", "Ativa", "g"],
    ["Açaiteria da orla", "Totem e fidelidade", "Ativa", "g"],
    ["Restaurante do centro", "Implantação hoje", "Nova", "o"],
  ];
  return [
    card(40, 40, 720, 520, 20),
    rect(40, 40, 720, 70, c.s9, 20),
    rect(40, 90, 720, 20, c.s9),
    rect(64, 58, 34, 34, c.o5, 9),
    text(81, 82, "S", { size: 20, fill: c.w, weight: 800, anchor: "middle" }),
    text(112, 81, "Sua Marca · Painel da revenda", { size: 17, fill: c.w, weight: 700 }),
    text(736, 81, "suamarca.com.br", { size: 12, fill: c.s3, anchor: "end" }),
    // The figures: active clients, the tier and its fee per client.
    ...[
      ["Clientes ativos", String(active), c.s9],
      ["Seu nível", tier.name.replace("Partner ", ""), c.o7],
      ["Por cliente/mês", reais(tier.fee), c.s9],
    ].map(
      ([label, value, fill], i) =>
        rect(64 + i * 228, 130, 212, 84, c.s1, 12) +
        text(82 + i * 228, 160, label, { size: 12, fill: c.s7 }) +
        text(82 + i * 228, 196, value, { size: 26, weight: 800, fill }),
    ),
    text(64, 252, "Lojas da sua carteira", { size: 15, weight: 700 }),
    ...shops.map(([name, sub, state, tone], i) => {
      const y = 268 + i * 58;
      return (
        rect(64, y, 672, 50, i % 2 ? c.w : c.s1, 10) +
        circle(92, y + 25, 14, i === 3 ? c.o2 : c.o1) +
        text(92, y + 30, name[0], { size: 13, weight: 800, fill: c.o8, anchor: "middle" }) +
        text(116, y + 21, name, { size: 14, weight: 700 }) +
        text(116, y + 39, sub, { size: 12, fill: c.s7 }) +
        chip(720, y + 13, state, tone)
      );
    }),
    next
      ? callout(
          420,
          486,
          `Faltam ${next.min - active} para o ${next.name}`,
          `e a mensalidade cai para ${reais(next.fee)}`,
          "g",
          330,
        )
      : "",
  ].join("");
}

/**
 * The home page: the order panel with the digital menu, the WhatsApp chat and the kitchen around
 * it, each drawn small and plain (not the full scenes scaled down, which would weigh three times
 * as much for details too small to read).
 */
function wholeProduct() {
  const orders = [
    ["#1046 · 2x X-Bacon", "R$ 65,80", ["iFood", "r"]],
    ["#1045 · Pizza média", "R$ 49,90", ["Cardápio", "o"]],
    ["#1044 · Açaí 500 ml", "R$ 22,00", ["WhatsApp", "g"]],
    ["#1043 · Mesa 4", "R$ 112,00", ["Balcão", "s"]],
  ];
  const menu = [
    ["X-Bacon", "R$ 32,90", food.burger],
    ["Pizza média", "R$ 49,90", food.pizza],
    ["Batata grande", "R$ 18,00", food.fries],
  ];
  const tickets = [
    ["#1046", c.g],
    ["#1045", c.a],
    ["#1041", c.r],
  ];
  return [
    // The kitchen screen, behind on the right.
    shadow(470, 40, 300, 200, 14),
    rect(470, 40, 300, 200, c.s9, 14),
    text(488, 70, "Cozinha", { size: 14, fill: c.w, weight: 700 }),
    text(752, 70, "3 na fila", { size: 11, fill: c.s3, anchor: "end" }),
    ...tickets.map(
      ([id, color], i) =>
        rect(486 + i * 92, 84, 84, 140, c.w, 8) +
        rect(486 + i * 92, 84, 84, 24, color, 8) +
        text(494 + i * 92, 101, id, { size: 11, fill: c.w, weight: 700 }) +
        bar(494 + i * 92, 120, 64, c.s3) +
        bar(494 + i * 92, 136, 48, c.s2) +
        bar(494 + i * 92, 152, 58, c.s3),
    ),
    // The order panel, in the middle.
    card(236, 150, 384, 296, 18),
    text(258, 190, "Pedidos", { size: 20, weight: 800 }),
    text(598, 190, "Todos os canais", { size: 12, fill: c.s5, anchor: "end" }),
    ...orders.map(([label, value, [tag, tone]], i) => {
      const y = 208 + i * 56;
      return (
        rect(252, y, 352, 48, c.s1, 10) +
        text(264, y + 29, label, { size: 13, weight: 700 }) +
        text(514, y + 29, value, { size: 13, weight: 800, anchor: "end" }) +
        chip(594, y + 12, tag, tone, 10)
      );
    }),
    // The digital menu on a phone, in front on the left.
    shadow(40, 110, 180, 390, 28),
    rect(40, 110, 180, 390, c.s9, 28),
    rect(50, 124, 160, 362, c.w, 20),
    `<path d="M50 144a20 20 0 0 1 20-20h120a20 20 0 0 1 20 20v42h-160z" fill="${c.o6}"/>`,
    text(64, 160, "Sua Loja", { size: 14, fill: c.w, weight: 700 }),
    text(64, 176, "Aberta · 30 a 40 min", { size: 9, fill: c.o0 }),
    ...menu.map(([name, price, draw], i) => {
      const y = 198 + i * 66;
      return (
        rect(58, y, 46, 46, c.o1, 10) +
        draw(81, y + 23, 0.7) +
        text(112, y + 19, name, { size: 11, weight: 700 }) +
        text(112, y + 37, price, { size: 11, weight: 700, fill: c.o7 })
      );
    }),
    rect(58, 436, 144, 36, c.o6, 10),
    text(130, 459, "Ver sacola", { size: 12, fill: c.w, weight: 700, anchor: "middle" }),
    // The WhatsApp messages, in front on the right.
    card(540, 392, 236, 160, 16, c.s1),
    `<path d="M540 408a16 16 0 0 1 16-16h204a16 16 0 0 1 16 16v28h-236z" fill="${c.s8}"/>`,
    text(558, 418, "WhatsApp · Sua Loja", { size: 12, fill: c.w, weight: 700 }),
    rect(554, 446, 200, 40, c.w, 12),
    text(566, 464, "Pedido #1046 confirmado", { size: 11 }),
    text(566, 478, "Total R$ 65,80 · Pix", { size: 10, fill: c.s7 }),
    checkBadge(736, 466, 10),
    rect(554, 494, 170, 44, c.w, 12),
    text(566, 513, "Saiu para entrega!", { size: 11 }),
    text(566, 528, "Chega em 25 minutos", { size: 10, fill: c.s7 }),
  ].join("");
}

/** An integration category: what arrives from the partner, as the Gama panel lists it. */
const integrationScene = (rows, note, tone = "g") =>
  panel({ title: "Painel Gama Delivery", aside: "Sincronizado agora", rows, note, noteTone: tone });

export const heroArt = {
  "inicio-produto": [
    "Painel de pedidos com o cardápio digital, a conversa no WhatsApp e a tela da cozinha",
    wholeProduct,
  ],
  "revenda-painel": ["Painel da revenda com as lojas clientes, o nível e a mensalidade", resellerPanel],
  "hamburgueria-combos": [
    "Cardápio de hamburgueria no celular com combos, adicionais e ponto da carne",
    phoneScreen({
      title: "Sua Hamburgueria",
      sub: "Aberta · 25 a 35 min",
      rows: [
        ["Combo Smash", "Burger, batata e refri", "R$ 39,90"],
        ["Smash duplo", "Blend duplo e cheddar", "R$ 34,90"],
        ["Adicionais", "Bacon, cheddar, ovo", "+ R$ 4,00", "o"],
        ["Ponto da carne", "Ao ponto", "", "g"],
        ["Batata cheddar", "Sugestão para o combo", "R$ 19,90"],
      ],
      button: "Adicionar · R$ 43,90",
      note: ["Pedido na cozinha", "chapa, fritura e montagem"],
    }),
  ],
  "integracao-marketplace": [
    "Pedidos do marketplace chegando ao painel com itens, pagamento e status",
    integrationScene(
      [
        ["#1046 · 2x X-Bacon", "Marketplace · há 1 minuto", "R$ 65,80", ["Aceito", "g"]],
        ["#1045 · Pizza média", "Marketplace · há 4 minutos", "R$ 49,90", ["Na cozinha", "a"]],
        ["#1044 · Açaí 500 ml", "Marketplace · há 9 minutos", "R$ 22,00", ["Saiu", "o"]],
        ["Cardápio e preços", "Enviados ao marketplace", "", ["Em dia", "g"]],
      ],
      ["Pedido aceito sozinho", "e impresso na cozinha"],
    ),
  ],
  "integracao-pagamento": [
    "Pagamentos online confirmados no painel, com Pix, cartão e o repasse previsto",
    integrationScene(
      [
        ["#1046 · Pix", "Pago no pedido · há 1 minuto", "R$ 65,80", ["Aprovado", "g"]],
        ["#1045 · Cartão de crédito", "Link de pagamento", "R$ 49,90", ["Aprovado", "g"]],
        ["#1044 · Pix", "Aguardando o cliente", "R$ 22,00", ["Pendente", "a"]],
        ["Repasse previsto", "Próximo dia útil", "R$ 115,70", ["Conferido", "s"]],
      ],
      ["Pagamento confirmado", "o pedido segue para a cozinha"],
    ),
  ],
  "integracao-maquininha": [
    "Valor enviado do PDV para a maquininha e o pagamento aprovado no caixa",
    integrationScene(
      [
        ["Mesa 12 · conta", "Enviada à maquininha", "R$ 86,00", ["Aprovado", "g"]],
        ["Balcão · #1045", "Débito", "R$ 49,90", ["Aprovado", "g"]],
        ["Delivery · #1044", "Crédito na entrega", "R$ 22,00", ["Aguardando", "a"]],
        ["Caixa 01", "Vendas no cartão conciliadas", "R$ 1.284,30", ["Em dia", "s"]],
      ],
      ["Sem digitar o valor", "o PDV manda, a maquininha cobra"],
    ),
  ],
  "integracao-sistema-gestao": [
    "Vendas, produtos e estoque sincronizados entre o sistema de gestão e o painel",
    integrationScene(
      [
        ["Vendas do dia", "Enviadas ao sistema de gestão", "312", ["Enviado", "g"]],
        ["Produtos e preços", "Recebidos do sistema de gestão", "148", ["Em dia", "g"]],
        ["Estoque de insumos", "Baixa a cada venda", "36", ["Em dia", "g"]],
        ["Notas fiscais", "XML para a contabilidade", "289", ["Enviado", "s"]],
      ],
      ["Tudo sincronizado", "sem digitar nada duas vezes"],
    ),
  ],
  "integracao-marketing-vendas": [
    "Eventos do cardápio enviados à ferramenta de marketing: visitas, sacolas e compras",
    integrationScene(
      [
        ["Visitas ao cardápio", "Hoje", "1.240", ["Enviado", "g"], 1],
        ["Produtos na sacola", "Hoje", "386", ["Enviado", "g"], 0.31],
        ["Início do pagamento", "Hoje", "214", ["Enviado", "g"], 0.17],
        ["Compras", "Com o valor de cada pedido", "162", ["Enviado", "g"], 0.13],
      ],
      ["Conversões medidas", "de cada campanha"],
    ),
  ],
};

/** The light backdrop of the product drawings: the brand's lightest orange with two soft circles. */
const backdrop = (w, h) =>
  rect(0, 0, w, h, c.o0) +
  circle(w * 0.12, h * 0.18, h * 0.28, c.o1) +
  circle(w * 0.9, h * 0.85, h * 0.34, c.o1);

function svg(w, h, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" font-family="${FONT}">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

/** Each product drawing: file id, title (the same words as its alt text in app/content/illustrations.ts). */
export const productArt = {
  "cardapio-digital": ["Cardápio digital aberto no celular", phoneMenu],
  "pedido-whatsapp": ["Conversa de pedido por mensagens", chat],
  pdv: ["Tela do PDV com o pedido da mesa", pos],
  kds: ["Tela da cozinha com os pedidos na fila", kitchen],
  nfce: ["Cupom da NFC-e com QR Code", receipt],
  financeiro: ["Painel financeiro do mês", finance],
  "rota-entrega": ["Mapa com a rota de entregas", routeMap],
  totem: ["Totem de autoatendimento", kiosk],
  fidelidade: ["Cartão fidelidade com selos", loyalty],
  comanda: ["Comanda impressa saindo da impressora", ticket],
  ...sectionArt,
  ...heroArt,
};

/** A scene placed on a cover: the 800x600 drawing scaled into a box. */
const place = (scene, x, y, scale) => `<g transform="translate(${x} ${y}) scale(${scale})">${scene()}</g>`;

function coverBackdrop(from, to, dark = true) {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    rect(0, 0, 1200, 630, "url(#bg)") +
    circle(1080, 80, 190, c.w, ` opacity="${dark ? 0.05 : 0.35}"`) +
    circle(120, 600, 220, c.w, ` opacity="${dark ? 0.04 : 0.3}"`)
  );
}

/** Blog covers, by post id: a title (as the post's cover alt text) and the drawing. */
export const blogCovers = {
  "tecnologia-delivery-2024": [
    "Celular com cardápio digital, conversa de pedido e tela da cozinha conectados",
    () =>
      coverBackdrop(c.s9, c.o9) +
      `<path d="M560 250C590 220 610 210 640 205M560 340C590 400 610 440 636 450" stroke="${c.o2}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" fill="none"/>` +
      place(kitchen, 600, 30, 0.6) +
      place(phoneMenu, 40, 30, 1.0) +
      place(chat, 560, 330, 0.45),
  ],
  "gestao-financeira-delivery": [
    "Painel financeiro com faturamento, lucro e formas de pagamento, ao lado de moedas empilhadas",
    () =>
      coverBackdrop(c.o1, c.o2, false) +
      place(finance, 330, 20, 1.0) +
      [0, 1, 2, 3, 4].map((i) => rect(120, 470 - i * 26, 150, 24, i % 2 ? "#fbbf24" : c.a, 12)).join("") +
      [0, 1, 2].map((i) => rect(200, 470 - i * 26 + 52, 150, 24, i % 2 ? "#fbbf24" : c.a, 12)).join("") +
      circle(210, 260, 70, "#fbbf24") +
      circle(210, 260, 54, c.a) +
      text(210, 282, "R$", { size: 44, fill: c.o0, weight: 800, anchor: "middle" }),
  ],
  "marketing-redes-sociais-delivery": [
    "Publicações de redes sociais com fotos de lanches, curtidas e um megafone",
    () => {
      const post = (x, y, draw, tint, likes) =>
        card(x, y, 250, 300, 20) +
        circle(x + 30, y + 30, 14, c.o6) +
        bar(x + 52, y + 24, 110, c.s2, 10) +
        rect(x + 16, y + 56, 218, 160, tint, 14) +
        draw(x + 125, y + 136, 2.2) +
        `<path d="M${x + 30} ${y + 246}c-8-8-16-12-16-20a8 8 0 0 1 16-3a8 8 0 0 1 16 3c0 8-8 12-16 20z" fill="${c.r}"/>` +
        text(x + 56, y + 246, likes, { size: 16, weight: 700 }) +
        bar(x + 16, y + 266, 180, c.s2, 9);
      return (
        coverBackdrop(c.o6, c.o9) +
        post(110, 150, food.burger, c.o1, "1.284") +
        post(420, 90, food.pizza, c.a1, "962") +
        post(730, 170, food.bowl, c.o1, "2.031") +
        `<g transform="translate(1010 110) rotate(-18)"><path d="M0 30l90-40v120l-90-40z" fill="${c.w}"/>${rect(-30, 24, 36, 42, c.o1, 6)}${rect(-18, 64, 18, 40, c.o1, 6)}</g>`
      );
    },
  ],
  "estrategias-vendas-delivery": [
    "Gráfico de vendas em alta, sacola de pedido e cupom de desconto",
    () =>
      coverBackdrop(c.s8, c.o8) +
      card(90, 110, 560, 410, 24) +
      text(130, 170, "Pedidos por semana", { size: 24, weight: 700 }) +
      [120, 160, 150, 210, 240, 300]
        .map((v, i) => rect(140 + i * 80, 480 - v, 52, v, i === 5 ? c.o6 : c.o2, 10))
        .join("") +
      `<path d="M166 340L246 300L326 310L406 250L486 220L566 150" stroke="${c.g}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M566 150l-28 2M566 150l-4 28" stroke="${c.g}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M760 220h220l-20 300h-180z" fill="${c.o6}"/>` +
      `<path d="M820 230v-30a50 50 0 0 1 100 0v30" stroke="${c.o2}" stroke-width="12" fill="none"/>` +
      food.burger(870, 380, 2.4) +
      `<g transform="translate(930 430) rotate(-8)">${rect(0, 0, 220, 90, c.w, 12)}${circle(0, 45, 14, c.o8)}${circle(220, 45, 14, c.o8)}<path d="M60 12v66" stroke="${c.s3}" stroke-width="2" stroke-dasharray="6 5"/>${text(140, 56, "10% OFF", { size: 26, weight: 800, anchor: "middle", fill: c.o7 })}</g>`,
  ],
  "sustentabilidade-delivery": [
    "Embalagem de papel para delivery com folhas verdes e setas de reciclagem",
    () => {
      const leaf = (x, y, r, s) =>
        `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M0 0C20-40 70-50 100-40C90-10 60 20 0 0z" fill="#059669"/><path d="M0 0C30-20 60-30 90-36" stroke="${c.g1}" stroke-width="3" fill="none"/></g>`;
      return (
        coverBackdrop("#ecfdf5", c.g1, false) +
        `<path d="M470 230h260l30 330h-320z" fill="#c08a55"/>` +
        `<path d="M470 230l-20-60h300l-20 60z" fill="#d6a877"/>` +
        `<path d="M540 200v-40a60 60 0 0 1 120 0v40" stroke="#a9713f" stroke-width="14" fill="none"/>` +
        leaf(560, 430, -30, 1.4) +
        leaf(640, 430, 200, 1.1) +
        circle(600, 430, 8, c.g) +
        leaf(180, 210, -20, 1.6) +
        leaf(900, 520, -60, 1.8) +
        leaf(960, 170, 10, 1.3) +
        `<g fill="none" stroke="${c.g}" stroke-width="14" stroke-linecap="round"><path d="M250 470a110 110 0 0 1 40-130"/><path d="M330 560a110 110 0 0 1-90-50"/><path d="M360 350a110 110 0 0 1 20 150"/></g>` +
        `<path d="M292 322l10 36-34-6zM224 520l-10-34 32 8zM398 508l-34 10 8-32z" fill="${c.g}"/>`
      );
    },
  ],
};

/** The dark 16:9 backdrop of a tutorial cover: the brand's gradient and two soft circles. */
function tutorialBackdrop(from, to) {
  return (
    `<linearGradient id="tb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    rect(0, 0, 480, 270, "url(#tb)") +
    circle(430, 30, 110, c.o6, ' opacity=".16"') +
    circle(40, 260, 90, c.o2, ' opacity=".08"')
  );
}

/** A settings card with switches: the store being set up. */
const settings = () =>
  card(470, 150, 280, 300, 20) +
  text(500, 196, "Configurações", { size: 20, weight: 800 }) +
  [
    ["Loja aberta", true],
    ["Entrega", true],
    ["Retirada", true],
    ["Agendamento", false],
  ]
    .map(
      ([label, on], i) =>
        text(500, 250 + i * 52, label, { size: 16, fill: c.s7 }) +
        rect(674, 234 + i * 52, 48, 26, on ? c.g : c.s3, 13) +
        circle(on ? 709 : 687, 247 + i * 52, 10, c.w),
    )
    .join("");

/** The store's panel joined to a marketplace, payments and deliveries: an integration. */
const plug = () =>
  [
    ["Marketplace", 60, c.r],
    ["Pagamentos", 180, c.g],
    ["Entregas", 300, c.a],
  ]
    .map(
      ([label, y, dot]) =>
        `<path d="M300 230C410 230 410 ${y + 45} 520 ${y + 45}" stroke="${c.o2}" stroke-width="5" stroke-dasharray="3 12" stroke-linecap="round" fill="none"/>` +
        card(520, y, 220, 90, 18) +
        circle(556, y + 45, 14, dot) +
        text(584, y + 51, label, { size: 20, weight: 800 }),
    )
    .join("") +
  card(70, 120, 230, 220, 22) +
  `<path d="M70 142a22 22 0 0 1 22-22h186a22 22 0 0 1 22 22v38H70z" fill="${c.o6}"/>` +
  text(94, 160, "Seu painel", { size: 20, weight: 800, fill: c.w }) +
  bar(94, 206, 150, c.s2, 12) +
  bar(94, 236, 110, c.s2, 12) +
  bar(94, 266, 130, c.s2, 12) +
  checkBadge(262, 300, 18);

/**
 * Tutorial covers, by tab (lib/tutorials.ts): what a tutorial without its video shows in the video's
 * place, a drawing of the part of the system its tab is about (480x270, like a video's frame).
 */
export const tutorialCovers = {
  "configuracao-inicial": [
    "Cardápio digital no celular ao lado das configurações da loja",
    () => tutorialBackdrop(c.s9, c.o9) + place(phoneMenu, -40, 10, 0.42) + place(settings, 60, -25, 0.52),
  ],
  "gestao-de-pedidos": [
    "Tela da cozinha com os pedidos na fila e uma comanda impressa",
    () => tutorialBackdrop(c.s8, c.o8) + place(kitchen, 60, 10, 0.44) + place(ticket, -60, 40, 0.36),
  ],
  "marketing-e-comunicacao": [
    "Conversa de pedido por mensagens e cartão fidelidade com selos",
    () => tutorialBackdrop(c.s9, c.o8) + place(chat, -40, 10, 0.44) + place(loyalty, 150, 20, 0.42),
  ],
  "pagamentos-e-financeiro": [
    "Painel financeiro do mês com faturamento e formas de pagamento",
    () => tutorialBackdrop(c.s8, c.o9) + place(finance, 30, 5, 0.47) + place(receipt, -70, 60, 0.34),
  ],
  integracoes: [
    "Sistema ligado ao marketplace, aos pagamentos e às entregas",
    () => tutorialBackdrop(c.s9, c.o7) + place(plug, 6, 0, 0.58),
  ],
};

/** Cash register, order channels... as panels and phones, for the subjects no feature drawing shows. */
const subjectScenes = {
  modulos: panel({
    title: "Módulos",
    aside: "Seu plano",
    rows: [
      ["Tela da cozinha (KDS)", "Pedidos por estação", "", ["Ativo", "g"]],
      ["Programa de fidelidade", "Pontos e recompensas", "", ["Ativo", "g"]],
      ["Emissão fiscal NFC-e", "Cupom fiscal em cada venda", "", ["Ativar", "o"]],
      ["Controle de mesas", "Mapa do salão e comandas", "", ["Ativar", "o"]],
    ],
  }),
  opcionais: phoneScreen({
    title: "X-Bacon",
    sub: "Monte do seu jeito",
    rows: [
      ["Ponto da carne", "Escolha 1 · obrigatório"],
      ["Ao ponto", "", "", "o"],
      ["Bacon extra", "Adicional", "+ R$ 4,00"],
      ["Cheddar", "Adicional", "+ R$ 3,00"],
      ["Sem cebola", "Observação"],
    ],
    button: "Adicionar · R$ 39,90",
  }),
  categorias: panel({
    title: "Categorias do cardápio",
    aside: "Arraste para ordenar",
    rows: [
      ["Lanches", "12 produtos", "", ["Visível", "g"]],
      ["Pizzas", "9 produtos", "", ["Visível", "g"]],
      ["Bebidas", "15 produtos", "", ["Visível", "g"]],
      ["Sobremesas", "6 produtos", "", ["Pausada", "a"]],
    ],
    button: "Nova categoria",
  }),
  "taxa-por-bairro": panel({
    title: "Taxa de entrega por bairro",
    aside: "5 bairros",
    rows: [
      ["Centro", "Até 25 min", "R$ 5,00"],
      ["Jardim América", "Até 35 min", "R$ 7,00"],
      ["Vila Nova", "Até 40 min", "R$ 8,50"],
      ["Bela Vista", "Até 45 min", "R$ 10,00"],
      ["Outros bairros", "Fora da área", "", ["Não atende", "r"]],
    ],
  }),
  "taxa-por-distancia": () => {
    const rings = [
      [230, "6 a 10 km", "R$ 12,00", c.o1],
      [160, "3 a 6 km", "R$ 8,00", c.o2],
      [90, "Até 3 km", "R$ 5,00", "#fdba74"],
    ];
    return [
      card(60, 50, 680, 500, 24),
      `<clipPath id="rg"><rect x="60" y="50" width="680" height="500" rx="24"/></clipPath><g clip-path="url(#rg)">`,
      rect(60, 50, 680, 500, c.s1),
      `<path d="M60 210h680M60 400h680M250 50v500M520 50v500" stroke="${c.w}" stroke-width="14"/>`,
      ...rings.map(([r, , , fill]) => circle(330, 300, r, fill, ' opacity=".9"')),
      "</g>",
      circle(330, 300, 24, c.o6),
      `<path d="M320 300h20M330 290v20" stroke="${c.w}" stroke-width="4" stroke-linecap="round"/>`,
      ...rings.map(([r, label, price], i) =>
        text(330, 300 - r + 26, `${label} · ${price}`, {
          size: 15,
          weight: 800,
          anchor: "middle",
          fill: i === 2 ? c.o9 : c.o8,
        }),
      ),
      callout(470, 420, "Taxa pela distância", "calculada no endereço", "g", 250),
    ].join("");
  },
  "entrega-e-retirada": phoneScreen({
    title: "Como quer receber?",
    sub: "Sua Loja · aberta",
    rows: [
      ["Entrega", "30 a 40 min · R$ 5,00", "", "o"],
      ["Retirada no balcão", "Pronto em 20 min · grátis"],
      ["Endereço", "Rua Tupi, 455 · Centro"],
      ["Pedido mínimo", "Para entrega", "R$ 25,00"],
    ],
    button: "Continuar",
    note: ["Entrega ou retirada", "o cliente escolhe"],
  }),
  pix: phoneScreen({
    title: "Pagamento",
    sub: "Pix automático",
    rows: [["Total do pedido", "Pague com o QR Code", "R$ 65,80"]],
    extra:
      rect(330, 236, 140, 140, c.w, 8, ` stroke="${c.s2}" stroke-width="2"`) +
      qr(340, 246, 120) +
      rect(304, 392, 192, 52, c.g1, 10) +
      text(316, 413, "Pagamento confirmado", { size: 12, weight: 700, fill: c.g }) +
      text(316, 431, "Pedido enviado à cozinha", { size: 11, fill: c.s7 }),
    note: ["Pix conferido sozinho", "sem comprovante na mão"],
  }),
  "formas-de-pagamento": panel({
    title: "Formas de pagamento",
    aside: "Na entrega e online",
    rows: [
      ["Pix", "Online ou na entrega", "", ["Ativo", "g"]],
      ["Cartão de crédito", "Acréscimo de 3%", "+ R$ 1,97", ["Ativo", "g"]],
      ["Cartão de débito", "Na maquininha", "", ["Ativo", "g"]],
      ["Dinheiro", "Pergunta o troco", "", ["Ativo", "g"]],
      ["Vale-refeição", "Escolha as bandeiras", "", ["Inativo", "s"]],
    ],
  }),
  usuarios: panel({
    title: "Usuários e permissões",
    aside: "4 usuários",
    rows: [
      ["Ana Souza", "Gerente", "", ["Acesso total", "g"]],
      ["Bruno Lima", "Caixa", "", ["PDV e caixa", "o"]],
      ["Carla Dias", "Cozinha", "", ["Só a cozinha", "s"]],
      ["Diego Alves", "Garçom", "", ["Mesas", "s"]],
    ],
    button: "Convidar usuário",
  }),
  "senha-do-gerente": () => {
    const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", ""];
    return [
      shadow(70, 50, 660, 420, 20),
      rect(70, 50, 660, 420, c.s9, 20),
      rect(86, 66, 628, 388, c.s1, 12),
      text(110, 106, "PDV · Mesa 12", { size: 17, weight: 700 }),
      ...[0, 1, 2].map(
        (i) => rect(110, 130 + i * 56, 230, 44, c.w, 10) + bar(126, 148 + i * 56, 120, c.s2, 10),
      ),
      card(380, 96, 310, 340, 18),
      text(535, 138, "Senha do gerente", { size: 18, weight: 800, anchor: "middle" }),
      text(535, 162, "Para cancelar um item", { size: 12, fill: c.s7, anchor: "middle" }),
      ...[0, 1, 2, 3].map((i) => circle(484 + i * 34, 190, 9, i < 3 ? c.o6 : c.s3)),
      ...keys.map((key, i) => {
        if (!key) return "";
        const x = 420 + (i % 3) * 80;
        const y = 214 + Math.floor(i / 3) * 52;
        return (
          rect(x, y, 70, 42, c.s1, 10) +
          text(x + 35, y + 28, key, { size: 17, weight: 700, anchor: "middle" })
        );
      }),
      rect(360, 470, 80, 36, c.s7),
      rect(300, 502, 200, 14, c.s7, 7),
    ].join("");
  },
  "dados-da-empresa": panel({
    title: "Dados da empresa",
    aside: "Configurações",
    rows: [
      ["Nome da loja", "No cardápio e nos recibos", "Sua Loja"],
      ["CNPJ e razão social", "Para notas e contratos", "", ["Preenchido", "g"]],
      ["Endereço", "De onde saem as entregas", "", ["Preenchido", "g"]],
      ["Telefone e WhatsApp", "Contato dos clientes", "", ["Preenchido", "g"]],
      ["Logo e cores", "A cara do seu cardápio", "", ["Pendente", "a"]],
    ],
  }),
  horarios: panel({
    title: "Horários de funcionamento",
    aside: "Abre e fecha sozinha",
    rows: [
      ["Segunda a quinta", "Delivery e retirada", "18:00 às 23:00"],
      ["Sexta e sábado", "Delivery e retirada", "18:00 às 00:30"],
      ["Domingo", "Almoço", "11:00 às 15:00"],
      ["Feriados", "Avisado no cardápio", "", ["Fechado", "r"]],
    ],
  }),
  "abrir-e-fechar-a-loja": phoneScreen({
    title: "Sua Loja",
    sub: "Fechada · abre às 18:00",
    rows: [
      ["Loja fechada", "Pedidos agendados seguem", "", "a"],
      ["Abrir agora", "Recebe pedidos na hora"],
      ["Pausar por 30 min", "Cozinha cheia"],
      ["Aviso no cardápio", "Voltamos às 18h"],
    ],
    button: "Abrir a loja",
    note: ["Aberta ou fechada", "o cardápio mostra"],
    noteTone: "a",
  }),
  "operacao-da-loja": panel({
    title: "Operação da loja",
    aside: "Hoje",
    rows: [
      ["Receber pedidos", "Cardápio, WhatsApp e balcão", "", ["Ligado", "g"]],
      ["Aceitar automaticamente", "Sem tocar no painel", "", ["Ligado", "g"]],
      ["Agendamento", "Pedidos para outro dia", "", ["Desligado", "s"]],
      ["Pausa quando atrasar", "Acima de 50 min", "", ["Ligado", "g"]],
    ],
  }),
  "identificacao-do-cliente": phoneScreen({
    title: "Identifique-se",
    sub: "Para acompanhar o pedido",
    rows: [
      ["Nome", "Ana Paula"],
      ["Celular (WhatsApp)", "Para avisos do pedido"],
      ["CPF na nota", "Opcional"],
      ["Data de nascimento", "Opcional · para mimos"],
    ],
    button: "Continuar",
    note: ["Você escolhe os campos", "e quais são obrigatórios"],
  }),
  "site-e-vendas": () =>
    [
      shadow(60, 60, 680, 470, 16),
      rect(60, 60, 680, 470, c.w, 16),
      `<path d="M60 76a16 16 0 0 1 16-16h648a16 16 0 0 1 16 16v28h-680z" fill="${c.s2}"/>`,
      circle(86, 82, 6, c.r),
      circle(106, 82, 6, c.a),
      circle(126, 82, 6, c.g),
      rect(160, 71, 420, 22, c.w, 11),
      bar(176, 78, 180, c.s3, 8),
      rect(60, 104, 680, 96, c.o6),
      circle(112, 152, 28, c.w),
      food.burger(112, 152, 0.8),
      text(156, 146, "Sua Loja", { size: 22, fill: c.w, weight: 800 }),
      text(156, 170, "Peça pelo site · aberta", { size: 13, fill: c.o0 }),
      ...[
        ["X-Bacon", "R$ 32,90", food.burger],
        ["Pizza média", "R$ 49,90", food.pizza],
        ["Açaí 500 ml", "R$ 22,00", food.bowl],
      ].map(([name, price, draw], i) => {
        const x = 90 + i * 212;
        return (
          rect(x, 226, 196, 200, c.s1, 14) +
          rect(x + 14, 240, 168, 100, c.o1, 10) +
          draw(x + 98, 290, 1.3) +
          text(x + 16, 366, name, { size: 15, weight: 700 }) +
          text(x + 16, 392, price, { size: 14, weight: 800, fill: c.o7 }) +
          circle(x + 170, 386, 14, c.o6) +
          `<path d="M${x + 163} 386h14M${x + 170} 379v14" stroke="${c.w}" stroke-width="2.5" stroke-linecap="round"/>`
        );
      }),
      rect(90, 448, 620, 56, c.o1, 12),
      text(110, 482, "Pedido mínimo R$ 20,00 · entrega em 30 a 40 min", {
        size: 14,
        weight: 700,
        fill: c.o8,
      }),
    ].join(""),
  marketplace: panel({
    title: "Marketplace conectado",
    aside: "Tudo num painel só",
    rows: [
      ["Cardápio", "Itens e preços iguais nos canais", "", ["Sincronizado", "g"]],
      ["Pedidos", "Chegam ao painel e ao PDV", "", ["Automático", "g"]],
      ["Status", "Aceito, em preparo, saiu", "", ["Atualizado", "g"]],
      ["Loja", "Abre e fecha junto", "", ["Sincronizado", "g"]],
    ],
  }),
  "configuracoes-de-pedidos": panel({
    title: "Configurações de pedidos",
    aside: "Delivery e balcão",
    rows: [
      ["Tempo de preparo", "Mostrado ao cliente", "30 min"],
      ["Pedido mínimo", "Para entrega", "R$ 20,00"],
      ["Aviso de pedido novo", "Som e notificação", "", ["Ligado", "g"]],
      ["Observação no pedido", "O cliente escreve", "", ["Ligado", "g"]],
    ],
  }),
};

/** The scene of each subject cover (app/content/tutorial-covers.ts): a feature's drawing or one above. */
const subjectCoverScenes = {
  caixa: sectionArt["caixa-movimentos"],
  modulos: ["Módulos do sistema com os ativos e os que falta ativar", subjectScenes.modulos],
  "ficha-tecnica": sectionArt["ficha-tecnica"],
  opcionais: ["Celular com o ponto da carne e os adicionais de um lanche", subjectScenes.opcionais],
  categorias: ["Categorias do cardápio com os produtos de cada uma", subjectScenes.categorias],
  produtos: sectionArt["editor-cardapio"],
  ingredientes: sectionArt.estoque,
  "taxa-por-bairro": ["Taxa de entrega de cada bairro", subjectScenes["taxa-por-bairro"]],
  "taxa-por-distancia": [
    "Mapa com faixas de distância da loja e a taxa de cada uma",
    subjectScenes["taxa-por-distancia"],
  ],
  entregadores: sectionArt["solicitar-entregador"],
  "entrega-e-retirada": [
    "Celular com a escolha entre entrega e retirada",
    subjectScenes["entrega-e-retirada"],
  ],
  pix: ["Celular com o QR Code do Pix e o pagamento confirmado", subjectScenes.pix],
  "pagamento-online": sectionArt.checkout,
  "formas-de-pagamento": [
    "Formas de pagamento aceitas, com acréscimo no cartão",
    subjectScenes["formas-de-pagamento"],
  ],
  usuarios: ["Usuários da loja com a permissão de cada um", subjectScenes.usuarios],
  "senha-do-gerente": [
    "PDV pedindo a senha do gerente para cancelar um item",
    subjectScenes["senha-do-gerente"],
  ],
  "dados-da-empresa": ["Dados da empresa no painel", subjectScenes["dados-da-empresa"]],
  horarios: ["Horários de funcionamento da semana", subjectScenes.horarios],
  "abrir-e-fechar-a-loja": [
    "Celular com a loja fechada e o botão de abrir",
    subjectScenes["abrir-e-fechar-a-loja"],
  ],
  "operacao-da-loja": ["Chaves da operação da loja", subjectScenes["operacao-da-loja"]],
  "identificacao-do-cliente": [
    "Celular pedindo o nome e o celular do cliente",
    subjectScenes["identificacao-do-cliente"],
  ],
  "site-e-vendas": ["Site da loja com os produtos e o pedido mínimo", subjectScenes["site-e-vendas"]],
  "respostas-automaticas": productArt["pedido-whatsapp"],
  mensagens: sectionArt["status-whatsapp"],
  campanhas: sectionArt.campanha,
  fidelidade: productArt.fidelidade,
  cupons: sectionArt.cupons,
  visitantes: sectionArt.funil,
  marketplace: ["Marketplace ligado ao painel: cardápio, pedidos e status", subjectScenes.marketplace],
  impressao: sectionArt["impressoras-setor"],
  comandas: sectionArt["mapa-mesas"],
  mesas: sectionArt["qr-mesa"],
  "controle-financeiro": productArt.financeiro,
  pdv: productArt.pdv,
  "cardapio-digital": productArt["cardapio-digital"],
  "configuracoes-de-pedidos": [
    "Configurações de pedidos: tempo de preparo e pedido mínimo",
    subjectScenes["configuracoes-de-pedidos"],
  ],
  pedidos: sectionArt["canais-pedidos"],
};
for (const { id } of tutorialSubjects) {
  if (!subjectCoverScenes[id])
    throw new Error(`app/content/tutorial-covers.ts: no drawing for the cover ${id}`);
}

/** The backdrops' gradients, in turn, so neighbouring cards differ. */
const coverTones = [
  [c.s9, c.o9],
  [c.s8, c.o8],
  [c.s9, c.o8],
  [c.s8, c.o9],
  [c.s9, c.o7],
];

/** A subject's cover: its 800x600 scene scaled into the 480x270 frame, centred, on a dark backdrop. */
const subjectCovers = Object.fromEntries(
  tutorialSubjects.map(({ id }, index) => {
    const [title, scene] = subjectCoverScenes[id];
    const [from, to] = coverTones[index % coverTones.length];
    const scale = 0.46;
    return [
      id,
      [title, () => tutorialBackdrop(from, to) + place(scene, 240 - 400 * scale, 135 - 300 * scale, scale)],
    ];
  }),
);

const outProduct = new URL("../public/img/produto/", import.meta.url);
const outBlog = new URL("../content/blog/", import.meta.url);
mkdirSync(outProduct, { recursive: true });

const written = [];
// With --check nothing is written: the script lists the committed drawings that differ from what it
// draws now and exits 1 (a unit test runs it, so a changed scene or reseller tier is not forgotten).
const checking = process.argv.includes("--check");
const stale = [];
function write(file, body) {
  if (!checking) writeFileSync(file, body);
  else if (!existsSync(file) || readFileSync(file, "utf8") !== body) stale.push(file.pathname);
}
for (const [id, [title, scene]] of Object.entries(productArt)) {
  const file = new URL(`${id}.svg`, outProduct);
  write(file, svg(800, 600, title, backdrop(800, 600) + scene()));
  written.push(file);
}
for (const [id, [title, draw]] of Object.entries(blogCovers)) {
  mkdirSync(new URL(`${id}/`, outBlog), { recursive: true });
  const file = new URL(`${id}/cover.svg`, outBlog);
  write(file, svg(1200, 630, title, draw()));
  written.push(file);
}
const outTutorials = new URL("../public/img/treinamentos/", import.meta.url);
mkdirSync(outTutorials, { recursive: true });
for (const [id, [title, draw]] of Object.entries({ ...tutorialCovers, ...subjectCovers })) {
  const file = new URL(`${id}.svg`, outTutorials);
  write(file, svg(480, 270, title, draw()));
  written.push(file);
}
if (checking) {
  if (stale.length > 0) {
    console.error(
      `${stale.length} drawings are out of date (run node scripts/build-product-art.mjs):\n${stale.join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`${written.length} drawings up to date`);
  process.exit(0);
}
console.log(`wrote ${written.length} drawings`);

if (process.argv.includes("--og")) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const id of Object.keys(blogCovers)) {
    await page.goto(new URL(`${id}/cover.svg`, outBlog).href);
    const path = new URL(`../public/og/blog-${id}.jpg`, import.meta.url).pathname;
    await page.screenshot({ path, type: "jpeg", quality: 82 });
  }
  await browser.close();
  console.log(`wrote ${Object.keys(blogCovers).length} share images`);
}

const pngAt = process.argv.indexOf("--png");
if (pngAt > 0) {
  const dir = process.argv[pngAt + 1] ?? "/tmp/product-art";
  mkdirSync(dir, { recursive: true });
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage();
  for (const file of written) {
    await page.goto(file.href);
    const name = file.pathname.split("/").slice(-2).join("-").replace(".svg", ".png");
    await page.locator("svg").screenshot({ path: `${dir}/${name}` });
  }
  await browser.close();
}

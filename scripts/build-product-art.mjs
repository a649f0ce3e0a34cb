// Writes the product illustrations to public/img/produto/{id}.svg (800x600), the blog covers to
// content/blog/{post-id}/cover.svg (1200x630, the launch posts' covers, editable in the content editor)
// and the tutorial covers to public/img/treinamentos/{tab}.svg (480x270): original drawings of the product's screens in the
// brand's palette (app/styles/app.css), made of plain shapes and a few words of pt-BR copy. No
// photo, logo or trademark of anyone else. Each file stays a few KB, so pages load them as
// ordinary images and no drawing reaches the browser's JavaScript.
// Run after changing a drawing: `node scripts/build-product-art.mjs`, then commit the output.
// With --og it also renders each blog cover to public/og/blog-{post-id}.jpg, the post's share image
// (social networks take JPEG or PNG, not SVG); with --png <dir>, every drawing to a PNG there.
import { mkdirSync, writeFileSync } from "node:fs";

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

const outProduct = new URL("../public/img/produto/", import.meta.url);
const outBlog = new URL("../content/blog/", import.meta.url);
mkdirSync(outProduct, { recursive: true });

const written = [];
for (const [id, [title, scene]] of Object.entries(productArt)) {
  const file = new URL(`${id}.svg`, outProduct);
  writeFileSync(file, svg(800, 600, title, backdrop(800, 600) + scene()));
  written.push(file);
}
for (const [id, [title, draw]] of Object.entries(blogCovers)) {
  mkdirSync(new URL(`${id}/`, outBlog), { recursive: true });
  const file = new URL(`${id}/cover.svg`, outBlog);
  writeFileSync(file, svg(1200, 630, title, draw()));
  written.push(file);
}
const outTutorials = new URL("../public/img/treinamentos/", import.meta.url);
mkdirSync(outTutorials, { recursive: true });
for (const [id, [title, draw]] of Object.entries(tutorialCovers)) {
  const file = new URL(`${id}.svg`, outTutorials);
  writeFileSync(file, svg(480, 270, title, draw()));
  written.push(file);
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

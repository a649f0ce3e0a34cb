import type { ResellerTier } from "./load.ts";

/**
 * The product drawings' palette and shapes, in one copy for both places that draw: the script that
 * writes the committed drawings (scripts/build-product-art.mjs) and the build, which draws the
 * drawings made from content. Of those, the reseller's panel: /revenda's hero shows the programme's
 * tiers and fees, so it is drawn from the loaded content at every build (scripts/vite-content.ts
 * publishes it at the same address as the committed drawings, /img/produto/revenda-painel.svg) and a
 * fee changed in the editor reaches it without a developer.
 */

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = "ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace";

/** The brand's palette: orange shades, warm greys, and emerald, amber and red for states. */
export const c = {
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

export const esc = (s: string | number) =>
  String(s).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
/** A coordinate with one decimal at most, so the files stay small. */
export const n = (v: number) => Math.round(v * 10) / 10;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${fill}"${extra}/>`;

interface TextOptions {
  size?: number;
  fill?: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  mono?: boolean;
}
/** Text; opts: size, fill, weight, anchor ("start" | "middle" | "end"), mono. */
export function text(
  x: number,
  y: number,
  value: string | number,
  { size = 14, fill = c.s8, weight = 400, anchor = "start", mono = false }: TextOptions = {},
) {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${weight !== 400 ? ` font-weight="${weight}"` : ""}${
    anchor !== "start" ? ` text-anchor="${anchor}"` : ""
  }${mono ? ` font-family="${MONO}"` : ""} fill="${fill}">${esc(value)}</text>`;
}
/** A soft shadow under a card: the same box, offset and translucent. */
export const shadow = (x: number, y: number, w: number, h: number, rx: number) =>
  rect(x + 4, y + 8, w, h, c.s9, rx, ' opacity=".1"');
export const card = (x: number, y: number, w: number, h: number, rx = 16, fill = c.w) =>
  shadow(x, y, w, h, rx) + rect(x, y, w, h, fill, rx);
export const check = (x: number, y: number, s = 1, stroke = c.w) =>
  `<path d="M${n(x - 6 * s)} ${n(y)}l${n(4 * s)} ${n(4 * s)} ${n(8 * s)}-${n(9 * s)}" fill="none" stroke="${stroke}" stroke-width="${n(3 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
export const checkBadge = (x: number, y: number, r = 16) => circle(x, y, r, c.g) + check(x, y + 1, r / 16);

/** A state chip's colours, by tone: green done, amber waiting, red late or wrong, orange brand, grey neutral. */
export const tones = {
  g: [c.g1, c.g],
  a: [c.a1, "#92400e"],
  r: ["#fee2e2", "#b91c1c"],
  o: [c.o1, c.o8],
  s: [c.s2, c.s7],
} as const;
export type Tone = keyof typeof tones;

/** A state chip ending at `xEnd`. */
export const chip = (xEnd: number, y: number, label: string, tone: Tone = "s", size = 11) => {
  const [bg, fg] = tones[tone];
  const w = label.length * size * 0.62 + 20;
  return (
    rect(xEnd - w, y, w, size + 13, bg, (size + 13) / 2) +
    text(xEnd - w / 2, y + size + 5, label, { size, fill: fg, weight: 700, anchor: "middle" })
  );
};

/** A side note floating over a scene: a check (or a warning dot) and two lines. */
export function callout(x: number, y: number, title: string, sub: string, tone: Tone = "g", w = 250) {
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

/** The light backdrop of the product drawings: the brand's lightest orange with two soft circles. */
export const backdrop = (w: number, h: number) =>
  rect(0, 0, w, h, c.o0) +
  circle(w * 0.12, h * 0.18, h * 0.28, c.o1) +
  circle(w * 0.9, h * 0.85, h * 0.34, c.o1);

/** The file: the canvas, its title (the same words as its alt text's gist) and the drawing. */
export function svg(w: number, h: number, title: string, body: string) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" font-family="${FONT}">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

/** What the reseller's panel needs of a tier: the loader's `ResellerTier`. */
type PanelTier = Pick<ResellerTier, "name" | "monthlyFeePerClient" | "clients">;

/**
 * The reseller's panel, an 800x600 scene without backdrop: its client shops, the tier they reach
 * and what the next one costs, from the programme's tiers (content/paginas/revenda.yaml).
 */
export function resellerPanel(tiers: readonly PanelTier[]): string {
  const ordered = [...tiers].sort((a, b) => a.clients.min - b.clients.min);
  // A portfolio three clients into the second tier: the panel shows its fee and the way up.
  const tier = ordered[1] ?? ordered[0];
  if (!tier) throw new Error("the reseller programme has no tier to draw");
  const next = ordered[ordered.indexOf(tier) + 1];
  // Kept inside the tier's range, so the panel never counts a negative way to the next one.
  const active = Math.min(tier.clients.min + 3, tier.clients.max ?? Number.POSITIVE_INFINITY);
  const missing = next ? next.clients.min - active : 0;
  const reais = (value: number) => `R$ ${value.toLocaleString("pt-BR")}`;
  const shops: [name: string, sub: string, state: string, tone: Tone][] = [
    ["Hamburgueria do bairro", "Cardápio digital e PDV", "Ativa", "g"],
    ["Pizzaria da praça", "Delivery e NFC-e", "Ativa", "g"],
    ["Açaiteria da orla", "Totem e fidelidade", "Ativa", "g"],
    ["Restaurante do centro", "Implantação hoje", "Nova", "o"],
  ];
  const figures: [label: string, value: string, fill: string][] = [
    ["Clientes ativos", String(active), c.s9],
    ["Seu nível", tier.name.replace("Partner ", ""), c.o7],
    ["Por cliente/mês", reais(tier.monthlyFeePerClient), c.s9],
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
    ...figures.map(
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
        text(92, y + 30, name[0] ?? "", { size: 13, weight: 800, fill: c.o8, anchor: "middle" }) +
        text(116, y + 21, name, { size: 14, weight: 700 }) +
        text(116, y + 39, sub, { size: 12, fill: c.s7 }) +
        chip(720, y + 13, state, tone)
      );
    }),
    next
      ? callout(
          420,
          486,
          `${missing === 1 ? "Falta" : "Faltam"} ${missing} para o ${next.name}`,
          `e a mensalidade cai para ${reais(next.monthlyFeePerClient)}`,
          "g",
          330,
        )
      : "",
  ].join("");
}

export const RESELLER_PANEL_TITLE = "Painel da revenda com as lojas clientes, o nível e a mensalidade";

/** The reseller's panel as a file: 800x600 on the product drawings' backdrop. */
export function resellerPanelSvg(tiers: readonly PanelTier[]): string {
  return svg(800, 600, RESELLER_PANEL_TITLE, backdrop(800, 600) + resellerPanel(tiers));
}

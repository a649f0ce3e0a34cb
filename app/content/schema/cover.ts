/**
 * The cover of a post that has none: a 1200x630 drawing in the brand's palette (the same backdrop
 * and shapes as the drawn covers of scripts/build-product-art.mjs), varied by the post's category
 * and address so two new posts do not look alike. It holds no text, so rendering it to the share
 * image needs no font.
 */

const palettes: Record<string, [from: string, to: string, accent: string]> = {
  Estratégias: ["#1c1917", "#7c2d12", "#f97316"],
  Tecnologia: ["#292524", "#9a3412", "#fb923c"],
  Gestão: ["#7c2d12", "#c2410c", "#fed7aa"],
  Marketing: ["#9a3412", "#ea580c", "#ffedd5"],
  Sustentabilidade: ["#064e3b", "#047857", "#d1fae5"],
};

/** A small deterministic number from a text, to place the shapes. */
function seedOf(text: string): number {
  let seed = 7;
  for (const char of text) seed = (seed * 31 + (char.codePointAt(0) ?? 0)) % 2_147_483_647;
  return seed;
}

export function generatedCoverSvg(post: { id: string; category: string }): string {
  const [from, to, accent] = palettes[post.category] ?? ["#1c1917", "#7c2d12", "#f97316"];
  const seed = seedOf(post.id);
  const tilt = (seed % 13) - 6;
  const bubbles = [0, 1, 2]
    .map((i) => {
      const y = 190 + i * 92;
      const width = 170 + ((seed >> (i * 3)) % 120);
      const x = i % 2 === 0 ? 640 : 1040 - width;
      return `<rect x="${x}" y="${y}" width="${width}" height="60" rx="30" fill="#ffffff" opacity="${i % 2 === 0 ? 0.92 : 0.18}"/>`;
    })
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
    `<circle cx="${1000 + (seed % 120)}" cy="90" r="190" fill="#ffffff" opacity="0.05"/>`,
    `<circle cx="140" cy="${560 - (seed % 80)}" r="220" fill="#ffffff" opacity="0.04"/>`,
    `<g transform="rotate(${tilt} 330 315)">`,
    `<rect x="230" y="95" width="200" height="420" rx="32" fill="#1c1917"/>`,
    `<rect x="244" y="125" width="172" height="360" rx="14" fill="#ffffff"/>`,
    `<rect x="262" y="150" width="136" height="70" rx="10" fill="${accent}"/>`,
    `<rect x="262" y="240" width="136" height="12" rx="6" fill="#d6d3d1"/>`,
    `<rect x="262" y="266" width="100" height="12" rx="6" fill="#e7e5e4"/>`,
    `<rect x="262" y="310" width="136" height="50" rx="10" fill="#f5f5f4"/>`,
    `<rect x="262" y="372" width="136" height="50" rx="10" fill="#f5f5f4"/>`,
    `<rect x="262" y="440" width="136" height="28" rx="14" fill="#047857"/>`,
    `</g>`,
    bubbles,
    `<path d="M470 300C520 270 570 260 620 262" stroke="${accent}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round" fill="none"/>`,
    `</svg>`,
  ].join("");
}

/**
 * The share image of a campaign page, 1200x630, drawn from its hero: the hero's drawing (an SVG of
 * public/img/, given as its text) on the brand's gradient, or, for a hero without one, the shapes of
 * a drawn cover varied by the page's address. Rendering needs no font: a product drawing's words
 * are left out of the embedded image, its shapes stay (the build machine may have no fonts at all).
 */
export function campaignShareSvg(campaign: { id: string; picture: string | null }): string {
  if (!campaign.picture) return generatedCoverSvg({ id: campaign.id, category: "" });
  const seed = seedOf(campaign.id);
  const picture = Buffer.from(campaign.picture).toString("base64");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c1917"/><stop offset="1" stop-color="#7c2d12"/></linearGradient>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
    `<circle cx="${1000 + (seed % 120)}" cy="90" r="190" fill="#ffffff" opacity="0.05"/>`,
    `<circle cx="140" cy="${560 - (seed % 80)}" r="220" fill="#ffffff" opacity="0.04"/>`,
    `<rect x="214" y="89" width="772" height="452" rx="36" fill="#ffffff" opacity="0.12"/>`,
    `<clipPath id="card"><rect x="240" y="115" width="720" height="400" rx="28"/></clipPath>`,
    `<image href="data:image/svg+xml;base64,${picture}" x="240" y="115" width="720" height="400" preserveAspectRatio="xMidYMid slice" clip-path="url(#card)"/>`,
    `</svg>`,
  ].join("");
}

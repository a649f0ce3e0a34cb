/**
 * A client's logo mark, drawn at build from its name and segment (content/clientes/{id}.yaml), so a
 * new client file gets one without a designer. One system for every client: an emblem (a circle or
 * a rounded square in one of the brand-friendly colours, picked from the name) holding the
 * segment's symbol in white, then the name set as a wordmark, bold, with the segment under it in
 * small capitals. The clients are fictional and none of this copies a real brand's artwork.
 * scripts/vite-content.ts publishes the file at `clientMarkSrc(id)`.
 */

export const CLIENT_MARK = { width: 300, height: 90 } as const;

/** Deep tones that hold white on top and read on the card's light background. */
const colours = [
  "#c2410c",
  "#b91c1c",
  "#047857",
  "#0369a1",
  "#6d28d9",
  "#a16207",
  "#be185d",
  "#0f766e",
  "#4d7c0f",
  "#7c2d12",
] as const;

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const WHITE = "#ffffff";

/** A small deterministic number from a text, so a client keeps its colour and shape. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

const esc = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Lower case without accents, to match a segment by its words. */
const plain = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The segments' symbols, white shapes in a 48x48 box centred on (0, 0); `ink` is the emblem's colour,
 * for the details cut into a shape. The first whose words the segment contains wins.
 */
const symbols: { words: RegExp; draw: (ink: string) => string }[] = [
  {
    words: /burger|hamburg|lanche/,
    draw: () =>
      `<path d="M-17 -3a17 13 0 0 1 34 0z" fill="${WHITE}"/><rect x="-19" y="0" width="38" height="7" rx="3.5" fill="${WHITE}" opacity=".75"/><rect x="-17" y="9" width="34" height="5" rx="2.5" fill="${WHITE}"/><path d="M-17 16h34a5 5 0 0 1-5 5h-24a5 5 0 0 1-5-5z" fill="${WHITE}"/>`,
  },
  {
    words: /pizz/,
    draw: (ink) =>
      `<path d="M-16 -15a42 42 0 0 1 32 0L0 20z" fill="${WHITE}"/><circle cx="-5" cy="-6" r="3.2" fill="${ink}"/><circle cx="5" cy="-4" r="3.2" fill="${ink}"/><circle cx="0" cy="6" r="2.8" fill="${ink}"/>`,
  },
  {
    words: /acai|bowl|tigela/,
    draw: () =>
      `<circle cx="-8" cy="-8" r="6" fill="${WHITE}"/><circle cx="3" cy="-11" r="6" fill="${WHITE}" opacity=".8"/><circle cx="11" cy="-5" r="5" fill="${WHITE}"/><path d="M-20 -2h40a20 19 0 0 1-40 0z" fill="${WHITE}"/>`,
  },
  {
    words: /churrasc|brasa|grelh|carne/,
    draw: () =>
      `<path d="M2 -21c3 9 13 13 13 25a15 15 0 0 1-30 0c0-7 4-11 7-14 1 5 3 7 5 8 1-8 2-13 5-19z" fill="${WHITE}"/>`,
  },
  {
    words: /massa|cantina|italian/,
    draw: () =>
      `<rect x="-2.5" y="-4" width="5" height="25" rx="2.5" fill="${WHITE}"/><path d="M-10 -20v10a10 10 0 0 0 20 0v-10" fill="none" stroke="${WHITE}" stroke-width="4" stroke-linecap="round"/><path d="M-3.5 -20v9M3.5 -20v9" stroke="${WHITE}" stroke-width="3" stroke-linecap="round"/>`,
  },
  {
    words: /doce|confeit|bolo/,
    draw: (ink) =>
      `<path d="M-14 2h28l-4 18h-20z" fill="${WHITE}" opacity=".8"/><path d="M-16 3a16 14 0 0 1 32 0z" fill="${WHITE}"/><circle cx="0" cy="-14" r="4.5" fill="${WHITE}"/><path d="M-6 8v9M0 8v9M6 8v9" stroke="${ink}" stroke-width="1.6"/>`,
  },
  {
    words: /sorvet|gelat/,
    draw: () =>
      `<circle cx="0" cy="-8" r="12" fill="${WHITE}"/><path d="M-11 -1h22l-11 23z" fill="${WHITE}" opacity=".8"/>`,
  },
  {
    words: /padaria|pao|panific|cafe/,
    draw: () =>
      `<path d="M0 22v-40" stroke="${WHITE}" stroke-width="3" stroke-linecap="round"/>${[-13, -5, 3]
        .map(
          (y) =>
            `<ellipse cx="-6" cy="${y}" rx="4" ry="7" transform="rotate(-30 -6 ${y})" fill="${WHITE}"/><ellipse cx="6" cy="${y}" rx="4" ry="7" transform="rotate(30 6 ${y})" fill="${WHITE}"/>`,
        )
        .join("")}<ellipse cx="0" cy="-20" rx="3.5" ry="6" fill="${WHITE}"/>`,
  },
  {
    words: /japon|sushi|temaki|oriental/,
    draw: (ink) =>
      `<circle cx="0" cy="0" r="19" fill="${WHITE}"/><circle cx="0" cy="0" r="12" fill="${ink}"/><circle cx="0" cy="0" r="9" fill="${WHITE}"/><circle cx="-2" cy="-1" r="3.5" fill="${ink}" opacity=".55"/><circle cx="3" cy="2" r="3" fill="${ink}" opacity=".35"/>`,
  },
  {
    words: /mexic|taco|tortilla/,
    draw: (ink) =>
      `<path d="M-21 10a21 21 0 0 1 42 0z" fill="${WHITE}"/><path d="M-14 4c3-5 7-5 9-1 3-5 7-5 9 0 3-4 6-3 8 1" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>`,
  },
  {
    words: /vege|vegan|natural|salad/,
    draw: () =>
      `<path d="M-16 16C-18-6-2-19 18-19 17 1 5 17-16 16z" fill="${WHITE}"/><path d="M-16 16 9-9" stroke="#00000033" stroke-width="2.2" stroke-linecap="round"/>`,
  },
];

/** A plate under a cloche: any other kind of restaurant. */
const cloche = () =>
  `<path d="M-18 8a18 18 0 0 1 36 0z" fill="${WHITE}"/><circle cx="0" cy="-13" r="3.5" fill="${WHITE}"/><rect x="-22" y="11" width="44" height="5" rx="2.5" fill="${WHITE}"/>`;

function symbolFor(segment: string) {
  const words = plain(segment);
  return symbols.find((symbol) => symbol.words.test(words))?.draw ?? cloche;
}

/** The name in one or two lines, the second when it is long and has words to split at. */
function nameLines(name: string): string[] {
  if (name.length <= 14 || !name.includes(" ")) return [name];
  const words = name.split(" ");
  let best: [string, string] = [name, ""];
  let bestGap = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const first = words.slice(0, i).join(" ");
    const second = words.slice(i).join(" ");
    const gap = Math.abs(first.length - second.length);
    if (gap < bestGap) [best, bestGap] = [[first, second], gap];
  }
  return best;
}

/** A line of the wordmark, squeezed to `max` px when the system font would set it wider. */
function wordmarkLine(value: string, x: number, y: number, size: number, max: number): string {
  // An average bold sans-serif letter is about 0.6 em wide; past the room, the line is fitted.
  const fitted =
    value.length * size * 0.6 > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="800" letter-spacing="-0.4" fill="#1c1917"${fitted}>${esc(value)}</text>`;
}

export function clientMarkSvg(client: { name: string; segment: string }): string {
  const hash = hashOf(client.name);
  const ink = colours[hash % colours.length] as string;
  const round = (hash >> 5) % 2 === 0;
  const emblem = round
    ? `<circle cx="40" cy="45" r="36" fill="${ink}"/>`
    : `<rect x="4" y="9" width="72" height="72" rx="20" fill="${ink}"/>`;
  const lines = nameLines(client.name);
  const room = CLIENT_MARK.width - 94 - 6;
  const words =
    lines.length === 1
      ? wordmarkLine(lines[0] as string, 94, 48, 24, room)
      : wordmarkLine(lines[0] as string, 94, 35, 21, room) +
        wordmarkLine(lines[1] as string, 94, 58, 21, room);
  const tagline = client.segment.toLocaleUpperCase("pt-BR");
  const taglineFit =
    tagline.length * 10 * 0.68 > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CLIENT_MARK.width}" height="${CLIENT_MARK.height}" viewBox="0 0 ${CLIENT_MARK.width} ${CLIENT_MARK.height}" role="img" font-family="${FONT}">`,
    `<title>${esc(client.name)}</title>`,
    emblem,
    `<g transform="translate(40 45)">${symbolFor(client.segment)(ink)}</g>`,
    words,
    `<text x="94" y="${lines.length === 1 ? 68 : 77}" font-size="10" font-weight="700" letter-spacing="1.4" fill="${ink}"${taglineFit}>${esc(tagline)}</text>`,
    `</svg>\n`,
  ].join("");
}

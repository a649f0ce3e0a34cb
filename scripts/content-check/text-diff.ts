import { load } from "cheerio";

/** The lines of a page's visible text (Chromium's `innerText`): white space collapsed, blank lines dropped. */
export function textLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * The lines only in `before` (`- line`) and only in `after` (`+ line`), in page order, from their
 * longest common subsequence; a changed line reads as the old one, then the new. Empty when the
 * two say the same.
 */
export function diffLines(before: readonly string[], after: readonly string[]): string[] {
  const a = before;
  const b = after;
  // table[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => table[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (table[i] as number[])[j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (i < a.length && (j === b.length || at(i + 1, j) >= at(i, j + 1))) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}

/**
 * What decides a page's visible text, read from its HTML without a browser: the text of the body
 * (scripts, styles and templates left out) and the attributes that show or hide it. Two pages with
 * the same fingerprint show the same text (the stylesheet being the same, as it is for a content
 * change), so only pages whose fingerprints differ need Chromium's reading. Per-render values (a
 * form's signed token, a script's data, absolute addresses) are not part of it.
 */
export function pageFingerprint(html: string): string {
  const $ = load(html);
  const body = $("body");
  body.find("script, style, template").remove();
  const shown = body
    .find("[class], [style], [hidden], [aria-hidden], [open]")
    .map((_, el) =>
      ["class", "style", "hidden", "aria-hidden", "open"].map((a) => $(el).attr(a) ?? "").join("|"),
    )
    .get()
    .join("\n");
  return `${body.text().replace(/\s+/g, " ").trim()}\n${shown}`;
}

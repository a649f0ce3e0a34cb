import { type CheerioAPI, load } from "cheerio";
import { siteUrl } from "../../playwright.config";

export { expect, test } from "@playwright/test";

/**
 * What the production server answers, read as a crawler or a browser without JavaScript would: no
 * browser starts. `$` is the HTML parsed by a real parser (cheerio, over parse5), for queries the way a
 * page test would make them.
 */
export interface Answer {
  status: number;
  headers: Headers;
  /** The body as text (decoded: fetch asks for and undoes gzip and brotli itself). */
  body: string;
  $: CheerioAPI;
}

/**
 * One request to the e2e server. Redirects are not followed, so a test sees the 301 itself; `init`
 * passes a method, headers or a body through (a POST needs the site's Origin: `formPost` sets it).
 */
export async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(new URL(path, siteUrl), { redirect: "manual", ...init });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, $: load(body) };
}

/** A form post as a browser without JavaScript sends it: urlencoded, from the site's own origin. */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return ask(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(siteUrl).origin,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * The text a visitor reads in an element (the whole body by default): scripts, styles, templates and
 * what the page hides (`hidden`, `aria-hidden`) left out, white space collapsed.
 */
export function visibleText($: CheerioAPI, selector = "body"): string {
  const root = $(selector).first().clone();
  root.find('script, style, template, noscript, [hidden], [aria-hidden="true"]').remove();
  // Block boxes and line breaks separate words on screen; in the source they may touch.
  root.find(BLOCKS).after(" ");
  root.find("br").replaceWith(" ");
  return root.text().replace(/\s+/g, " ").trim();
}

const BLOCKS = [
  "address, article, aside, blockquote, dd, details, dialog, div, dl, dt, fieldset, figcaption, figure",
  "footer, form, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, summary, table",
  "td, th, tr, ul, a, button, label, option",
].join(", ");

/** The accessible name a link or button would have from its content or its aria-label. */
export function nameOf($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const el = $(element);
  const label = el.attr("aria-label");
  if (label) return label.trim();
  const copy = el.clone();
  copy.find('[aria-hidden="true"], svg').remove();
  return copy.text().replace(/\s+/g, " ").trim();
}

/**
 * The accessible name as a role query reads it: the text of the elements `aria-labelledby` names,
 * else `aria-label`, else the content (`nameOf`).
 */
export function accessibleName($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const ids = $(element).attr("aria-labelledby");
  if (!ids) return nameOf($, element);
  return ids
    .split(/\s+/)
    .map((id) => {
      const label = $(`[id="${id}"]`).first();
      return label.length ? nameOf($, label) : "";
    })
    .join(" ")
    .trim();
}

/**
 * The elements matching `selector` whose accessible name is `name` (or matches it), the way
 * `getByRole("region", { name })` picks a section: `named($, "section", "Nossos valores")`.
 */
export function named($: CheerioAPI, selector: string, name: string | RegExp) {
  return $(selector).filter((_, element) => {
    const found = accessibleName($, element);
    return typeof name === "string" ? found === name : name.test(found);
  });
}

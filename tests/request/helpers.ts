import { type Cheerio, type CheerioAPI, load } from "cheerio";
import type { AnyNode } from "domhandler";
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

// Helpers of the catalogue, blog, plans, tutorials, API-docs and calculator request tests (group B2).

type Selection = Cheerio<AnyNode>;
/** An element as a selection, a node or a selector: whatever `$()` takes. */
type Target = Selection | AnyNode | string;

/** `visibleText` of one element of a page (a cheerio node or selection, not a selector). */
export function visibleTextOf($: CheerioAPI, element: Target): string {
  return visibleText(load($.html($(element))));
}

/** The text an element holds, as `textContent` reads it (hidden parts too), white space collapsed. */
export function textOf(el: Selection): string {
  return el.text().replace(/\s+/g, " ").trim();
}

/**
 * The accessible name of an element as these checks need it: the text of the elements its
 * aria-labelledby names, else its aria-label, else a `<label for>` of it, else `nameOf`.
 */
export function accessibleName($: CheerioAPI, element: Target): string {
  const el = $(element);
  const labelledBy = el.attr("aria-labelledby");
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf($(`[id="${id}"]`)))
      .join(" ")
      .trim();
  const id = el.attr("id");
  if (!el.attr("aria-label") && id && el.is("input, select, textarea")) {
    const label = $(`label[for="${id}"]`).first().clone();
    label.find('[aria-hidden="true"]').remove();
    if (label.length) return textOf(label);
  }
  return nameOf($, el as Parameters<CheerioAPI>[0]);
}

/** The elements matching `selector` whose accessible name is `name` (a RegExp: whose name it matches). */
export function named($: CheerioAPI, selector: string, name: string | RegExp): Selection {
  return $(selector).filter((_, el) => {
    const own = accessibleName($, el);
    return typeof name === "string" ? own === name : name.test(own);
  });
}

/** An element's accessible description: the text of the elements its aria-describedby names. */
export function accessibleDescription($: CheerioAPI, element: Target): string {
  const ids = $(element).attr("aria-describedby") ?? "";
  return ids
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => textOf($(`[id="${id}"]`)))
    .join(" ")
    .trim();
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLd($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

/**
 * What a browser without JavaScript sends for a form: each named control's value as the page renders
 * it (hidden fields, prefilled values, checked boxes, selected options), then `typed` over them.
 */
export function formFields(form: Selection, typed: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  form.find("input[name], select[name], textarea[name]").each((_, control) => {
    const el = form.find(control);
    const name = el.attr("name") ?? "";
    const type = el.attr("type") ?? "";
    if (el.is("select")) {
      // The selected option, else the first, as a browser sends it (an option's value, else its text).
      const option = el.find("option[selected]").length
        ? el.find("option[selected]")
        : el.find("option").first();
      fields[name] = option.attr("value") ?? textOf(option);
    } else if (el.is("textarea")) fields[name] = el.text();
    else if (type === "checkbox" || type === "radio") {
      if (el.attr("checked") !== undefined) fields[name] = el.attr("value") ?? "on";
    } else if (type !== "submit" && type !== "button") fields[name] = el.attr("value") ?? "";
  });
  return { ...fields, ...typed };
}

/**
 * A form of a page submitted as a browser without JavaScript submits it: the page is loaded, the
 * form's fields (with `typed` filled in; a checkbox is sent only when given) go to its action with
 * its method, from the site's origin and with the page as the Referer. Returns the answer.
 */
export async function submitForm(
  path: string,
  formSelector: string,
  typed: Record<string, string>,
): Promise<Answer & { url: string }> {
  const page = await ask(path);
  const form = page.$(formSelector);
  if (form.length !== 1) throw new Error(`${path} has ${form.length} forms matching ${formSelector}`);
  const pageUrl = new URL(path, siteUrl);
  const action = new URL(form.attr("action") ?? pageUrl.href, pageUrl);
  action.hash = "";
  const body = new URLSearchParams(formFields(form, typed));
  if ((form.attr("method") ?? "get").toLowerCase() === "get") {
    action.search = body.toString();
    return { ...(await ask(action.href)), url: action.href };
  }
  const answer = await ask(action.href, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(siteUrl).origin,
      referer: pageUrl.href,
    },
    body: body.toString(),
  });
  return { ...answer, url: action.href };
}

/**
 * The elements (within `scope`, the whole page by default) whose text is `text` or, given a RegExp,
 * matches it, outside what the page hides with `hidden`: what `getByText` finds for `toBeVisible`.
 */
export function byText($: CheerioAPI, text: string | RegExp, scope?: Selection): Selection {
  const root = scope ?? $.root();
  return root.find("*").filter((_, el) => {
    if ($(el).closest("[hidden], template, script, style, head").length > 0) return false;
    const own = textOf($(el));
    return typeof text === "string" ? own === text : text.test(own);
  });
}

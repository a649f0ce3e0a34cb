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
export function visibleText($: CheerioAPI, selector: Parameters<CheerioAPI>[0] = "body"): string {
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

/**
 * The fields a form sends as it stands in the HTML, as a browser without JavaScript posts it
 * untouched: hidden fields (the form's id, the honeypot, and the submission id and fill time, empty
 * until JavaScript fills them), values a re-rendered form kept, selected options, checked boxes.
 * Buttons, unchecked boxes and disabled controls send nothing.
 */
export function formFields($: CheerioAPI, form: string): Record<string, string> {
  const fields: Record<string, string> = {};
  $(form)
    .find("input[name], select[name], textarea[name]")
    .each((_, element) => {
      const control = $(element);
      const name = control.attr("name") as string;
      const type = (control.attr("type") ?? "text").toLowerCase();
      if (control.is("[disabled]") || ["submit", "button", "image", "reset", "file"].includes(type)) return;
      if (control.is("select")) {
        const options = control.find("option");
        const chosen = options.filter("[selected]").length ? options.filter("[selected]") : options;
        fields[name] = chosen.first().attr("value") ?? chosen.first().text();
      } else if (control.is("textarea")) fields[name] = control.text();
      else if (type === "checkbox" || type === "radio") {
        if (control.is("[checked]")) fields[name] = control.attr("value") ?? "on";
      } else fields[name] = control.attr("value") ?? "";
    });
  return fields;
}

/**
 * Posts the form `form` (a selector) of a page the way a visitor without JavaScript sends it: the
 * fields as the page rendered them, `fill` typed over them (null leaves one out, as an unchecked
 * box), to the form's action, from the page (its Origin and Referer). `page` is the answer the form
 * was read from and `url` its address, so a re-rendered form (after an error) can be sent again.
 */
export function sendForm(
  page: Answer,
  url: string,
  form: string,
  fill: Record<string, string | null> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const element = page.$(form);
  if (element.length !== 1) throw new Error(`${url} has ${element.length} elements ${form}`);
  const address = new URL(url, siteUrl);
  const action = new URL(element.attr("action") ?? "", address);
  action.hash = "";
  const fields = formFields(page.$, form);
  for (const [name, value] of Object.entries(fill)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  address.hash = "";
  return formPost(action.href, fields, { origin: address.origin, referer: address.href, ...headers });
}

/** Opens `path` and posts its form `form` as a visitor without JavaScript does (see `sendForm`). */
export async function submitForm(
  path: string,
  form: string,
  fill: Record<string, string | null> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const page = await ask(path);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  return sendForm(page, path, form, fill, headers);
}

/**
 * The form control labelled `label` inside `scope`, as assistive technology reads it: its value (a
 * select's chosen option), whether it is checked or marked invalid, and its description (the text
 * of the elements its aria-describedby names). The label is matched on its visible text, whole.
 */
export function field($: CheerioAPI, scope: string, label: string) {
  const labels = $(scope)
    .find("label[for]")
    .filter((_, element) => nameOf($, element) === label);
  if (labels.length !== 1) throw new Error(`${labels.length} labels "${label}" in ${scope}`);
  const control = $(`[id="${labels.attr("for")}"]`);
  const options = control.find("option");
  const chosen = options.filter("[selected]").length ? options.filter("[selected]") : options;
  return {
    value: control.is("select")
      ? (chosen.first().attr("value") ?? "")
      : control.is("textarea")
        ? control.text()
        : (control.attr("value") ?? ""),
    checked: control.is("[checked]"),
    invalid: control.attr("aria-invalid") === "true",
    description: (control.attr("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => visibleText($, `[id="${id}"]`))
      .join(" "),
  };
}

// Helpers of the catalogue, blog, plans, tutorials, API-docs and calculator request tests (group B2).

/** The text an element holds, as `textContent` reads it (hidden parts too), white space collapsed. */
export function textOf(el: ReturnType<CheerioAPI>): string {
  return el.text().replace(/\s+/g, " ").trim();
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLd($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
}

/**
 * The elements (within `scope`, the whole page by default) whose text is `text` or, given a RegExp,
 * matches it, outside what the page hides with `hidden`: what `getByText` finds for `toBeVisible`.
 */
export function byText($: CheerioAPI, text: string | RegExp, scope?: ReturnType<CheerioAPI>) {
  return (scope ?? $.root()).find("*").filter((_, el) => {
    if ($(el).closest("[hidden], template, script, style, head").length > 0) return false;
    const own = textOf($(el));
    return typeof text === "string" ? own === text : text.test(own);
  });
}

/**
 * Opens `path` and sends its GET form `form` (a selector) as a browser without JavaScript does: the
 * fields as rendered, `fill` typed over them, as the query of the form's action. Returns the answer
 * and the address it was asked at (what the address bar then shows).
 */
export async function submitGetForm(
  path: string,
  form: string,
  fill: Record<string, string>,
): Promise<Answer & { url: string }> {
  const page = await ask(path);
  const element = page.$(form);
  if (element.length !== 1) throw new Error(`${path} has ${element.length} elements ${form}`);
  if ((element.attr("method") ?? "get").toLowerCase() !== "get") throw new Error(`${form} is not a GET form`);
  const action = new URL(element.attr("action") ?? path, new URL(path, siteUrl));
  action.hash = "";
  action.search = new URLSearchParams({ ...formFields(page.$, form), ...fill }).toString();
  return { ...(await ask(action.href)), url: action.href };
}

/** Text with its white space collapsed, as `toHaveText` and `toContainText` compare it. */
export const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** The headings (h1–h6 or role="heading") whose accessible name contains `name`, or matches it. */
export function headings($: CheerioAPI, scope: ReturnType<typeof named>, name: string | RegExp) {
  return scope.find('h1, h2, h3, h4, h5, h6, [role="heading"]').filter((_, heading) => {
    const found = accessibleName($, heading);
    return typeof name === "string" ? found.toLowerCase().includes(name.toLowerCase()) : name.test(found);
  });
}

/** The links in `scope` named exactly `name`. */
export function linksNamed($: CheerioAPI, scope: ReturnType<typeof named>, name: string) {
  return scope.find("a").filter((_, link) => accessibleName($, link) === name);
}

import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { CheerioAPI } from "cheerio";
import { illustrations } from "../../app/content/illustrations";
import { contact, content, contentDir } from "../support/content";
import { ask, expect, named, test, visibleText } from "./helpers";

/**
 * What a visitor reads and is shown, as the server sends it: the spec's words and facts, and the
 * product drawings and covers each page names, with the files behind them. That those drawings
 * decode, and the layout on a phone and a laptop, are checked in a browser (tests/e2e/visuals.spec.ts).
 */

/** Text as written in the page (hidden parts included), with scripts and inert templates left out. */
function writtenText($: CheerioAPI, selector = "body"): string {
  const root = $(selector).first().clone();
  root.find("script, style, template").remove();
  return root.text().replace(/\s+/g, " ").trim();
}

/** The file behind an image answers 200 as SVG. */
async function expectSvg(src: string | undefined) {
  expect(src).toMatch(/\.svg$/);
  const file = await ask(src as string);
  expect(file.status, src).toBe(200);
  expect(file.headers.get("content-type"), src).toContain("image/svg+xml");
}

test("category chips on /integracoes carry an icon and no emoji", async () => {
  const { $ } = await ask("/integracoes");
  const nav = named($, "nav", "Categorias de integração");
  expect(nav).toHaveLength(1);
  const chips = nav.find("a").filter((_, chip) => $(chip).closest("[hidden]").length === 0);
  expect(chips).toHaveLength(5);
  for (const chip of chips.toArray()) {
    expect($(chip).text()).not.toMatch(/\p{Extended_Pictographic}/u);
    const icon = $(chip).find("svg use");
    expect(icon).toHaveLength(1);
    expect(icon.attr("href")).toMatch(/icons.*\.svg#[a-z-]+$/);
  }
});

test("/planos lists the ten benefits every plan includes", async () => {
  const { $ } = await ask("/planos");
  const region = named($, "section", "Incluído em todos os planos");
  expect(region).toHaveLength(1);
  const titles = content["pagina-planos"].commonBenefits.map((benefit) => benefit.title);
  expect(titles).toHaveLength(10);
  expect(titles).toContain(`Pronto em até ${content.fatos.minutosDeImplantacao} minutos`);
  const shown = region
    .find("li span.font-semibold")
    .toArray()
    .map((span) => $(span).text().replace(/\s+/g, " ").trim());
  expect(shown).toEqual(titles);
});

test("facts agree across pages: support hours, API kinds, response promises, the catalogue", async () => {
  const home = await ask("/");
  expect(visibleText(home.$)).toContain(contact.humanSupportHours);
  expect(home.$("footer")).toHaveLength(1);
  expect(writtenText(home.$, "footer")).toContain(contact.humanSupportHours);

  const integrations = (await ask("/integracoes")).$;
  const api = named(integrations, "section", "API aberta para integrar o seu sistema");
  expect(api).toHaveLength(1);
  expect(api.text()).toContain("API de integração para parceiros");
  expect(api.text()).toContain("x-api-key");
  const apiLink = api.find("a").filter((_, a) => integrations(a).text().trim() === "API aberta da loja");
  expect(apiLink).toHaveLength(1);
  expect(apiLink.attr("href")).toBe("/api-aberta");

  const apiPage = (await ask("/api-aberta")).$;
  const note = apiPage("[data-api-note]");
  expect(note).toHaveLength(1);
  expect(note.text()).toContain("/v1/orders");
  expect(note.text().replace(/\s+/g, " ")).toContain("API de integração para parceiros");

  const contactPage = (await ask("/contato")).$;
  const hours = named(contactPage, "section", "Horário de atendimento");
  expect(hours).toHaveLength(1);
  expect(hours.text().replace(/\s+/g, " ")).toContain(
    `Pelo formulário de contato, respondemos em até ${content.fatos.horasRespostaContato} horas úteis.`,
  );

  // The catalogue's count is computed from its files; the platform's is the fact.
  const catalogue = (await ask("/funcionalidades")).$;
  expect(catalogue("h1")).toHaveLength(1);
  const lead = catalogue("h1").parent().text().replace(/\s+/g, " ");
  expect(lead).toContain(content["pagina-funcionalidades"].hero.lead);
  expect(lead).toContain(
    `a plataforma tem ${content.fatos.funcionalidadesNaPlataforma} funcionalidades, e aqui estão as ${content.funcionalidades.length} principais.`,
  );
});

for (const feature of content.funcionalidades) {
  test(`/funcionalidades/${feature.id} names its product illustrations, shows NPS as a percentage and its form's promise`, async () => {
    const { status, $ } = await ask(`/funcionalidades/${feature.id}`);
    expect(status).toBe(200);
    expect(writtenText($)).not.toContain("Vídeo em breve");
    const hero = $("[data-hero-illustration]");
    const sections = $("[data-feature-image] img");
    expect(sections).toHaveLength(2);
    // The drawings the feature's file picks: in the hero while it has no video, and beside each section.
    const picked = [
      [sections.eq(0), feature.section1.illustration],
      [sections.eq(1), feature.section2.illustration],
    ] as const;
    const shown = feature.videoUrl ? picked : ([[hero, feature.illustration], ...picked] as const);
    expect(hero).toHaveLength(feature.videoUrl ? 0 : 1);
    const sources = new Set<string | undefined>();
    for (const [image, id] of shown) {
      const art = illustrations[id];
      expect(image.attr("src")).toBe(art.src);
      expect(image.attr("alt")).toBe(art.alt);
      expect(Number(image.attr("width"))).toBeGreaterThan(0);
      expect(Number(image.attr("height"))).toBeGreaterThan(0);
      sources.add(image.attr("src"));
    }
    expect(sources.size).toBe(shown.length);
    for (const src of sources) await expectSvg(src);
    // Read as shown and as written: neither hides a bare "94,53".
    for (const text of [visibleText($, "main"), writtenText($, "main")])
      expect(text).not.toMatch(/94,53(?!%)/);
    expect($("#contratar")).toHaveLength(1);
    expect(writtenText($, "#contratar")).toContain("Ao enviar este formulário");
  });
}

const postIds = readdirSync(join(contentDir, "blog"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.replace(/\.md$/, ""));

test("every post shows its cover, on the post, on its card and as its share image", async () => {
  expect(postIds.sort()).toEqual(content.blog.map((p) => p.id).sort());
  for (const id of postIds) {
    const post = content.blog.find((p) => p.id === id);
    const { $ } = await ask(`/blog/${id}`);
    const cover = $("article header img[data-cover]");
    expect(cover, id).toHaveLength(1);
    expect(cover.attr("alt")?.length ?? 0).toBeGreaterThan(20);
    expect(cover.attr("width")).toBe("1200");
    expect(cover.attr("height")).toBe("630");
    // The post's cover as the content names it (tests/e2e/visuals.spec.ts decodes those files).
    expect(cover.attr("src")).toBe(post?.cover);
    await expectSvg(cover.attr("src"));
    const share = $('meta[property="og:image"]').attr("content");
    // Its share image: the drawing as a JPEG for the launch posts, a PNG drawn at build for a new one.
    expect(share).toMatch(new RegExp(`/og/blog-${id}\\.(jpg|png)$`));
    expect(new URL(share as string).pathname).toBe(post?.ogImage);
    const image = await ask(new URL(share as string).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain(share?.endsWith(".png") ? "image/png" : "image/jpeg");
  }
  const { $ } = await ask("/blog");
  const covers = $("article img[data-cover]");
  expect(covers).toHaveLength(content.blog.length);
  expect(new Set(covers.toArray().map((cover) => $(cover).attr("src")))).toEqual(
    new Set(content.blog.map((post) => post.cover)),
  );
  // The first cover fills a phone's first screen: fetched at once and first; the others wait.
  expect(covers.first().attr("fetchpriority")).toBe("high");
  expect(covers.first().attr("loading")).not.toBe("lazy");
  for (const cover of covers.toArray().slice(1)) expect($(cover).attr("loading")).toBe("lazy");
});

test("the home map band says what nationwide service means", async () => {
  const { $ } = await ask("/");
  const band = named($, "section", "+3.000 lojas atendidas");
  expect(band).toHaveLength(1);
  expect(band.find("li")).toHaveLength(3);
  expect(band.text()).toContain("Suporte humano todos os dias");
  // The map itself, named for what it shows (tests/e2e/visuals.spec.ts sees it decode).
  expect(band.find("img").filter((_, img) => /Mapa do Brasil/.test($(img).attr("alt") ?? ""))).toHaveLength(
    1,
  );
  const link = band
    .find("a")
    .filter((_, a) => $(a).text().trim() === content["pagina-inicio"].coverage.storesLink);
  expect(link).toHaveLength(1);
  expect(link.attr("href")).toBe("#lojas-demo");
});

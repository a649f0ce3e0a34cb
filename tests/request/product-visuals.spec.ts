import type { CheerioAPI } from "cheerio";
import { illustrations } from "../../app/content/illustrations.ts";
import { content } from "../support/content";
import { ask, expect, named, test, textOf } from "./helpers";

/**
 * What the server renders of the product drawings beside each kind of hero, and of the drawn proof
 * (the clients' logo marks and the testimonials' portraits), and that each of those files is
 * served. Where they sit and how they look at 1366 and 390 px: tests/e2e/product-visuals.spec.ts.
 * Which drawing a page shows is read from its content file, never from a copy.
 */

/**
 * The one hero drawing of the page, its size given: eager beside a hero's text (never
 * `loading="lazy"`, it is on the first screen), lazy under the home page's tall hero, where it starts
 * at the fold of a laptop and below the first screen of a phone.
 */
function heroDrawing($: CheerioAPI, { underTallHero = false } = {}) {
  const drawings = $("main [data-hero-drawing]");
  expect(drawings, "one hero drawing").toHaveLength(1);
  const img = drawings.first();
  expect(img.attr("loading"), "lazy only under a tall hero").toBe(underTallHero ? "lazy" : undefined);
  return {
    src: img.attr("src"),
    alt: img.attr("alt") ?? "",
    width: Number(img.attr("width")),
    height: Number(img.attr("height")),
  };
}

/** A drawing file the page points to: an SVG, answered 200, light enough to stay off the page's way. */
async function expectDrawingFile(src: string | undefined) {
  if (!src) throw new Error("no src");
  const answer = await ask(src);
  expect(answer.status, src).toBe(200);
  expect(answer.headers.get("content-type"), src).toMatch(/^image\/svg\+xml/);
  expect(answer.body.length, `${src} stays light`).toBeLessThan(20_000);
  return answer.body;
}

const drawing = (id: keyof typeof illustrations) => {
  const { src, alt, width, height } = illustrations[id];
  return { src, alt, width, height };
};

test.describe("hero drawings", () => {
  test("the home page shows the whole product under its promises", async () => {
    const { $ } = await ask("/");
    const shown = heroDrawing($, { underTallHero: true });
    expect(shown).toEqual(drawing("inicio-produto"));
    for (const part of ["cardápio", "WhatsApp", "cozinha"]) expect(shown.alt).toContain(part);
    await expectDrawingFile(shown.src);
  });

  test("/revenda shows the reseller's panel, drawn with the tiers of its content file", async () => {
    const { $ } = await ask("/revenda");
    const shown = heroDrawing($);
    expect(shown).toEqual(drawing("revenda-painel"));
    const svg = await expectDrawingFile(shown.src);
    // The panel's figures are the programme's: the second tier's name and fee, the next tier's fee.
    const tiers = [...content["pagina-revenda"].tiers].sort((a, b) => a.clients.min - b.clients.min);
    const [, tier, next] = tiers;
    if (!tier || !next) throw new Error("at least three tiers");
    // The build draws it from the content (scripts/vite-content.ts): three clients into the tier, or
    // its last client when the tier is narrower.
    const active = Math.min(tier.clients.min + 3, tier.clients.max ?? Number.POSITIVE_INFINITY);
    expect(svg).toContain(`>${active}</text>`);
    const reais = (value: number) => `R$ ${value.toLocaleString("pt-BR")}`;
    expect(svg).toContain(`>${reais(tier.monthlyFeePerClient)}</text>`);
    expect(svg).toMatch(new RegExp(`Faltam? ${next.clients.min - active} para o ${next.name}<`));
    expect(svg).toContain(`cai para ${reais(next.monthlyFeePerClient)}`);
  });

  test("each solution shows the module its file picks", async () => {
    expect(content.solucoes.length).toBeGreaterThan(0);
    for (const solution of content.solucoes) {
      const { $ } = await ask(`/solucoes/${solution.id}`);
      const shown = heroDrawing($);
      expect(shown, solution.id).toEqual(drawing(solution.illustration));
      await expectDrawingFile(shown.src);
    }
  });

  test("each integration shows its category's panel, the partner named in the alt text and in type", async () => {
    for (const integration of content.integracoes) {
      const { $ } = await ask(`/integracoes/${integration.id}`);
      const shown = heroDrawing($);
      const category = drawing(`integracao-${integration.category}` as keyof typeof illustrations);
      expect({ ...shown, alt: "" }, integration.id).toEqual({ ...category, alt: "" });
      expect(shown.alt, integration.id).toContain(integration.name);
      expect(shown.alt).toMatch(/^Ilustração /);
      // The partner's name is set in type beside the drawing, never drawn as a logo.
      expect(textOf($("[data-partner-tag]")), integration.id).toContain(integration.name);
    }
    for (const id of ["marketplace", "pagamento", "maquininha", "sistema-gestao", "marketing-vendas"])
      await expectDrawingFile(illustrations[`integracao-${id}` as keyof typeof illustrations].src);
  });

  test("a campaign's hero shows the product drawing its file picks", async () => {
    const campaign = content.campanhas.find((c) => c.id === "hamburgueria");
    const hero = campaign?.sections.find((s) => s.discriminant === "hero");
    if (hero?.discriminant !== "hero" || hero.value.aside.discriminant !== "buttons")
      throw new Error("/hamburgueria opens on a hero with buttons");
    const picked = hero.value.aside.value.picture as keyof typeof illustrations;
    expect(Object.keys(illustrations)).toContain(picked);
    const { $ } = await ask("/hamburgueria");
    const shown = heroDrawing($);
    expect(shown).toEqual(drawing(picked));
    await expectDrawingFile(shown.src);
  });
});

test.describe("drawn proof", () => {
  test("each testimonial on the home page and on /hamburgueria has its drawn portrait", async () => {
    const pages = [
      { path: "/", ids: content["pagina-inicio"].testimonials.items.map((t) => t.id) },
      {
        path: "/hamburgueria",
        ids: content.campanhas
          .find((c) => c.id === "hamburgueria")
          ?.sections.flatMap((s) => (s.discriminant === "testimonials" ? s.value.items : [])),
      },
    ];
    const portraits = new Map<string, string>();
    for (const { path, ids } of pages) {
      expect(ids?.length, path).toBeGreaterThan(0);
      const { $ } = await ask(path);
      for (const id of ids ?? []) {
        const testimonial = content.depoimentos.find((t) => t.id === id);
        const figure = $("figure").filter((_, f) => textOf($(f)).includes(testimonial?.company ?? "?"));
        expect(figure, `${path}: ${id}`).toHaveLength(1);
        const img = figure.find("figcaption img");
        expect(img, `${path}: ${id}'s portrait`).toHaveLength(1);
        // The name beside it says who it is: the portrait itself is decoration (empty alt).
        expect(img.attr("alt")).toBe("");
        expect(img.attr("src")).toBe(`/img/depoimentos/${id}.svg`);
        expect([img.attr("width"), img.attr("height")]).toEqual(["96", "96"]);
        // No initials are left in the caption: the name is written once.
        expect(textOf(figure.find("figcaption")).startsWith(testimonial?.name ?? "?")).toBe(true);
        portraits.set(id, img.attr("src") ?? "");
      }
    }
    for (const src of portraits.values()) {
      const svg = await expectDrawingFile(src);
      expect(svg).toContain("DiceBear");
    }
    // Each person gets a face of their own.
    const bodies = await Promise.all([...portraits.values()].map(async (src) => (await ask(src)).body));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  test("each client on the home page has its logo mark, named and with its segment in the alt text", async () => {
    const { $ } = await ask("/");
    const list = named($, "ul", "Clientes Gama Delivery");
    const clients = content["pagina-inicio"].clients.items;
    expect(list.find("li")).toHaveLength(clients.length);
    for (const client of clients) {
      const img = list.find(`img[src="/img/clientes/${client.id}.svg"]`);
      expect(img, client.name).toHaveLength(1);
      expect(img.attr("alt")).toBe(`${client.name}, ${client.segment.toLocaleLowerCase("pt-BR")}`);
      expect([img.attr("width"), img.attr("height")]).toEqual(["300", "90"]);
      const svg = await expectDrawingFile(img.attr("src"));
      // The mark sets the client's name in type: the wordmark holds its words.
      for (const word of client.name.split(" ")) expect(svg, client.name).toContain(word);
    }
  });
});

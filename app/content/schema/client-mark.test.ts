import { describe, expect, it } from "vitest";
import { CLIENT_MARK, clientMarkSvg } from "./client-mark";

/** The texts of the mark, in order, with their attributes. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes = "", value = ""]) => ({
    attributes,
    value,
  }));
/** What the emblem holds: the markup between the emblem and the wordmark. */
const symbolOf = (svg: string) => /<g transform="translate\(40 45\)">(.*?)<\/g>/.exec(svg)?.[1];

describe("a client's drawn logo mark", () => {
  it("is the same for the same client, and sets the name and the segment in type", () => {
    const client = { name: "Forno da Vila", segment: "Pizzaria" };
    const svg = clientMarkSvg(client);
    expect(clientMarkSvg({ ...client })).toBe(svg);
    expect(svg).toMatch(
      new RegExp(`^<svg [^>]*viewBox="0 0 ${CLIENT_MARK.width} ${CLIENT_MARK.height}"[^>]*role="img"`),
    );
    expect(svg).toContain("<title>Forno da Vila</title>");
    expect(texts(svg).map((t) => t.value)).toEqual(["Forno da Vila", "PIZZARIA"]);
  });

  it("draws the segment's symbol, and a plate under a cloche for a segment it has none for", () => {
    const pizza = symbolOf(clientMarkSvg({ name: "A", segment: "Pizzaria" }));
    const burger = symbolOf(clientMarkSvg({ name: "A", segment: "Hamburgueria artesanal" }));
    const restaurant = symbolOf(clientMarkSvg({ name: "A", segment: "Restaurante" }));
    const other = symbolOf(clientMarkSvg({ name: "A", segment: "Bar e petiscaria" }));
    expect(new Set([pizza, burger, restaurant]).size).toBe(3);
    expect(other).toBe(restaurant);
    // Accents and case do not matter: "Açaiteria" and "AÇAÍ" are the same bowl.
    expect(symbolOf(clientMarkSvg({ name: "A", segment: "AÇAÍ" }))).toBe(
      symbolOf(clientMarkSvg({ name: "A", segment: "Açaiteria" })),
    );
  });

  it("sets a long name on two lines, each fitted to the room beside the emblem", () => {
    const svg = clientMarkSvg({ name: "Padaria e Confeitaria Trigo Dourado", segment: "Padaria" });
    const [first, second] = texts(svg);
    expect(`${first?.value} ${second?.value}`).toBe("Padaria e Confeitaria Trigo Dourado");
    for (const line of [first, second]) {
      const fitted = /textLength="(\d+)"/.exec(line?.attributes ?? "")?.[1];
      const size = Number(/font-size="(\d+)"/.exec(line?.attributes ?? "")?.[1]);
      // A line the system font could set wider than the room is squeezed to it.
      if ((line?.value.length ?? 0) * size * 0.6 > 200) expect(Number(fitted)).toBeLessThanOrEqual(200);
    }
  });

  it("escapes what a name may hold", () => {
    const svg = clientMarkSvg({ name: 'Pão & Cia <"Centro">', segment: "Padaria" });
    expect(svg).toContain("Pão &amp; Cia &lt;&quot;Centro&quot;&gt;");
    expect(svg).not.toContain('<"Centro">');
  });

  it("gives clients different colours and shapes, picked from their names", () => {
    const names = [
      "Açaí da Praça",
      "Brasa Viva Burger",
      "Gelato Sul",
      "Verde Prato",
      "Doce Encanto",
      "Sabor de Casa",
    ];
    const emblems = names.map((name) =>
      /<(circle|rect) [^>]*fill="(#[0-9a-f]{6})"\/>/
        .exec(clientMarkSvg({ name, segment: "Restaurante" }))
        ?.slice(1)
        .join(" "),
    );
    expect(new Set(emblems).size).toBeGreaterThan(3);
  });
});

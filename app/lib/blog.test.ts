import { describe, expect, it } from "vitest";
import {
  blogHref,
  filterPosts,
  matchesTerm,
  readBlogQuery,
  relatedPosts,
  resultsLine,
  type Searchable,
  splitFeatured,
  visibleTags,
} from "./blog";

const categories = ["Estratégias", "Tecnologia", "Gestão", "Marketing", "Sustentabilidade"];

const post = (id: string, over: Partial<Searchable> = {}): Searchable => ({
  id,
  title: `Título ${id}`,
  excerpt: `Resumo ${id}`,
  tags: [],
  category: "Gestão",
  featured: false,
  ...over,
});

const list = [
  post("vendas", { title: "Como vender mais", category: "Estratégias", featured: true, tags: ["combos"] }),
  post("tec", { excerpt: "Pix, KDS e chatbots", category: "Tecnologia", featured: true, tags: ["IA"] }),
  post("financas", { title: "Gestão financeira", tags: ["CMV", "fluxo de caixa"] }),
  post("redes", { category: "Marketing", tags: ["Instagram", "WhatsApp"] }),
];

const query = (search: string) => readBlogQuery(new URLSearchParams(search), categories);

describe("readBlogQuery", () => {
  it("reads the trimmed term and a known category", () => {
    expect(query("busca=%20pix%20&categoria=Marketing")).toEqual({
      term: "pix",
      category: "Marketing",
      categoryKnown: true,
    });
  });

  it("treats an absent, blank or 'Todas' category as all", () => {
    for (const search of ["", "categoria=", "categoria=Todas", "busca="]) {
      expect(query(search)).toEqual({ term: "", category: null, categoryKnown: true });
    }
  });

  it("flags an unknown category (an exact match is needed)", () => {
    expect(query("categoria=marketing")).toMatchObject({ category: "marketing", categoryKnown: false });
  });

  it("caps a very long term", () => {
    expect(query(`busca=${"a".repeat(500)}`).term).toHaveLength(100);
  });
});

describe("search and filter", () => {
  it("matches the title, the excerpt or any tag, ignoring case", () => {
    expect(matchesTerm(list[0] as Searchable, "VENDER")).toBe(true);
    expect(matchesTerm(list[1] as Searchable, "pix")).toBe(true);
    expect(matchesTerm(list[2] as Searchable, "cmv")).toBe(true);
    expect(matchesTerm(list[3] as Searchable, "whatsapp")).toBe(true);
    expect(matchesTerm(list[3] as Searchable, "pizza")).toBe(false);
  });

  it("does not search the category or the author", () => {
    expect(filterPosts(list, query("busca=Marketing")).map((p) => p.id)).toEqual([]);
  });

  it("also ignores accents, as people often type without them", () => {
    expect(matchesTerm(list[2] as Searchable, "gestao")).toBe(true);
    expect(matchesTerm(post("x", { title: "Gestao" }), "Gestão")).toBe(true);
  });

  it("combines the term with an exact category; 'Todas' shows all", () => {
    expect(filterPosts(list, query("")).map((p) => p.id)).toEqual(["vendas", "tec", "financas", "redes"]);
    expect(filterPosts(list, query("categoria=Tecnologia")).map((p) => p.id)).toEqual(["tec"]);
    expect(filterPosts(list, query("busca=a&categoria=Gestão")).map((p) => p.id)).toEqual(["financas"]);
    expect(filterPosts(list, query("busca=pix&categoria=Marketing"))).toEqual([]);
    expect(filterPosts(list, query("categoria=Culinária"))).toEqual([]);
  });
});

describe("sections and cards", () => {
  it("splits featured posts from the rest under 'Mais artigos'", () => {
    const { featured, others, othersHeading } = splitFeatured(list);
    expect(featured.map((p) => p.id)).toEqual(["vendas", "tec"]);
    expect(others.map((p) => p.id)).toEqual(["financas", "redes"]);
    expect(othersHeading).toBe("Mais artigos");
  });

  it("names the rest 'Todos os artigos' when no featured post matches", () => {
    expect(splitFeatured(list.slice(2))).toMatchObject({ featured: [], othersHeading: "Todos os artigos" });
  });

  it("cuts tags at the limit and counts the rest", () => {
    expect(visibleTags(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(visibleTags(["a", "b"], 2)).toEqual({ shown: ["a", "b"], more: 0 });
  });

  it("writes the results line of the spec", () => {
    expect(resultsLine(2, "pix")).toBe('2 resultado(s) encontrado(s) para "pix"');
    expect(resultsLine(0, "drone")).toBe('0 resultado(s) encontrado(s) para "drone"');
  });

  it("builds list URLs without empty parameters", () => {
    expect(blogHref("", null)).toBe("/blog");
    expect(blogHref(" pix ", "Marketing")).toBe("/blog?busca=pix&categoria=Marketing");
    expect(blogHref("", "Gestão")).toBe("/blog?categoria=Gest%C3%A3o");
    expect(blogHref("fluxo de caixa", null)).toBe("/blog?busca=fluxo+de+caixa");
  });

  it("relates the first three other posts, in list order", () => {
    expect(relatedPosts(list, "tec").map((p) => p.id)).toEqual(["vendas", "financas", "redes"]);
    expect(relatedPosts(list, "vendas").map((p) => p.id)).toEqual(["tec", "financas", "redes"]);
  });
});

import clients from "virtual:content/clientes";
import testimonials from "virtual:content/depoimentos";
import home from "virtual:content/pagina-inicio";
import { describe, expect, it } from "vitest";
import { features } from "./funcionalidades";
import { integrations } from "./integracoes";
import { solutions } from "./solucoes";

/**
 * Food-service chains a Brazilian visitor knows. An invented testimonial, client or demo store
 * that carries one of these names reads as an endorsement by that company.
 */
const realChains = [
  "Fogo de Chão",
  "Outback",
  "Madero",
  "Coco Bambu",
  "Habib's",
  "Giraffas",
  "Bob's",
  "Spoleto",
  "China in Box",
  "Domino's",
  "Pizza Hut",
  "McDonald's",
  "Burger King",
  "Subway",
  "KFC",
  "Popeyes",
  "Jerônimo",
  "Divino Fogão",
  "Ragazzo",
  "Casa do Pão de Queijo",
  "Oakberry",
  "Montana Grill",
  "Vivenda do Camarão",
  "Viena",
  "Frango Assado",
  "Abbraccio",
  "Paris 6",
  "Pobre Juan",
  "Barbacoa",
  "Rubaiyat",
  "Porcão",
  "Applebee's",
  "Starbucks",
  "Cacau Show",
  "Kopenhagen",
  "Chiquinho Sorvetes",
  "Bacio di Latte",
  "Sodiê",
  "Gendai",
  "Jin Jin",
  "Koni",
  "Gurumê",
  "Taco Bell",
  "Taco Loco",
  "Patroni",
  "Bráz",
  "Famiglia Mancini",
  "Mania de Churrasco",
  "Bullguer",
  "Vezpa",
  "Johnny Rockets",
  "Rei do Mate",
  "Fran's Café",
  "Galeto's",
  "Griletto",
  "Dona Deola",
  "Temakeria e Cia",
  "Pizza Prime",
];

/** Lower case, no accents or punctuation, single spaces: "Habib's" and "habibs" compare equal. */
function normalize(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every value under a `company` or `business` key, at any depth of a content module. */
function companyNames(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) companyNames(item, found);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if ((key === "company" || key === "business") && typeof child === "string") found.push(child);
      else companyNames(child, found);
    }
  }
  return found;
}

const invented = [
  ...companyNames([testimonials, features, integrations, solutions]),
  ...clients.map((c) => c.name),
  ...home.demoStores.stores.map((s) => s.name),
];

function realChainIn(name: string): string | undefined {
  const padded = ` ${normalize(name)} `;
  return realChains.find((chain) => padded.includes(` ${normalize(chain)} `));
}

describe("invented business names", () => {
  it("collects the names from every page that shows a customer", () => {
    // A testimonial on each feature page and the home page's twelve clients, at least.
    expect(invented.length).toBeGreaterThan(40);
    expect(invented).toEqual(expect.arrayContaining(testimonials.map((t) => t.company)));
  });

  it("the matcher finds a chain inside a longer invented name", () => {
    expect(realChainIn("Churrascaria Fogo de Chão Mineiro")).toBe("Fogo de Chão");
    expect(realChainIn("Lanches do Bobs")).toBe("Bob's");
    expect(realChainIn("Brasa Viva Burger")).toBeUndefined();
  });

  it.each(invented)("%s does not carry the name of a real chain", (name) => {
    expect(realChainIn(name)).toBeUndefined();
  });

  it("every partner wordmark on the home page is a listed integration", () => {
    const listed = new Set(integrations.map((i) => normalize(i.name)));
    const unlisted = home.partners.items.filter((p) => !listed.has(normalize(p.name))).map((p) => p.name);
    expect(unlisted).toEqual([]);
  });
});

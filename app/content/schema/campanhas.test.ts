import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { reservedAddresses } from "./addresses";
import { ContentError, loadContent } from "./load";
import { sectionKinds, sectionLibrary } from "./sections";

const contentFolder = fileURLToPath(new URL("../../../content", import.meta.url));
const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

/** A campaign file that the build accepts: a hero whose buttons lead to its form. */
function fixture(sections: unknown[] = []) {
  return {
    title: "Semana da pizza",
    description:
      "Teste grátis por {diasDeTeste} dias e cardápio digital pronto para a semana da pizza: fale com a equipe.",
    indexed: true,
    sections: [
      {
        discriminant: "hero",
        value: {
          eyebrow: "",
          title: "Sua pizzaria vendendo mais nesta semana",
          lead: "Cardápio digital, pedidos pelo WhatsApp e entregas organizadas.",
          pageNavigation: false,
          aside: {
            discriminant: "buttons",
            value: {
              actions: [{ label: "Quero testar", to: { discriminant: "section", value: "contato" } }],
              picture: "loja-pizzaria",
            },
          },
        },
      },
      ...sections,
      {
        discriminant: "leadForm",
        value: {
          anchor: { id: "contato", label: "Contato" },
          form: {
            form: "contact",
            title: "Fale com a equipe",
            description: "Um especialista mostra o sistema.",
            submitLabel: "Enviar",
            subject: "Interesse - Semana da pizza",
          },
        },
      },
    ],
  };
}

/**
 * The build's checks of content/campanhas/, on a scratch copy of the content folder with a campaign
 * file written by the test (whatever campaigns marketing has).
 */
describe("campaign pages in the content folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), "campanhas-")), "content");
    cpSync(contentFolder, dir, { recursive: true });
    mkdirSync(join(dir, "campanhas"), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (address: string, campaign: unknown) =>
    writeFileSync(join(dir, "campanhas", `${address}.yaml`), stringify(campaign));
  const failure = async () => {
    const error = await loadContent(dir, { publicDir }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  };

  it("reads a campaign: its address, its sections with the facts written in, its share image", async () => {
    write("semana-da-pizza", fixture());
    const { campanhas: campaigns, fatos: facts } = await loadContent(dir, { publicDir });
    const campaign = campaigns.find((c) => c.id === "semana-da-pizza");
    expect(campaign?.path).toBe("/semana-da-pizza");
    expect(campaign?.description).toContain(`Teste grátis por ${facts.diasDeTeste} dias`);
    expect(campaign?.sections.map((s) => s.discriminant)).toEqual(["hero", "leadForm"]);
    expect(campaign?.shareImage).toBe("/og/campanha-semana-da-pizza.png");
    expect(campaign?.sharePicture).toBe("/img/lojas/pizzaria.svg");
  });

  it("stops the build for an address a page of the site has, naming the file and the field", async () => {
    write("planos", fixture());
    expect(await failure()).toBe(
      'content/campanhas/planos.yaml: title: the address /planos is already the page /planos (app/site-routes.ts): choose another "Endereço da página"',
    );
  });

  it("refuses the first segment of a route, a probe and a published folder", async () => {
    const reserved = reservedAddresses(publicDir);
    for (const address of [
      "blog",
      "solucoes",
      "newsletter",
      "keystatic",
      "api",
      "healthz",
      "img",
      "og",
      "conteudo",
    ]) {
      expect(reserved.has(address), address).toBe(true);
    }
    write("healthz", fixture());
    expect(await failure()).toMatch(
      /^content\/campanhas\/healthz\.yaml: title: the address \/healthz is already the server's probe/,
    );
  });

  it("names the section and the pick that names no testimonial", async () => {
    write(
      "semana-da-pizza",
      fixture([
        {
          discriminant: "testimonials",
          value: {
            anchor: { id: "", label: "" },
            title: "Quem já usa",
            tone: "muted",
            items: ["cantina-nonna-lina", "nao-existe"],
          },
        },
      ]),
    );
    expect(await failure()).toBe(
      'content/campanhas/semana-da-pizza.yaml: sections.1.value.items.1: "nao-existe" is not an entry of content/depoimentos/',
    );
  });

  it("refuses a last day before the first, a button to a section the page lacks, and a second hero", async () => {
    write("semana-da-pizza", { ...fixture(), start: "2030-11-20", end: "2030-11-10" });
    expect(await failure()).toBe(
      "content/campanhas/semana-da-pizza.yaml: end: the last day (2030-11-10) is before the first (2030-11-20)",
    );
    const page = fixture();
    page.sections.pop();
    write("semana-da-pizza", page);
    expect(await failure()).toBe(
      "content/campanhas/semana-da-pizza.yaml: sections.0.value.aside.value.actions.0.to.value: #contato is not the anchor of a section of this page (none has one)",
    );
    const twice = fixture();
    twice.sections.push(twice.sections[0] as (typeof twice.sections)[number]);
    write("semana-da-pizza", twice);
    expect(await failure()).toMatch(
      /^content\/campanhas\/semana-da-pizza\.yaml: sections\.2: the page opens with one/,
    );
  });

  it("refuses a description search engines would cut", async () => {
    write("semana-da-pizza", { ...fixture(), description: "Curta demais." });
    expect(await failure()).toMatch(
      /^content\/campanhas\/semana-da-pizza\.yaml: description: must be 70 to 170/,
    );
  });
});

describe("the section library", () => {
  it("gives every kind a label and fields, and names the collection of each picker", () => {
    expect(sectionKinds.length).toBe(Object.keys(sectionLibrary).length);
    for (const kind of sectionKinds) {
      const entry = sectionLibrary[kind] as { label: string; picks?: Record<string, string> };
      expect(entry.label, kind).not.toBe("");
      for (const folder of Object.values(entry.picks ?? {})) {
        expect(["funcionalidades", "depoimentos", "clientes", "integracoes", "planos"]).toContain(folder);
      }
    }
  });
});

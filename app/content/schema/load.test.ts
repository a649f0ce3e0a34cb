import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, expandTokens, loadContent } from "./load";

const contentFolder = fileURLToPath(new URL("../../../content", import.meta.url));

/**
 * The build's checks, run on a scratch copy of the content folder with one file broken the way a
 * person editing it could break it. Each failure is one line naming the file, the field and the
 * problem: what `npm run build` prints before it stops.
 */
describe("loadContent on a broken content folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), "conteudo-")), "content");
    cpSync(contentFolder, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) => {
    const path = join(dir, file);
    const before = readFileSync(path, "utf8");
    const after = change(before);
    expect(after, `the test's edit changed nothing in ${file}`).not.toBe(before);
    writeFileSync(path, after);
  };
  const failure = async () => {
    const error = await loadContent(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    return message;
  };

  it("reads the real folder without a problem", async () => {
    const content = await loadContent(dir);
    expect(content.plans.length).toBeGreaterThan(0);
    expect(content.posts.length).toBeGreaterThan(0);
  });

  it("names the post and the field when a title is missing", async () => {
    edit("blog/gestao-financeira-delivery.md", (text) => text.replace(/^title: .*$/m, 'title: ""'));
    expect(await failure()).toMatch(
      /^content\/blog\/gestao-financeira-delivery\.md: title: Título must not be empty$/,
    );
  });

  it("refuses a post whose address (its file name) is not a slug", async () => {
    cpSync(join(dir, "blog/gestao-financeira-delivery.md"), join(dir, "blog/Gestão Financeira.md"));
    expect(await failure()).toMatch(
      /^content\/blog\/Gestão Financeira\.md: title: Use só letras minúsculas sem acento, números e hífens/,
    );
  });

  it("refuses a negative price", async () => {
    edit("planos/essencial.yaml", (text) => text.replace(/^monthlyPrice: \d+$/m, "monthlyPrice: -159"));
    expect(await failure()).toBe(
      "content/planos/essencial.yaml: monthlyPrice: Preço mensal (R$ por mês) must be at least 1",
    );
  });

  it("refuses an annual price that is not the cheaper one", async () => {
    edit("planos/essencial.yaml", (text) => text.replace(/^annualPrice: \d+$/m, "annualPrice: 500"));
    expect(await failure()).toMatch(
      /^content\/planos\/essencial\.yaml: annualPrice: must be less than monthlyPrice/,
    );
  });

  it("refuses a category the blog does not have", async () => {
    edit("blog/gestao-financeira-delivery.md", (text) =>
      text.replace(/^category: .*$/m, 'category: "Culinária"'),
    );
    expect(await failure()).toMatch(/^content\/blog\/gestao-financeira-delivery\.md: category: /);
  });

  it("refuses a plan line that names a plan that does not exist", async () => {
    edit("paginas/planos.yaml", (text) => text.replace("from: avancado", "from: premium"));
    expect(await failure()).toBe(
      'content/paginas/planos.yaml: planFeatures.7.from: "premium" is not a plan in content/planos/',
    );
  });

  it("refuses a fact token that names no fact, in any collection", async () => {
    edit("paginas/planos.yaml", (text) => text.replace("{diasDeGarantia} dias", "{diasDeGarantiaa} dias"));
    expect(await failure()).toBe(
      "content/paginas/planos.yaml: guarantee.title: unknown fact {diasDeGarantiaa} (the facts are the keys of content/fatos.yaml)",
    );
    edit("paginas/planos.yaml", (text) => text.replace("{diasDeGarantiaa} dias", "{diasDeGarantia} dias"));
    edit("blog/sustentabilidade-delivery.md", (text) => `${text}\nTeste por {diasDeTest} dias.\n`);
    expect(await failure()).toBe(
      "content/blog/sustentabilidade-delivery.md: content: unknown fact {diasDeTest} (the facts are the keys of content/fatos.yaml)",
    );
  });

  it("refuses two popular plans and a cover without its description", async () => {
    edit("planos/essencial.yaml", (text) => text.replace("popular: false", "popular: true"));
    expect(await failure()).toMatch(
      /^content\/planos\/\w+\.yaml: popular: exactly one plan is 'Mais Popular'/,
    );
    edit("planos/essencial.yaml", (text) => text.replace("popular: true", "popular: false"));
    edit("blog/tecnologia-delivery-2024.md", (text) => text.replace(/^coverAlt: .*$/m, 'coverAlt: ""'));
    expect(await failure()).toBe(
      "content/blog/tecnologia-delivery-2024.md: coverAlt: is required when the post has a cover",
    );
  });
});

describe("expandTokens", () => {
  const tokens = new Map([["diasDeTeste", "7"]]);
  const unknown = (field: string, token: string): never => {
    throw new Error(`${field}: ${token}`);
  };

  it("writes facts into every string, however deep, and leaves other values alone", () => {
    expect(
      expandTokens(
        { a: "Teste {diasDeTeste} dias", b: [{ c: "{diasDeTeste}" }], n: 3, t: true },
        tokens,
        unknown,
      ),
    ).toEqual({ a: "Teste 7 dias", b: [{ c: "7" }], n: 3, t: true });
  });

  it("names the field of an unknown token, and leaves braces that are not tokens", () => {
    expect(() => expandTokens({ faq: [{ answer: "{nada}" }] }, tokens, unknown)).toThrow(
      "faq.0.answer: nada",
    );
    expect(expandTokens('{"json": 1} e { espaço }', tokens, unknown)).toBe('{"json": 1} e { espaço }');
  });
});

/** The integrations' checks, on a scratch copy of the content folder like the cases above. */
describe("loadContent on a broken integration", () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), "conteudo-")), "content");
    cpSync(contentFolder, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) => {
    const path = join(dir, file);
    const before = readFileSync(path, "utf8");
    const after = change(before);
    expect(after, `the test's edit changed nothing in ${file}`).not.toBe(before);
    writeFileSync(path, after);
  };
  const copy = (from: string, to: string) => cpSync(join(dir, from), join(dir, to));
  const failure = async () => {
    const error = await loadContent(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    return message;
  };

  it("refuses a category the catalogue does not have", async () => {
    edit("integracoes/ifood.yaml", (text) => text.replace(/^category: .*$/m, "category: delivery-por-drone"));
    expect(await failure()).toMatch(/^content\/integracoes\/ifood\.yaml: category: /);
  });

  it("refuses an integration without its summary", async () => {
    edit("integracoes/ifood.yaml", (text) =>
      text.replace(/^description: >-\n(?: {2}.*\n)+/m, 'description: ""\n'),
    );
    expect(await failure()).toBe("content/integracoes/ifood.yaml: description: Resumo must not be empty");
  });

  it("refuses an integration whose address (its file name) is not a slug", async () => {
    copy("integracoes/ifood.yaml", "integracoes/iFood Brasil.yaml");
    expect(await failure()).toMatch(
      /^content\/integracoes\/iFood Brasil\.yaml: name: Use só letras minúsculas sem acento/,
    );
  });

  it("refuses a setup time the support team does not promise", async () => {
    edit("integracoes/ifood.yaml", (text) => text.replace(/^setupTime: .*$/m, "setupTime: 5 minutos"));
    expect(await failure()).toMatch(/^content\/integracoes\/ifood\.yaml: setupTime: /);
  });

  it("refuses a name used twice, a word too long for the tile, and a tag listed twice", async () => {
    copy("integracoes/ifood.yaml", "integracoes/ifood-brasil.yaml");
    expect(await failure()).toBe(
      'content/integracoes/ifood-brasil.yaml: name: "iFood" is used by integracoes/ifood.yaml',
    );
    edit("integracoes/ifood-brasil.yaml", (text) => text.replace(/^name: .*$/m, "name: iFoodSuperIntegrado"));
    expect(await failure()).toMatch(
      /^content\/integracoes\/ifood-brasil\.yaml: name: "iFoodSuperIntegrado" is longer than 14 letters/,
    );
    edit("integracoes/ifood-brasil.yaml", (text) =>
      text
        .replace(/^name: .*$/m, "name: iFood Brasil")
        .replace(/^tags:\n {2}- (.*)$/m, "tags:\n  - $1\n  - $1"),
    );
    expect(await failure()).toMatch(
      /^content\/integracoes\/ifood-brasil\.yaml: tags\.1: "[^"]+" is listed twice$/,
    );
  });

  it("refuses a token that names no fact, and says which ones an integration has", async () => {
    edit("integracoes/whatsapp.yaml", (text) =>
      text.replace("{tempoDeConfiguracao}", "{tempoDeConfiguraca}"),
    );
    expect(await failure()).toMatch(
      /^content\/integracoes\/whatsapp\.yaml: faq\.\d\.answer: unknown fact \{tempoDeConfiguraca\} \(the facts are the keys of content\/fatos\.yaml, and \{tempoDeConfiguracao\}\)$/,
    );
  });

  it("writes each integration's own setup time and the computed count into the copy", async () => {
    edit("integracoes/whatsapp.yaml", (text) => text.replace(/^setupTime: .*$/m, "setupTime: 4 horas"));
    copy("integracoes/ifood.yaml", "integracoes/ifood-brasil.yaml");
    edit("integracoes/ifood-brasil.yaml", (text) => text.replace(/^name: .*$/m, "name: iFood Brasil"));
    const content = await loadContent(dir);
    const whatsapp = content.integrations.find((i) => i.id === "whatsapp");
    expect(whatsapp?.setupTime).toBe("4 horas");
    expect(JSON.stringify(whatsapp?.faq)).toContain("4 horas");
    const files = readdirSync(join(dir, "integracoes")).filter((name) => name.endsWith(".yaml"));
    expect(content.integrations).toHaveLength(files.length);
    edit("paginas/integracoes.yaml", (text) =>
      text.replace(
        /^ {2}description: >-\n(?: {4}.*\n)+/m,
        "  description: Veja as {integracoes} integrações\n",
      ),
    );
    expect((await loadContent(dir)).integrationsPage.seo.description).toBe(
      `Veja as ${files.length} integrações`,
    );
  });
});

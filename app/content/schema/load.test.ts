import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkNamedLinks, namedLinks } from "./code-links";
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
    expect(content.planos.length).toBeGreaterThan(0);
    expect(content.blog.length).toBeGreaterThan(0);
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
    // The key and the lines of its folded value (the editor wraps long text).
    edit("blog/tecnologia-delivery-2024.md", (text) =>
      text.replace(/^coverAlt: .*\n(?: {2}.*\n)*/m, 'coverAlt: ""\n'),
    );
    expect(await failure()).toBe(
      "content/blog/tecnologia-delivery-2024.md: coverAlt: is required when the post has a cover",
    );
  });

  it("refuses a page that picks a testimonial or a client that does not exist", async () => {
    edit("paginas/inicio.yaml", (text) =>
      text.replace("    - cantina-nonna-lina\n", "    - cantina-nona-lina\n"),
    );
    expect(await failure()).toBe(
      'content/paginas/inicio.yaml: testimonials.items.2: "cantina-nona-lina" is not an entry of content/depoimentos/',
    );
  });

  it("refuses a testimonial with other than none or three results", async () => {
    edit("depoimentos/cantina-nonna-lina.yaml", (text) =>
      text.replace(/^ {2}- .*-15 min por pedido.*\n/m, ""),
    );
    expect(await failure()).toBe(
      "content/depoimentos/cantina-nonna-lina.yaml: results: give none or three results (the card shows three)",
    );
  });

  it("refuses a tutorial address that is not a YouTube video, the same video twice, and no tab", async () => {
    // The editor leaves an empty address out of the file: the line is replaced or added.
    const tutorial = (name: string, url: string) =>
      edit(`tutoriais/${name}.yaml`, (text) =>
        text.replace(/^url: .*\n/m, "").replace(/^title: .*\n/m, (title) => `${title}url: ${url}\n`),
      );
    tutorial("como-cadastrar-produtos", "https://www.youtube.com/@gamadelivery");
    expect(await failure()).toBe(
      "content/tutoriais/como-cadastrar-produtos.yaml: url: https://www.youtube.com/@gamadelivery is not the address of a YouTube video",
    );
    tutorial("como-cadastrar-produtos", "https://youtu.be/dQw4w9WgXcQ");
    tutorial("como-criar-cupons-de-desconto", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(await failure()).toMatch(
      /^content\/tutoriais\/como-c\S+\.yaml: url: the same video as tutoriais\/como-c\S+\.yaml$/,
    );
    tutorial("como-criar-cupons-de-desconto", '""');
    edit("tutoriais/como-cadastrar-produtos.yaml", (text) =>
      text.replace(/topics:\n( {2}- .*\n)+/, "topics: []\n"),
    );
    expect(await failure()).toBe(
      "content/tutoriais/como-cadastrar-produtos.yaml: topics: choose at least one tab for the tutorial",
    );
  });

  it("refuses reseller tiers out of order", async () => {
    edit("paginas/revenda.yaml", (text) => text.replace("minClients: 21", "minClients: 11"));
    expect(await failure()).toMatch(
      /^content\/paginas\/revenda\.yaml: tiers\.platinum\.minClients: must be more than Partner Gold's 11$/,
    );
  });

  it("refuses calculator rates over 100%, a plan named twice, a date that is not a date and no plan", async () => {
    const file = "paginas/calculadora.yaml";
    edit(file, (text) => text.replace("commission: 23", "commission: 97"));
    expect(await failure()).toBe(
      "content/paginas/calculadora.yaml: plans.1.paymentFee: the commission and the payment fee together cannot pass 100%",
    );
    edit(file, (text) =>
      text.replace("commission: 97", "commission: 23").replace("Plano Entrega", "Plano Básico"),
    );
    expect(await failure()).toBe(
      'content/paginas/calculadora.yaml: plans.1.name: "Plano Básico" is listed twice',
    );
    edit(file, (text) =>
      text.replace(
        /name: Plano Básico(\n.*\n.*\n.*\n)(.*)name: Plano Básico/,
        "name: Plano Básico$1$2name: Plano Entrega",
      ),
    );
    edit(file, (text) => text.replace(/^checkedAt: .*$/m, "checkedAt: ontem"));
    expect(await failure()).toMatch(/^content\/paginas\/calculadora\.yaml: checkedAt: /);
    edit(file, (text) =>
      text
        .replace(/^checkedAt: .*$/m, "checkedAt: '2026-11-23'")
        .replace(/^plans:[\s\S]*?(?=^defaultOrders)/m, "plans: []\n"),
    );
    expect(await failure()).toMatch(/^content\/paginas\/calculadora\.yaml: plans: /);
  });

  it("refuses two header links opening the features menu", async () => {
    edit("navegacao.yaml", (text) =>
      text.replace("page: planos\n    megaMenu: false", "page: planos\n    megaMenu: true"),
    );
    expect(await failure()).toBe(
      "content/navegacao.yaml: header: only one link of the header opens the features menu",
    );
  });
});

describe("loadContent on a broken feature or solution", () => {
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

  it("refuses a category the catalogue does not have (the old site's 'fidelizão')", async () => {
    edit("funcionalidades/roleta-da-sorte.yaml", (text) =>
      text.replace(/^category: .*$/m, "category: fidelizão"),
    );
    expect(await failure()).toMatch(/^content\/funcionalidades\/roleta-da-sorte\.yaml: category: /);
  });

  it("refuses a feature whose address (its file name) is not a slug, and a missing title", async () => {
    cpSync(join(dir, "funcionalidades/crm.yaml"), join(dir, "funcionalidades/CRM Novo.yaml"));
    expect(await failure()).toMatch(
      /^content\/funcionalidades\/CRM Novo\.yaml: title: Use só letras minúsculas sem acento/,
    );
    rmSync(join(dir, "funcionalidades/CRM Novo.yaml"));
    edit("funcionalidades/crm.yaml", (text) => text.replace(/^title: .*$/m, "title: ''"));
    expect(await failure()).toBe(
      "content/funcionalidades/crm.yaml: title: Nome da funcionalidade must not be empty",
    );
  });

  it("refuses a card description too long to show whole", async () => {
    edit("funcionalidades/crm.yaml", (text) =>
      text.replace(
        /^shortDescription: [\s\S]*?\ncategory:/m,
        `shortDescription: ${"a".repeat(121)}\ncategory:`,
      ),
    );
    expect(await failure()).toBe(
      "content/funcionalidades/crm.yaml: shortDescription: Descrição curta must be no longer than 120 characters",
    );
  });

  it("refuses a video address that is not a YouTube video", async () => {
    edit("funcionalidades/crm.yaml", (text) =>
      text.replace(/^icon: /m, "videoUrl: https://vimeo.com/123456\nicon: "),
    );
    expect(await failure()).toMatch(
      /^content\/funcionalidades\/crm\.yaml: videoUrl: Cole o endereço de um vídeo do YouTube/,
    );
    edit("funcionalidades/crm.yaml", (text) =>
      text.replace("https://vimeo.com/123456", "https://www.youtube.com/watch?v=curto"),
    );
    expect(await failure()).toMatch(
      /^content\/funcionalidades\/crm\.yaml: videoUrl: is not a YouTube video address/,
    );
    edit("funcionalidades/crm.yaml", (text) =>
      text.replace("https://www.youtube.com/watch?v=curto", "https://youtu.be/dQw4w9WgXcQ"),
    );
    const content = await loadContent(dir);
    expect(content.funcionalidades.find((f) => f.id === "crm")?.videoUrl).toBe(
      "https://youtu.be/dQw4w9WgXcQ",
    );
  });

  it("refuses a drawing the page already shows, and one that is not in the list", async () => {
    const file = "funcionalidades/modulo-kds.yaml";
    const hero = /^illustration: (.+)$/m.exec(readFileSync(join(dir, file), "utf8"))?.[1];
    edit(file, (text) => text.replace(/^(section2:[\s\S]*?\n {2}illustration: ).+$/m, `$1${hero}`));
    expect(await failure()).toBe(
      `content/funcionalidades/modulo-kds.yaml: section2.illustration: "${hero}" is already the page's illustration: pick another drawing`,
    );
    edit(file, (text) => text.replace(/^illustration: .+$/m, "illustration: foto-da-loja"));
    expect(await failure()).toMatch(/^content\/funcionalidades\/modulo-kds\.yaml: illustration: /);
  });

  it("refuses two features with the same title", async () => {
    edit("funcionalidades/controle-mesa2.yaml", (text) =>
      text.replace(/^title: .*$/m, "title: Controle de Mesas"),
    );
    expect(await failure()).toMatch(
      /^content\/funcionalidades\/controle-mesa2?\.yaml: title: "Controle de Mesas" is the title of controle-mesa2? too$/,
    );
  });

  it("refuses a solution that lists a feature that does not exist, or one twice", async () => {
    edit("solucoes/sistema-gestao.yaml", (text) => text.replace("  - crm\n", "  - crm-avancado\n"));
    expect(await failure()).toMatch(
      /^content\/solucoes\/sistema-gestao\.yaml: features\.\d: "crm-avancado" is not a feature in content\/funcionalidades\/$/,
    );
    edit("solucoes/sistema-gestao.yaml", (text) => text.replace("  - crm-avancado\n", "  - ponto-venda\n"));
    expect(await failure()).toMatch(
      /^content\/solucoes\/sistema-gestao\.yaml: features\.\d: "ponto-venda" is listed twice$/,
    );
  });

  it("refuses a feature deleted while a solution still lists it", async () => {
    rmSync(join(dir, "funcionalidades/ficha-tecnica.yaml"));
    expect(await failure()).toMatch(
      /^content\/solucoes\/\S+\.yaml: features\.\d: "ficha-tecnica" is not a feature in content\/funcionalidades\/$/,
    );
  });

  it("checks a solution's search description with the facts written in", async () => {
    // 173 characters as typed (the editor allows it), 162 once {diasDeTeste} is 8.
    const typed = `${"a".repeat(155)} {diasDeTeste} dias`;
    edit("solucoes/sistema-gestao.yaml", (text) =>
      text.replace(/^metaDescription: [\s\S]*?\nhero:/m, `metaDescription: ${typed}\nhero:`),
    );
    edit("fatos.yaml", (text) => text.replace(/^diasDeTeste: \d+$/m, "diasDeTeste: 8"));
    expect(await failure()).toBe(
      "content/solucoes/sistema-gestao.yaml: metaDescription: must be 120 to 160 characters with the facts written in (now 162)",
    );
  });

  it("takes a plan line's 'em breve' from the feature it names, and refuses a missing one", async () => {
    const line = (content: Awaited<ReturnType<typeof loadContent>>) =>
      content["pagina-planos"].planFeatures.find((l) => l.feature === "whatsapp-integrado");
    expect(line(await loadContent(dir))?.comingSoon).toBe(true);
    edit("funcionalidades/whatsapp-integrado.yaml", (text) =>
      text.replace("badge: em-breve", "badge: nenhum"),
    );
    expect(line(await loadContent(dir))?.comingSoon).toBe(false);

    edit("paginas/planos.yaml", (text) => text.replace("feature: cashback", "feature: cashback-em-dobro"));
    expect(await failure()).toMatch(
      /^content\/paginas\/planos\.yaml: planFeatures\.\d+\.feature: "cashback-em-dobro" is not a feature in content\/funcionalidades\/$/,
    );
    edit("paginas/planos.yaml", (text) =>
      text.replace(
        "feature: cashback-em-dobro\n    comingSoon: false",
        "feature: cashback\n    comingSoon: true",
      ),
    );
    expect(await failure()).toMatch(
      /^content\/paginas\/planos\.yaml: planFeatures\.\d+\.comingSoon: the line names the feature "cashback"/,
    );
  });

  it("counts the catalogue for {funcionalidadesNoCatalogo}: one file fewer, one less", async () => {
    const before = await loadContent(dir);
    expect(before["pagina-funcionalidades"].hero.lead).toContain(` ${before.funcionalidades.length} `);
    rmSync(join(dir, "funcionalidades/sistema-avaliacoes.yaml"));
    const after = await loadContent(dir);
    expect(after.funcionalidades).toHaveLength(before.funcionalidades.length - 1);
    expect(after["pagina-funcionalidades"].hero.lead).toContain(` ${before.funcionalidades.length - 1} `);
  });

  it("stops the build when a menu names a feature that no file holds", async () => {
    const shipped = await loadContent(dir);
    const links = namedLinks(shipped);
    expect(links.some((link) => link.to === "/funcionalidades/sistema-avaliacoes")).toBe(true);
    expect(() => checkNamedLinks(shipped, links)).not.toThrow();
    rmSync(join(dir, "funcionalidades/sistema-avaliacoes.yaml"));
    const content = await loadContent(dir);
    expect(() => checkNamedLinks(content, links)).toThrow(
      /^content\/navegacao\.yaml: megaMenu\.columns\.\d\.links\.\d\.feature: \/funcionalidades\/sistema-avaliacoes is not a feature in content\/funcionalidades\/$/,
    );
    const solution = links.find((link) => link.to.startsWith("/solucoes/"));
    if (!solution) throw new Error("the menus link no solution");
    rmSync(join(dir, `solucoes/${solution.to.slice("/solucoes/".length)}.yaml`));
    expect(() => checkNamedLinks(content, [solution])).not.toThrow();
    const withoutIt = await loadContent(dir);
    expect(() => checkNamedLinks(withoutIt, [solution])).toThrow(
      `${solution.file}: ${solution.field}: ${solution.to} is not a solution in content/solucoes/`,
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
    const whatsapp = content.integracoes.find((i) => i.id === "whatsapp");
    expect(whatsapp?.setupTime).toBe("4 horas");
    expect(JSON.stringify(whatsapp?.faq)).toContain("4 horas");
    const files = readdirSync(join(dir, "integracoes")).filter((name) => name.endsWith(".yaml"));
    expect(content.integracoes).toHaveLength(files.length);
    edit("paginas/integracoes.yaml", (text) =>
      text.replace(
        /^ {2}description: >-\n(?: {4}.*\n)+/m,
        "  description: Veja as {integracoes} integrações\n",
      ),
    );
    expect((await loadContent(dir))["pagina-integracoes"].seo.description).toBe(
      `Veja as ${files.length} integrações`,
    );
  });
});

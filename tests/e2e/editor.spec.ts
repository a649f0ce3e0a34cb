import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { blog } from "../../app/content/schema/blog.ts";
import { countRule } from "../../app/content/schema/fields.ts";
import { loadContent } from "../../app/content/schema/load.ts";
import { portBase, ports } from "../../playwright.config";
import { content as shipped } from "../support/content";
import { type DevServer, startDevServer } from "../support/dev-server";
import { mailFor, uniqueEmail } from "./helpers";

/**
 * The content editor as marketing uses it: Keystatic in Chromium, against the development server
 * (`npm run dev`, local mode) on a scratch copy of content/, which CONTENT_DIR points both the
 * editor and the build's content plugin at. What it saves must show on the site at the next load,
 * with JavaScript on and off, without restarting anything. The editor needs JavaScript: these tests run
 * with it on, and look at the site without it in a context of their own.
 */
let url: string;
let dir: string;
let server: DevServer;

test.describe("in the development server", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test.beforeAll(async () => {
    // Leads go to the run's fake SMTP server, as the production server's do.
    server = await startDevServer(portBase + 198, {
      env: {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        MAIL_FROM: "site@gamadelivery.com.br",
        MAIL_TO: "comercial@gamadelivery.com.br",
        LEADS_RETRY_BASE_MS: "200",
      },
    });
    ({ url, dir } = server);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  /** The editor's form for an entry, once Keystatic has loaded it. */
  async function openEditor(page: Page, path: string, field: string) {
    await page.goto(`${url}/keystatic/${path}`);
    await expect(page.getByRole("textbox", { name: field })).toBeVisible({ timeout: 120_000 });
  }

  /**
   * Clicks the editor's save button and waits for its update request to answer 200. The editor
   * writes a save's files one after the other, so that answer, not the first file on disk, says
   * the save is complete.
   */
  async function saveWith(page: Page, button: string) {
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/api/keystatic/update",
      { timeout: 20_000 },
    );
    await page.getByRole("button", { name: button }).click();
    expect((await saved).status()).toBe(200);
  }

  /** A page of the site with JavaScript off, as a crawler or a visitor without scripts gets it. */
  async function withoutJavaScript(browser: Browser, path: string) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${url}${path}`);
    return { page, response, close: () => context.close() };
  }

  // A 2x1 PNG (orange and white): a cover picture as a marketer would upload one.
  const coverPng = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4v4SBgeE/AwAQ8AO/6bWVOQAAAABJRU5ErkJggg==",
    "base64",
  );

  test("when the editor's code cannot be fetched, the page tries once more, then says so in Portuguese", async ({
    page,
  }) => {
    // The editor's module, as a deploy that replaced it or a dropped connection would leave it.
    let refused = 0;
    await page.route("**/keystatic-editor.client*", (route) => {
      refused++;
      return route.abort();
    });
    const plan = shipped.planos[0];
    if (!plan) throw new Error("no plan in the content");
    await page.goto(`${url}/keystatic/collection/planos/item/${plan.id}`);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Não foi possível abrir o editor", { timeout: 60_000 });
    expect(refused).toBe(2);
    // Once the module can be fetched, the button opens the editor.
    await page.unroute("**/keystatic-editor.client*");
    await alert.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByRole("textbox", { name: "Nome do plano" })).toBeVisible({ timeout: 120_000 });
  });

  test("a price changed in the editor shows on /planos at the next load", async ({ page, browser }) => {
    const plan = shipped.planos[0];
    if (!plan) throw new Error("no plan in the content");
    const next = shipped.planos[1];
    const price = plan.monthlyPrice + 11;
    if (next) expect(price).toBeLessThan(next.monthlyPrice);
    const file = join(dir, "planos", `${plan.id}.yaml`);

    await openEditor(page, `collection/planos/item/${plan.id}`, "Nome do plano");
    const field = page.getByRole("textbox", { name: "Preço mensal (R$ por mês)" });
    await field.fill(String(price));
    await field.blur();
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect
      .poll(() => readFileSync(file, "utf8"), { timeout: 20_000 })
      .toContain(`monthlyPrice: ${price}`);

    const shown = new RegExp(`R\\$\\s${price}\\s*/mês`);
    const card = (p: Page) => p.getByRole("article", { name: plan.name });
    const offline = await withoutJavaScript(browser, "/planos");
    await expect(card(offline.page)).toContainText(shown);
    await offline.close();
    await page.goto(`${url}/planos`);
    await expect(card(page)).toContainText(shown);
    await expect(card(page)).not.toContainText(new RegExp(`R\\$\\s${plan.monthlyPrice}\\s*/mês`));
  });

  test("a save keeps the marketer where they were, says it saved and rewrites only the edited line", async ({
    page,
  }) => {
    const plan = shipped.planos[1] ?? shipped.planos[0];
    if (!plan) throw new Error("no plan in the content");
    const cta = `${plan.cta} agora`;
    const file = join(dir, "planos", `${plan.id}.yaml`);
    const before = readFileSync(file, "utf8").split("\n");
    const site = new URL(url).host;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host !== site) elsewhere.push(request.url());
    });

    // A page of the site first, as a marketer checks one. (What made a save reload every open page
    // needs content/ inside the project: tests/unit/dev-content-save.test.ts.)
    await page.goto(`${url}/planos`);
    await openEditor(page, `collection/planos/item/${plan.id}`, "Nome do plano");
    await page.evaluate(() => {
      (window as { editorSession?: boolean }).editorSession = true;
    });
    const field = page.getByRole("textbox", { name: "Texto do botão" });
    await field.fill(cta);
    await field.blur();
    await expect(field).toBeInViewport();
    await saveWith(page, "Salvar");

    await expect(page.getByText("Alterações salvas")).toBeVisible();
    await expect(field).toBeInViewport();
    await expect(field).toHaveValue(cta);
    await expect(page.getByText("Abrindo o editor")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { editorSession?: boolean }).editorSession)).toBe(true);
    // The file is stored as the editor writes it: the save changed the one line edited.
    const after = readFileSync(file, "utf8").split("\n");
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual([`cta: ${cta}`]);
    // The editor's text is in the site's own Inter: nothing came from another host.
    expect(
      await field.evaluate((element) =>
        [...document.fonts].some((font) => font.family.includes("Inter Variable") && font.status === "loaded")
          ? getComputedStyle(element).fontFamily
          : "",
      ),
    ).toMatch(/^"Inter Variable"/);
    expect(elsewhere).toEqual([]);

    await page.goto(`${url}/planos`);
    await expect(page.getByRole("article", { name: plan.name })).toContainText(cta);
  });

  test("the calculator's starting orders changed in the editor fill /calculadora", async ({
    page,
    browser,
  }) => {
    const reference = shipped["pagina-calculadora"];
    const orders = reference.defaultOrders + 50;
    const file = join(dir, "paginas", "calculadora.yaml");

    await openEditor(page, "singleton/pagina-calculadora", "Pedidos por mês ao abrir a página");
    const field = page.getByRole("textbox", { name: "Pedidos por mês ao abrir a página" });
    await field.fill(String(orders));
    await field.blur();
    await saveWith(page, "Salvar");
    expect(readFileSync(file, "utf8")).toContain(`defaultOrders: ${orders}`);

    const ordersField = (p: Page) => p.getByRole("textbox", { name: "Pedidos por mês no marketplace" });
    const offline = await withoutJavaScript(browser, "/calculadora");
    await expect(ordersField(offline.page)).toHaveValue(String(orders));
    await offline.close();
    await page.goto(`${url}/calculadora`);
    await expect(ordersField(page)).toHaveValue(String(orders));
  });

  test("a feature's name changed in the editor shows on its page and on /funcionalidades", async ({
    page,
    browser,
  }) => {
    const feature = shipped.funcionalidades.find((f) => f.id === "modulo-kds");
    if (!feature) throw new Error("no modulo-kds in content/funcionalidades/");
    const title = "KDS na Cozinha";
    expect(shipped.funcionalidades.map((f) => f.title)).not.toContain(title);
    const file = join(dir, "funcionalidades", `${feature.id}.yaml`);

    await openEditor(page, `collection/funcionalidades/item/${feature.id}`, "Nome da funcionalidade");
    const field = page.getByRole("textbox", { name: "Nome da funcionalidade" });
    await field.fill(title);
    await field.blur();
    // An existing entry keeps its address: the file, and so /funcionalidades/{id}, stay the same.
    await expect(page.getByRole("textbox", { name: "Endereço da página" })).toHaveValue(feature.id);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect.poll(() => readFileSync(file, "utf8"), { timeout: 20_000 }).toContain(`title: ${title}`);

    for (const javaScript of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const visitor = await context.newPage();
      await visitor.goto(`${url}/funcionalidades/${feature.id}`);
      const trail = visitor.getByRole("navigation", { name: "Trilha de navegação" });
      await expect(trail.getByText(title, { exact: true })).toHaveAttribute("aria-current", "page");
      await expect(visitor).toHaveTitle(new RegExp(`^${title}\\b`));
      await visitor.goto(`${url}/funcionalidades`);
      const card = visitor.locator(`main a[href="/funcionalidades/${feature.id}"]`);
      await expect(card).toContainText(title);
      await expect(card).not.toContainText(feature.title);
      await context.close();
    }
  });

  test("a YouTube address pasted on a tutorial makes its card play the video", async ({ page, browser }) => {
    const tutorial = shipped.tutoriais[0];
    if (!tutorial) throw new Error("no tutorial in the content");
    const videoId = "dQw4w9WgXcQ";
    const address = `https://www.youtube.com/watch?v=${videoId}`;
    const file = join(dir, "tutoriais", `${tutorial.id}.yaml`);

    await openEditor(page, `collection/tutoriais/item/${tutorial.id}`, "Título");
    await page.getByRole("textbox", { name: "Vídeo no YouTube" }).fill(address);
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect.poll(() => readFileSync(file, "utf8"), { timeout: 20_000 }).toContain(address);

    // Without JavaScript the card is a link to the video on YouTube.
    const offline = await withoutJavaScript(browser, "/treinamentos?categoria=todos");
    const offlineCard = offline.page.getByRole("link", { name: new RegExp(tutorial.title) }).first();
    await expect(offlineCard).toHaveAttribute("href", address);
    await expect(offlineCard).not.toContainText("Vídeo em breve");
    await offline.close();

    // With it, the card shows the video's thumbnail (answered offline) and opens the player.
    await page.route("https://i.ytimg.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: coverPng }),
    );
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
    );
    await page.goto(`${url}/treinamentos?categoria=todos`);
    // The card opens the dialog once the page is hydrated (before, it is a plain link to YouTube).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const card = page
      .getByRole("list", { name: /^Vídeos de / })
      .getByRole("link", { name: new RegExp(tutorial.title) });
    await expect(card.locator("img")).toHaveAttribute(
      "src",
      `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    );
    await card.click();
    const dialog = page.getByRole("dialog", { name: tutorial.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Vídeo em breve")).toHaveCount(0);
    const player = new URL((await dialog.locator("iframe").getAttribute("src")) ?? "");
    expect(player.origin).toBe("https://www.youtube-nocookie.com");
    expect(player.pathname).toBe(`/embed/${videoId}`);
    expect(player.searchParams.get("autoplay")).toBe("1");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    // 'Começar agora' now plays the first tutorial that has a video.
    await page.getByRole("link", { name: "Começar agora" }).click();
    await expect(page.getByRole("dialog", { name: tutorial.title })).toBeVisible();
  });

  test("a post created in the editor, with an uploaded cover, is on the blog, its page, the sitemap and the feed", async ({
    page,
    browser,
  }) => {
    const title = "Cardápio de inverno: pratos que vendem mais no frio";
    expect(
      shipped.blog.map((post) => post.title),
      "a title no post has yet",
    ).not.toContain(title);
    await openEditor(page, "collection/blog/create", "Título");
    await page.getByRole("textbox", { name: "Título" }).fill(title);
    const slug = await page.getByRole("textbox", { name: "Endereço do artigo" }).inputValue();
    expect(slug).toBe("cardapio-de-inverno-pratos-que-vendem-mais-no-frio");
    await page
      .getByRole("textbox", { name: "Resumo" })
      .fill("Sopas, caldos e combos quentes: como montar um cardápio de inverno que aumenta o ticket médio.");
    await page.getByRole("textbox", { name: "Autor" }).fill("Juliana Prado");
    await page.getByRole("textbox", { name: "Data de publicação" }).fill("2030-06-21");
    // How many tags a post takes is written beside the list (the editor checks it only on saving).
    const tagCount = countRule(blog.schema.tags.validation?.length ?? {});
    expect(tagCount).toBeTruthy();
    await expect(page.getByText(tagCount ?? "")).toBeVisible();
    for (const tag of ["cardápio", "inverno"]) {
      await page.getByRole("group", { name: /Tags/ }).getByRole("button", { name: "Adicionar" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox", { name: "Tag" }).fill(tag);
      await dialog.getByRole("button").last().click();
      await expect(dialog).toHaveCount(0);
    }
    await page.getByRole("textbox", { name: "Tempo de leitura" }).fill("3 min");
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("group", { name: "Capa" }).getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles({ name: "capa.png", mimeType: "image/png", buffer: coverPng });
    await page
      .getByRole("textbox", { name: "Descrição da capa" })
      .fill("Faixa laranja e branca, a capa do artigo sobre o cardápio de inverno");
    await page.getByRole("textbox", { name: "Texto" }).click();
    await page.keyboard.type("No inverno, o cliente pede comida quente e quer receber rápido.");
    await saveWith(page, "Criar");

    const postFile = join(dir, "blog", `${slug}.md`);
    expect(existsSync(postFile)).toBe(true);
    expect(readFileSync(postFile, "utf8")).toContain("No inverno, o cliente pede comida quente");
    expect(existsSync(join(dir, "blog", slug, "cover.png"))).toBe(true);
    // The build reads the new file as it reads the others: valid, newest first.
    const reread = await loadContent(dir);
    expect(reread.blog[0]?.id).toBe(slug);

    for (const javaScript of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const visitor = await context.newPage();
      await visitor.goto(`${url}/blog`);
      await expect(visitor.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
      await visitor.goto(`${url}/blog/${slug}`);
      await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByText("No inverno, o cliente pede comida quente")).toBeVisible();
      const cover = visitor.locator("article header img[data-cover]");
      await expect(cover).toHaveAttribute("src", `/conteudo/blog/${slug}/cover.png`);
      await context.close();
    }
    const coverResponse = await page.request.get(`${url}/conteudo/blog/${slug}/cover.png`);
    expect(coverResponse.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await coverResponse.body()).equals(coverPng)).toBe(true);
    // Its share image, drawn from the uploaded cover at 1200x630.
    const offline = await withoutJavaScript(browser, `/blog/${slug}`);
    const share = await offline.page.locator('meta[property="og:image"]').getAttribute("content");
    await offline.close();
    expect(share).toBe(`${url}/og/blog-${slug}.png`);
    const og = await page.request.get(`${url}/og/blog-${slug}.png`);
    expect(og.headers()["content-type"]).toBe("image/png");
    const png = Buffer.from(await og.body());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    expect(await (await page.request.get(`${url}/sitemap.xml`)).text()).toContain(
      `${url}/blog/${slug}</loc>`,
    );
    const feed = await (await page.request.get(`${url}/blog/rss.xml`)).text();
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).toContain(`${url}/blog/${slug}`);
  });

  test("a campaign built from sections in the editor is served with and without JavaScript, and its lead names it", async ({
    page,
    browser,
  }) => {
    const title = "Semana do burger artesanal";
    const [first, second] = shipped.depoimentos;
    if (!first || !second) throw new Error("two testimonials are needed in the content");
    const cards = ["Pedidos sem fila", "Cozinha no ritmo", "Cliente que volta"];
    const question = "Preciso de cartão de crédito para testar?";
    page.setDefaultTimeout(20_000);

    await openEditor(page, "collection/campanhas/create", "Título da página");
    await page.getByRole("textbox", { name: "Título da página" }).fill(title);
    const address = await page.getByRole("textbox", { name: "Endereço da página" }).inputValue();
    expect(address).toBe("semana-do-burger-artesanal");
    expect(
      shipped.campanhas.map((c) => c.id),
      "an address no campaign has",
    ).not.toContain(address);
    await page
      .getByRole("textbox", { name: "Descrição para os buscadores" })
      .fill(
        "Sistema para hamburguerias com teste grátis, pedidos pelo WhatsApp e cozinha organizada no pico.",
      );

    const sections = page.getByRole("group", { name: /Seções/ });
    const dialogs = page.getByRole("dialog");
    /** Adds a section of a kind and returns its form (each section is edited in a dialog of its own). */
    const addSection = async (kind: string) => {
      await sections.getByRole("button", { name: "Add" }).click();
      await page.getByRole("menuitem", { name: kind }).click();
      return dialogs.last();
    };
    const choose = async (dialog: Locator, select: RegExp, option: RegExp | string) => {
      await dialog.getByRole("button", { name: select }).click();
      await page.getByRole("option", { name: option }).click();
    };
    const confirm = async (dialog: Locator, open: number) => {
      await dialog.getByRole("button", { name: "Adicionar", exact: true }).last().click();
      await expect(dialogs).toHaveCount(open);
    };
    const text = (dialog: Locator, name: string) => dialog.getByRole("textbox", { name, exact: true });

    const hero = await addSection("Topo da página");
    await text(hero, "Título").fill("Seu burger vendendo mais no fim de semana");
    await text(hero, "Texto de abertura").fill("Cardápio digital, WhatsApp e iFood na mesma tela.");
    await choose(hero, /Ao lado do título/, "Um formulário");
    await choose(hero, /Formulário$/, /^Demonstração/);
    const form = hero.getByRole("group", { name: "Formulário" });
    await text(form, "Título").fill("Veja o sistema com o seu cardápio");
    await text(form, "Texto").fill("Um especialista mostra a Gama Delivery funcionando na sua hamburgueria.");
    await text(form, "Texto do botão de envio").fill("Quero ver o sistema");
    await text(form, "Assunto do e-mail para a equipe comercial").fill("Demonstração - Semana do burger");
    await confirm(hero, 0);

    const benefits = await addSection("Cartões de benefícios");
    await text(benefits, "Título").fill("O que muda na sua hamburgueria");
    for (const card of cards) {
      await benefits
        .getByRole("group", { name: /Cartões/ })
        .getByRole("button", { name: "Adicionar" })
        .click();
      const item = dialogs.last();
      await text(item, "Título").fill(card);
      await text(item, "Texto").fill(`${card}: explicado em uma frase.`);
      await confirm(item, 1);
    }
    await confirm(benefits, 0);

    const testimonials = await addSection("Depoimentos");
    await text(testimonials, "Título").fill("Hamburguerias que já usam");
    for (const picked of [first, second]) {
      await testimonials.getByRole("combobox", { name: "Depoimentos" }).fill(picked.id);
      await page.getByRole("option", { name: new RegExp(picked.id) }).click();
    }
    await confirm(testimonials, 0);

    const faq = await addSection("Perguntas frequentes");
    await text(faq, "Título").fill("Dúvidas");
    await faq
      .getByRole("group", { name: /Perguntas frequentes/ })
      .getByRole("button", { name: "Adicionar" })
      .click();
    const item = dialogs.last();
    await text(item, "Pergunta").fill(question);
    await text(item, "Resposta").fill("Não. O teste é grátis e sem cartão.");
    await confirm(item, 1);
    await confirm(faq, 0);

    await saveWith(page, "Criar");
    const file = join(dir, "campanhas", `${address}.yaml`);
    expect(existsSync(file)).toBe(true);
    const reread = await loadContent(dir);
    expect(reread.campanhas.find((c) => c.id === address)?.sections.map((s) => s.discriminant)).toEqual([
      "hero",
      "benefits",
      "testimonials",
      "faq",
    ]);

    for (const javaScript of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const visitor = await context.newPage();
      const response = await visitor.goto(`${url}/${address}`);
      expect(response?.status()).toBe(200);
      await expect(visitor).toHaveTitle(`${title} | Gama Delivery`);
      const main = visitor.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        "Seu burger vendendo mais no fim de semana",
      );
      for (const card of cards)
        await expect(main.getByRole("heading", { level: 3, name: card })).toBeVisible();
      await expect(main.locator("figure blockquote")).toHaveText([first.text, second.text]);
      await expect(main.getByText(question)).toBeVisible();
      await expect(main.getByRole("button", { name: "Quero ver o sistema" })).toBeVisible();
      await context.close();
    }

    // A demonstration requested there reaches sales with the campaign's subject and address.
    const email = uniqueEmail("campanha");
    await page.goto(`${url}/${address}`);
    const demoForm = page.locator("#demonstracao");
    await demoForm.getByLabel("Nome").fill("Bruno Tavares");
    await demoForm.getByLabel("Empresa").fill("Brasa Smash");
    await demoForm.getByLabel("E-mail").fill(email);
    await demoForm.getByLabel("WhatsApp").fill("41 99123-4567");
    await demoForm.getByLabel("Faturamento mensal").selectOption("10k-50k");
    await demoForm.getByLabel("Unidades").selectOption("2-5");
    await demoForm.getByLabel("Segmento").selectOption("hamburgueria");
    await demoForm.getByRole("checkbox").check();
    await demoForm.getByRole("button", { name: "Quero ver o sistema" }).click();
    await expect(demoForm.getByRole("status")).toContainText("Demonstração solicitada com sucesso!");
    const mail = await mailFor(email);
    expect(mail.subject).toBe("Demonstração - Semana do burger");
    expect(mail.text).toContain(`Campanha (página de campanha): ${address}`);
    expect(mail.text).toContain(`Tipo de formulário: landing_${address}`);
  });

  test("the plans' list names each plan with its prices, and an empty required field is refused in Portuguese", async ({
    page,
  }) => {
    const plan = shipped.planos.at(-1);
    if (!plan) throw new Error("no plan in the content");
    const file = join(dir, "planos", `${plan.id}.yaml`);
    const before = readFileSync(file, "utf8");

    // The list shows each plan's name and prices, not only its file name.
    await page.goto(`${url}/keystatic/collection/planos`);
    const row = page.getByRole("row").filter({ hasText: plan.name });
    await expect(row).toContainText(String(plan.monthlyPrice), { timeout: 120_000 });
    await expect(row).toContainText(String(plan.annualPrice));
    await expect(page.getByRole("columnheader", { name: "Nome do plano" })).toBeVisible();

    await row.getByText(plan.name, { exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Nome do plano" })).toHaveValue(plan.name);
    await page.getByRole("textbox", { name: "Texto do botão" }).fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Preencha o campo “Texto do botão”")).toBeVisible();
    // Nothing reached the disk, and the page still offers the plan's button.
    await page.waitForTimeout(1_000);
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(server.output()).not.toMatch(/ContentError/);
  });
});

// The production server, where the editor is closed (404, no write): tests/request/editor.spec.ts.

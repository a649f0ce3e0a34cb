import { type CheerioAPI, load } from "cheerio";
import { siteUrl } from "../../playwright.config";
import { leadsCli, mailFor, mailsFor, uniqueEmail } from "../e2e/helpers";
import { content } from "../support/content";
import {
  accessibleName,
  ask,
  byText,
  expect,
  field,
  jsonLd,
  named,
  submitForm,
  submitGetForm,
  test,
  textOf,
  visibleText,
} from "./helpers";

/**
 * The blog as the server renders it: the list for every search and category the URL can name (the
 * search box is a GET form, the categories links, so this is the blog without JavaScript), the posts,
 * their JSON-LD and share links, the 404, the feed, and the newsletter box posted without JavaScript.
 * The list following the typing and the links in place, the share button and the box sent with
 * JavaScript: tests/e2e/blog.spec.ts. Which posts a term matches is unit-tested (app/lib/blog.test.ts).
 */

/** The search box: the control its label 'Buscar artigos' names. */
const searchBox = ($: CheerioAPI) => {
  const label = $('form[role="search"] label[for]').filter((_, l) => textOf($(l)) === "Buscar artigos");
  expect(label).toHaveLength(1);
  return $(`[id="${label.attr("for")}"]`);
};
const categoryLink = ($: CheerioAPI, name: string) =>
  named($, 'nav[aria-label="Categorias do blog"] a[href]', name);
const region = ($: CheerioAPI, name: string) => named($, "section", name);
const cards = ($: CheerioAPI) => $("main article");
const cardTitles = ($: CheerioAPI) =>
  cards($)
    .find("h1, h2, h3, h4")
    .toArray()
    .map((h) => textOf($(h)));
const tagsOf = ($: CheerioAPI, part: ReturnType<CheerioAPI>) =>
  part
    .find("ul")
    .filter((_, ul) => accessibleName($, ul) === "Tags")
    .first()
    .find("li")
    .toArray()
    .map((li) => textOf($(li)));
const cardWith = ($: CheerioAPI, part: ReturnType<CheerioAPI>, text: string) =>
  part.find("article").filter((_, a) => textOf($(a)).includes(text));

/** The list a search sends, as the GET form sends it from `from` without JavaScript. */
async function search(from: string, term: string) {
  const answer = await submitGetForm(from, 'form[role="search"]', { busca: term });
  expect(answer.status, answer.url).toBe(200);
  return answer;
}

test.describe("blog list", () => {
  test("featured posts first with 3 tags, the others with 2, every card complete", async () => {
    const { status, $ } = await ask("/blog");
    expect(status).toBe(200);
    expect(visibleText($, "h1")).not.toBe("");
    expect(searchBox($).attr("placeholder")).toBe("Buscar por palavra-chave...");
    expect(
      $('nav[aria-label="Categorias do blog"] a[href]')
        .toArray()
        .map((a) => textOf($(a))),
    ).toEqual(["Todas", "Estratégias", "Tecnologia", "Gestão", "Marketing", "Sustentabilidade"]);
    expect(categoryLink($, "Todas").attr("aria-current")).toBe("true");

    // How many posts are featured and how many are not is content: a new post adds a card.
    const featuredCount = content.blog.filter((post) => post.featured).length;
    const featured = region($, "Posts em destaque").find("article");
    expect(featured).toHaveLength(featuredCount);
    expect(featured.filter((_, a) => textOf($(a)).includes("Destaque"))).toHaveLength(featuredCount);
    const tech = cardWith(
      $,
      region($, "Posts em destaque"),
      "Tendências de tecnologia para delivery em 2024",
    );
    expect(tech).toHaveLength(1);
    expect(byText($, "Tecnologia", tech).length).toBeGreaterThan(0);
    expect(tagsOf($, tech)).toEqual(["#tecnologia", "#canal próprio", "#WhatsApp", "+3 tags"]);
    expect(textOf(tech)).toContain("Camila Ferreira");
    expect(tech.find("time").attr("datetime")).toBe("2024-03-12");
    expect(textOf(tech.find("time"))).toBe("12 de março de 2024");
    expect(textOf(tech)).toContain("5 min de leitura");
    expect(byText($, /^Canal próprio de vendas, WhatsApp integrado/, tech).length).toBeGreaterThan(0);
    expect(tech.find("a[href]").attr("href")).toBe("/blog/tecnologia-delivery-2024");
    expect(textOf(cardWith($, region($, "Posts em destaque"), "Estratégias").find("h3"))).toContain("vendas");

    const more = region($, "Mais artigos").find("article");
    expect(more).toHaveLength(content.blog.length - featuredCount);
    expect(more.filter((_, a) => textOf($(a)).includes("Destaque"))).toHaveLength(0);
    const finance = cardWith($, region($, "Mais artigos"), "Gestão financeira no delivery");
    expect(tagsOf($, finance)).toEqual(["#gestão financeira", "#CMV", "+3 tags"]);
    expect(textOf(finance.find("time"))).toBe("23 de abril de 2024");
    expect(textOf(finance)).toContain("Rafael Monteiro");

    // The feed is announced to browsers and readers.
    expect($('head link[rel="alternate"][type="application/rss+xml"]').attr("href")).toBe("/blog/rss.xml");
  });

  test("a search matches title, excerpt or tags, ignores case and states the count", async () => {
    const pix = await search("/blog", "PIX");
    expect(pix.url).toMatch(/\/blog\?busca=PIX$/);
    expect(visibleText(pix.$)).toContain('1 resultado(s) encontrado(s) para "PIX"');
    expect(cardTitles(pix.$)).toEqual([
      "Tendências de tecnologia para delivery em 2024: o que sua operação precisa ter",
    ]);
    expect(searchBox(pix.$).val()).toBe("PIX");

    // 'whatsapp' is a tag of two posts; only one of them is featured.
    const whatsapp = await search(pix.url, "whatsapp");
    expect(visibleText(whatsapp.$)).toContain('2 resultado(s) encontrado(s) para "whatsapp"');
    expect(region(whatsapp.$, "Posts em destaque").find("article")).toHaveLength(1);
    const others = region(whatsapp.$, "Mais artigos").find("article");
    expect(others).toHaveLength(1);
    expect(textOf(others)).toMatch(/Marketing nas redes sociais/);
  });

  test("a category filters by exact match, keeps the search and 'Todas' shows all", async () => {
    const start = (await ask("/blog?busca=whatsapp")).$;
    expect(categoryLink(start, "Marketing").attr("href")).toBe("/blog?busca=whatsapp&categoria=Marketing");
    const { $ } = await ask("/blog?busca=whatsapp&categoria=Marketing");
    expect(categoryLink($, "Marketing").attr("aria-current")).toBe("true");
    expect(visibleText($)).toContain('1 resultado(s) encontrado(s) para "whatsapp"');
    expect(region($, "Posts em destaque")).toHaveLength(0);
    // No featured post left: the others are 'Todos os artigos'.
    expect(region($, "Todos os artigos").find("article")).toHaveLength(1);
    expect(cardTitles($)).toEqual([expect.stringMatching(/^Marketing nas redes sociais/)]);

    // A search sent from here stays in the category.
    const instagram = await search("/blog?busca=whatsapp&categoria=Marketing", "instagram");
    expect(instagram.url).toMatch(/\/blog\?busca=instagram&categoria=Marketing$/);
    expect(cards(instagram.$)).toHaveLength(1);

    const tecnologia = categoryLink(instagram.$, "Tecnologia").attr("href") ?? "";
    expect(tecnologia).toMatch(/categoria=Tecnologia$/);
    expect(visibleText((await ask(tecnologia)).$)).toContain("Nenhum artigo encontrado");

    const todas = categoryLink(instagram.$, "Todas").attr("href") ?? "";
    expect(todas).toBe("/blog?busca=instagram");
    const all = (await ask(todas)).$;
    expect(cards(all)).toHaveLength(1);
    expect(textOf(all('nav[aria-label="Categorias do blog"] [aria-current]'))).toBe("Todas");
  });

  test("no result: the empty state, and 'Ver todos os artigos' clears search and category", async () => {
    const drone = await search("/blog?categoria=Gest%C3%A3o", "drone");
    expect(drone.url).toMatch(/busca=drone/);
    const $ = drone.$;
    expect(visibleText($)).toContain('0 resultado(s) encontrado(s) para "drone"');
    expect(visibleText($)).toContain("Nenhum artigo encontrado");
    expect(visibleText($)).toContain("Tente ajustar sua busca ou explorar outras categorias");
    expect(cards($)).toHaveLength(0);

    const back = named($, "a[href]", "Ver todos os artigos").attr("href") ?? "";
    expect(back).toBe("/blog");
    const all = (await ask(back)).$;
    expect(searchBox(all).val() ?? "").toBe("");
    expect(cards(all)).toHaveLength(content.blog.length);
    expect(textOf(all('nav[aria-label="Categorias do blog"] [aria-current]'))).toBe("Todas");
    expect(visibleText(all)).not.toMatch(/resultado\(s\) encontrado\(s\)/);
  });
});

test.describe("blog post", () => {
  test("shows every part of a featured post and links to three other posts", async () => {
    const { status, $ } = await ask("/blog/tecnologia-delivery-2024");
    expect(status).toBe(200);
    const breadcrumb = named($, "nav", "Trilha de navegação");
    expect(named($, 'nav[aria-label="Trilha de navegação"] a[href]', "Início").attr("href")).toBe("/");
    expect(named($, 'nav[aria-label="Trilha de navegação"] a[href]', "Blog").attr("href")).toBe("/blog");
    expect(textOf(breadcrumb.find('[aria-current="page"]'))).toMatch(/^Tendências de tecnologia/);

    const header = $("main article header");
    expect(textOf($("h1"))).toBe(
      "Tendências de tecnologia para delivery em 2024: o que sua operação precisa ter",
    );
    expect(byText($, "Tecnologia", header).length).toBeGreaterThan(0);
    expect(textOf(header)).toContain("Destaque");
    expect(byText($, /^Canal próprio de vendas, WhatsApp integrado/, header).length).toBeGreaterThan(0);
    expect(textOf(header)).toContain("Camila Ferreira");
    expect(header.find("time").attr("datetime")).toBe("2024-03-12");
    expect(textOf(header.find("time"))).toBe("12 de março de 2024");
    expect(textOf(header)).toContain("5 min de leitura");
    // Every tag of the post, uncut.
    expect(tagsOf($, $("main"))).toEqual([
      "#tecnologia",
      "#canal próprio",
      "#WhatsApp",
      "#inteligência artificial",
      "#Pix",
      "#KDS",
    ]);

    // The Markdown body: headings, bullets, bold and links.
    const body = $("main article");
    expect(body.find("h2").filter((_, h) => textOf($(h)) === "1. Canal próprio de vendas")).toHaveLength(1);
    expect(
      body.find("h3").filter((_, h) => textOf($(h)) === "O que um bom canal próprio precisa ter"),
    ).toHaveLength(1);
    expect(
      body
        .find("li")
        .filter((_, li) => textOf($(li)).includes("Pagamento online integrado, incluindo Pix e cartão")),
    ).toHaveLength(1);
    expect(
      body.find("strong").filter((_, b) => textOf($(b)).includes("canal próprio de vendas")).length,
    ).toBeGreaterThan(0);
    expect(
      body
        .find("a[href]")
        .filter((_, a) => textOf($(a)) === "funcionalidades")
        .attr("href"),
    ).toBe("/funcionalidades");

    // The first three other posts, newest first (content.blog is in the blog's order).
    const expected = content.blog.filter((post) => post.id !== "tecnologia-delivery-2024").slice(0, 3);
    const others = region($, "Outros artigos");
    expect(others.find("article")).toHaveLength(3);
    expect(
      others
        .find("article")
        .toArray()
        .map((article) => $(article).find("a[href]").first().attr("href")),
    ).toEqual(expected.map((post) => `/blog/${post.id}`));
    expect(
      others.find('a[href="/blog"]').filter((_, a) => accessibleName($, a) === "Ver todos os artigos"),
    ).toHaveLength(1);
    const notFeatured = expected.find((post) => !post.featured);
    if (!notFeatured) throw new Error("the three other posts are all featured: none to open without a badge");
    // A post that is not featured has no badge.
    const plain = await ask(`/blog/${notFeatured.id}`);
    expect(plain.status).toBe(200);
    expect(textOf(plain.$("main article header"))).not.toContain("Destaque");
  });

  test("states BlogPosting and BreadcrumbList in JSON-LD and is an article for sharing", async () => {
    const { $ } = await ask("/blog/gestao-financeira-delivery");
    const data = jsonLd($);
    const posting = data.find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "Gestão financeira no delivery: CMV, precificação e fluxo de caixa na prática",
      datePublished: "2024-04-23",
      author: { "@type": "Person", name: "Rafael Monteiro" },
      publisher: { "@type": "Organization", name: "Gama Delivery" },
      url: `${siteUrl}/blog/gestao-financeira-delivery`,
      keywords: "gestão financeira, CMV, precificação, fluxo de caixa, DRE",
    });
    const breadcrumb = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Gestão financeira no delivery: CMV, precificação e fluxo de caixa na prática",
        item: `${siteUrl}/blog/gestao-financeira-delivery`,
      },
    ]);
    expect($('meta[property="og:type"]').attr("content")).toBe("article");
    expect($('link[rel="canonical"]').attr("href")).toBe(`${siteUrl}/blog/gestao-financeira-delivery`);
  });

  test("an unknown post answers 404 with the way back to the blog", async () => {
    const { status, $ } = await ask("/blog/post-que-nao-existe");
    expect(status).toBe(404);
    expect(textOf($("h1"))).toBe("Post não encontrado");
    expect(textOf($("title"))).toMatch(/Post não encontrado/);
    expect(named($, "a[href]", "Voltar para o Blog").attr("href")).toBe("/blog");
  });

  test("WhatsApp and LinkedIn share links carry the post's address", async () => {
    const { $ } = await ask("/blog/marketing-redes-sociais-delivery");
    const url = `${siteUrl}/blog/marketing-redes-sociais-delivery`;
    // Without JavaScript a label; with it, the 'Compartilhar' button (tests/e2e/blog.spec.ts).
    expect(byText($, "Compartilhar:").length).toBeGreaterThan(0);
    const whatsapp = named($, "a[href]", "Compartilhar no WhatsApp (abre em nova aba)");
    const href = whatsapp.attr("href") ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(new URL(href).searchParams.get("text")).toBe(
      `Marketing nas redes sociais para delivery: como atrair e fidelizar clientes ${url}`,
    );
    expect(whatsapp.attr("target")).toBe("_blank");
    const linkedinHref =
      named($, "a[href]", "Compartilhar no LinkedIn (abre em nova aba)").attr("href") ?? "";
    expect(linkedinHref).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(new URL(linkedinHref).searchParams.get("url")).toBe(url);
  });
});

// Double opt-in: the box says to check the inbox; the address is subscribed once its link is followed.
const successText =
  "Quase lá! Enviamos um e-mail para confirmar sua inscrição: abra a mensagem e clique no link.";

/** Leads stored today for this address (the ops export), whatever their delivery state. */
function storedLeadsFor(email: string): { lead: { payload: { from_email: string; form_type: string } } }[] {
  const today = new Date();
  const from = today.toISOString().slice(0, 10);
  const to = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  const rows = JSON.parse(leadsCli("export", "--from", from, "--to", to, "--format", "json")) as {
    lead: { payload: { from_email: string; form_type: string } };
  }[];
  return rows.filter((row) => row.lead.payload.from_email.toLowerCase() === email.toLowerCase());
}

const newsletter = "#assinar-newsletter form";

test.describe("newsletter", () => {
  test("the list page's box without JavaScript signs an address up (pending its confirmation) and the team is told", async () => {
    const email = uniqueEmail("newsletter");
    // The box posts to the page the visitor is reading, the filtered list, and opens at its message.
    const list = await ask("/blog?categoria=Marketing");
    expect(list.$(newsletter).attr("action")).toBe("/blog?categoria=Marketing#newsletter-resultado");
    const sent = await submitForm("/blog?categoria=Marketing", newsletter, { email });
    expect(textOf(sent.$('#assinar-newsletter [role="status"]'))).toBe(successText);
    expect(field(sent.$, "#assinar-newsletter", "Seu e-mail").value).toBe("");
    expect(cards(sent.$)).toHaveLength(1);

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Inscrição na Newsletter");
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain("Tipo de formulário: newsletter");
    expect(storedLeadsFor(email).map((row) => row.lead.payload.form_type)).toEqual(["newsletter"]);
  });

  test("an invalid address keeps what was typed and shows a pt-BR error on the field", async () => {
    const post = "/blog/tecnologia-delivery-2024";
    const { $ } = await ask(post);
    expect(
      $("#assinar-newsletter")
        .find("h2, h3")
        .filter((_, h) => textOf($(h)) === "Gostou do conteúdo?"),
    ).toHaveLength(1);
    expect(named($, '#assinar-newsletter button[type="submit"]', "Assinar")).toHaveLength(1);

    const invalid = await submitForm(post, newsletter, { email: "leitora@gamadelivery" });
    expect(invalid.status).toBe(400);
    expect(textOf(invalid.$('#assinar-newsletter [role="alert"]'))).toBe(
      "Confira os campos destacados e envie novamente.",
    );
    const box = field(invalid.$, "#assinar-newsletter", "Seu e-mail");
    expect(box.value).toBe("leitora@gamadelivery");
    expect(box.invalid).toBe(true);
    expect(box.description).toBe("Informe um e-mail válido, como nome@empresa.com.br.");

    const empty = await submitForm(post, newsletter, { email: "" });
    expect(textOf(empty.$('#assinar-newsletter [role="alert"]'))).toBe(
      "Informe seu e-mail para assinar a newsletter.",
    );
    expect(field(empty.$, "#assinar-newsletter", "Seu e-mail").description).toBe("Campo obrigatório.");
  });

  test("a repeated address is welcomed again but subscribed and asked to confirm only once", async () => {
    const email = uniqueEmail("newsletter-repetido");
    const first = await submitForm("/blog/gestao-financeira-delivery", newsletter, { email });
    expect(textOf(first.$('#assinar-newsletter [role="status"]'))).toBe(successText);
    await mailFor(email);
    // The confirmation e-mail of the first sign-up has gone out too.
    await expect.poll(async () => (await mailsFor(email)).length, { timeout: 10_000 }).toBe(2);

    // Later, from another page, in capitals.
    const again = await submitForm("/blog", newsletter, { email: email.toUpperCase() });
    expect(textOf(again.$('#assinar-newsletter [role="status"]'))).toBe(successText);

    expect(storedLeadsFor(email)).toHaveLength(1);
    // Give a second mail time to arrive if one had been queued.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // One mail to the team, and one confirmation to the address: a repeat within 10 minutes sends
    // no second confirmation (nobody can flood an inbox through the box).
    const mails = await mailsFor(email);
    expect(mails.filter((m) => m.subject === "Inscrição na Newsletter")).toHaveLength(1);
    expect(
      mails.filter((m) => m.to === email && m.subject?.startsWith("Confirme sua inscrição")),
    ).toHaveLength(1);
    expect(mails).toHaveLength(2);
  });
});

test.describe("RSS feed", () => {
  test("lists every post of the blog with absolute links, each opening its post", async () => {
    const response = await ask("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const feed = load(response.body, { xml: true });
    expect(feed.root().children("rss").attr("version")).toBe("2.0");
    expect(textOf(feed("rss > channel > link"))).toBe(`${siteUrl}/blog`);
    const items = feed("rss > channel > item")
      .toArray()
      .map((item) => ({
        title: textOf(feed(item).children("title")),
        link: textOf(feed(item).children("link")),
        pubDate: textOf(feed(item).children("pubDate")),
      }));
    expect(items).toHaveLength(content.blog.length);
    // The same titles as the blog's list.
    const titlesOnList = cardTitles((await ask("/blog")).$);
    expect(items.map((i) => i.title).sort()).toEqual([...titlesOnList].sort());
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${siteUrl}/blog/[a-z0-9-]+$`));
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      // Every link of the feed opens its post.
      expect((await ask(item.link)).status, item.link).toBe(200);
    }
    // That a strict XML parser reads it without error: tests/e2e/blog.spec.ts.
  });
});

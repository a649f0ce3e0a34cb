import { expect, type Page } from "@playwright/test";
import { content } from "../support/content";
import { mailFor, test, uniqueEmail } from "./helpers";

test.describe("about page", () => {
  test("/sobreNos answers 301 to /sobrenos", async ({ request }) => {
    for (const path of ["/sobreNos", "/SobreNos", "/sobrenos/"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe("/sobrenos");
    }
    const canonical = await request.get("/sobrenos", { maxRedirects: 0 });
    expect(canonical.status()).toBe(200);
  });

  test("a visit to /sobreNos lands on /sobrenos, and the footer links the canonical address", async ({
    page,
  }) => {
    await page.goto("/sobreNos");
    await expect(page).toHaveURL("/sobrenos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sobre nós" })).toHaveAttribute(
      "href",
      "/sobrenos",
    );
  });

  test("shows mission, purpose, the six values, the three audiences and the spec's results", async ({
    page,
  }) => {
    await page.goto("/sobrenos");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Nossa missão" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Nosso propósito" })).toBeVisible();

    const values = main.getByRole("region", { name: "Nossos valores" }).getByRole("heading", { level: 3 });
    await expect(values).toHaveText([
      "Inovação constante",
      "Foco no cliente",
      "Excelência técnica",
      "Crescimento sustentável",
      "Colaboração",
      "Transparência",
    ]);

    const audiences = main.getByRole("region", { name: "Para quem trabalhamos" });
    await expect(audiences.getByRole("heading", { level: 3 })).toHaveText([
      "Lojistas",
      "Franquias",
      "White label",
    ]);
    await expect(audiences.getByRole("link", { name: "Conhecer o programa de revenda" })).toHaveAttribute(
      "href",
      "/revenda",
    );

    const results = main.getByRole("region", { name: "Resultados que falam por nós" });
    for (const figure of [
      "+R$ 1 bilhão",
      "+23 milhões",
      "+3.000",
      "+100",
      "94,53%",
      "+230",
      "5%",
      "40%",
      "Até 5h",
    ]) {
      await expect(results.getByRole("definition").filter({ hasText: figure }).first()).toBeVisible();
    }
    await expect(results).toContainText("de NPS nos últimos 6 meses");
    await expect(results).toContainText("revendedores");
  });

  test("lists twenty features whose catalogue links all open a feature page", async ({ page, request }) => {
    await page.goto("/sobrenos");
    const section = page.getByRole("region", { name: "Tudo o que a plataforma faz pela sua loja" });
    await expect(section.getByRole("listitem")).toHaveCount(20);
    const hrefs = await section
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThanOrEqual(15);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/funcionalidades\/[a-z0-9-]+$/);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).not.toContain("Funcionalidade não encontrada");
    }
    await section.getByRole("link", { name: "Cardápio digital", exact: true }).click();
    await expect(page).toHaveURL("/funcionalidades/cardapio-digital");
  });
});

const legalPages = [
  { path: "/privacidade", title: "Política de Privacidade" },
  { path: "/termos-de-uso", title: "Termos de Uso" },
];

test.describe("legal pages", () => {
  for (const { path, title } of legalPages) {
    test(`${path}: title, last update and a table of contents that points at its headings`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const updated = page.getByText("Última atualização:");
      await expect(updated).toHaveText("Última atualização: 10/11/2024");
      await expect(updated.locator("time")).toHaveAttribute("datetime", "2024-11-10");

      const toc = page.getByRole("navigation", { name: "Sumário" });
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(15);
      const entries = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })),
      );
      for (const entry of entries) {
        expect(entry.href).toMatch(/^#[a-z0-9-]+$/);
        const target = page.locator(`[id="${entry.href.slice(1)}"]`);
        await expect(target, entry.href).toHaveCount(1);
        await expect(target, entry.href).toHaveRole("heading");
        await expect(target, entry.href).toHaveText(entry.text);
      }

      // Following an entry scrolls its section into view (a plain anchor: no JavaScript needed).
      const last = entries.at(-1);
      if (!last) throw new Error("empty table of contents");
      await toc.getByRole("link", { name: last.text, exact: true }).click();
      await expect(page).toHaveURL(`${path}${last.href}`);
      await expect(page.locator(`[id="${last.href.slice(1)}"]`)).toBeInViewport();
    });
  }

  test("the privacy policy names the LGPD, the data protection officer and the data subject's rights", async ({
    page,
  }) => {
    await page.goto("/privacidade");
    const main = page.getByRole("main");
    await expect(main).toContainText("Lei nº 13.709/2018");
    await expect(main.getByRole("heading", { name: "10. Seus direitos como titular" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "16. Encarregado e contato" })).toBeVisible();
    await main.getByRole("link", { name: "Termos de Uso" }).click();
    await expect(page).toHaveURL("/termos-de-uso");
  });

  test("the terms give each role its duties, the promotions opt-out, the admin panel and the court", async ({
    page,
  }) => {
    await page.goto("/termos-de-uso");
    const main = page.getByRole("main");
    for (const role of ["Usuário", "Lojista", "Consumidor", "Entregador", "Garçom/Atendente"]) {
      await expect(main.getByRole("heading", { name: new RegExp(`Deveres do ${role}$`) })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: /O Painel Administrativo do Lojista/ })).toBeVisible();
    await expect(main).toContainText(
      "O Consumidor pode deixar de receber mensagens promocionais a qualquer momento",
    );
    await expect(main).toContainText("foro da comarca de São Paulo/SP");
  });
});

test.describe("help centre", () => {
  test("embeds the help site at full height, titled, with a link that opens it in a new tab", async ({
    page,
  }) => {
    const response = await page.goto("/central-de-ajuda");
    const frameSrc = response?.headers()["content-security-policy"]?.match(/frame-src [^;]*/)?.[0];
    expect(frameSrc).toContain(new URL(content.site.helpCenterUrl).origin);
    await expect(page.getByRole("heading", { level: 1, name: "Central de ajuda" })).toBeVisible();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("title", "Central de ajuda da Gama Delivery");
    await expect(frame).toHaveAttribute("src", content.site.helpCenterUrl);
    const viewport = page.viewportSize();
    const box = await frame.boundingBox();
    expect(box?.width).toBe(viewport?.width);
    // As tall as the window below the sticky header.
    expect(box?.height ?? 0).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 80);

    const newTab = page.getByRole("link", { name: "Abrir a central de ajuda em nova aba" });
    await expect(newTab).toHaveAttribute("href", content.site.helpCenterUrl);
    await expect(newTab).toHaveAttribute("target", "_blank");
    await expect(newTab).toHaveAttribute("rel", /noopener/);
  });
});

const landingForm = (page: Page) => page.locator("#contato");

test.describe("hamburger-shop landing", () => {
  test("its navigation and buttons lead to its own sections", async ({ page }) => {
    await page.goto("/hamburgueria");
    const main = page.getByRole("main");
    const nav = main.getByRole("navigation", { name: "Nesta página" });
    for (const [name, anchor] of [
      ["Funcionalidades", "#funcionalidades"],
      ["Benefícios", "#beneficios"],
      ["Casos de sucesso", "#casos"],
      ["Contato", "#contato"],
    ] as const) {
      await expect(nav.getByRole("link", { name })).toHaveAttribute("href", anchor);
      await expect(main.locator(anchor)).toHaveCount(1);
    }
    for (const name of [
      "Quero contratar",
      "Solicitar demonstração",
      "Quero contratar agora",
      "Agendar demonstração",
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", "#contato");
    }
    await expect(main.getByRole("link", { name: "Ver cases de sucesso" })).toHaveAttribute("href", "#casos");

    await expect(main.locator("#funcionalidades").getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(main.locator("#beneficios").getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(main.locator("#beneficios")).toContainText("+40%");
    await expect(main.locator("#casos").locator("figure")).toHaveCount(3);
    await expect(main.locator("#casos").locator("blockquote")).toHaveCount(3);

    await main.getByRole("link", { name: "Ver cases de sucesso" }).click();
    await expect(page).toHaveURL("/hamburgueria#casos");
    await expect(page.getByRole("heading", { name: "Hamburguerias que já vendem mais" })).toBeInViewport();

    await main.getByRole("link", { name: "Quero contratar agora" }).click();
    await expect(page).toHaveURL("/hamburgueria#contato");
    await expect(landingForm(page).getByLabel("Nome Completo")).toBeInViewport();
  });

  test("its lead form keeps typed values on error and delivers 'Interesse - Página Hamburgueria'", async ({
    page,
  }) => {
    const email = uniqueEmail("hamburgueria");
    await page.goto("/hamburgueria?utm_source=instagram&utm_campaign=smash");
    const form = landingForm(page);
    await expect(form.getByRole("link", { name: "política de privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
    await form.getByLabel("Nome Completo").fill("Bruno Tavares");
    await form.getByLabel("Empresa").fill("Brasa Smash");
    await form.getByRole("button", { name: "Falar com um especialista" }).click();
    await expect(form.getByRole("alert")).toHaveText("Por favor, preencha todos os campos obrigatórios.");
    await expect(form.getByLabel("Nome Completo")).toHaveValue("Bruno Tavares");
    await expect(form.getByLabel("Empresa")).toHaveValue("Brasa Smash");

    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp").fill("41 99123-4567");
    await form.getByLabel("Mensagem (opcional)").fill("Temos duas chapas e muito pedido no sábado.");
    await form.getByRole("button", { name: "Falar com um especialista" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Recebemos seu interesse! Nossa equipe entra em contato em até 1 hora.",
    );
    await expect(form.getByLabel("Nome Completo")).toHaveValue("");

    const mail = await mailFor(email);
    expect(mail.subject).toBe("Interesse - Página Hamburgueria");
    expect(mail.text).toContain("Nome: Bruno Tavares");
    expect(mail.text).toContain(`E-mail: ${email}`);
    expect(mail.text).toContain("Telefone / WhatsApp: (41) 99123-4567");
    expect(mail.text).toContain("Empresa: Brasa Smash");
    expect(mail.text).toContain("Mensagem: Temos duas chapas e muito pedido no sábado.");
    expect(mail.text).toContain("Tipo de formulário: landing_hamburgueria");
    expect(mail.text).toMatch(/Página de origem: .*\/hamburgueria/);
    expect(mail.text).toContain("utm_source: instagram");
  });
});

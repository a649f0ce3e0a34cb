import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { load } from "cheerio";
import { startOfDay } from "../../app/lib/campaign-dates";
import { portBase } from "../../playwright.config";
import { campaignFixture, writeCampaign } from "../support/campaign-fixtures";
import { content } from "../support/content";
import { type DevServer, startDevServer } from "../support/dev-server";
import { expect, test, visibleText } from "./helpers";

/**
 * Campaign pages as the server answers them, on the development server over a scratch content folder
 * holding campaigns written here: one open, one over, one not open yet, one kept out of search.
 */
let server: DevServer;
const FUTURE = "2999-01-01";
const testimonial = content.depoimentos[0];
const question = { question: "Posso testar antes de contratar?", answer: "Sim, sem cartão de crédito." };

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  server = await startDevServer(portBase + 197, {
    prepare: (dir) => {
      mkdirSync(join(dir, "campanhas"), { recursive: true });
      writeCampaign(
        dir,
        "campanha-aberta",
        campaignFixture({
          title: "Semana da pizza",
          sections: [
            {
              discriminant: "testimonials",
              value: {
                anchor: { id: "casos", label: "Casos" },
                title: "Quem já vende mais",
                tone: "muted",
                items: [testimonial?.id],
              },
            },
            {
              discriminant: "faq",
              value: { anchor: { id: "", label: "" }, title: "Dúvidas", items: [question] },
            },
          ],
        }),
      );
      writeCampaign(
        dir,
        "campanha-encerrada",
        campaignFixture({ title: "Feira de 2020", end: "2020-03-31" }),
      );
      writeCampaign(dir, "campanha-futura", campaignFixture({ title: "Campanha futura", start: FUTURE }));
      writeCampaign(dir, "campanha-oculta", campaignFixture({ title: "Revenda do Sul", indexed: false }));
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, $: load(body) };
}

test("an open campaign: its title, description, share image and sections, in the file's order", async () => {
  const { status, $ } = await get("/campanha-aberta");
  expect(status).toBe(200);
  expect($("title").text()).toBe("Semana da pizza | Gama Delivery");
  expect($('meta[name="description"]').attr("content")).toContain(
    `Teste grátis por ${content.fatos.diasDeTeste} dias`,
  );
  expect($('meta[property="og:image"]').attr("content")).toBe(
    `${server.url}/og/campanha-campanha-aberta.png`,
  );
  expect($('meta[name="robots"]')).toHaveLength(0);
  expect($("h1").text()).toBe("Semana da pizza: venda mais pelo seu canal");
  expect(
    $("main h2")
      .map((_, h) => $(h).text())
      .get(),
  ).toEqual(["Quem já vende mais", "Dúvidas", "Fale com um especialista"]);
  const nav = $('nav[aria-label="Nesta página"] a');
  expect(nav.map((_, a) => `${$(a).text()} ${$(a).attr("href")}`).get()).toEqual([
    "Casos #casos",
    "Contato #contato",
  ]);
  expect($('main a:contains("Quero testar")').attr("href")).toBe("#contato");
  expect(visibleText($, "#casos")).toContain(testimonial?.text ?? "");
  expect(visibleText($, "main")).toContain(question.answer);
  expect($('#contato form input[name="_form"]').val()).toBe("interesse");

  const image = await fetch(`${server.url}/og/campanha-campanha-aberta.png`);
  expect(image.headers.get("content-type")).toBe("image/png");
  const png = Buffer.from(await image.arrayBuffer());
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("after its last day: 410 and a page that says the campaign is over, with the plans and the contact page", async () => {
  const { status, $ } = await get("/campanha-encerrada");
  expect(status).toBe(410);
  expect($('meta[name="robots"]').attr("content")).toBe("noindex");
  expect($("h1").text()).toBe("Esta campanha já terminou");
  expect(visibleText($, "main")).toContain(
    "A campanha “Feira de 2020” foi encerrada em 31 de março de 2020.",
  );
  expect($('main a:contains("Ver os planos")').attr("href")).toBe("/planos");
  expect($('main a:contains("Falar com a equipe")').attr("href")).toBe("/contato");
  expect(visibleText($, "main")).not.toContain("Fale com um especialista");
});

test("before its first day: the site's 404, kept by no cache past the day it opens", async () => {
  const { status, headers, $ } = await get("/campanha-futura");
  expect(status).toBe(404);
  expect($("h1").text()).toBe("Página não encontrada");
  expect(headers.get("expires")).toBe(startOfDay(FUTURE).toUTCString());
  expect(headers.get("cache-control")).toMatch(/s-maxage=300/);
});

test("an address no campaign or page has is the site's 404", async () => {
  const { status, $ } = await get("/campanha-que-nao-existe");
  expect(status).toBe(404);
  expect($("h1").text()).toBe("Página não encontrada");
});

test("one kept out of search: noindex, and the sitemap lists only the open, indexed campaign", async () => {
  const hidden = await get("/campanha-oculta");
  expect(hidden.status).toBe(200);
  expect(hidden.$('meta[name="robots"]').attr("content")).toBe("noindex");
  const sitemap = (await get("/sitemap.xml")).body;
  expect(sitemap).toContain(`<loc>${server.url}/campanha-aberta</loc>`);
  for (const path of ["/campanha-oculta", "/campanha-encerrada", "/campanha-futura"]) {
    expect(sitemap).not.toContain(`<loc>${server.url}${path}</loc>`);
  }
});

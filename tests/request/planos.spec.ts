import type { CheerioAPI } from "cheerio";
import { content } from "../support/content";
import { plans, saving } from "../support/planos";
import { accessibleName, ask, expect, field, jsonLd, named, test, textOf, visibleText } from "./helpers";

/**
 * The plans page as the server renders it, for every period the URL can name: what a browser without
 * JavaScript shows, and what the JavaScript switch starts from (tests/e2e/planos.spec.ts clicks it).
 */

const card = ($: CheerioAPI, name: string) => named($, "article", name);
const periodLink = ($: CheerioAPI, name: string) =>
  named($, 'nav[aria-label="Período de cobrança"] a[href]', name);
// Intl writes "R$" and the amount with a no-break space; \s matches it.
const perMonth = (amount: string) => new RegExp(`R\\$\\s${amount.replace(".", "\\.")}\\s*/mês`);
const billedYearly = (amount: string) =>
  new RegExp(`R\\$\\s${amount.replace(".", "\\.")} cobrados anualmente`);

function expectMonthly($: CheerioAPI) {
  expect(periodLink($, "Mensal").attr("aria-current")).toBe("true");
  expect(periodLink($, "Anual").attr("aria-current")).toBeUndefined();
  expect(textOf($("body"))).not.toContain(`Economize ${saving}%`);
  expect(textOf($("body"))).not.toContain("cobrados anualmente");
  for (const plan of plans) expect(textOf(card($, plan.name))).toMatch(perMonth(plan.monthly));
}

function expectAnnual($: CheerioAPI) {
  expect(periodLink($, "Anual").attr("aria-current")).toBe("true");
  expect(periodLink($, "Mensal").attr("aria-current")).toBeUndefined();
  expect(visibleText($)).toContain(`Economize ${saving}%`);
  for (const plan of plans) {
    const price = textOf(card($, plan.name));
    expect(price).toMatch(perMonth(plan.annual));
    expect(price).toMatch(billedYearly(plan.yearly));
    expect(price).not.toMatch(perMonth(plan.monthly));
  }
}

test.describe("plans page", () => {
  test("shows the plans with their monthly prices, the popular one marked", async () => {
    const { status, $ } = await ask("/planos");
    expect(status).toBe(200);
    expect(textOf($("h1"))).toBe("Escolha o plano ideal");
    expect($("article")).toHaveLength(plans.length);
    for (const plan of plans) {
      expect(textOf(card($, plan.name).find("h2"))).toBe(plan.name);
      expect(visibleText($, card($, plan.name))).toContain(plan.name);
    }
    expectMonthly($);
    for (const plan of plans) {
      if (plan.popular) expect(textOf(card($, plan.name))).toContain("Mais Popular");
      else expect(textOf(card($, plan.name))).not.toContain("Mais Popular");
    }
  });

  test("the period links lead to the annual and the monthly page", async () => {
    // Without JavaScript the switch is two links; the JavaScript switch is clicked in the browser test.
    for (const path of ["/planos", "/planos?periodo=anual"]) {
      const { $ } = await ask(path);
      expect(periodLink($, "Anual").attr("href"), path).toBe("/planos?periodo=anual");
      expect(periodLink($, "Mensal").attr("href"), path).toBe("/planos");
    }
  });

  test("the server renders the period of the URL; an unknown period is monthly", async () => {
    expectAnnual((await ask("/planos?periodo=anual")).$);
    const unknown = await ask("/planos?periodo=semestral");
    expect(unknown.status).toBe(200);
    expectMonthly(unknown.$);
    expectMonthly((await ask("/planos")).$);
  });

  test("cards group features with included and not-included marks, and show the limits", async () => {
    const { $ } = await ask("/planos");
    const first = card($, plans[0]?.name ?? "");
    for (const group of Object.values(content["pagina-planos"].featureGroupNames)) {
      expect(first.find("h3").filter((_, h) => textOf($(h)) === group)).toHaveLength(1);
    }
    const rank = (id: string) => content.planos.findIndex((plan) => plan.id === id);
    for (const [index, plan] of content.planos.entries()) {
      const lines = card($, plan.name)
        .find("li")
        .toArray()
        .map((li) => textOf($(li)));
      let missing = 0;
      for (const feature of content["pagina-planos"].planFeatures) {
        const line = lines.filter((text) => text.includes(feature.name));
        expect(line, `${plan.name}: ${feature.name}`).toHaveLength(1);
        // A module still coming is included nowhere yet: its mark on every card, no tick
        // (tests/request/what-a-visitor-sees.spec.ts).
        if (feature.comingSoon) {
          expect(line[0]).toContain(`Em breve: ${feature.name}`);
          continue;
        }
        const included = rank(feature.from) <= index;
        if (!included) missing++;
        // The marks are not colour alone: the words are there for assistive technology.
        expect(line[0]).toContain(`${included ? "Incluído" : "Não incluído"}: ${feature.name}`);
        expect(line[0]).not.toContain("Em breve");
      }
      expect(lines.filter((text) => text.includes("Não incluído:"))).toHaveLength(missing);

      const limits = card($, plan.name)
        .find("dl > div")
        .toArray()
        .map((row) => visibleText($, row));
      expect(limits).toEqual([
        `Pedidos por mês ${plan.limits.pedidos.toLocaleString("pt-BR")}`,
        `Usuários ${plan.limits.usuarios.toLocaleString("pt-BR")}`,
        `Lojas ${plan.limits.lojas.toLocaleString("pt-BR")}`,
        `Mensagens de WhatsApp por mês ${plan.limits.whatsapp.toLocaleString("pt-BR")}`,
      ]);
    }
    // The spec's split, as a reading of the content: the cheapest plan lacks the bigger plans' lines.
    const cashback = card($, plans[0]?.name ?? "")
      .find("li")
      .filter((_, li) => textOf($(li)).includes("Cashback"));
    expect(textOf(cashback)).toContain("Não incluído: Cashback");
  });

  test("each plan's call to action opens the contact page with the plan as subject", async () => {
    const { $ } = await ask("/planos");
    for (const plan of plans) {
      const link = card($, plan.name)
        .find("a[href]")
        .filter((_, a) => accessibleName($, a) === plan.cta);
      expect(link).toHaveLength(1);
      expect(link.attr("href")).toBe(`/contato?assunto=${encodeURIComponent(`Plano ${plan.name}`)}`);
    }
    // The contact page it opens has the subject filled in.
    const last = plans.at(-1);
    const contact = await ask(`/contato?assunto=${encodeURIComponent(`Plano ${last?.name}`)}`);
    expect(contact.status).toBe(200);
    expect(field(contact.$, "#contato", "Assunto (opcional)").value).toBe(`Plano ${last?.name}`);
  });

  test("the FAQ is there, closed; the guarantee and the closing buttons are there", async () => {
    const { $ } = await ask("/planos");
    // Each question a native disclosure, closed at load, its answer inside (the browser test opens one).
    const change = $("details").filter(
      (_, d) => textOf($(d).children("summary")) === "Posso mudar de plano depois?",
    );
    expect(change).toHaveLength(1);
    expect(change.attr("open")).toBeUndefined();
    expect(textOf(change)).toContain("a mudança vale imediatamente");
    for (const question of [
      "Existe taxa de adesão ou de implantação?",
      "Posso testar antes de contratar?",
      "O suporte técnico está incluído?",
    ]) {
      expect($("summary").filter((_, s) => textOf($(s)).includes(question))).toHaveLength(1);
    }

    expect(textOf(named($, "section", "Garantia de 7 dias"))).toContain("devolvemos 100% do valor pago");
    expect(textOf(named($, "section", "Incluído em todos os planos"))).toContain("Implantação gratuita");
    expect(named($, "a[href]", "Falar com um consultor").attr("href")).toBe("/contato");
    expect(named($, "a[href]", "Ver funcionalidades").attr("href")).toBe("/funcionalidades");
  });

  test("publishes the plans as offers in BRL and the FAQ as structured data", async () => {
    const { $ } = await ask("/planos?periodo=anual");
    const data = jsonLd($);
    const app = data.find((d) => d["@type"] === "SoftwareApplication") as
      | { offers: { name: string; price: number; priceCurrency: string }[] }
      | undefined;
    expect(app?.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      content.planos.map((plan) => [plan.name, plan.monthlyPrice, "BRL"]),
    );
    const faq = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(4);
    // The canonical URL ignores the billing period.
    expect($('link[rel="canonical"]').attr("href")).toMatch(/\/planos$/);
  });
});

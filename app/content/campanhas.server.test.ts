import facts from "virtual:content/fatos";
import { describe, expect, it } from "vitest";
import { getCampaign } from "./campanhas.server";

describe("/hamburgueria (content/campanhas/hamburgueria.yaml)", () => {
  it("states the company's claims as its facts: sales increase, hours saved, setup time", () => {
    const page = getCampaign("hamburgueria");
    const figures = page?.sections.find((section) => section.kind === "figures");
    if (figures?.kind !== "figures") throw new Error("/hamburgueria shows no figures");
    const text = figures.value.items.map((f) => `${f.value} ${f.metric} ${f.description}`).join("\n");
    expect(text).toContain(facts.aumentoMedioDeVendas);
    expect(text).toContain(`${facts.horasEconomizadasPorDia}h`);
    expect(text).toContain(`${facts.minutosDeImplantacao} min`);
  });
});
